import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { passwordUpdateSchema } from '@catalogue/domain';
import { updatePassword } from '../../api/session';
import { useSession } from './SessionProvider';
import { applyServerErrors } from '../components/useSaveFlow';
import { ErrorAlert } from '../components/ErrorAlert';
import { PlainField } from '../components/PlainField';
import { toast } from '../components/toast';
import { ModalDialog } from '../components/ModalDialog';

interface Values {
  currentPassword: string;
  newPassword: string;
}

/** Change password: the server ends every other session and returns a new token for this one. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} onClose={onClose} className="bo-dialog" aria-labelledby="change-password-title" aria-describedby="change-password-description">
      <ChangePasswordForm onClose={onClose} />
    </ModalDialog>
  );
}

/** Drawn only while the dialog is open: each opening starts empty. */
function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { replaceToken } = useSession();
  const [error, setError] = useState('');
  const form = useForm<Values>({ resolver: yupResolver(passwordUpdateSchema), defaultValues: { currentPassword: '', newPassword: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setError('');
    const result = await updatePassword(values.currentPassword, values.newPassword);
    if (result.error || !result.data?.token) {
      applyServerErrors(result.error, form.setError, ['currentPassword', 'newPassword']);
      setError(result.error?.message || 'Failed to change password');
      return;
    }
    replaceToken(result.data.token);
    toast.success('Password changed successfully');
    onClose();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <h2 id="change-password-title" className="bo-h2">
        Change password
      </h2>
      <p id="change-password-description" className="bo-muted">
        Other signed-in devices will be signed out.
      </p>
      <ErrorAlert message={error} />
      <PlainField label="Current password" type="password" autoComplete="current-password" registration={register('currentPassword')} error={errors.currentPassword?.message} />
      <PlainField label="New password" type="password" autoComplete="new-password" registration={register('newPassword')} error={errors.newPassword?.message} />
      <div className="bo-dialog-actions">
        <button type="button" className="bo-button outline" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="bo-button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
