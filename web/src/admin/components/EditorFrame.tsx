import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ConflictAlert } from './ConflictAlert';
import { ErrorAlert } from './ErrorAlert';
import { FormActions } from './FormActions';
import { FormCard, FormPage } from './FormPage';
import { FormStatus } from './FormStatus';
import type { useEditConflict } from './useEditConflict';
import { useLeaveGuard } from './useLeaveGuard';
import type { SaveFlow } from './useSaveFlow';

interface EditorFrameProps<T extends object, V extends FieldValues, O extends FieldValues> {
  back: string;
  backLabel: string;
  title: string;
  maxW?: string;
  /** Why the entity or its choices could not be read ('' when they could). */
  loadError: string;
  conflict: ReturnType<typeof useEditConflict<T>>;
  /** The owner chose the stored version over the typed values: the form shows `current`. */
  onReload: (current: T) => void;
  flow: SaveFlow;
  errorHeading?: string;
  debug?: boolean;
  /** The form: values `V`, submitted as `O` (what its resolver makes of them). */
  form: UseFormReturn<V, unknown, O>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Changes not saved yet (leaving asks first). */
  unsaved: boolean;
  /** A form filled again after each save (the JSON test form): no leave warning, Save stays enabled. */
  repeatable?: boolean;
  submitLabel: string;
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * An entity's edit screen around its fields: the link back and heading, the load error, the conflict
 * with another save, the save's outcome, the form with Cancel and Save, and the warning before
 * leaving it unsaved.
 */
export function EditorFrame<T extends object, V extends FieldValues, O extends FieldValues>({
  back,
  backLabel,
  title,
  maxW,
  loadError,
  conflict,
  onReload,
  flow,
  errorHeading,
  debug,
  form,
  onSubmit,
  unsaved,
  repeatable = false,
  submitLabel,
  onCancel,
  children,
}: EditorFrameProps<T, V, O>) {
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
          <FormActions saving={flow.status === 'saving'} label={submitLabel} disabled={done} onCancel={onCancel} />
        </FormCard>
      </FormProvider>
      {leaveGuard}
    </FormPage>
  );
}
