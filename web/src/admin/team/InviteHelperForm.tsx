import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { INVITED_ROLE, teamInviteSchema, type TeamInvite } from '@catalogue/domain';
import { useInviteHelper } from '../../api/team.queries';
import { ErrorAlert } from '../components/ErrorAlert';
import { toast } from '../components/toast';
import { applyServerErrors } from '../components/useSaveFlow';

const EMPTY: TeamInvite = { email: '', name: '', role: INVITED_ROLE };

/** Invites a helper by email: the account gets the helper role and a mail to set its password. */
export function InviteHelperForm() {
  const invite = useInviteHelper();
  const [error, setError] = useState('');
  const form = useForm<TeamInvite>({ resolver: yupResolver(teamInviteSchema), defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setError('');
    const result = await invite.mutateAsync(values);
    if (result.error) {
      applyServerErrors(result.error, form.setError, ['email', 'name']);
      setError(result.error.message || 'Could not invite the helper');
      return;
    }
    toast.success(`${result.data.email} is a helper now: they set a password with the mail just sent, or sign in with Google`);
    reset(EMPTY);
  });

  return (
    <Card.Root as="section" aria-labelledby="invite-title">
      <Card.Header>
        <Heading as="h2" id="invite-title" size="lg">
          Invite a helper
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          A helper works the orders: confirming, payments, bills and packing slips. They cannot change products, prices or the site settings.
        </Text>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4" maxW="480px">
            <ErrorAlert message={error} />
            <Field.Root invalid={Boolean(errors.email)} required>
              <Field.Label>Email</Field.Label>
              <Input type="email" autoComplete="off" {...register('email')} />
              <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.name)}>
              <Field.Label>Name (optional)</Field.Label>
              <Input autoComplete="off" {...register('name')} />
              <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" alignSelf="flex-start" loading={isSubmitting} loadingText="Inviting...">
              Invite helper
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
