/** The Site forms' fields, reading the form through its context (FormProvider). */
import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { Button, Field, Fieldset, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { TranslatedField } from '../translations/TranslatedField';
import { tamilPathOf } from './siteTexts';

/** The hint of a long text's field: how its paragraphs and emphasis are written (RichText). */
export const TEXT_HINT = 'A blank line starts a new paragraph; *words between asterisks* are emphasised.';

/** The message of a field's error, if any. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = get<typeof formState.errors, { message?: string } | undefined>(formState.errors, name);
  return error?.message;
}

/** The messages of a list's entries' errors (e.g. each address line's), in order. */
export function useFieldErrorList(name: string): string[] {
  const { formState } = useFormContext();
  const errors = get<typeof formState.errors, ({ message?: string } | undefined)[] | undefined>(formState.errors, name);
  return Array.isArray(errors) ? errors.flatMap((error) => (error?.message ? [error.message] : [])) : [];
}

interface TextFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** A textarea of that many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'url' | 'time';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
  placeholder?: string;
}

export function TextField({ name, label, hint, required = false, rows, type = 'text', inputMode, placeholder }: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {rows ? (
        <Textarea rows={rows} placeholder={placeholder} {...register(name)} />
      ) : (
        <Input type={type} inputMode={inputMode} placeholder={placeholder} {...register(name)} />
      )}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A group of fields under a legend. */
export function FieldGroup({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <Fieldset.Root borderWidth="1px" rounded="l2" px="3.5" py="3" gap="3">
      <Fieldset.Legend px="1" fontWeight="semibold">
        {legend}
      </Fieldset.Legend>
      {hint && <Fieldset.HelperText>{hint}</Fieldset.HelperText>}
      <Fieldset.Content gap="3">{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}

interface EditableListProps {
  /** The list's field name, for its own errors (e.g. too many entries). */
  name: string;
  legend: string;
  hint?: string;
  /** What one entry is called in button labels, e.g. 'phone number'. */
  itemName: string;
  count: number;
  max: number;
  onAdd: () => void;
  children: ReactNode;
}

/** A list of entries the owner adds and removes (each entry renders its own ListItemActions). */
export function EditableList({ name, legend, hint, itemName, count, max, onAdd, children }: EditableListProps) {
  const error = useFieldError(name);
  return (
    <FieldGroup legend={legend} hint={hint}>
      {count === 0 && <Text color="fg.muted">None yet.</Text>}
      <Stack as="ol" listStyle="none" gap="3" m="0" p="0">
        {children}
      </Stack>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <Button type="button" variant="outline" size="sm" alignSelf="flex-start" onClick={onAdd} disabled={count >= max}>
        Add {itemName}
      </Button>
    </FieldGroup>
  );
}

interface ListItemActionsProps {
  /** The entry as the buttons name it, e.g. 'phone number 2'. */
  label: string;
  onRemove: () => void;
  /** Given for ordered lists: move the entry one place up or down. */
  onMove?: (offset: -1 | 1) => void;
  first?: boolean;
  last?: boolean;
}

export function ListItemActions({ label, onRemove, onMove, first = false, last = false }: ListItemActionsProps) {
  return (
    <HStack gap="1.5" wrap="wrap">
      {onMove && (
        <>
          <Button type="button" size="xs" variant="outline" onClick={() => onMove(-1)} disabled={first} aria-label={`Move ${label} up`}>
            ↑ Up
          </Button>
          <Button type="button" size="xs" variant="outline" onClick={() => onMove(1)} disabled={last} aria-label={`Move ${label} down`}>
            ↓ Down
          </Button>
        </>
      )}
      <Button type="button" size="xs" variant="outline" colorPalette="red" onClick={onRemove} aria-label={`Remove ${label}`}>
        Remove
      </Button>
    </HStack>
  );
}

/** A site text and its Tamil version side by side (the Tamil one's name by `tamilPathOf`). */
export function TextPair({ name, label, hint, required = false, rows, placeholder, hintInTamil }: Omit<TextFieldProps, 'type' | 'inputMode'> & { hintInTamil?: boolean }) {
  return <TranslatedField name={name} tamilName={tamilPathOf(name)} label={label} hint={hint} hintInTamil={hintInTamil} required={required} rows={rows} placeholder={placeholder} />;
}
