/** The optional "Slug" field of the product and category forms: blank makes the API generate one (or keep the current one). */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@chakra-ui/react';
import { MAX_SLUG_LENGTH } from '@catalogue/domain';

export function SlugField({ id, pathPrefix, error, registration }: { id: string; pathPrefix: string; error?: string; registration: UseFormRegisterReturn }) {
  return (
    <Field.Root ids={{ control: id }} invalid={Boolean(error)}>
      <Field.Label>Slug</Field.Label>
      <Input type="text" maxLength={MAX_SLUG_LENGTH} autoCapitalize="none" autoCorrect="off" spellCheck={false} placeholder="Made from the name when left blank" {...registration} />
      <Field.HelperText>Used in the page address {pathPrefix}{'{slug}'}</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
