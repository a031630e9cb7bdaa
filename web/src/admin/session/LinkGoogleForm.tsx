/**
 * Links a Google account to the signed-in password account. Firebase Auth links only to an account
 * signed in in the browser, so the owner types the password again; then Google's popup. The
 * Firebase sign-in is ended afterwards (googleSignIn.ts): the session stays the server's.
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useAuth } from 'reactfire';
import { queryKeys } from '../../api/queryKeys';
import { FirebaseAuth } from '../firebase/FirebaseAuth';
import { googleErrorMessage, linkGoogle } from '../firebase/googleSignIn';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { toast } from '../components/toast';
import { useSession } from './SessionProvider';

interface Props {
  onDone: () => void;
}

function LinkForm({ onDone }: Props) {
  const auth = useAuth();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    setError('');
    setBusy(true);
    try {
      await linkGoogle(auth, user.email, password);
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions.signInMethods() });
      toast.success('Google account linked: you can sign in with Google now');
      onDone();
    } catch (failure) {
      setError(googleErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="form" gap="3" onSubmit={(event) => void submit(event)} aria-label="Link Google account">
      <Text color="fg.muted">Enter your password, then choose the Google account in the window that opens.</Text>
      <ErrorAlert message={error} />
      <Field.Root required>
        <Field.Label>Your password</Field.Label>
        <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" loading={busy} loadingText="Linking..." disabled={!password}>
          Continue with Google
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

export default function LinkGoogleForm(props: Props) {
  return (
    <FirebaseAuth pending={<Loading />} unavailable={<ErrorAlert message="Google sign-in is unavailable right now. Please try again later." />}>
      <LinkForm {...props} />
    </FirebaseAuth>
  );
}
