import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../platform/testing/test-app';
import { outboxMessages } from '../notifications/notifications.schema';
import { CODE_MAX_ATTEMPTS, hashCode, PASSWORD_RESET_WINDOW } from './codes';
import { passwordMatches } from './credentials';
import { IdentityError } from './errors';
import { idpCodes, users } from './identity.schema';
import {
  changePassword,
  confirmForgotPassword,
  forgotPassword,
  globalSignOut,
  type IdentityProviderContext,
  initiateAuth,
  openSession,
} from './identity-provider.service';
import { createUser, setPassword } from './user-admin.service';

// An attacker who knows only a user's e-mail, or who holds one of the user's sessions.

const PASSWORD = 'Granska!2026';
const NEW_PASSWORD = 'Nytt&Losen9';
const ATTACKER_PASSWORD = 'Attack&Losen9';
/** The code the tests plant in place of the mailed one, so that "the right code" is known. */
const KNOWN_CODE = '424242';

const testApp = testAppForFile();
let provider: IdentityProviderContext;

beforeAll(async () => {
  provider = testApp.app.identityRuntime.provider;
});

let counter = 0;
const newUser = async () => {
  counter += 1;
  const email = `takeover${counter}@granska.test`;
  const admin = { db: provider.db, crypto: provider.crypto, userPoolId: provider.userPoolId };
  const { userId } = await createUser(
    admin,
    { email, groups: ['Coordinator'] },
    { sendTemporaryPassword: false },
  );
  await setPassword(admin, userId, PASSWORD, { permanent: true });
  return { userId, email };
};

const userRow = async (userId: string) =>
  (await provider.db.select().from(users).where(eq(users.id, userId)))[0];

const hasPassword = async (userId: string, password: string) => {
  const row = await userRow(userId);
  return (
    row !== undefined && passwordMatches({ crypto: provider.crypto, poolName: 'GranskaLocal' }, row, password)
  );
};

const requestCode = (email: string, context = provider) =>
  forgotPassword(context, { ClientId: provider.clientId, Username: email });

const plantKnownCode = async (userId: string) => {
  const hash = hashCode(KNOWN_CODE, provider.crypto.deriveKey('identity-codes'));
  await provider.db
    .update(idpCodes)
    .set({ hash })
    .where(and(eq(idpCodes.userId, userId), eq(idpCodes.purpose, 'password-reset')));
};

const guess = (email: string, code: string, context = provider) =>
  confirmForgotPassword(context, {
    ClientId: provider.clientId,
    Username: email,
    ConfirmationCode: code,
    Password: ATTACKER_PASSWORD,
  }).then(
    () => 'accepted',
    (error: unknown) => {
      if (error instanceof IdentityError) return error.type;
      throw error;
    },
  );

const resetMailsTo = async () =>
  (await provider.db.select().from(outboxMessages).where(eq(outboxMessages.category, 'password-reset')))
    .length;

