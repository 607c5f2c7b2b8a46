import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isValidPassword } from '@granska/domain';
import type { z } from 'zod';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { queueEmail, queueSms } from '../notifications';
import {
  CODE_MAX_ATTEMPTS,
  type CodeWindowPolicy,
  checkCode,
  EMAIL_CODE_TTL_MS,
  newCode,
  PASSWORD_RESET_WINDOW,
  SMS_CODE_TTL_MS,
  SMS_CODE_WINDOW,
} from './codes';
import { maskEmail, maskPhone, passwordCredentials, passwordMatches, storedVerifier } from './credentials';
import { IdentityError, identityErrors } from './errors';
import {
  consumeAuthSession,
  deleteCode,
  deleteDevice,
  deleteExpiredAuthSessions,
  findDevice,
  findLiveAuthSession,
  findRefreshToken,
  findSession,
  findUserByEmail,
  findUserById,
  groupsOfUser,
  insertAuthSession,
  insertDevice,
  insertRefreshToken,
  issueCode,
  lockUserRow,
  revokeRefreshTokensOfUser,
  spendCodeAttempt,
  updateDevice,
  updateUser,
} from './identity.repository';
import type { AuthSessionKind, AuthSessionRow, CodePurpose, DeviceRow, UserRow } from './identity.schema';
import {
  AccessTokenInput,
  ChangePasswordInput,
  ConfirmDeviceInput,
  ConfirmForgotPasswordInput,
  describeIssues,
  ForgetDeviceInput,
  ForgotPasswordInput,
  InitiateAuthInput,
  RespondToAuthChallengeInput,
  UpdateDeviceStatusInput,
} from './identity-provider.schemas';
import { emptyLockout, type LockoutRecord, lockoutState, registerFailure } from './lockout';
import type { SigningKeyStore } from './signing-keys.service';
import {
  N,
  newSecretBlock,
  parseDeviceSecretVerifierConfig,
  parseHex,
  poolNameOf,
  SrpError,
  startDeviceSession,
  startServerSession,
  verifyDevicePasswordClaim,
  verifyPasswordClaim,
} from './srp';
import { isTimestampFresh } from './timestamp';
import {
  AccessTokenError,
  hashRefreshToken,
  issueTokens,
  newRefreshToken,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  type VerifiedAccessToken,
  verifyAccessToken,
} from './tokens';

// Plain transactions, not runCommand: sessions, codes, lockouts and tokens are protocol state, unaudited.

/** A challenge step must be answered within this time. */
const AUTH_SESSION_TTL_MS = 5 * 60 * 1000;

export interface IdentityProviderContext {
  db: Database;
  crypto: FieldCrypto;
  keys: SigningKeyStore;
  userPoolId: string;
  clientId: string;
  issuer: string;
  now?: () => Date;
}

interface Resolved extends IdentityProviderContext {
  poolName: string;
  region: string;
  codeKey: Buffer;
  clock: () => Date;
}

const resolved = new WeakMap<IdentityProviderContext, Resolved>();
const resolve = (context: IdentityProviderContext): Resolved => {
  let value = resolved.get(context);
  if (!value) {
    value = {
      ...context,
      poolName: poolNameOf(context.userPoolId),
      region: context.userPoolId.split('_')[0] ?? 'local',
      codeKey: context.crypto.deriveKey('identity-codes'),
      clock: context.now ?? (() => new Date()),
    };
    resolved.set(context, value);
  }
  return value;
};

type Json = Record<string, unknown>;

const parse = <T extends z.ZodType>(schema: T, input: unknown): z.infer<T> => {
  const result = schema.safeParse(input);
  if (!result.success) throw identityErrors.invalidParameter(describeIssues(result.error));
  return result.data;
};

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const normaliseEmail = (value: string) => value.trim().toLowerCase();

const requireParameter = (map: Record<string, string | null>, name: string, max = 8192): string => {
  const value = map[name];
  if (typeof value !== 'string' || value.length === 0) {
    throw identityErrors.invalidParameter(`Missing required parameter ${name}`);
  }
  if (value.length > max) throw identityErrors.invalidParameter(`Parameter ${name} is too long`);
  return value;
};

const checkClient = (context: Resolved, clientId: string) => {
  if (clientId !== context.clientId) throw identityErrors.clientNotFound();
};

// Lockout lives on the user row; the rules are lockout.ts's.

const lockoutOf = (user: UserRow): LockoutRecord => ({
  failures: user.failedLogins,
  lastFailureAt: user.lastFailureAt?.getTime() ?? null,
  lockedUntil: user.lockedUntil?.getTime() ?? null,
});

