import type { ReactNode } from 'react';

/** The ids an input's description comes from (its hint, its error), for its aria-describedby. */
export const describedBy = (id: string, { hint, error }: { hint?: ReactNode; error?: ReactNode }) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/**
 * A control without the kit: its label above it, a hint and an error under it (give the input
 * `id` and `aria-describedby={describedBy(id, …)}`). `className` sizes it in its row.
 */
export function Labelled({ id, label, hint, error, className, children }: { id: string; label: string; hint?: ReactNode; error?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `bo-control ${className}` : 'bo-control'}>
      <label htmlFor={id}>{label}</label>
      {children}
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
