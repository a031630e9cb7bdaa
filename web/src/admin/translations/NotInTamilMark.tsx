import { Badge } from '../components/Badge';

/** Beside an English text that has no Tamil version yet. */
export function NotInTamilMark() {
  return (
    <Badge tone="orange" className="bo-not-in-tamil" testId="not-in-tamil">
      Not in Tamil yet
    </Badge>
  );
}

/** A list row's count of texts not yet in Tamil (nothing when all are). */
export function UntranslatedBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge tone="orange" testId="untranslated-count">
      {count} not in Tamil
    </Badge>
  );
}