const lockoutColumns = (record: LockoutRecord) => ({
  failedLogins: record.failures,
  lastFailureAt: record.lastFailureAt === null ? null : new Date(record.lastFailureAt),
  lockedUntil: record.lockedUntil === null ? null : new Date(record.lockedUntil),
});

const refuseIfLocked = (context: Resolved, user: UserRow) => {
  if (lockoutState(lockoutOf(user), context.clock()).locked) throw identityErrors.tooManyAttempts();
};

/**
 * Counts a password or code try as failed before it is checked, under a lock of the user row: checked
 * and counted in one step, concurrent guesses cannot all pass the lockout check. A right answer then
 * forgets the failures (clearLockout).
 */
const reserveAttempt = (context: Resolved, userId: string): Promise<void> =>
  context.db.transaction(async (tx) => {
    const user = await lockUserRow(tx, userId);
    if (!user) throw identityErrors.invalidSession();
    const now = context.clock();
    const record = lockoutOf(user);
    if (lockoutState(record, now).locked) throw identityErrors.tooManyAttempts();
    await updateUser(tx, userId, lockoutColumns(registerFailure(record, now)));
  });

const refuseIfDisabled = (user: UserRow) => {
  if (!user.enabled) throw identityErrors.userDisabled();
};

const clearLockout = async (db: Database | Transaction, userId: string) => {
  await updateUser(db, userId, lockoutColumns(emptyLockout()));
};

const srpFailure = (error: unknown): IdentityError => {
  if (!(error instanceof SrpError)) throw error;
  return error.reason === 'MALFORMED_INPUT'
    ? identityErrors.invalidParameter('Invalid SRP parameters')
    : identityErrors.incorrectCredentials();
};

// Challenge sessions: the client holds an opaque value, the database its hash.

interface NewSession {
  kind: AuthSessionKind;
  userId: string;
  authTime?: number;
  serverSecret?: string;
  srpB?: string;
  srpA?: string;
  secretBlock?: string;
  deviceKey?: string | null;
}

const startSession = async (context: Resolved, db: Database | Transaction, session: NewSession) => {
  const token = randomBytes(32).toString('base64url');
  await insertAuthSession(db, {
    id: sha256(token),
    userId: session.userId,
    kind: session.kind,
    serverSecret: session.serverSecret ?? null,
    srpB: session.srpB ?? null,
    srpA: session.srpA ?? null,
    secretBlock: session.secretBlock ?? null,
    deviceKey: session.deviceKey ?? null,
    authTime: session.authTime ?? null,
    expiresAt: new Date(context.clock().getTime() + AUTH_SESSION_TTL_MS),
  });
  return token;
};

const secretContext = (sessionUserId: string) => `idp_auth_sessions.server_secret:${sessionUserId}`;

const consume = async (context: Resolved, token: string | null | undefined, kind: AuthSessionKind) => {
  if (!token) throw identityErrors.invalidSession();
  const session = await consumeAuthSession(context.db, sha256(token), kind, context.clock());
  if (!session) throw identityErrors.invalidSession();
  return session;
};

const peek = async (context: Resolved, token: string | null | undefined, kind: AuthSessionKind) => {
  if (!token) throw identityErrors.invalidSession();
  const session = await findLiveAuthSession(context.db, sha256(token), kind, context.clock());
  if (!session) throw identityErrors.invalidSession();
  return session;
};

/** The session's user, checked against the USERNAME the client sent (its USER_ID_FOR_SRP or e-mail). */
const sessionUser = async (
  context: Resolved,
  session: AuthSessionRow,
  username: string | null | undefined,
) => {
  const user = await findUserById(context.db, session.userId);
  if (!user) throw identityErrors.invalidSession();
  if (username && username !== user.id && normaliseEmail(username) !== user.email) {
    throw identityErrors.invalidSession();
  }
  refuseIfDisabled(user);
  return user;
};

// Tokens

interface CompleteOptions {
  authTime: number;
  deviceKey?: string | null;
  /** Offer the client a new device to confirm (after an SMS code, when it sent no known device). */
  offerDevice?: boolean;
}

/** Id and access tokens of a session, with the user's current groups; a log-in and a refresh both use it. */
const issueUserTokens = async (
  context: Resolved,
  user: UserRow,
  session: { authTime: number; sessionId: string },
  now: Date,
) =>
  issueTokens({
    key: await context.keys.signingKey(),
    issuer: context.issuer,
    clientId: context.clientId,
    subject: {
      userId: user.id,
      email: user.email,
      emailVerified: true,
      phoneNumber: user.phone,
      groups: await groupsOfUser(context.db, user.id),
      custNo: user.custNo,
    },
    authTime: session.authTime,
    sessionId: session.sessionId,
    now,
  });

