import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type CryptoKey,
  calculateJwkThumbprint,
  createLocalJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';

export const TOKEN_LIFETIME_SECONDS = 60 * 60;
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const ACCESS_TOKEN_SCOPE = 'aws.cognito.signin.user.admin';
const ALGORITHM = 'RS256';

/** A signing key as stored (the private JWK belongs encrypted at rest). */
export interface SigningKeyRecord {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms at which it stopped signing; set by rotation. */
  retiredAt?: number;
}

/** The key that signs now plus retired keys whose tokens may still be in use. */
export interface KeyRing {
  current: SigningKeyRecord;
  previous: SigningKeyRecord[];
}

export const generateSigningKey = async (now: number = Date.now()): Promise<SigningKeyRecord> => {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, {
    modulusLength: 2048,
    extractable: true,
  });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM, use: 'sig' },
    publicJwk: { ...publicJwk, kid, alg: ALGORITHM, use: 'sig' },
    createdAt: now,
  };
};

/** Makes `next` the signing key and keeps the old one for verification until pruneKeyRing drops it. */
export const rotateKeyRing = (ring: KeyRing, next: SigningKeyRecord, now: number = Date.now()): KeyRing => ({
  current: next,
  previous: [{ ...ring.current, retiredAt: now }, ...ring.previous],
});

/** Drops retired keys once every token they signed has expired (plus a margin for clock skew). */
export const pruneKeyRing = (
  ring: KeyRing,
  now: number = Date.now(),
  keepMs: number = (TOKEN_LIFETIME_SECONDS + 5 * 60) * 1000,
): KeyRing => ({
  current: ring.current,
  previous: ring.previous.filter((key) => key.retiredAt === undefined || now - key.retiredAt < keepMs),
});

const PUBLIC_RSA_FIELDS = ['kty', 'kid', 'alg', 'use', 'n', 'e'] as const;

/** The document served at `<issuer>/.well-known/jwks.json`: public fields only. */
export const buildJwks = (keys: readonly Pick<SigningKeyRecord, 'publicJwk'>[]): JSONWebKeySet => ({
  keys: keys.map(({ publicJwk }) => {
    const jwk: JWK = {};
    for (const field of PUBLIC_RSA_FIELDS) {
      if (publicJwk[field] !== undefined) jwk[field] = publicJwk[field];
    }
    return jwk;
  }),
});

export const keyRingJwks = (ring: KeyRing): JSONWebKeySet => buildJwks([ring.current, ...ring.previous]);

const privateKeys = new Map<string, Promise<CryptoKey>>();
const privateKeyOf = (key: SigningKeyRecord): Promise<CryptoKey> => {
  let imported = privateKeys.get(key.kid);
  if (!imported) {
    imported = importJWK(key.privateJwk, ALGORITHM) as Promise<CryptoKey>;
    privateKeys.set(key.kid, imported);
  }
  return imported;
};

export interface TokenSubject {
  /** The stable internal id: `sub`, `cognito:username`, `username` and the client's USER_ID_FOR_SRP. */
  userId: string;
  email: string;
  emailVerified: boolean;
  phoneNumber?: string | null;
  groups: readonly string[];
  custNo?: string | null;
}

export interface IssueTokensInput {
  key: SigningKeyRecord;
  issuer: string;
  clientId: string;
  subject: TokenSubject;
  /** Epoch seconds of the password log-in; kept unchanged across refreshes. */
  authTime: number;
  /**
   * The log-in session (its refresh token's row) the access token belongs to, as `sid`: revoking the
   * session refuses its access tokens at once. Only tokens of no session (tests of the token format)
   * leave it out; the main API refuses those.
   */
  sessionId?: string;
  now?: Date;
}

export interface IssuedTokens {
  idToken: string;
  accessToken: string;
  /** The access token's jti. */
  jti: string;
  expiresIn: number;
  /** Epoch seconds. */
  expiresAt: number;
}

