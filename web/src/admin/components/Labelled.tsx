import type { ReactNode } from 'react';

/** What the control inside `Labelled` spreads on itself: its id, and its state and description for assistive technology. */
interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A control without the kit: its label above it, a hint and an error under it, tied to it through the
 * props `children` is given. `className` sizes it in its row.
 */
export function Labelled({ id, label, hint, error, className, children }: { id: string; label: string; hint?: ReactNode; error?: ReactNode; className?: string; children: (control: ControlProps) => ReactNode }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className ? `bo-control ${className}` : 'bo-control'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="bo-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="bo-error-text">
          {error}
        </p>
      )}
    </div>
  );
}
