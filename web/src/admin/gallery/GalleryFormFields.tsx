/** The gallery forms' field frame, select and checkbox (Chakra), wired to react-hook-form. */
import type { ReactNode } from 'react';
import { Controller, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox, Field, NativeSelect } from '@chakra-ui/react';
import type { GalleryFields } from './galleryValues';

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

/** A native select with Chakra's look; `children` are its options. */
export function SelectInput({ children, ...registration }: UseFormRegisterReturn & { children: ReactNode }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...registration}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A true/false field as a Chakra checkbox. */
export function CheckboxField({ control, name, label }: { control: Control<GalleryFields>; name: 'popular' | 'isPopular' | 'gallery'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root name={field.name} checked={field.value} onCheckedChange={({ checked }) => field.onChange(checked === true)} alignSelf="flex-start">
          <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
