import { describe, expect, it } from 'vitest';
import { jwt } from '../../test/fake-user-pool';
import { decodeJwtPayload, expiresAt, userFromIdToken } from './jwt-claims';

describe('ID token claims', () => {
  it('make the session user: sub, e-mail, phone, groups and customer number', () => {
    const token = jwt({
      sub: 'u-1',
      email: 'åsa.öberg@example.se',
      phone_number: '+46701234567',
      'cognito:groups': ['CustomerAdmin', 7, 'ServiceLfd'],
      'custom:custNo': 1001,
    });
    expect(userFromIdToken(token)).toEqual({
      userId: 'u-1',
      email: 'åsa.öberg@example.se',
      phone: '+46701234567',
      groups: ['CustomerAdmin', 'ServiceLfd'],
      custNo: '1001',
    });
  });

  it('give an empty group list and no customer when the claims are missing', () => {
    expect(userFromIdToken(jwt({ sub: 'u-1', email: 'a@b.se' }))).toMatchObject({
      groups: [],
      custNo: null,
      phone: '',
    });
  });

  it('name nobody without a subject or an e-mail, or when the token is not a JWT', () => {
    expect(userFromIdToken(jwt({ email: 'a@b.se' }))).toBeNull();
    expect(userFromIdToken(jwt({ sub: 'u-1' }))).toBeNull();
    expect(userFromIdToken('garbage')).toBeNull();
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
  });

  it('read the expiry in epoch seconds', () => {
    expect(expiresAt(jwt({ exp: 1767690307 }))).toBe(1767690307);
    expect(expiresAt(jwt({ exp: '1767690307' }))).toBeNull();
  });
});
