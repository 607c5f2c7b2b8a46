import { landingPage } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD } from '../seed/demo-users';
import { users } from './identity.schema';
import {
  type ClientUserFull,
  callIdp,
  clientUser,
  codeIn,
  completeNewPassword,
  confirmedUser,
  type LiveIdentityProvider,
  lastMessage,
  logIn,
  NEW_PASSWORD,
  onSuccessOf,
  PASSWORD,
  promisify,
  sendMfaCode,
  startLiveIdentityProvider,
} from './identity-provider.test-support';
import { type ClientSession, client, memoryStorage } from './official-client.test-support';
import { issueTokens } from './tokens';
import { createUser, setEnabled } from './user-admin.service';

// The unmodified amazon-cognito-identity-js client against the real endpoint on a listening app, and
// raw calls for what the client would never send. One app for the file: each log-in costs ~350 ms.

let idp: LiveIdentityProvider;
beforeAll(async () => {
  idp = await startLiveIdentityProvider({ seed: true });
});
afterAll(() => idp.close());

const expectFailure = async (promise: Promise<unknown>, code: string, message?: string) => {
  const error = (await promise.then(
    () => {
      throw new Error(`expected ${code}`);
    },
    (caught: unknown) => caught,
  )) as { code?: string; message?: string };
  expect(error.code).toBe(code);
  if (message) expect(error.message).toBe(message);
};

const refreshTokenOf = (user: ClientUserFull): string => {
  const session = user.getSignInUserSession();
  if (!session) throw new Error('not logged in');
  return (session.getRefreshToken() as { getToken(): string }).getToken();
};

const refreshWith = (token: string) =>
  callIdp(idp, 'InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: idp.testApp.config.userPoolClientId,
    AuthParameters: { REFRESH_TOKEN: token, DEVICE_KEY: null },
  });

describe('password log-in (SRP)', () => {
  it('logs in and gets tokens with the pool claims', async () => {
    const { email, userId } = await confirmedUser(idp, { groups: ['Coordinator'], custNo: '1001' });
    const result = await logIn(clientUser(idp, email), email, PASSWORD);
    expect(result.kind).toBe('success');
    const session = result.session;
    expect(session?.isValid()).toBe(true);
    const access = session?.getAccessToken().payload ?? {};
    expect(access).toMatchObject({ sub: userId, token_use: 'access', 'cognito:groups': ['Coordinator'] });
    expect(access.iss).toBe(`http://localhost:3000/idp/${idp.testApp.config.userPoolId}`);
    expect(access.origin_jti).toBeUndefined();
    expect(session?.getIdToken().payload).toMatchObject({ email, 'custom:custNo': '1001', token_use: 'id' });
  });

  it('takes the e-mail in any case', async () => {
    const { email } = await confirmedUser(idp);
    const result = await logIn(clientUser(idp, email.toUpperCase()), email.toUpperCase(), PASSWORD);
    expect(result.kind).toBe('success');
  });

  it('answers a wrong password and an unknown user as the hosted pool does', async () => {
    const { email } = await confirmedUser(idp);
    await expectFailure(
      logIn(clientUser(idp, email), email, 'Fel!losen1'),
      'NotAuthorizedException',
      'Incorrect username or password.',
    );
    await expectFailure(
      logIn(clientUser(idp, 'nobody@granska.test'), 'nobody@granska.test', PASSWORD),
      'UserNotFoundException',
    );
  });

  it('refuses a disabled user and revokes its refresh tokens', async () => {
    const { email, userId } = await confirmedUser(idp);
    const user = clientUser(idp, email);
    const { session } = await logIn(user, email, PASSWORD);
    await setEnabled(idp.admin, userId, false);
    await expectFailure(
      logIn(clientUser(idp, email), email, PASSWORD),
      'NotAuthorizedException',
      'User is disabled.',
    );
    expect(session).toBeDefined();
    expect((await refreshWith(refreshTokenOf(user))).body).toMatchObject({
      __type: 'NotAuthorizedException',
    });
    await setEnabled(idp.admin, userId, true);
    expect((await logIn(clientUser(idp, email), email, PASSWORD)).kind).toBe('success');
  });

  it('locks the account after 5 failures with TooManyRequestsException, even for the right password', async () => {
    const { email, userId } = await confirmedUser(idp);
    for (let attempt = 0; attempt < 5; attempt++) {
      await expectFailure(logIn(clientUser(idp, email), email, 'Fel!losen1'), 'NotAuthorizedException');
    }
    const [locked] = await idp.testApp.database.db.select().from(users).where(eq(users.id, userId));
    expect(locked?.lockedUntil).toBeInstanceOf(Date);
    // The first lock lasts a second; a log-in on a busy machine can take longer, so the test holds it.
    await idp.testApp.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(users.id, userId));
    await expectFailure(logIn(clientUser(idp, email), email, PASSWORD), 'TooManyRequestsException');
    // Once the lock has run out, the right password works again and the count starts over.
    await idp.testApp.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, userId));
    expect((await logIn(clientUser(idp, email), email, PASSWORD)).kind).toBe('success');
    const [row] = await idp.testApp.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.failedLogins).toBe(0);
  });
});

