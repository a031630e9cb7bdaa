import { useState } from 'react';
import { Badge, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { TeamMember } from '@catalogue/domain';
import { useRemoveMember, useTeam } from '../../api/team.queries';
import { asApiError } from '../../api/queryResult';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { toast } from '../components/toast';
import { useDeleteConfirm } from '../components/useDeleteConfirm';
import { usePageTitle } from '../components/usePageTitle';
import { useSession } from '../session/SessionProvider';
import { InviteHelperForm } from './InviteHelperForm';

const ROLE_LABELS: Record<TeamMember['role'], string> = { admin: 'Administrator', staff: 'Helper' };

/** The team (administrators only): who can sign in to the back office, inviting a helper, removing one. */
export function TeamScreen() {
  usePageTitle('Team');
  const team = useTeam();
  const remove = useRemoveMember();
  const { user } = useSession();

  // Why the last removal was refused (the last administrator stays), until the next one.
  const [refusal, setRefusal] = useState('');

  const removal = useDeleteConfirm(
    (member: TeamMember) => {
      setRefusal('');
      return remove.mutateAsync(member.uid).then(
        () => ({}),
        (error: unknown) => {
          setRefusal(asApiError(error).message);
          return { error };
        },
      );
    },
    (member, failed) => (failed ? toast.error(`Could not remove ${member.email}`) : toast.success(`${member.email} removed: their sessions have ended`)),
  );

  const members = team.data ?? [];
  return (
    <Stack gap="4" maxW="1000px">
      <Heading as="h1" size="2xl">
        Team
      </Heading>
      <Text color="fg.muted">Who can sign in to the back office. Removing someone signs them out on every device at once.</Text>
      <ErrorAlert message={team.isError ? 'Failed to fetch the team' : refusal} />
      {team.isPending ? (
        <Loading />
      ) : (
        <Stack as="ul" listStyle="none" gap="3" aria-label="Team members">
          {members.map((member) => (
            <Card.Root as="li" key={member.uid} size="sm" data-testid="team-member">
              <Card.Body>
                <Flex gap="3" align="center" wrap="wrap">
                  <Stack gap="0" minW="0" me="auto">
                    <Text fontWeight="semibold" overflowWrap="anywhere">
                      {member.name}
                      {member.uid === user?.uid && ' (you)'}
                    </Text>
                    <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
                      {member.email}
                    </Text>
                  </Stack>
                  <Badge colorPalette={member.role === 'admin' ? 'gold' : 'gray'}>{ROLE_LABELS[member.role]}</Badge>
                  {member.disabled && <Badge colorPalette="red">Disabled</Badge>}
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => removal.ask(member)} aria-label={`Remove ${member.email}`}>
                    Remove
                  </Button>
                </Flex>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      <InviteHelperForm />
      <ConfirmDialog
        {...removal.dialog}
        title="Remove from the team?"
        message="They lose access to the back office and are signed out on every device at once."
        confirmLabel="Remove"
        busyLabel="Removing..."
      />
    </Stack>
  );
}
