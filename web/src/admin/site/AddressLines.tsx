import { useState } from 'react';
import { useController } from 'react-hook-form';
import { Field, Textarea } from '@chakra-ui/react';
import { SITE_LIMITS } from '@catalogue/domain';
import { useFieldError, useFieldErrorList } from './fields';

/** The lines of `text`, trimmed; blank ones left out, or, `byIndex`, kept in their place (but not at the end). */
function linesOf(text: string, byIndex: boolean) {
  const lines = text.split('\n').map((line) => line.trim());
  if (!byIndex) return lines.filter(Boolean);
  while (lines.length && !lines.at(-1)) lines.pop();
  return lines;
}

/**
 * The postal address as a textarea, one line per address line (blank lines are left out). In
 * Tamil (`lang`), each line translates the English line at the same place, so blank lines are kept.
 */
export function AddressLines({ name, label, lang, hint }: { name: string; label: string; lang?: string; hint?: string }) {
  const { field } = useController({ name });
  const byIndex = Boolean(lang);
  const lines = (field.value as string[] | undefined) ?? [];
  const [text, setText] = useState(lines.join('\n'));
  // The text follows the value when it changes from outside (settings loaded, saved or restored).
  if (linesOf(text, byIndex).join('\n') !== linesOf(lines.join('\n'), byIndex).join('\n')) setText(lines.join('\n'));
  const listError = useFieldError(name);
  const lineErrors = useFieldErrorList(name);
  const error = listError ?? lineErrors[0];
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        ref={field.ref}
        name={field.name}
        rows={4}
        lang={lang}
        value={text}
        onBlur={field.onBlur}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(linesOf(event.target.value, byIndex));
        }}
      />
      <Field.HelperText>{hint ?? `One line per address line, at most ${SITE_LIMITS.addressLines}.`}</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
