import { Labelled } from './Labelled';

interface PlainSelectProps<V extends string> {
  id: string;
  label: string;
  value: V;
  /** Each choice as [value, what it shows]. */
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  error?: string;
  required?: boolean;
  /** While the choice is being saved. */
  busy?: boolean;
  className?: string;
}

/** A labelled select without the kit (plain.css `.bo-select`), its error tied to it. */
export function PlainSelect<V extends string>({ id, label, value, options, onChange, error, required, busy, className }: PlainSelectProps<V>) {
  return (
    <Labelled id={id} label={label} error={error} className={className}>
      {(control) => (
        <select {...control} className="bo-select" required={required} value={value} aria-busy={busy} onChange={(event) => onChange(event.target.value as V)}>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}