describe('guessing a reset code', () => {
  it('10 000 guesses, 200 at a time, the right code among them, are evaluated at most five times and never reach it', async () => {
    const { userId, email } = await newUser();
    await requestCode(email);
    await plantKnownCode(userId);
    // Every 100th guess is the right code, the first one in the first concurrent batch.
    const guesses = Array.from({ length: 10_000 }, (_, index) =>
      index % 100 === 50 ? KNOWN_CODE : String(100_000 + index),
    );
    const answers: string[] = [];
    for (let start = 0; start < guesses.length; start += 200) {
      answers.push(
        ...(await Promise.all(guesses.slice(start, start + 200).map((code) => guess(email, code)))),
      );
    }
    expect(answers).not.toContain('accepted');
    expect(answers.filter((answer) => answer === 'CodeMismatchException').length).toBeLessThanOrEqual(
      CODE_MAX_ATTEMPTS,
    );
    expect(new Set(answers)).toEqual(
      new Set(['CodeMismatchException', 'TooManyRequestsException', 'LimitExceededException']),
    );
    expect(await hasPassword(userId, ATTACKER_PASSWORD)).toBe(false);
    expect(await hasPassword(userId, PASSWORD)).toBe(true);
    // Ten thousand calls: longer than the usual test.
  }, 180_000);

  it('gets no fresh tries from a new code, and wrong codes count toward the lockout', async () => {
    const { userId, email } = await newUser();
    let now = Date.now();
    const clocked = { ...provider, now: () => new Date(now) };
    await requestCode(email, clocked);
    for (let attempt = 1; attempt <= CODE_MAX_ATTEMPTS; attempt++) {
      expect(await guess(email, `00000${attempt}`, clocked)).toBe('CodeMismatchException');
      expect((await userRow(userId))?.failedLogins).toBe(attempt);
    }
    expect(await guess(email, '000009', clocked)).toBe('TooManyRequestsException');
    // Past the lock, a new code in the same hour: even the right one is not compared.
    now += 2000;
    await requestCode(email, clocked);
    await plantKnownCode(userId);
    expect(await guess(email, KNOWN_CODE, clocked)).toBe('LimitExceededException');
    expect(await hasPassword(userId, PASSWORD)).toBe(true);
  });

  it('sends a few reset e-mails an hour, and answers the same after them', async () => {
    const { email } = await newUser();
    const before = await resetMailsTo();
    const answers = [];
    for (let request = 0; request < PASSWORD_RESET_WINDOW.maxSends + 3; request++) {
      answers.push(await requestCode(email));
    }
    expect(await resetMailsTo()).toBe(before + PASSWORD_RESET_WINDOW.maxSends);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it('still lets the user reset with the right code', async () => {
    const { userId, email } = await newUser();
    await requestCode(email);
    await plantKnownCode(userId);
    expect(await guess(email, '000000')).toBe('CodeMismatchException');
    expect(await guess(email, KNOWN_CODE)).toBe('accepted');
    expect(await hasPassword(userId, ATTACKER_PASSWORD)).toBe(true);
    expect((await userRow(userId))?.failedLogins).toBe(0);
  });
});

describe('ending sessions', () => {
  const authenticates = (token: string) =>
    testApp.app.identityRuntime.authenticate(token).then(
      () => true,
      () => false,
    );
  const refreshes = (refreshToken: string) =>
    initiateAuth(provider, {
      ClientId: provider.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }).then(
      () => true,
      () => false,
    );

  it('a password change ends every other session at once, and keeps the one that changed it', async () => {
    const { userId } = await newUser();
    const mine = await openSession(provider, userId);
    const attackers = await openSession(provider, userId);
    expect(await authenticates(attackers.AccessToken)).toBe(true);
    await changePassword(provider, {
      AccessToken: mine.AccessToken,
      PreviousPassword: PASSWORD,
      ProposedPassword: NEW_PASSWORD,
    });
    expect(await authenticates(attackers.AccessToken)).toBe(false);
    expect(await refreshes(attackers.RefreshToken)).toBe(false);
    expect(await authenticates(mine.AccessToken)).toBe(true);
    expect(await refreshes(mine.RefreshToken)).toBe(true);
  });

  it('a reset ends every session at once', async () => {
    const { userId, email } = await newUser();
    const session = await openSession(provider, userId);
    await requestCode(email);
    await plantKnownCode(userId);
    expect(await guess(email, KNOWN_CODE)).toBe('accepted');
    expect(await authenticates(session.AccessToken)).toBe(false);
    expect(await refreshes(session.RefreshToken)).toBe(false);
  });

  it('a global sign-out ends tokens issued in the same second', async () => {
    const { userId } = await newUser();
    const session = await openSession(provider, userId);
    const sameSecond = await openSession(provider, userId);
    await globalSignOut(provider, { AccessToken: session.AccessToken });
    expect(await authenticates(sameSecond.AccessToken)).toBe(false);
    expect(await authenticates(session.AccessToken)).toBe(false);
  });
});
