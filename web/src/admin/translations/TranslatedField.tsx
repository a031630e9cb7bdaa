/**
 * A text the shop shows in English and in Tamil, edited side by side: the English field (as the
 * form always had it) and its Tamil version (optional, `lang="ta"`, labelled "… (Tamil)"), with a
 * mark under the English one while it has no Tamil yet. Reads the form through its context.
 */
import type { ReactNode } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { Field, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { hasVisibleText } from '@catalogue/domain';
import { NotInTamilMark } from './NotInTamilMark';

interface TranslatedFieldProps {
  /** The English text's field name. */
  name: string;
  /** The Tamil text's field name; left out, the twin of `name` (tamilTwinOf). */
  tamilName?: string;
  label: string;
  required?: boolean;
  /** Whether a required field's label gets the '*' (false: the label carries its own). */
  requiredMark?: boolean;
  hint?: ReactNode;
  /** The hint holds for the Tamil text too (e.g. a template's placeholders): shown under both. */
  hintInTamil?: boolean;
  /** A textarea of that many rows instead of a one-line input. */
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  /** The English input's id (forms whose inputs other code finds by id). */
  id?: string;
}

const useErrorMessage = (name: string) => {
  const { formState } = useFormContext();
  return get<typeof formState.errors, { message?: string } | undefined>(formState.errors, name)?.message;
};

/** Where a form holds the Tamil text of the field `name`: beside it, in `translations.ta` (`variants.0.label` → `variants.0.translations.ta.label`). */
const tamilTwinOf = (name: string) => name.replace(/([^.]+)$/, 'translations.ta.$1');

export function TranslatedField({ name, tamilName = tamilTwinOf(name), label, required = false, requiredMark = true, hint, hintInTamil = false, rows, maxLength, placeholder, id }: TranslatedFieldProps) {
  const { register, control } = useFormContext();
  const [english, tamil] = useWatch({ control, name: [name, tamilName] }) as unknown[];
  const englishError = useErrorMessage(name);
  const tamilError = useErrorMessage(tamilName);
  const untranslated = typeof english === 'string' && hasVisibleText(english) && !(typeof tamil === 'string' && hasVisibleText(tamil));
  const input = (field: string, lang?: string) =>
    rows ? (
      <Textarea rows={rows} maxLength={maxLength} placeholder={lang ? undefined : placeholder} lang={lang} {...register(field)} />
    ) : (
      <Input type="text" maxLength={maxLength} placeholder={lang ? undefined : placeholder} lang={lang} {...register(field)} />
    );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" alignItems="start">
      <Field.Root ids={id ? { control: id } : undefined} invalid={Boolean(englishError)} required={required}>
        <Field.Label>
          {label}
          {required && requiredMark && <Field.RequiredIndicator />}
        </Field.Label>
        {input(name)}
        {(hint || untranslated) && (
          <Field.HelperText>
            {hint}
            {untranslated && <NotInTamilMark />}
          </Field.HelperText>
        )}
        <Field.ErrorText>{englishError}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(tamilError)}>
        <Field.Label>{label.replace(/\*$/, '')} (Tamil)</Field.Label>
        {input(tamilName, 'ta')}
        {hintInTamil && hint && <Field.HelperText>{hint}</Field.HelperText>}
        <Field.ErrorText>{tamilError}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  );
}
