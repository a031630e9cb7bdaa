import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import css from './PlainField.css?inline';
import { Stylesheet } from './Stylesheet';

interface PlainFieldProps {
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  registration: UseFormRegisterReturn;
  error?: string;
  placeholder?: string;
  /** Beside the input (the password's Show button). */
  aside?: ReactNode;
}

/** The stylesheet of the plain fields and checkboxes (PlainField.css). */
export function FieldStyle() {
  return <Stylesheet href="bo-field" css={css} />;
}

/** A labelled input with its error tied to it for screen readers. */
export function PlainField({ label, type, autoComplete, registration, error, placeholder, aside }: PlainFieldProps) {
  const id = useId();
  const input = (
    <input
      id={id}
      type={type}
      autoComplete={autoComplete}
      required
      placeholder={placeholder}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      {...registration}
    />
  );
  return (
    <div className="bo-field">
      <FieldStyle />
      <label htmlFor={id}>{label}</label>
      {aside ? (
        <div className="bo-field-row">
          {input}
          {aside}
        </div>
      ) : (
        input
      )}
      {error && (
        <p id={`${id}-error`} className="bo-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
