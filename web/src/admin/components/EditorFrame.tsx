import type { FormEventHandler, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ConflictAlert } from './ConflictAlert';
import { ErrorAlert } from './ErrorAlert';
import { FormActions } from './FormActions';
import { FormCard, FormPage } from './FormPage';
import { FormStatus } from './FormStatus';
import type { useEditConflict } from './useEditConflict';
import { useLeaveGuard } from './useLeaveGuard';
import type { SaveFlow } from './useSaveFlow';

/** What a frame says: the list it goes back to, its heading, the failed save's heading, its Save button. */
export interface FrameTexts {
  back: string;
  backLabel: string;
  title: string;
  errorHeading?: string;
  submitLabel: string;
}

/** The texts of the frame of an entity `name`, listed as `plural` at /admin/<plural>: 'Add New Product', 'Update Product'... */
export const entityFrameTexts = (name: string, plural: string, isEdit: boolean): FrameTexts => ({
  back: `/admin/${plural.toLowerCase()}`,
  backLabel: `Back to ${plural}`,
  title: isEdit ? `Edit ${name}` : `Add New ${name}`,
  errorHeading: `Error Saving ${name}`,
  submitLabel: isEdit ? `Update ${name}` : `Save ${name}`,
});

interface EditorFrameProps<T extends object, V extends FieldValues, O extends FieldValues> {
  texts: FrameTexts;
  maxW?: string;
  /** Why the entity or its choices could not be read ('' when they could). */
  loadError: string;
  conflict: ReturnType<typeof useEditConflict<T>>;
  /** The owner chose the stored version over the typed values: the form shows `current`. */
  onReload: (current: T) => void;
  flow: SaveFlow;
  debug?: boolean;
  /** The form: values `V`, submitted as `O` (what its resolver makes of them). */
  form: UseFormReturn<V, unknown, O>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Changes not saved yet (leaving asks first). */
  unsaved: boolean;
  /** A form filled again after each save (the JSON test form): no leave warning, Save stays enabled. */
  repeatable?: boolean;
  /** A Cancel button, back to the list. */
  cancel?: boolean;
  children: ReactNode;
}

/**
 * An entity's edit screen around its fields: the link back and heading, the load error, the conflict
 * with another save, the save's outcome, the form with Cancel and Save, and the warning before
 * leaving it unsaved.
 */
export function EditorFrame<T extends object, V extends FieldValues, O extends FieldValues>({
  texts: { back, backLabel, title, errorHeading, submitLabel },
  maxW,
  loadError,
  conflict,
  onReload,
  flow,
  debug,
  form,
  onSubmit,
  unsaved,
  repeatable = false,
  cancel = false,
  children,
}: EditorFrameProps<T, V, O>) {
  const navigate = useNavigate();
  const done = flow.status === 'success' && !repeatable;
  const leaveGuard = useLeaveGuard(unsaved && !repeatable && flow.status !== 'success');
  return (
    <FormPage back={back} backLabel={backLabel} title={title} maxW={maxW}>
      <ErrorAlert message={loadError} />
      <ConflictAlert
        conflict={conflict.conflict}
        onReload={() => {
          const current = conflict.reload();
          if (current) onReload(current);
        }}
        onKeepEditing={conflict.keepEditing}
      />
      <FormStatus flow={flow} errorHeading={errorHeading} debug={debug} />
      <FormProvider {...form}>
        <FormCard onSubmit={onSubmit}>
          {children}
          <FormActions saving={flow.status === 'saving'} label={submitLabel} disabled={done} onCancel={cancel ? () => void navigate(back) : undefined} />
        </FormCard>
      </FormProvider>
      {leaveGuard}
    </FormPage>
  );
}
