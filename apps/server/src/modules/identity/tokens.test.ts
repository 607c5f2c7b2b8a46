import { decodeJwt, decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AccessTokenError,
  buildJwks,
  generateSigningKey,
  hashRefreshToken,
  issueTokens,
  type KeyRing,
  keyRingJwks,
  newRefreshToken,
  pruneKeyRing,
  rotateKeyRing,
  type SigningKeyRecord,
  TOKEN_LIFETIME_SECONDS,
  type TokenSubject,
  verifyAccessToken,
} from './tokens';

const ISSUER = 'https://granska.example/eu-north-1_TestPool1';
const CLIENT_ID = 'web-client-1';
const NOW = new Date(Date.UTC(2026, 0, 6, 9, 5, 7));
const subject: TokenSubject = {
  userId: 'a1b2c3d4-0000-4000-8000-000000000001',
  email: 'anna@example.se',
  emailVerified: true,
  phoneNumber: '+46701234567',
  groups: ['customer-admin'],
  custNo: '10042',
};

let key: SigningKeyRecord;
let nextKey: SigningKeyRecord;

beforeAll(async () => {
  [key, nextKey] = await Promise.all([generateSigningKey(), generateSigningKey()]);
});

const issue = (overrides: Partial<Parameters<typeof issueTokens>[0]> = {}) =>
  issueTokens({
    key,
    issuer: ISSUER,
    clientId: CLIENT_ID,
    subject,
    authTime: 1767690000,
    now: NOW,
    ...overrides,
  });

const expectRejected = async (promise: Promise<unknown>, reason: AccessTokenError['reason']) => {
  await expect(promise).rejects.toBeInstanceOf(AccessTokenError);
  await expect(promise).rejects.toHaveProperty('reason', reason);
};

describe('signing keys and JWKS', () => {
  it('has a kid and publishes only public fields', () => {
    expect(key.kid).toMatch(/^[\w-]{43}$/);
    const jwks = buildJwks([key]);
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toEqual({
      kty: 'RSA',
      kid: key.kid,
      alg: 'RS256',
      use: 'sig',
      n: key.publicJwk.n,
      e: 'AQAB',
    });
    expect(key.privateJwk.d).toBeTypeOf('string');
  });

  it('keeps a rotated key until its tokens have expired', () => {
    const ring: KeyRing = { current: key, previous: [] };
    const rotated = rotateKeyRing(ring, nextKey, NOW.getTime());
    expect(rotated.current.kid).toBe(nextKey.kid);
    expect(keyRingJwks(rotated).keys.map((jwk) => jwk.kid)).toEqual([nextKey.kid, key.kid]);
    expect(pruneKeyRing(rotated, NOW.getTime() + 60 * 60_000).previous).toHaveLength(1);
    expect(pruneKeyRing(rotated, NOW.getTime() + 66 * 60_000).previous).toHaveLength(0);
  });
});

describe('issued tokens', () => {
  it('carry the claims of a hosted pool', async () => {
    const tokens = await issue();
    expect(tokens.expiresIn).toBe(3600);
    const iat = Math.floor(NOW.getTime() / 1000);
    expect(decodeProtectedHeader(tokens.idToken)).toEqual({ alg: 'RS256', kid: key.kid });
    expect(decodeJwt(tokens.idToken)).toEqual({
      sub: subject.userId,
      aud: CLIENT_ID,
      email: subject.email,
      email_verified: true,
      phone_number: subject.phoneNumber,
      'cognito:username': subject.userId,
      'cognito:groups': ['customer-admin'],
      token_use: 'id',
      auth_time: 1767690000,
      iat,
      exp: iat + TOKEN_LIFETIME_SECONDS,
      iss: ISSUER,
      'custom:custNo': '10042',
    });
    const access = decodeJwt(tokens.accessToken);
    expect(access).toEqual({
      sub: subject.userId,
      client_id: CLIENT_ID,
      username: subject.userId,
      'cognito:groups': ['customer-admin'],
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      auth_time: 1767690000,
      iat,
      exp: iat + TOKEN_LIFETIME_SECONDS,
      jti: tokens.jti,
      iss: ISSUER,
    });
    expect(access).not.toHaveProperty('origin_jti');
    expect(tokens.expiresAt).toBe(iat + 3600);
  });

  it('leave out empty optional claims', async () => {
    const tokens = await issue({ subject: { ...subject, groups: [], phoneNumber: null, custNo: null } });
    const id = decodeJwt(tokens.idToken);
    expect(id).not.toHaveProperty('cognito:groups');
    expect(id).not.toHaveProperty('phone_number');
    expect(id).not.toHaveProperty('custom:custNo');
    const verified = await verifyAccessToken(tokens.accessToken, {
      jwks: buildJwks([key]),
      issuer: ISSUER,
      clientId: CLIENT_ID,
      now: NOW,
    });
    expect(verified.groups).toEqual([]);
  });
});

