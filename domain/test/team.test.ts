import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, INVISIBLE_TEXT_MESSAGE, TEAM_MESSAGES, isStaff, teamInviteSchema } from '../src';

const errorOf = async (input: unknown) => {
  try {
    await teamInviteSchema.validate(input, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as { path?: string; message: string }).path + ': ' + (error as Error).message;
  }
};

describe('teamInviteSchema', () => {
  it('takes an email in lower case, trimmed, with an optional name and the helper role', async () => {
    expect(await teamInviteSchema.validate({ email: '  Kavya@Example.COM ', role: 'staff' })).toEqual({ email: 'kavya@example.com', name: '', role: 'staff' });
    expect((await teamInviteSchema.validate({ email: 'k@example.com', name: ' Kavya ', role: 'staff' })).name).toBe('Kavya');
  });

  it('refuses any role but staff, as it is', async () => {
    for (const role of ['admin', 'user', 'Staff', ['staff'], undefined, null, 1]) {
      expect(await errorOf({ email: 'k@example.com', role })).toBe(`role: ${TEAM_MESSAGES.role}`);
    }
  });

  it('refuses invisible characters, a bad address and a name of nothing visible', async () => {
    expect(await errorOf({ email: 'k\u200b@example.com', role: 'staff' })).toBe(`email: ${EMAIL_MESSAGES.invalid}`);
    expect(await errorOf({ email: 'k\u202e@example.com', role: 'staff' })).toMatch(/^email: /);
    expect(await errorOf({ email: 'not-an-email', role: 'staff' })).toBe(`email: ${EMAIL_MESSAGES.invalid}`);
    expect(await errorOf({ email: 'k@example.com', name: '\u200b', role: 'staff' })).toBe(`name: ${INVISIBLE_TEXT_MESSAGE}`);
  });

  it('keeps only its own fields', async () => {
    const value = await teamInviteSchema.validate({ email: 'k@example.com', role: 'staff', admin: true, uid: 'x' }, { stripUnknown: true });
    expect(value).toEqual({ email: 'k@example.com', name: '', role: 'staff' });
  });
});

describe('isStaff', () => {
  it('is true for a helper only', () => {
    expect([isStaff({ role: 'staff' }), isStaff({ role: 'admin' }), isStaff({ role: 'user' }), isStaff(null)]).toEqual([true, false, false, false]);
  });
});
