import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Box, Button, chakra, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { passwordResetSchema } from '@catalogue/domain';
import { requestPasswordReset } from '../../api/session';
import { ErrorAlert } from '../components/ErrorAlert';
import { isLocalStack } from './devHint';

/** The form's own field (the device token is added by the request). */
const resetFormSchema = passwordResetSchema.pick(['email']);

/** The 'Forgot your password?' form: a real Firebase Auth reset through the API, with a neutral answer. */
export function ForgotPassword({ initialEmail = '', onClose }: { initialEmail?: string; onClose: () => void }) {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: yupResolver(resetFormSchema), defaultValues: { email: initialEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError('');
    // The answer never says whether the address has an account; a refusal (too many requests) is the
    // same for every address.
    const { error: failure } = await requestPasswordReset(email);
    if (failure) setError(failure.message || 'The reset link could not be sent. Please try again.');
    else setSent(true);
  });

  return (
    <Stack as="section" gap="3" aria-labelledby="forgot-title">
      <Heading as="h2" id="forgot-title" size="md">
        Reset your password
      </Heading>
      {sent ? (
        <Alert.Root status="success" role="status">
          <Alert.Description>
            If an account exists for that address, we have sent a link to reset the password. Please check your email.
          </Alert.Description>
        </Alert.Root>
      ) : (
        <Stack as="form" gap="4" onSubmit={onSubmit}>
          <ErrorAlert message={error} />
          <Text color="fg.muted">Enter your email address and we will send you a link to choose a new password.</Text>
          <Field.Root invalid={Boolean(errors.email)}>
            <Field.Label>Email</Field.Label>
            <Input type="email" required autoComplete="username" {...register('email')} />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" w="full" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </Stack>
      )}
      {isLocalStack() && (
        <Box fontSize="sm" bg="gold.50" borderWidth="1px" borderStyle="dashed" borderColor="gold.600" px="2.5" py="2" rounded="l2">
          Local stack: no email is sent. The reset link is printed in the terminal running <chakra.code fontFamily="mono">npm start</chakra.code>.
        </Box>
      )}
      <Link asChild alignSelf="flex-start" color="brand.fg">
        <button type="button" onClick={onClose}>
          ← Back to sign in
        </button>
      </Link>
    </Stack>
  );
}