/** A new log-in session of the user: its refresh token, and id and access tokens that name it. */
const authenticationResult = async (context: Resolved, user: UserRow, options: CompleteOptions) => {
  const refresh = newRefreshToken();
  const result: Json = { RefreshToken: refresh.token, TokenType: 'Bearer' };
  const session = await context.db.transaction(async (tx) => {
    let deviceKey = options.deviceKey ?? null;
    if (options.offerDevice) {
      deviceKey = `${context.region}_${randomUUID()}`;
      const groupKey = `-${randomBytes(6).toString('base64url')}`;
      await insertDevice(tx, { deviceKey, groupKey, userId: user.id });
      result.NewDeviceMetadata = { DeviceKey: deviceKey, DeviceGroupKey: groupKey };
    }
    return insertRefreshToken(tx, {
      hash: refresh.hash,
      userId: user.id,
      deviceKey,
      authTime: options.authTime,
      expiresAt: new Date(context.clock().getTime() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000),
    });
  });
  const issued = await issueUserTokens(context, user, session, context.clock());
  Object.assign(result, {
    AccessToken: issued.accessToken,
    IdToken: issued.idToken,
    ExpiresIn: issued.expiresIn,
  });
  return { AuthenticationResult: result, ChallengeParameters: {} };
};

/**
 * A log-in session for a user without the log-in, as the one after a password would be: for tests and
 * tools that act as a signed-in user.
 */
export const openSession = async (context: IdentityProviderContext, userId: string) => {
  const ctx = resolve(context);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw identityErrors.userNotFound();
  const { AuthenticationResult } = await authenticationResult(ctx, user, {
    authTime: epochSeconds(ctx.clock()),
  });
  return AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken: string };
};

/** A remembered, confirmed device of this user, if the client sent one. */
const rememberedDevice = async (context: Resolved, user: UserRow, deviceKey: string | null | undefined) => {
  if (!deviceKey) return undefined;
  const device = await findDevice(context.db, deviceKey);
  return device && device.userId === user.id && device.srpVerifier ? device : undefined;
};

/** What follows a correct password (or a new one): SMS code, device proof, or tokens. */
const afterPassword = async (
  context: Resolved,
  user: UserRow,
  authTime: number,
  deviceKey: string | null | undefined,
): Promise<Json> => {
  if (user.mfa !== 'SMS' || !user.phone) return authenticationResult(context, user, { authTime });
  const device = await rememberedDevice(context, user, deviceKey);
  if (device?.remembered) {
    const session = await startSession(context, context.db, {
      kind: 'DEVICE_SRP_AUTH',
      userId: user.id,
      authTime,
      deviceKey: device.deviceKey,
    });
    return { ChallengeName: 'DEVICE_SRP_AUTH', Session: session, ChallengeParameters: {} };
  }
  const phone = user.phone;
  const code = newCode(context.clock(), { ttlMs: SMS_CODE_TTL_MS, key: context.codeKey });
  const session = await context.db.transaction(async (tx) => {
    if (!(await storeCode(context, tx, user.id, 'mfa-sms', code, SMS_CODE_WINDOW))) {
      throw identityErrors.codeAttemptsExceeded();
    }
    await queueSms(tx, context.crypto, {
      to: phone,
      text: `Din inloggningskod till Granska: ${code.code}`,
      category: 'mfa-code',
    });
    return startSession(context, tx, {
      kind: 'SMS_MFA',
      userId: user.id,
      authTime,
      deviceKey: device?.deviceKey ?? null,
    });
  });
  return {
    ChallengeName: 'SMS_MFA',
    Session: session,
    ChallengeParameters: {
      CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
      CODE_DELIVERY_DESTINATION: maskPhone(phone),
      USER_ID_FOR_SRP: user.id,
    },
  };
};

// Operations

