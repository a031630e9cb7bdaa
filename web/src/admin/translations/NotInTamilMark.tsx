import { Badge } from '../components/Badge';

/** Beside an English text that has no Tamil version yet. */
export function NotInTamilMark() {
  return (
    <span className="bo-not-in-tamil">
      <Badge tone="orange" testId="not-in-tamil">
        Not in Tamil yet
      </Badge>
    </span>
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