describe('the demo users', () => {
  it('log in with the shared password and carry their groups and customer', async () => {
    const result = await logIn(
      clientUser(idp, 'bestallare@byggbevakning.example'),
      'bestallare@byggbevakning.example',
      DEMO_PASSWORD,
    );
    const groups = result.session?.getAccessToken().payload['cognito:groups'] as string[];
    expect(landingPage(groups)).toBe('/background-check');
    expect(result.session?.getIdToken().payload['custom:custNo']).toBe('1002');
    const first = await logIn(clientUser(idp, 'ny@granska.test'), 'ny@granska.test', DEMO_TEMPORARY_PASSWORD);
    expect(first.kind).toBe('new-password');
  });
});

describe('first log-in (NEW_PASSWORD_REQUIRED)', () => {
  it('mails a temporary password, then asks for a new one that follows the policy', async () => {
    const email = `forsta-${Date.now()}@granska.test`;
    await createUser(idp.admin, { email, groups: ['Analyst'] });
    const mail = await lastMessage(idp, email, 'temporary-password');
    const temporary = /Tillfälligt lösenord: (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(temporary).not.toBe('');

    const user = clientUser(idp, email);
    const first = await logIn(user, email, temporary);
    expect(first.kind).toBe('new-password');
    expect(first.parameters).toMatchObject({ attributes: { email }, required: [] });
    await expectFailure(completeNewPassword(user, 'kort'), 'InvalidPasswordException');
    const done = await completeNewPassword(user, NEW_PASSWORD);
    expect(done.kind).toBe('success');
    expect(done.session?.getAccessToken().payload['cognito:groups']).toEqual(['Analyst']);

    expect((await logIn(clientUser(idp, email), email, NEW_PASSWORD)).kind).toBe('success');
    await expectFailure(logIn(clientUser(idp, email), email, temporary), 'NotAuthorizedException');
  });
});

describe('SMS code and remembered devices', () => {
  const phone = '+46701234567';

  it('sends a code by SMS, answers a wrong one with CodeMismatchException, accepts the right one', async () => {
    const { email } = await confirmedUser(idp, { phone, mfa: 'SMS' });
    const user = clientUser(idp, email);
    const challenge = await logIn(user, email, PASSWORD);
    expect(challenge.kind).toBe('mfa');
    expect(challenge.parameters).toMatchObject({
      CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
      CODE_DELIVERY_DESTINATION: '+*******4567',
    });
    const sms = await lastMessage(idp, phone, 'mfa-code');
    const code = codeIn(sms?.body);
    const wrong = code === '000000' ? '111111' : '000000';
    await expectFailure(sendMfaCode(user, wrong), 'CodeMismatchException');
    const done = await sendMfaCode(user, code);
    expect(done.kind).toBe('success');
    expect(done.session?.isValid()).toBe(true);
    // The browser is tracked; the user decides whether to remember it.
    expect(done.userConfirmationNecessary).toBe(true);
    await expectFailure(sendMfaCode(user, code), 'NotAuthorizedException');
  });

  it('ends the log-in after five wrong codes', async () => {
    const { email } = await confirmedUser(idp, { phone: '+46701112299', mfa: 'SMS' });
    const user = clientUser(idp, email);
    await logIn(user, email, PASSWORD);
    const code = codeIn((await lastMessage(idp, '+46701112299', 'mfa-code'))?.body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++)
      await expectFailure(sendMfaCode(user, wrong), 'CodeMismatchException');
    await expectFailure(sendMfaCode(user, code), 'NotAuthorizedException', 'Invalid session for the user.');
  });

  it('skips the SMS step on a remembered device', async () => {
    const { email } = await confirmedUser(idp, { phone: '+46709876543', mfa: 'SMS' });
    const storage = memoryStorage();
    const user = clientUser(idp, email, storage);
    await logIn(user, email, PASSWORD);
    await sendMfaCode(user, codeIn((await lastMessage(idp, '+46709876543', 'mfa-code'))?.body));
    await onSuccessOf((callbacks) => user.setDeviceStatusRemembered(callbacks));
    const smsBefore = await lastMessage(idp, '+46709876543', 'mfa-code');

    const again = await logIn(clientUser(idp, email, storage), email, PASSWORD);
    expect(again.kind).toBe('success');
    expect(again.session?.isValid()).toBe(true);
    expect((await lastMessage(idp, '+46709876543', 'mfa-code'))?.id).toBe(smsBefore?.id);

    // Another browser still gets a code.
    expect((await logIn(clientUser(idp, email), email, PASSWORD)).kind).toBe('mfa');
  });
});

describe('sessions', () => {
  it('refreshes with the refresh token when the access token has expired', async () => {
    const { email, userId } = await confirmedUser(idp);
    const storage = memoryStorage();
    const user = clientUser(idp, email, storage);
    const { session } = await logIn(user, email, PASSWORD);
    const authTime = session?.getAccessToken().payload.auth_time;

    // Swap the cached tokens for ones that expired an hour ago, as the browser would hold them.
    const { provider } = idp.testApp.app.identityRuntime;
    const old = await issueTokens({
      key: await provider.keys.signingKey(),
      issuer: provider.issuer,
      clientId: provider.clientId,
      subject: { userId, email, emailVerified: true, groups: [] },
      authTime: Number(authTime),
      now: new Date(Date.now() - 2 * 60 * 60 * 1000),
    });
    const prefix = `CognitoIdentityServiceProvider.${idp.testApp.config.userPoolClientId}.${userId}`;
    storage.setItem(`${prefix}.accessToken`, old.accessToken);
    storage.setItem(`${prefix}.idToken`, old.idToken);

    // A new page load: the client finds the expired access token in storage and refreshes.
    const cached = new client.CognitoUser({ Username: userId, Pool: idp.pool(storage), Storage: storage });
    const refreshed = await promisify<ClientSession>((done) =>
      (cached as unknown as ClientUserFull).getSession(done),
    );
    expect(refreshed?.isValid()).toBe(true);
    expect(refreshed?.getAccessToken().getJwtToken()).not.toBe(old.accessToken);
    expect(refreshed?.getAccessToken().payload.auth_time).toBe(authTime);
  });

  it('changes the password with the old one', async () => {
    const { email } = await confirmedUser(idp);
    const user = clientUser(idp, email);
    await logIn(user, email, PASSWORD);
    await expectFailure(
      promisify((done) => user.changePassword('Fel!losen1', NEW_PASSWORD, done)),
      'NotAuthorizedException',
    );
    await expectFailure(
      promisify((done) => user.changePassword(PASSWORD, 'utan-siffror', done)),
      'InvalidPasswordException',
    );
    expect(await promisify((done) => user.changePassword(PASSWORD, NEW_PASSWORD, done))).toBe('SUCCESS');
    expect((await logIn(clientUser(idp, email), email, NEW_PASSWORD)).kind).toBe('success');
  });

  it('reads the user with GetUser', async () => {
    const { email, userId } = await confirmedUser(idp, { phone: '+46705550000', custNo: '1002' });
    const user = clientUser(idp, email);
    await logIn(user, email, PASSWORD);
    const attributes = (await promisify((done) => user.getUserAttributes(done))) as {
      Name: string;
      Value: string;
    }[];
    const byName = Object.fromEntries(attributes.map((attribute) => [attribute.Name, attribute.Value]));
    expect(byName).toMatchObject({
      sub: userId,
      email,
      phone_number: '+46705550000',
      'custom:custNo': '1002',
    });
  });

  it('signs out everywhere: refresh and the old access token stop working', async () => {
    const { email } = await confirmedUser(idp);
    const user = clientUser(idp, email);
    const { session } = await logIn(user, email, PASSWORD);
    const refresh = refreshTokenOf(user);
    expect((await refreshWith(refresh)).status).toBe(200);
    const accessToken = session?.getAccessToken().getJwtToken() ?? '';
    // Access tokens issued in the same second as the sign-out are still accepted.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await onSuccessOf((callbacks) => user.globalSignOut(callbacks));
    // (Raw calls: the client retries a failed refresh for about six seconds.)
    expect((await refreshWith(refresh)).body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
    const getUser = await callIdp(idp, 'GetUser', { AccessToken: accessToken });
    expect(getUser.status).toBe(400);
    expect(getUser.body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  });
});

describe('forgotten password', () => {
  it('mails a code to a masked address and sets the new password with it', async () => {
    const { email } = await confirmedUser(idp);
    const user = clientUser(idp, email);
    const delivery = await onSuccessOf<{ CodeDeliveryDetails: Record<string, string> }>((callbacks) =>
      user.forgotPassword(callbacks),
    );
    expect(delivery.CodeDeliveryDetails).toEqual({
      Destination: `${email.charAt(0)}***@g***.test`,
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const code = codeIn((await lastMessage(idp, email, 'password-reset'))?.body);
    const wrong = code === '000000' ? '111111' : '000000';
    await expectFailure(
      onSuccessOf((callbacks) => user.confirmPassword(wrong, NEW_PASSWORD, callbacks)),
      'CodeMismatchException',
    );
    await expectFailure(
      onSuccessOf((callbacks) => user.confirmPassword(code, 'svagt', callbacks)),
      'InvalidPasswordException',
    );
    expect(await onSuccessOf((callbacks) => user.confirmPassword(code, NEW_PASSWORD, callbacks))).toBe(
      'SUCCESS',
    );
    expect((await logIn(clientUser(idp, email), email, NEW_PASSWORD)).kind).toBe('success');
    // Single use.
    await expectFailure(
      onSuccessOf((callbacks) => user.confirmPassword(code, PASSWORD, callbacks)),
      'CodeMismatchException',
    );
  });

  it('answers an unknown user with UserNotFoundException', async () => {
    await expectFailure(
      onSuccessOf((callbacks) => clientUser(idp, 'ingen@granska.test').forgotPassword(callbacks)),
      'UserNotFoundException',
    );
  });
});
