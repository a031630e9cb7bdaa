import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { passwordUpdateSchema } from '@catalogue/domain';
import { updatePassword } from '../../api/session';
import { useSession } from './SessionProvider';
import { applyServerErrors } from '../components/useSaveFlow';
import { ErrorAlert } from '../components/ErrorAlert';
import { toast } from '../components/toast';

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
    <Dialog.Root open={open} onOpenChange={(details) => close(details.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit}>
              <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                <Dialog.Title>Change password</Dialog.Title>
                <Dialog.Description color="fg.muted">Other signed-in devices will be signed out.</Dialog.Description>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <ErrorAlert message={error} />
                  <Field.Root invalid={Boolean(errors.currentPassword)}>
                    <Field.Label>Current password</Field.Label>
                    <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
                    <Field.ErrorText>{errors.currentPassword?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.newPassword)}>
                    <Field.Label>New password</Field.Label>
                    <Input type="password" autoComplete="new-password" {...register('newPassword')} />
                    <Field.ErrorText>{errors.newPassword?.message}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving...' : 'Change password'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
