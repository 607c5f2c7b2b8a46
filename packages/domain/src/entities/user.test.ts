import { describe, expect, it } from 'vitest';
import { isActiveUser } from '../users';
import { User, userGroupNames } from './user';

describe('User', () => {
  it('parses a full user and keeps what it says', () => {
    const user = User.parse({
      userId: 'a1b2c3d4-0000-4000-8000-000000000001',
      userEmail: 'anna.svensson@example.se',
      userPhonenumber: '+46701234567',
      custNo: '1001',
      costCenter: 'HR',
      userGroups: [{ userGroupId: 'CustomerAdmin', created: '2026-01-06T09:05:07Z' }],
      userStatus: 'CONFIRMED',
      userEnabled: true,
      userCreated: '2026-01-06T09:05:07Z',
    });
    expect(isActiveUser(user)).toBe(true);
    expect(userGroupNames(user)).toEqual(['CustomerAdmin']);
  });

  it('accepts a partial user and drops unknown fields', () => {
    expect(User.parse({ userEmail: 'x@y.se', password: 'secret' })).toEqual({ userEmail: 'x@y.se' });
  });

  it.each([
    [{ userStatus: 'UNKNOWN' }],
    [{ userEnabled: 'yes' }],
    [{ userGroups: [{ description: 'no id' }] }],
    [{ userCreated: 'not a time' }],
  ])('refuses %j', (value) => {
    expect(User.safeParse(value).success).toBe(false);
  });

  it.each([
    [{ userGroups: [{ userGroupId: 'A' }, { userGroupId: 'B' }] }, ['A', 'B']],
    [{}, []],
    [null, []],
  ])('userGroupNames(%j) is %j', (user, expected) => {
    expect(userGroupNames(user)).toEqual(expected);
  });
});
