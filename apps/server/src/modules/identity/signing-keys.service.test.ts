import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';
import { generateMasterKey, parseMasterKey } from '../../platform/crypto/master-key';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-app';
import { idpSigningKeys } from './identity.schema';
import { SigningKeyStore } from './signing-keys.service';
import { issueTokens, TOKEN_LIFETIME_SECONDS, verifyAccessToken } from './tokens';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const DAY = 24 * 60 * 60 * 1000;
const crypto = createFieldCrypto(parseMasterKey(generateMasterKey()));

describe('SigningKeyStore', () => {
  it('creates a key once, stores the private key encrypted, rotates without logging anyone out', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const store = new SigningKeyStore({ db: database.db, crypto, rotationMs: 90 * DAY, now: () => now });
    const first = await store.signingKey();
    expect((await store.signingKey()).kid).toBe(first.kid);
    const [row] = await database.db.select().from(idpSigningKeys);
    expect(row?.privateJwk).toMatch(/^v1\./);
    expect(row?.privateJwk).not.toContain(String(first.privateJwk.d));

    const issuer = 'https://granska.example/idp/eu-north-1_X';
    const token = await issueTokens({
      key: first,
      issuer,
      clientId: 'web',
      subject: { userId: 'u1', email: 'a@b.se', emailVerified: true, groups: [] },
      authTime: Math.floor(now.getTime() / 1000),
      now,
    });

    // A second process sees the same key.
    const other = new SigningKeyStore({ db: database.db, crypto, rotationMs: 90 * DAY, now: () => now });
    expect((await other.signingKey()).kid).toBe(first.kid);

    now = new Date(now.getTime() + 91 * DAY - 30 * 60 * 1000);
    const second = await store.signingKey();
    expect(second.kid).not.toBe(first.kid);
    const jwks = await store.jwks();
    expect(jwks.keys.map((key) => key.kid)).toEqual([second.kid, first.kid]);
    // The old key's token still verifies against the published keys until it expires.
    const tokenTime = new Date(now.getTime() - (91 * DAY - 30 * 60 * 1000) + 10 * 60 * 1000);
    await expect(
      verifyAccessToken(token.accessToken, { jwks, issuer, clientId: 'web', now: tokenTime }),
    ).resolves.toMatchObject({ userId: 'u1' });

    // The other process reloads for the unknown kid and finds the new key.
    expect((await other.jwksFor(second.kid)).keys.map((key) => key.kid)).toContain(second.kid);

    now = new Date(now.getTime() + (TOKEN_LIFETIME_SECONDS + 6 * 60) * 1000);
    await store.reload();
    expect((await store.jwks()).keys.map((key) => key.kid)).toEqual([second.kid]);
  });
});
