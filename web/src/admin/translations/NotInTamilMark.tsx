import { Badge } from '@chakra-ui/react';

/** Beside an English text that has no Tamil version yet. */
export function NotInTamilMark() {
  return (
    <Badge as="span" display="inline-flex" ms="1.5" size="sm" colorPalette="orange" variant="surface" data-testid="not-in-tamil">
      Not in Tamil yet
    </Badge>
  );
}

/** A list row's count of texts not yet in Tamil (nothing when all are). */
export function UntranslatedBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge colorPalette="orange" variant="surface" data-testid="untranslated-count">
      {count} not in Tamil
    </Badge>
  );
}