const initiateSrp = async (context: Resolved, parameters: Record<string, string | null>): Promise<Json> => {
  const username = normaliseEmail(requireParameter(parameters, 'USERNAME', 256));
  const srpA = requireParameter(parameters, 'SRP_A', 1024);
  let A: bigint;
  try {
    A = parseHex(srpA);
  } catch {
    throw identityErrors.invalidParameter('Invalid SRP_A');
  }
  if (A % N === 0n) throw identityErrors.invalidParameter('Invalid SRP_A');
  const user = await findUserByEmail(context.db, username);
  if (!user) throw identityErrors.userNotFound();
  refuseIfDisabled(user);
  refuseIfLocked(context, user);
  // Finished and abandoned challenges are kept an hour for inspection, then dropped here.
  await deleteExpiredAuthSessions(context.db, new Date(context.clock().getTime() - 60 * 60 * 1000));
  const verifier = storedVerifier(context, user);
  const { bHex, BHex } = startServerSession(verifier.verifierHex);
  const secretBlock = newSecretBlock();
  const session = await startSession(context, context.db, {
    kind: 'PASSWORD_VERIFIER',
    userId: user.id,
    serverSecret: context.crypto.encryptField(bHex, secretContext(user.id)),
    srpB: BHex,
    srpA,
    secretBlock,
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: session,
    ChallengeParameters: {
      SALT: verifier.saltHex,
      SRP_B: BHex,
      SECRET_BLOCK: secretBlock,
      USERNAME: user.id,
      USER_ID_FOR_SRP: user.id,
    },
  };
};

const initiateRefresh = async (
  context: Resolved,
  parameters: Record<string, string | null>,
): Promise<Json> => {
  // The client retries failures here: answer them without writing anything.
  const token = parameters.REFRESH_TOKEN;
  if (!token) throw identityErrors.invalidRefreshToken();
  const row = await findRefreshToken(context.db, hashRefreshToken(token));
  const now = context.clock();
  if (!row || row.revokedAt || row.expiresAt <= now) throw identityErrors.invalidRefreshToken();
  const user = await findUserById(context.db, row.userId);
  if (!user) throw identityErrors.invalidRefreshToken();
  refuseIfDisabled(user);
  const issued = await issueUserTokens(context, user, row, now);
  return {
    AuthenticationResult: {
      AccessToken: issued.accessToken,
      IdToken: issued.idToken,
      ExpiresIn: issued.expiresIn,
      TokenType: 'Bearer',
    },
    ChallengeParameters: {},
  };
};

export const initiateAuth = async (context: IdentityProviderContext, body: unknown): Promise<Json> => {
  const ctx = resolve(context);
  const input = parse(InitiateAuthInput, body);
  checkClient(ctx, input.ClientId);
  switch (input.AuthFlow) {
    case 'USER_SRP_AUTH':
      return initiateSrp(ctx, input.AuthParameters);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return initiateRefresh(ctx, input.AuthParameters);
    default:
      throw identityErrors.invalidParameter(`Unsupported AuthFlow ${input.AuthFlow}`);
  }
};

type Responses = Record<string, string | null>;

/** The client's password claim against the session's SRP values: what both claim checks take alike. */
const claimOf = (context: Resolved, session: AuthSessionRow, user: UserRow, responses: Responses) => ({
  AHex: session.srpA ?? '',
  bHex: context.crypto.decryptField(session.serverSecret ?? '', secretContext(user.id)),
  BHex: session.srpB ?? '',
  secretBlockB64: session.secretBlock ?? '',
  timestamp: requireParameter(responses, 'TIMESTAMP', 64),
  signatureB64: requireParameter(responses, 'PASSWORD_CLAIM_SIGNATURE', 128),
  now: context.clock(),
});

/** A claim that does not verify is a wrong password; one that cannot be checked, the SRP failure it is. */
const requireValidClaim = (verify: () => boolean): void => {
  let valid: boolean;
  try {
    valid = verify();
  } catch (error) {
    throw srpFailure(error);
  }
  if (!valid) throw identityErrors.incorrectCredentials();
};

const passwordVerifier = async (
  context: Resolved,
  responses: Responses,
  token: string | null | undefined,
) => {
  const session = await consume(context, token, 'PASSWORD_VERIFIER');
  const user = await sessionUser(context, session, responses.USERNAME);
  const claimedBlock = requireParameter(responses, 'PASSWORD_CLAIM_SECRET_BLOCK', 512);
  if (claimedBlock !== session.secretBlock) throw identityErrors.invalidSession();
  // A client with a wrong clock is refused without it counting as a wrong password.
  if (!isTimestampFresh(requireParameter(responses, 'TIMESTAMP', 64), context.clock())) {
    throw identityErrors.incorrectCredentials();
  }
  await reserveAttempt(context, user.id);
  requireValidClaim(() =>
    verifyPasswordClaim({
      poolName: context.poolName,
      userIdForSrp: user.id,
      verifierHex: storedVerifier(context, user).verifierHex,
      ...claimOf(context, session, user, responses),
    }),
  );
  await clearLockout(context.db, user.id);
  const authTime = epochSeconds(context.clock());
  if (user.status !== 'CONFIRMED') {
    const next = await startSession(context, context.db, {
      kind: 'NEW_PASSWORD_REQUIRED',
      userId: user.id,
      authTime,
      deviceKey: responses.DEVICE_KEY ?? null,
    });
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: next,
      ChallengeParameters: {
        USER_ID_FOR_SRP: user.id,
        // The client JSON.parses both; nothing is required beyond the password.
        requiredAttributes: '[]',
        userAttributes: JSON.stringify({ email: user.email }),
      },
    };
  }
  return afterPassword(context, user, authTime, responses.DEVICE_KEY);
};