describe('verifyAccessToken', () => {
  const options = () => ({ jwks: buildJwks([key]), issuer: ISSUER, clientId: CLIENT_ID, now: NOW });

  it('accepts a valid token', async () => {
    const tokens = await issue();
    expect(await verifyAccessToken(tokens.accessToken, options())).toEqual({
      userId: subject.userId,
      username: subject.userId,
      groups: ['customer-admin'],
      clientId: CLIENT_ID,
      scope: 'aws.cognito.signin.user.admin',
      sessionId: null,
      jti: tokens.jti,
      authTime: 1767690000,
      issuedAt: Math.floor(NOW.getTime() / 1000),
      expiresAt: tokens.expiresAt,
    });
  });

  it('rejects an expired token', async () => {
    const tokens = await issue();
    const later = new Date(NOW.getTime() + (TOKEN_LIFETIME_SECONDS + 1) * 1000);
    await expectRejected(verifyAccessToken(tokens.accessToken, { ...options(), now: later }), 'expired');
  });

  it('rejects another issuer', async () => {
    const tokens = await issue({ issuer: 'https://cognito-idp.eu-north-1.amazonaws.com/eu-north-1_Other' });
    await expectRejected(verifyAccessToken(tokens.accessToken, options()), 'invalid');
  });

  it('rejects an id token', async () => {
    const tokens = await issue();
    await expectRejected(verifyAccessToken(tokens.idToken, options()), 'invalid');
  });

  it('rejects a token for another client', async () => {
    const tokens = await issue({ clientId: 'other-client' });
    await expectRejected(verifyAccessToken(tokens.accessToken, options()), 'invalid');
  });

  it('rejects a tampered token', async () => {
    const tokens = await issue();
    const [header, payload, signature] = tokens.accessToken.split('.');
    const claims = { ...decodeJwt(tokens.accessToken), 'cognito:groups': ['staff-admin'] };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    await expectRejected(verifyAccessToken(forged, options()), 'invalid');
    const flipped = `${header}.${payload}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    await expectRejected(verifyAccessToken(flipped, options()), 'invalid');
    await expectRejected(verifyAccessToken('not-a-jwt', options()), 'invalid');
  });

  it('rejects a token signed by a key outside the JWKS', async () => {
    const tokens = await issue({ key: nextKey });
    await expectRejected(verifyAccessToken(tokens.accessToken, options()), 'invalid');
  });

  it('still accepts tokens of a rotated key, and those of the new one', async () => {
    const before = await issue();
    const ring = rotateKeyRing({ current: key, previous: [] }, nextKey, NOW.getTime());
    const after = await issue({ key: ring.current });
    const jwks = keyRingJwks(ring);
    for (const token of [before.accessToken, after.accessToken]) {
      const verified = await verifyAccessToken(token, { ...options(), jwks });
      expect(verified.userId).toBe(subject.userId);
    }
  });
});

describe('refresh tokens', () => {
  it('are long, random and stored as a sha256 hash', () => {
    const first = newRefreshToken();
    const second = newRefreshToken();
    expect(Buffer.from(first.token, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(first.token).toMatch(/^[\w-]+$/);
    expect(first.token).not.toBe(second.token);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(first.token)).toBe(first.hash);
    expect(hashRefreshToken(second.token)).not.toBe(first.hash);
  });
});
