/** The team (domain/src/team.ts): the administrators and helpers, inviting a helper, removing one. */
import type { TeamInvite, TeamMember } from '@catalogue/domain';
import { request } from './client';

export const listTeam = () => request<TeamMember[]>('/team');

/** Gives the email's account the helper role (making it when there is none); the reset mail follows. */
export const inviteHelper = (invite: TeamInvite) => request<TeamMember>('/team', { method: 'POST', json: invite });

/** Takes the role away; the member's sessions end at once. */
export const removeMember = (uid: string) => request<TeamMember>(`/team/${encodeURIComponent(uid)}`, { method: 'DELETE' });
