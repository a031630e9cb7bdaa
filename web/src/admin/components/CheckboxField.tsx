import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { LabelledCheckbox } from './LabelledCheckbox';

/** A form's true/false field (react-hook-form) as a labelled checkbox, its hint under it and tied to it (aria-describedby). */
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
  const hintId = useId();
  return (
    <div className="bo-check-field">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <LabelledCheckbox
            name={field.name}
            label={label}
            checked={Boolean(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
            describedBy={hint ? hintId : undefined}
          />
        )}
      />
      {hint && (
        <p id={hintId} className="bo-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
