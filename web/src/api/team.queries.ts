import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamInvite } from '@catalogue/domain';
import { inviteHelper, listTeam, removeMember } from './team';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

export const useTeam = () => useQuery({ queryKey: queryKeys.team.list(), queryFn: () => unwrap(listTeam()) });

/** Invites a helper; the team is read again. */
export function useInviteHelper() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invite: TeamInvite) => inviteHelper(invite),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}

/** Removes a member; the team is read again. */
export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => unwrap(removeMember(uid)),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}
