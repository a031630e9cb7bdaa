import { SubmitButton } from './FormStatus';

/** A form's Cancel (when `onCancel` is given) and submit buttons. */
export function FormActions({ saving, label, disabled, onCancel }: { saving: boolean; label: string; disabled?: boolean; onCancel?: () => void }) {
  return (
    <div className="admin-form__actions">
      {onCancel && (
        <button type="button" className="admin-btn admin-btn--secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      )}
      <SubmitButton saving={saving} label={label} disabled={disabled} />
    </div>
  );
}
