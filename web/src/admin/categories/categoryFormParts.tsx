/** What the category form and the simple category form share: the name field and how a save ends. */
import type { FieldValues, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { Field, Input } from '@chakra-ui/react';
import { categoryFields, maxLengthOf } from '@catalogue/domain';
import type { ApiError } from '../../api/client';
import { asApiError } from '../../api/queryResult';
import { applyServerErrors, validationSummary, type SaveFlow } from '../components/useSaveFlow';

export function CategoryNameField({ id, error, registration }: { id: string; error?: string; registration: UseFormRegisterReturn }) {
  return (
    <Field.Root ids={{ control: id }} invalid={Boolean(error)} required>
      <Field.Label>
        Category Name
        <Field.RequiredIndicator />
      </Field.Label>
      <Input type="text" maxLength={maxLengthOf(categoryFields.name)} {...registration} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * Sends a category form's save: on success its message and back to the list; on failure the
 * server's field errors beside their fields and the summary ('Validation errors: …'), or its message.
 */
export async function submitCategory<T extends FieldValues>(
  flow: SaveFlow,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  send: () => Promise<unknown>,
  success: string,
  /** Whether a failure was a conflict, shown apart (an update's useEditConflict). */
  conflicted: (error: ApiError) => Promise<unknown> = () => Promise.resolve(false),
) {
  flow.start();
  try {
    await send();
    flow.succeed(success, '/admin/categories');
  } catch (failure) {
    const error = asApiError(failure);
    if (await conflicted(error)) {
      flow.reset();
      return;
    }
    applyServerErrors(error, setError, fields);
    flow.fail(error.errors ? validationSummary(error.errors) : error.message || 'Failed to save category', error);
  }
}
