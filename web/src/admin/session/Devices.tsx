import { Badge, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { DeviceSession } from '@catalogue/domain';
import { useEndSession, useSessions } from '../../api/session.queries';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { toast } from '../components/toast';
import { usePageTitle } from '../components/usePageTitle';
import { useSession } from './SessionProvider';
import { SignInMethods } from './SignInMethods';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function DeviceCard({ session, ending, onEnd }: { session: DeviceSession; ending: boolean; onEnd: () => void }) {
  const titleId = `device-${session._id}`;
  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Body>
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <Stack gap="1">
            <Flex gap="2" align="center">
              <Heading as="h2" size="md" id={titleId}>
                {session.device}
              </Heading>
              {session.current && <Badge colorPalette="green">This device</Badge>}
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              Signed in {when(session.signedInAt)} · last seen {when(session.lastSeenAt)}
            </Text>
          </Stack>
          <Button type="button" variant="outline" size="sm" loading={ending} loadingText="Signing out..." onClick={onEnd}>
            {session.current ? 'Sign out' : 'Sign out this device'}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** Where this account is signed in: each device's session, each one can be ended on its own. */
export function Devices() {
  usePageTitle('Devices');
  const sessions = useSessions();
  const endSession = useEndSession();
  const { logout } = useSession();

  const end = (session: DeviceSession) => {
    if (session.current) {
      void logout();
      return;
    }
    endSession.mutate(session._id, {
      onSuccess: () => toast.success(`Signed out on ${session.device}`),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <Stack gap="4" maxW="760px">
      <Heading as="h1" size="2xl">
        Devices
      </Heading>
      <SignInMethods />
      <Text color="fg.muted">Where this account is signed in. Signing a device out here ends its session at once; the others stay signed in.</Text>
      <ErrorAlert message={sessions.isError ? 'Failed to fetch devices' : ''} />
      {sessions.isPending ? (
        <Loading />
      ) : (
        <Stack as="ul" aria-label="Signed-in devices" listStyle="none" gap="3">
          {sessions.data?.map((session) => (
            <li key={session._id}>
              <DeviceCard session={session} ending={endSession.isPending && endSession.variables === session._id} onEnd={() => end(session)} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
