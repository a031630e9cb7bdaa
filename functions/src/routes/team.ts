/**
 * The team (admin only; domain/src/team.ts, auth/team.ts):
 *   GET    /team        the administrators and helpers: { uid, email, name, role, disabled }
 *   POST   /team        { email, name?, role: 'staff' } → 201 with the account made, 200 when an existing
 *                        account got the role; either way the password-reset mail is sent
 *   DELETE /team/:uid   the role taken away and every session ended at once; 409 for the last administrator
 */
import { Router } from 'express';
import { TEAM_MESSAGES, teamInviteSchema } from '@catalogue/domain';
import { access } from '../http/access';
import { jsonObject } from '../http/body';
import { param, validate } from '../http/validate';
import { inviteHelper, listTeam, removeMember } from '../auth/team';

export const teamRouter = Router();

teamRouter.get('/', access, async (_req, res) => {
  res.json({ success: true, data: await listTeam() });
});

teamRouter.post('/', access, async (req, res) => {
  const invite = await validate(teamInviteSchema, jsonObject(req));
  const { member, created } = await inviteHelper(invite);
  res.status(created ? 201 : 200).json({ success: true, message: TEAM_MESSAGES.added, data: member });
});

teamRouter.delete('/:uid', access, async (req, res) => {
  const member = await removeMember(param(req, 'uid'), req.session!.user.uid);
  res.json({ success: true, message: TEAM_MESSAGES.removed, data: member });
});
