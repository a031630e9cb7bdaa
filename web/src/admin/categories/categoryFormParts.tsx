/** What the category form and the simple category form share: the name field and how a save ends. */
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { categoryFields, maxLengthOf } from '@catalogue/domain';
import type { ApiError } from '../../api/client';
import { asApiError } from '../../api/queryResult';
import { applyServerErrors, validationSummary, type SaveFlow } from '../components/useSaveFlow';
import { TranslatedField } from '../translations/TranslatedField';

/** The name and its Tamil version (the form's context). */
export function CategoryNameField({ id }: { id: string }) {
  return <TranslatedField id={id} name="name" tamilName="translations.ta.name" label="Category Name" required maxLength={maxLengthOf(categoryFields.name)} />;
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