const newPasswordRequired = async (
  context: Resolved,
  responses: Responses,
  token: string | null | undefined,
) => {
  const password = requireParameter(responses, 'NEW_PASSWORD', 256);
  // Checked before the session is spent, so the user can try another password.
  const pending = await peek(context, token, 'NEW_PASSWORD_REQUIRED');
  if (!isValidPassword(password)) throw identityErrors.invalidPassword();
  const session = await consume(context, token, 'NEW_PASSWORD_REQUIRED');
  if (session.id !== pending.id) throw identityErrors.invalidSession();
  const user = await sessionUser(context, session, responses.USERNAME);
  const updated = await updateUser(context.db, user.id, {
    ...passwordCredentials(context, user.id, password),
    status: 'CONFIRMED',
  });
  if (!updated) throw identityErrors.invalidSession();
  return afterPassword(
    context,
    updated,
    session.authTime ?? epochSeconds(context.clock()),
    session.deviceKey,
  );
};

const smsMfa = async (context: Resolved, responses: Responses, token: string | null | undefined) => {
  const pending = await peek(context, token, 'SMS_MFA');
  const user = await sessionUser(context, pending, responses.USERNAME);
  const attempt = responses.SMS_MFA_CODE ?? '';
  await checkUserCode(context, user, 'mfa-sms', attempt, async () => {
    // Too many wrong codes end the log-in; the user starts over with the password.
    await consumeAuthSession(context.db, pending.id, 'SMS_MFA', context.clock());
    throw identityErrors.invalidSession();
  });
  const session = await consumeAuthSession(context.db, pending.id, 'SMS_MFA', context.clock());
  if (!session) throw identityErrors.invalidSession();
  const known = await rememberedDevice(context, user, responses.DEVICE_KEY ?? session.deviceKey);
  return authenticationResult(context, user, {
    authTime: session.authTime ?? epochSeconds(context.clock()),
    deviceKey: known?.deviceKey ?? null,
    offerDevice: !known,
  });
};

/** Stores a new code within the user's window for the purpose; false when the window's sends are used up. */
const storeCode = (
  context: Resolved,
  tx: Transaction,
  userId: string,
  purpose: CodePurpose,
  code: { hash: string; expiresAt: number },
  policy: CodeWindowPolicy,
) =>
  issueCode(
    tx,
    { userId, purpose, hash: code.hash, expiresAt: new Date(code.expiresAt) },
    context.clock(),
    policy,
  );

/**
 * Checks a code and spends it when right; CodeMismatch / ExpiredCode otherwise. The try is counted
 * before the comparison, in one statement, so concurrent tries get no more than the window's few.
 */
const checkUserCode = async (
  context: Resolved,
  user: UserRow,
  purpose: CodePurpose,
  attempt: string,
  onExhausted?: () => Promise<never>,
): Promise<void> => {
  const spent = await spendCodeAttempt(context.db, user.id, purpose, CODE_MAX_ATTEMPTS);
  if (spent.kind === 'none') throw identityErrors.codeMismatch();
  const result =
    spent.kind === 'exhausted'
      ? 'exhausted'
      : checkCode(
          { hash: spent.hash, expiresAt: spent.expiresAt.getTime(), attempts: spent.attemptsBefore },
          attempt,
          context.clock(),
          { key: context.codeKey },
        );
  if (result === 'exhausted') {
    if (onExhausted) await onExhausted();
    throw identityErrors.codeAttemptsExceeded();
  }
  if (result === 'expired') throw identityErrors.expiredCode();
  if (result === 'mismatch') throw identityErrors.codeMismatch();
  if (!(await deleteCode(context.db, user.id, purpose))) throw identityErrors.codeMismatch();
};

const deviceSecretContext = (deviceKey: string) => `idp_devices.srp_verifier:${deviceKey}`;

