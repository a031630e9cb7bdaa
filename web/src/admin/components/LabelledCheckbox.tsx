/** A checkbox with its label, the whole of it clickable. */
export function LabelledCheckbox({
  label,
  checked,
  onChange,
  onBlur,
  name,
  disabled,
  describedBy,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <label className="bo-check">
      <input type="checkbox" name={name} disabled={disabled} checked={checked} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} aria-describedby={describedBy} />
      {label}
    </label>
  );
}
