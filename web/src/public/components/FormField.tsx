import type { UseFormRegisterReturn } from 'react-hook-form';
import './FormField.css';

interface FormFieldProps {
  id: string;
  label: string;
  /** The field as react-hook-form registers it. */
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  /** A textarea of that many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'tel';
  autoComplete?: string;
}

/** A public form's field: its label (a star when required), an optional hint, and its error tied to it for screen readers. */
export function FormField({ id, label, registration, error, hint, required = false, rows, type = 'text', inputMode, autoComplete }: FormFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const props = { id, ...registration, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, 'aria-required': required || undefined, autoComplete };
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      )}
      {rows ? <textarea rows={rows} {...props} /> : <input type={type} inputMode={inputMode} {...props} />}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