const deviceSrpAuth = async (context: Resolved, responses: Responses, token: string | null | undefined) => {
  const session = await consume(context, token, 'DEVICE_SRP_AUTH');
  const user = await sessionUser(context, session, responses.USERNAME);
  const deviceKey = requireParameter(responses, 'DEVICE_KEY', 128);
  const srpA = requireParameter(responses, 'SRP_A', 1024);
  const device = await rememberedDevice(context, user, deviceKey);
  if (!device || device.deviceKey !== session.deviceKey || !device.srpVerifier || !device.srpSalt) {
    throw identityErrors.invalidSession();
  }
  const verifierHex = context.crypto.decryptField(device.srpVerifier, deviceSecretContext(device.deviceKey));
  let started: { bHex: string; BHex: string };
  try {
    if (parseHex(srpA) % N === 0n) throw identityErrors.invalidParameter('Invalid SRP_A');
    started = startDeviceSession(verifierHex);
  } catch (error) {
    if (error instanceof IdentityError) throw error;
    throw srpFailure(error);
  }
  const secretBlock = newSecretBlock();
  const next = await startSession(context, context.db, {
    kind: 'DEVICE_PASSWORD_VERIFIER',
    userId: user.id,
    authTime: session.authTime ?? epochSeconds(context.clock()),
    serverSecret: context.crypto.encryptField(started.bHex, secretContext(user.id)),
    srpB: started.BHex,
    srpA,
    secretBlock,
    deviceKey: device.deviceKey,
  });
  return {
    ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
    Session: next,
    ChallengeParameters: {
      SALT: device.srpSalt,
      SRP_B: started.BHex,
      SECRET_BLOCK: secretBlock,
      USERNAME: user.id,
    },
  };
};

const devicePasswordVerifier = async (
  context: Resolved,
  responses: Responses,
  token: string | null | undefined,
) => {
  const session = await consume(context, token, 'DEVICE_PASSWORD_VERIFIER');
  const user = await sessionUser(context, session, responses.USERNAME);
  const device = session.deviceKey ? await findDevice(context.db, session.deviceKey) : undefined;
  if (!device || device.userId !== user.id || !device.srpVerifier || !device.remembered) {
    throw identityErrors.invalidSession();
  }
  if (requireParameter(responses, 'PASSWORD_CLAIM_SECRET_BLOCK', 512) !== session.secretBlock) {
    throw identityErrors.invalidSession();
  }
  const verifierHex = context.crypto.decryptField(device.srpVerifier, deviceSecretContext(device.deviceKey));
  requireValidClaim(() =>
    verifyDevicePasswordClaim({
      deviceGroupKey: device.groupKey,
      deviceKey: device.deviceKey,
      verifierHex,
      ...claimOf(context, session, user, responses),
    }),
  );
  await updateDevice(context.db, device.deviceKey, { lastUsedAt: context.clock() });
  return authenticationResult(context, user, {
    authTime: session.authTime ?? epochSeconds(context.clock()),
    deviceKey: device.deviceKey,
  });
};

export const respondToAuthChallenge = async (
  context: IdentityProviderContext,
  body: unknown,
): Promise<Json> => {
  const ctx = resolve(context);
  const input = parse(RespondToAuthChallengeInput, body);
  checkClient(ctx, input.ClientId);
  const responses = input.ChallengeResponses;
  switch (input.ChallengeName) {
    case 'PASSWORD_VERIFIER':
      return passwordVerifier(ctx, responses, input.Session);
    case 'NEW_PASSWORD_REQUIRED':
      return newPasswordRequired(ctx, responses, input.Session);
    case 'SMS_MFA':
      return smsMfa(ctx, responses, input.Session);
    case 'DEVICE_SRP_AUTH':
      return deviceSrpAuth(ctx, responses, input.Session);
    case 'DEVICE_PASSWORD_VERIFIER':
      return devicePasswordVerifier(ctx, responses, input.Session);
    default:
      throw identityErrors.invalidParameter(`Unsupported ChallengeName ${input.ChallengeName}`);
  }
};

