/** Beside an English text that has no Tamil version yet. */
export function NotInTamilMark() {
  return (
    <span className="bo-badge orange bo-not-in-tamil" data-testid="not-in-tamil">
      Not in Tamil yet
    </span>
  );
}

/** A list row's count of texts not yet in Tamil (nothing when all are). */
export function UntranslatedBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="bo-badge orange" data-testid="untranslated-count">
      {count} not in Tamil
    </span>
  );
}
