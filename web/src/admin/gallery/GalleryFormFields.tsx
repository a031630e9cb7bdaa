/** The gallery forms' field frame (Chakra). */
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

interface FieldProps {
  label: string;
  error?: string;
  required?: boolean;
  helper?: ReactNode;
  children: ReactNode;
}

/** A labelled field with its helper and error texts; the label carries the spec's own '*'. */
export function FormField({ label, error, required = false, helper, children }: FieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
