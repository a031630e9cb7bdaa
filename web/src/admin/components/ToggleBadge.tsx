/** A badge that is also an on/off button (featured, popular). */
export function ToggleBadge({
  pressed,
  label,
  onText,
  offText,
  title,
  onToggle,
}: {
  pressed: boolean;
  /** The accessible name. */
  label: string;
  onText: string;
  offText: string;
  title?: string;
  onToggle: () => void;
}) {
  return (
    <button type="button" className="bo-toggle" aria-pressed={pressed} aria-label={label} title={title} onClick={onToggle}>
      {pressed ? onText : offText}
    </button>
  );
}