export const forgotPassword = async (context: IdentityProviderContext, body: unknown): Promise<Json> => {
  const ctx = resolve(context);
  const input = parse(ForgotPasswordInput, body);
  checkClient(ctx, input.ClientId);
  const user = await findUserByEmail(ctx.db, normaliseEmail(input.Username));
  if (!user) throw identityErrors.userNotFound();
  refuseIfDisabled(user);
  const code = newCode(ctx.clock(), { ttlMs: EMAIL_CODE_TTL_MS, key: ctx.codeKey });
  await ctx.db.transaction(async (tx) => {
    // Past the window's few e-mails the answer is the same, so it tells nothing; no e-mail is sent.
    if (!(await storeCode(ctx, tx, user.id, 'password-reset', code, PASSWORD_RESET_WINDOW))) return;
    await queueEmail(tx, ctx.crypto, {
      to: user.email,
      subject: 'Återställ ditt lösenord till Granska',
      text:
        `Din verifieringskod är ${code.code}.\n\n` +
        'Ange koden på inloggningssidan tillsammans med ditt nya lösenord. Koden gäller i en timme.\n' +
        'Har du inte bett om att återställa lösenordet kan du bortse från det här meddelandet.',
      category: 'password-reset',
    });
  });
  return {
    CodeDeliveryDetails: {
      Destination: maskEmail(user.email),
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    },
  };
};

export const confirmForgotPassword = async (
  context: IdentityProviderContext,
  body: unknown,
): Promise<Json> => {
  const ctx = resolve(context);
  const input = parse(ConfirmForgotPasswordInput, body);
  checkClient(ctx, input.ClientId);
  const user = await findUserByEmail(ctx.db, normaliseEmail(input.Username));
  if (!user) throw identityErrors.userNotFound();
  refuseIfDisabled(user);
  if (!isValidPassword(input.Password)) throw identityErrors.invalidPassword();
  refuseIfLocked(ctx, user);
  await reserveAttempt(ctx, user.id);
  await checkUserCode(ctx, user, 'password-reset', input.ConfirmationCode);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, {
      ...passwordCredentials(ctx, user.id, input.Password),
      ...lockoutColumns(emptyLockout()),
      status: 'CONFIRMED',
    });
    // Whoever knew the old password loses the sessions it opened, access tokens included.
    await signOutEverywhere(tx, user.id, ctx.clock());
  });
  return {};
};

/** The user behind an access token sent to the provider itself (GetUser, ChangePassword, …). */
export const userOfAccessToken = async (
  context: IdentityProviderContext,
  token: string,
): Promise<{ user: UserRow; verified: VerifiedAccessToken }> => {
  const ctx = resolve(context);
  let verified: VerifiedAccessToken;
  try {
    const kid = decodeKid(token);
    verified = await verifyAccessToken(token, {
      jwks: await ctx.keys.jwksFor(kid),
      issuer: ctx.issuer,
      clientId: ctx.clientId,
      now: ctx.clock(),
    });
  } catch (error) {
    if (error instanceof AccessTokenError && error.reason === 'expired')
      throw identityErrors.expiredAccessToken();
    throw identityErrors.invalidAccessToken();
  }
  const user = await findUserById(ctx.db, verified.userId);
  if (!user) throw identityErrors.invalidAccessToken();
  refuseIfDisabled(user);
  if (!(await isSessionLive(ctx.db, user.id, verified.sessionId))) throw identityErrors.revokedAccessToken();
  return { user, verified };
};

/**
 * Whether an access token's session (`sid`) is still open: sign-out, a password change or reset, and
 * disabling the user end sessions, and their access tokens with them, whenever they were issued.
 */
export const isSessionLive = async (
  db: Database,
  userId: string,
  sessionId: string | null | undefined,
): Promise<boolean> => {
  if (!sessionId) return false;
  const session = await findSession(db, sessionId);
  return session !== undefined && session.userId === userId && session.revokedAt === null;
};

const decodeKid = (token: string): string | undefined => {
  const header = token.split('.')[0] ?? '';
  try {
    const parsed = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { kid?: unknown };
    return typeof parsed.kid === 'string' ? parsed.kid : undefined;
  } catch {
    return undefined;
  }
};

export const getUser = async (context: IdentityProviderContext, body: unknown): Promise<Json> => {
  const { AccessToken } = parse(AccessTokenInput, body);
  const { user } = await userOfAccessToken(context, AccessToken);
  const attributes: { Name: string; Value: string }[] = [
    { Name: 'sub', Value: user.id },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: 'true' },
  ];
  if (user.phone) attributes.push({ Name: 'phone_number', Value: user.phone });
  if (user.custNo) attributes.push({ Name: 'custom:custNo', Value: user.custNo });
  if (user.costCenter) attributes.push({ Name: 'custom:costCenter', Value: user.costCenter });
  return {
    Username: user.id,
    UserAttributes: attributes,
    ...(user.mfa === 'SMS' ? { PreferredMfaSetting: 'SMS_MFA', UserMFASettingList: ['SMS_MFA'] } : {}),
  };
};

