import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Labelled } from './Labelled';

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

/** A required input of a react-hook-form form (the login's, the password's), labelled, its error tied to it. */
export function PlainField({ label, type, autoComplete, registration, error, placeholder, aside }: PlainFieldProps) {
  const id = useId();
  return (
    <Labelled id={id} label={label} error={error}>
      {(control) => {
        const input = <input {...control} className="bo-input large" type={type} autoComplete={autoComplete} required placeholder={placeholder} {...registration} />;
        return aside ? (
          <div className="bo-field-row">
            {input}
            {aside}
          </div>
        ) : (
          input
        );
      }}
    </Labelled>
  );
}