/** Id and access tokens with a hosted pool's claims; no origin_jti, so the client does not call RevokeToken. */
export const issueTokens = async ({
  key,
  issuer,
  clientId,
  subject,
  authTime,
  sessionId,
  now = new Date(),
}: IssueTokensInput): Promise<IssuedTokens> => {
  const privateKey = await privateKeyOf(key);
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + TOKEN_LIFETIME_SECONDS;
  const groups = subject.groups.length > 0 ? { 'cognito:groups': [...subject.groups] } : {};
  const jti = randomUUID();
  const header = { alg: ALGORITHM, kid: key.kid };

  const idToken = await new SignJWT({
    sub: subject.userId,
    aud: clientId,
    email: subject.email,
    email_verified: subject.emailVerified,
    ...(subject.phoneNumber ? { phone_number: subject.phoneNumber } : {}),
    'cognito:username': subject.userId,
    ...groups,
    token_use: 'id',
    auth_time: authTime,
    iat,
    exp,
    iss: issuer,
    ...(subject.custNo ? { 'custom:custNo': subject.custNo } : {}),
  })
    .setProtectedHeader(header)
    .sign(privateKey);

  const accessToken = await new SignJWT({
    sub: subject.userId,
    client_id: clientId,
    username: subject.userId,
    ...groups,
    token_use: 'access',
    scope: ACCESS_TOKEN_SCOPE,
    auth_time: authTime,
    iat,
    exp,
    jti,
    iss: issuer,
    ...(sessionId ? { sid: sessionId } : {}),
  })
    .setProtectedHeader(header)
    .sign(privateKey);

  return { idToken, accessToken, jti, expiresIn: TOKEN_LIFETIME_SECONDS, expiresAt: exp };
};

export type AccessTokenErrorReason = 'expired' | 'invalid';

export class AccessTokenError extends Error {
  override readonly name = 'AccessTokenError';
  readonly reason: AccessTokenErrorReason;

  constructor(reason: AccessTokenErrorReason, message: string, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
  }
}

export interface VerifiedAccessToken {
  userId: string;
  username: string;
  groups: string[];
  clientId: string;
  scope: string;
  jti: string;
  /** The log-in session, when the token names one (`sid`). */
  sessionId: string | null;
  /** Epoch seconds. */
  authTime: number;
  issuedAt: number;
  expiresAt: number;
}

export interface VerifyAccessTokenOptions {
  jwks: JSONWebKeySet;
  issuer: string;
  clientId: string;
  now?: Date;
}

const keySets = new WeakMap<JSONWebKeySet, ReturnType<typeof createLocalJWKSet>>();
const keySetOf = (jwks: JSONWebKeySet) => {
  let keySet = keySets.get(jwks);
  if (!keySet) {
    keySet = createLocalJWKSet(jwks);
    keySets.set(jwks, keySet);
  }
  return keySet;
};

const stringClaim = (payload: JWTPayload, name: string): string => {
  const value = payload[name];
  if (typeof value !== 'string' || value.length === 0)
    throw new AccessTokenError('invalid', `claim ${name} missing`);
  return value;
};

const numberClaim = (payload: JWTPayload, name: string): number => {
  const value = payload[name];
  if (typeof value !== 'number') throw new AccessTokenError('invalid', `claim ${name} missing`);
  return value;
};

/**
 * Verifies signature, issuer, expiry, token_use and client_id, the way the main API checks a token from
 * either this provider or a hosted pool. Throws AccessTokenError.
 */
export const verifyAccessToken = async (
  token: string,
  { jwks, issuer, clientId, now }: VerifyAccessTokenOptions,
): Promise<VerifiedAccessToken> => {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySetOf(jwks), {
      issuer,
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'iat', 'sub'],
      ...(now ? { currentDate: now } : {}),
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw new AccessTokenError('expired', 'token expired', { cause: error });
    throw new AccessTokenError('invalid', 'token invalid', { cause: error });
  }
  if (payload.token_use !== 'access') throw new AccessTokenError('invalid', 'not an access token');
  if (payload.client_id !== clientId) throw new AccessTokenError('invalid', 'token for another client');
  const groups = payload['cognito:groups'] ?? [];
  if (!Array.isArray(groups) || !groups.every((group): group is string => typeof group === 'string')) {
    throw new AccessTokenError('invalid', 'cognito:groups malformed');
  }
  return {
    userId: stringClaim(payload, 'sub'),
    username: stringClaim(payload, 'username'),
    groups,
    clientId,
    scope: typeof payload.scope === 'string' ? payload.scope : '',
    jti: stringClaim(payload, 'jti'),
    sessionId: typeof payload.sid === 'string' ? payload.sid : null,
    authTime: numberClaim(payload, 'auth_time'),
    issuedAt: numberClaim(payload, 'iat'),
    expiresAt: numberClaim(payload, 'exp'),
  };
};

const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

/** An opaque refresh token; store only the hash. */
export const newRefreshToken = (): { token: string; hash: string } => {
  const token = randomBytes(48).toString('base64url');
  return { token, hash: sha256Hex(token) };
};

export const hashRefreshToken = (token: string): string => sha256Hex(token);
