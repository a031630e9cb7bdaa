/**
 * The team (domain/src/team.ts): the accounts whose custom claim `role` is `admin` or `staff`.
 * Firebase Auth is where they live; there is no copy in Firestore.
 */
import type { UserRecord } from 'firebase-admin/auth';
import { TEAM_MESSAGES, type TeamInvite, type TeamMember, type TeamRole } from '@catalogue/domain';
import { auth } from '../firebase';
import { HttpError } from '../http/errors';
import { revokeAllSessions } from '../store/sessions';
import { sendPasswordResetEmail } from './identityToolkit';

const teamRoleOf = (user: UserRecord): TeamRole | null => {
  const role: unknown = user.customClaims?.role;
  return role === 'admin' || role === 'staff' ? role : null;
};

function memberOf(user: UserRecord): TeamMember | null {
  const role = teamRoleOf(user);
  if (!role) return null;
  const email = user.email ?? '';
  return { uid: user.uid, email, name: user.displayName?.trim() || email, role, disabled: user.disabled };
}

/** Every administrator and helper, administrators first, then by email. */
export async function listTeam(): Promise<TeamMember[]> {
  const members: TeamMember[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    for (const user of page.users) {
      const member = memberOf(user);
      if (member) members.push(member);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return members.sort((a, b) => (a.role === b.role ? a.email.localeCompare(b.email) : a.role === 'admin' ? -1 : 1));
}

const userByEmail = (email: string) =>
  auth()
    .getUserByEmail(email)
    .catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return null;
      throw error;
    });

/** The account of `email` (made when there is none: verified, so that a Google sign-in of that email reaches it). */
async function accountFor(invite: TeamInvite): Promise<{ user: UserRecord; created: boolean }> {
  const existing = await userByEmail(invite.email);
  if (existing) return { user: existing, created: false };
  try {
    const user = await auth().createUser({ email: invite.email, emailVerified: true, displayName: invite.name || invite.email });
    return { user, created: true };
  } catch (error) {
    // Invited twice at once: the other request made it.
    if ((error as { code?: string }).code !== 'auth/email-already-exists') throw error;
    const made = await userByEmail(invite.email);
    if (!made) throw error;
    return { user: made, created: false };
  }
}

/**
 * Gives the account of the invited email the helper role (making the account when there is none) and
 * sends it the password-reset mail, with which the helper sets a password.
 */
export async function inviteHelper(invite: TeamInvite): Promise<{ member: TeamMember; created: boolean }> {
  const { user, created } = await accountFor(invite);
  if (teamRoleOf(user) === 'admin') throw new HttpError(409, TEAM_MESSAGES.administrator);
  await auth().setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), role: invite.role });
  const updated = invite.name && !created ? await auth().updateUser(user.uid, { displayName: invite.name }) : await auth().getUser(user.uid);
  await sendPasswordResetEmail(invite.email);
  return { member: memberOf(updated)!, created };
}

const enabledAdministrators = async () => (await listTeam()).filter((member) => member.role === 'admin' && !member.disabled).length;

async function setRole(user: UserRecord, role: TeamRole | null) {
  const { role: _role, ...others } = user.customClaims ?? {};
  await auth().setCustomUserClaims(user.uid, role ? { ...others, role } : others);
}

/**
 * Takes the role away and ends every session of the account at once. The last enabled administrator
 * keeps theirs (409): the role is taken first and given back when no administrator is left, so two
 * administrators removing each other at once both keep it.
 */
export async function removeMember(uid: string, byUid: string): Promise<TeamMember> {
  const user = await auth()
    .getUser(uid)
    .catch((error: { code?: string }) => {
      if (error.code?.startsWith('auth/')) return null;
      throw error;
    });
  const member = user && memberOf(user);
  if (!user || !member) throw new HttpError(404, TEAM_MESSAGES.notFound);
  const refusal = uid === byUid ? TEAM_MESSAGES.yourself : TEAM_MESSAGES.lastAdministrator;
  if (member.role === 'admin' && (await enabledAdministrators()) <= 1) throw new HttpError(409, refusal);
  await setRole(user, null);
  if (member.role === 'admin' && (await enabledAdministrators()) === 0) {
    await setRole(user, 'admin');
    throw new HttpError(409, refusal);
  }
  await revokeAllSessions(uid);
  return member;
}