export const changePassword = async (context: IdentityProviderContext, body: unknown): Promise<Json> => {
  const ctx = resolve(context);
  const input = parse(ChangePasswordInput, body);
  const { user, verified } = await userOfAccessToken(ctx, input.AccessToken);
  if (!isValidPassword(input.ProposedPassword)) throw identityErrors.invalidPassword();
  await reserveAttempt(ctx, user.id);
  if (!passwordMatches(ctx, user, input.PreviousPassword)) throw identityErrors.incorrectCredentials();
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, {
      ...passwordCredentials(ctx, user.id, input.ProposedPassword),
      ...lockoutColumns(emptyLockout()),
    });
    // Every other session ends at once; the one that changed the password goes on.
    await revokeRefreshTokensOfUser(tx, user.id, ctx.clock(), { exceptSessionId: verified.sessionId });
  });
  return {};
};

/** Ends every session of the user: its refresh tokens and the access tokens they issued. */
export const signOutEverywhere = async (
  db: Database | Transaction,
  userId: string,
  now: Date,
): Promise<void> => {
  await revokeRefreshTokensOfUser(db, userId, now);
};

export const globalSignOut = async (context: IdentityProviderContext, body: unknown): Promise<Json> => {
  const ctx = resolve(context);
  const { AccessToken } = parse(AccessTokenInput, body);
  const { user } = await userOfAccessToken(ctx, AccessToken);
  await ctx.db.transaction((tx) => signOutEverywhere(tx, user.id, ctx.clock()));
  return {};
};

const deviceOfUser = async (context: Resolved, user: UserRow, deviceKey: string): Promise<DeviceRow> => {
  const device = await findDevice(context.db, deviceKey);
  if (!device || device.userId !== user.id) throw identityErrors.deviceNotFound();
  return device;
};

export const confirmDevice = async (context: IdentityProviderContext, body: unknown): Promise<Json> => {
  const ctx = resolve(context);
  const input = parse(ConfirmDeviceInput, body);
  const { user } = await userOfAccessToken(ctx, input.AccessToken);
  const device = await deviceOfUser(ctx, user, input.DeviceKey);
  if (device.confirmedAt) throw identityErrors.invalidParameter('Device already confirmed');
  let verifier: { saltHex: string; verifierHex: string };
  try {
    verifier = parseDeviceSecretVerifierConfig(input.DeviceSecretVerifierConfig);
  } catch (error) {
    throw srpFailure(error);
  }
  await updateDevice(ctx.db, device.deviceKey, {
    srpSalt: verifier.saltHex,
    srpVerifier: ctx.crypto.encryptField(verifier.verifierHex, deviceSecretContext(device.deviceKey)),
    name: input.DeviceName?.slice(0, 256) ?? null,
    confirmedAt: ctx.clock(),
  });
  // The user chooses whether to remember the browser (UpdateDeviceStatus); until then it is only tracked.
  return { UserConfirmationNecessary: true };
};

export const updateDeviceStatus = async (context: IdentityProviderContext, body: unknown): Promise<Json> => {
  const ctx = resolve(context);
  const input = parse(UpdateDeviceStatusInput, body);
  const { user } = await userOfAccessToken(ctx, input.AccessToken);
  const device = await deviceOfUser(ctx, user, input.DeviceKey);
  if (!device.confirmedAt) throw identityErrors.deviceNotFound();
  await updateDevice(ctx.db, device.deviceKey, { remembered: input.DeviceRememberedStatus === 'remembered' });
  return {};
};

export const forgetDevice = async (context: IdentityProviderContext, body: unknown): Promise<Json> => {
  const ctx = resolve(context);
  const input = parse(ForgetDeviceInput, body);
  const { user } = await userOfAccessToken(ctx, input.AccessToken);
  const device = await deviceOfUser(ctx, user, input.DeviceKey);
  await deleteDevice(ctx.db, device.deviceKey);
  return {};
};

export type IdentityOperation = (context: IdentityProviderContext, body: unknown) => Promise<Json>;

/** The operations of the public endpoint, by their X-Amz-Target name. */
export const IDENTITY_OPERATIONS: ReadonlyMap<string, IdentityOperation> = new Map([
  ['InitiateAuth', initiateAuth],
  ['RespondToAuthChallenge', respondToAuthChallenge],
  ['ForgotPassword', forgotPassword],
  ['ConfirmForgotPassword', confirmForgotPassword],
  ['ChangePassword', changePassword],
  ['GetUser', getUser],
  ['GlobalSignOut', globalSignOut],
  ['ConfirmDevice', confirmDevice],
  ['UpdateDeviceStatus', updateDeviceStatus],
  ['ForgetDevice', forgetDevice],
]);
