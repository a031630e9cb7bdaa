import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field } from '@chakra-ui/react';
import { LabelledCheckbox } from './LabelledCheckbox';

/** A form's true/false field (react-hook-form) as a labelled Chakra checkbox, with its hint read out beside it. */
export function CheckboxField<T extends FieldValues, Validated extends FieldValues = T>({
  control,
  name,
  label,
  hint,
  disabled,
}: {
  control: Control<T, unknown, Validated>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <Field.Root>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <LabelledCheckbox name={field.name} label={label} checked={Boolean(field.value)} onChange={field.onChange} onBlur={field.onBlur} disabled={disabled} />}
      />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
