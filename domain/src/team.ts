/**
 * The team: the shop's administrators and the helpers (`staff`) they invite. A helper works the
 * order book; what each role may use is one table in the API (functions/src/http/access.ts).
 */
import * as yup from 'yup';
import { emailAddress, optionalText } from './fields';
import type { Role } from './types';

/** The roles of the back office, and the one role an administrator gives from the Team screen. */
export type TeamRole = Exclude<Role, 'user'>;
export const INVITED_ROLE = 'staff' satisfies TeamRole;

export const MAX_TEAM_NAME_LENGTH = 80;

export const TEAM_MESSAGES = {
  role: 'Only a helper (staff) can be invited',
  added: 'Helper added: they set a password with the reset link, or sign in with Google',
  removed: 'Helper removed: their sessions have ended',
  notFound: 'Team member not found',
  lastAdministrator: 'The last administrator cannot be removed: make another administrator first.',
  yourself: 'You cannot remove yourself while you are the only administrator.',
  administrator: 'An administrator cannot be made a helper here.',
} as const;

/** `POST /api/team`: who to invite; the email is matched in lower case, as sign-in does. */
export const teamInviteSchema = yup.object({
  email: emailAddress().lowercase(),
  name: optionalText(MAX_TEAM_NAME_LENGTH),
  role: yup.string().strict().typeError(TEAM_MESSAGES.role).oneOf([INVITED_ROLE], TEAM_MESSAGES.role).required(TEAM_MESSAGES.role),
});
export type TeamInvite = yup.InferType<typeof teamInviteSchema>;

/** One account of the back office (`GET /api/team`). */
export interface TeamMember {
  uid: string;
  email: string;
  name: string;
  role: TeamRole;
  disabled: boolean;
}

/** Whether a signed-in user works in the back office as a helper only (the nav and routes it sees). */
export const isStaff = (user: { role?: Role } | null | undefined) => user?.role === 'staff';
