import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { toast } from 'sonner';
import { passwordUpdateSchema } from '@catalogue/domain';
import { updatePassword } from '../../api/auth';
import { useSession } from './AuthProvider';
import { applyServerErrors } from '../components/useSaveFlow';
import { ErrorAlert } from '../components/ErrorAlert';

interface Values {
  currentPassword: string;
  newPassword: string;
}

/** Change password: the server ends every other session and returns a new token for this one. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { replaceToken } = useSession();
  const [error, setError] = useState('');
  const form = useForm<Values>({ resolver: yupResolver(passwordUpdateSchema), defaultValues: { currentPassword: '', newPassword: '' } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const close = (next: boolean) => {
    if (!next) {
      reset();
      setError('');
    }
    onOpenChange(next);
  };

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
    close(false);
  });

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="admin-dialog__overlay" />
        <Dialog.Content className="admin-dialog">
          <Dialog.Title className="admin-dialog__title">Change password</Dialog.Title>
          <Dialog.Description className="admin-dialog__text">Other signed-in devices will be signed out.</Dialog.Description>
          <form onSubmit={onSubmit} className="admin-form">
            <ErrorAlert message={error} />
            <div className="admin-field">
              <label htmlFor="pw-current">Current password</label>
              <input id="pw-current" type="password" autoComplete="current-password" {...register('currentPassword')} />
              {errors.currentPassword && <p className="admin-field__error">{errors.currentPassword.message}</p>}
            </div>
            <div className="admin-field">
              <label htmlFor="pw-new">New password</label>
              <input id="pw-new" type="password" autoComplete="new-password" {...register('newPassword')} />
              {errors.newPassword && <p className="admin-field__error">{errors.newPassword.message}</p>}
            </div>
            <div className="admin-dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="admin-btn admin-btn--secondary">
                  Cancel
                </button>
              </Dialog.Close>
              <button type="submit" className="admin-btn admin-btn--primary" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Change password'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
