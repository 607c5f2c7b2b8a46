import { LOGIN_ERROR_FALLBACK, loginErrorMessage } from '@granska/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  type Answer,
  accessToken,
  authenticationResult,
  type Call,
  EMAIL,
  fail,
  fakeUserPool,
  idToken,
  newPasswordChallenge,
  smsChallenge,
  USER_ID,
} from '../../test/fake-user-pool';
import { createCognitoIdentityClient } from './cognito-identity-client';
import type { IdentityError } from './identity-client';
import { createTokenStorage } from './token-storage';

const CLIENT_ID = 'test-client';
const ENDPOINT = 'http://localhost:3000/idp';
const KEY = `CognitoIdentityServiceProvider.${CLIENT_ID}`;

const setup = (
  handle?: (call: Call, calls: Call[]) => Answer | undefined,
  storage = createTokenStorage(),
) => {
  const pool = fakeUserPool(handle);
  vi.stubGlobal('fetch', pool.fetchFn);
  const client = () =>
    createCognitoIdentityClient({
      userPoolId: 'eu-north-1_Test',
      clientId: CLIENT_ID,
      endpoint: ENDPOINT,
      storage,
    });
  return { ...pool, storage, client: client(), newClient: client };
};

const failure = async (promise: Promise<unknown>): Promise<IdentityError> => {
  try {
    await promise;
  } catch (error) {
    return error as IdentityError;
  }
  throw new Error('expected a failure');
};

const challenge = (call: Call) => call.body.ChallengeName;

describe('the identity client on the official user-pool client', () => {
  it('logs in with SRP against the configured endpoint and keeps the tokens in local storage', async () => {
    const { client, calls } = setup();
    const step = await client.signIn(` ${EMAIL} `, 'Åsa12345!');
    expect(step.kind).toBe('signedIn');
    if (step.kind !== 'signedIn') return;
    expect(step.tokens.idToken.split('.')).toHaveLength(3);

    const [initiate, verify] = calls;
    expect(initiate?.url).toBe(ENDPOINT);
    expect(initiate?.operation).toBe('InitiateAuth');
    expect(initiate?.body).toMatchObject({ AuthFlow: 'USER_SRP_AUTH', ClientId: CLIENT_ID });
    expect(initiate?.body.AuthParameters).toMatchObject({
      USERNAME: EMAIL,
      SRP_A: expect.stringMatching(/^[0-9a-f]+$/),
    });
    expect(verify?.body.ChallengeName).toBe('PASSWORD_VERIFIER');
    // After SRP the client names the user by the provider's internal id, not the e-mail.
    expect(verify?.body.ChallengeResponses).toMatchObject({
      USERNAME: USER_ID,
      PASSWORD_CLAIM_SECRET_BLOCK: btoa('opaque-secret-block-0001'),
      PASSWORD_CLAIM_SIGNATURE: expect.any(String),
      TIMESTAMP: expect.stringMatching(/UTC \d{4}$/),
    });
    expect(window.localStorage.getItem(`${KEY}.LastAuthUser`)).toBe(USER_ID);
    expect(window.localStorage.getItem(`${KEY}.${USER_ID}.idToken`)).toBe(step.tokens.idToken);
  });

  it.each([
    ['UserNotFoundException', 'InitiateAuth', 'Användaren existerar inte'],
    ['NotAuthorizedException', 'RespondToAuthChallenge', 'Fel email eller lösenord'],
    ['TooManyRequestsException', 'RespondToAuthChallenge', 'För många försök. Försök igen senare'],
    ['InternalErrorException', 'InitiateAuth', LOGIN_ERROR_FALLBACK],
  ])('reports %s from %s with its exception name (%s)', async (exception, operation, text) => {
    const { client } = setup((call) =>
      call.operation === operation
        ? fail(exception, 'refused', exception === 'InternalErrorException' ? 500 : 400)
        : undefined,
    );
    const error = await failure(client.signIn(EMAIL, 'wrong'));
    expect(error.code).toBe(exception);
    expect(loginErrorMessage(error)).toBe(text);
    expect(window.localStorage.getItem(`${KEY}.LastAuthUser`)).toBeNull();
  });

  it('reports an unreachable provider as a failed log-in', async () => {
    const { client } = setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(client.signIn(EMAIL, 'x'));
    expect(error.code).toBe('NetworkError');
    expect(loginErrorMessage(error)).toBe(LOGIN_ERROR_FALLBACK);
  });

  it('asks for the SMS code, refuses a wrong one with Fel SMSkod, and logs in with the right one', async () => {
    const { client, calls } = setup((call) => {
      if (challenge(call) === 'PASSWORD_VERIFIER') return smsChallenge();
      if (challenge(call) === 'SMS_MFA') {
        return call.body.ChallengeResponses?.SMS_MFA_CODE === '123456'
          ? { body: authenticationResult() }
          : fail('CodeMismatchException');
      }
      return undefined;
    });
    expect(await client.signIn(EMAIL, 'Åsa12345!')).toEqual({ kind: 'smsCode', destination: '+*******4567' });
    const wrong = await failure(client.answerSmsCode('000000', false));
    expect(loginErrorMessage(wrong)).toBe('Fel SMSkod');
    expect((await client.answerSmsCode('123456', false)).kind).toBe('signedIn');
    const answers = calls.filter((call) => challenge(call) === 'SMS_MFA');
    expect(answers.map((call) => call.body.Session)).toEqual(['session-2', 'session-2']);
    expect(answers[1]?.body.ChallengeResponses).toMatchObject({ USERNAME: USER_ID, SMS_MFA_CODE: '123456' });
  });

  it.each([
    [true, ['ConfirmDevice', 'UpdateDeviceStatus']],
    [false, ['ConfirmDevice']],
  ])('remembers the browser after an SMS log-in only when asked (%s)', async (remember, deviceCalls) => {
    const { client, calls, operations } = setup((call) => {
      if (challenge(call) === 'PASSWORD_VERIFIER') return smsChallenge();
      if (challenge(call) === 'SMS_MFA') return { body: authenticationResult({ device: true }) };
      return undefined;
    });
    await client.signIn(EMAIL, 'Åsa12345!');
    expect((await client.answerSmsCode('123456', remember)).kind).toBe('signedIn');
    expect(operations().slice(3)).toEqual(deviceCalls);
    expect(calls.find((call) => call.operation === 'ConfirmDevice')?.body).toMatchObject({
      DeviceKey: 'eu-north-1_device-1',
      DeviceSecretVerifierConfig: { PasswordVerifier: expect.any(String), Salt: expect.any(String) },
    });
    if (remember) {
      expect(calls.at(-1)?.body).toMatchObject({
        DeviceKey: 'eu-north-1_device-1',
        DeviceRememberedStatus: 'remembered',
      });
    }
    expect(window.localStorage.getItem(`${KEY}.${USER_ID}.deviceKey`)).toBe('eu-north-1_device-1');
  });

  it('still logs in when remembering the browser fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = setup((call) => {
      if (challenge(call) === 'PASSWORD_VERIFIER') return smsChallenge();
      if (challenge(call) === 'SMS_MFA') return { body: authenticationResult({ device: true }) };
      if (call.operation === 'UpdateDeviceStatus') return fail('InvalidParameterException');
      return undefined;
    });
    await client.signIn(EMAIL, 'Åsa12345!');
    expect((await client.answerSmsCode('123456', true)).kind).toBe('signedIn');
  });

  it('sets the first password with no attributes sent back, then may ask for the SMS code', async () => {
    const { client, calls } = setup((call) => {
      if (challenge(call) === 'PASSWORD_VERIFIER') return newPasswordChallenge();
      if (challenge(call) === 'NEW_PASSWORD_REQUIRED') return smsChallenge();
      return undefined;
    });
    expect(await client.signIn(EMAIL, 'Temp1234!')).toEqual({ kind: 'newPassword' });
    expect(await client.completeNewPassword('Åsa12345!')).toEqual({
      kind: 'smsCode',
      destination: '+*******4567',
    });
    const answer = calls.find((call) => challenge(call) === 'NEW_PASSWORD_REQUIRED');
    expect(answer?.body.Session).toBe('session-3');
    expect(answer?.body.ChallengeResponses).toEqual({ NEW_PASSWORD: 'Åsa12345!', USERNAME: USER_ID });
    expect((await client.answerSmsCode('123456', false)).kind).toBe('signedIn');
  });

  it('refuses a challenge answer when no log-in is waiting', async () => {
    const { client } = setup();
    await expect(client.answerSmsCode('123456', false)).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
    await client.signIn(EMAIL, 'Åsa12345!');
    client.cancelSignIn();
    await expect(client.completeNewPassword('Åsa12345!')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
  });

  it('resets a forgotten password: code by e-mail, then code and new password', async () => {
    const { client, calls } = setup((call) =>
      call.operation === 'ConfirmForgotPassword' && call.body.ConfirmationCode !== '654321'
        ? fail('CodeMismatchException')
        : undefined,
    );
    expect(await client.forgotPassword(` ${EMAIL}`)).toEqual({ destination: 'a***@e***' });
    expect(calls[0]?.body).toMatchObject({ ClientId: CLIENT_ID, Username: EMAIL });
    expect(loginErrorMessage(await failure(client.confirmForgotPassword(EMAIL, '111111', 'Åsa12345!')))).toBe(
      'Fel SMSkod',
    );
    await client.confirmForgotPassword(EMAIL, ' 654321 ', 'Åsa12345!');
    expect(calls.at(-1)?.body).toMatchObject({
      Username: EMAIL,
      ConfirmationCode: '654321',
      Password: 'Åsa12345!',
    });
  });

  it('reports an unknown user asking for a reset', async () => {
    const { client } = setup(() => fail('UserNotFoundException'));
    expect(loginErrorMessage(await failure(client.forgotPassword(EMAIL)))).toBe('Användaren existerar inte');
  });

  it('restores a stored session without asking the provider, and refreshes an expired one', async () => {
    const first = setup();
    await first.client.signIn(EMAIL, 'Åsa12345!');
    const restored = await first.newClient().restore();
    expect(restored?.idToken).toBe(window.localStorage.getItem(`${KEY}.${USER_ID}.idToken`));
    expect(first.calls).toHaveLength(2);

    const past = Math.floor(Date.now() / 1000) - 7200;
    window.localStorage.setItem(`${KEY}.${USER_ID}.idToken`, idToken({ iat: past }));
    window.localStorage.setItem(`${KEY}.${USER_ID}.accessToken`, accessToken({ iat: past }));
    window.localStorage.setItem(`${KEY}.${USER_ID}.clockDrift`, '0');
    const refreshed = await first.newClient().restore();
    const refresh = first.calls.at(-1);
    expect(refresh?.body).toMatchObject({ AuthFlow: 'REFRESH_TOKEN_AUTH' });
    expect(refresh?.body.AuthParameters).toMatchObject({ REFRESH_TOKEN: 'refresh-token-1' });
    expect(refreshed?.accessToken).toBe(window.localStorage.getItem(`${KEY}.${USER_ID}.accessToken`));
    // No new refresh token in the answer: the old one is kept.
    expect(window.localStorage.getItem(`${KEY}.${USER_ID}.refreshToken`)).toBe('refresh-token-1');
  });

  it('finds no session when nothing is stored, and forgets an unusable one', async () => {
    const { client, calls } = setup();
    expect(await client.restore()).toBeNull();
    window.localStorage.setItem(`${KEY}.LastAuthUser`, USER_ID);
    window.localStorage.setItem(`${KEY}.${USER_ID}.idToken`, 'not-a-token');
    window.localStorage.setItem(`${KEY}.${USER_ID}.accessToken`, 'not-a-token');
    expect(await client.restore()).toBeNull();
    expect(calls).toHaveLength(0);
    expect(window.localStorage.getItem(`${KEY}.LastAuthUser`)).toBeNull();
    expect(window.localStorage.getItem(`${KEY}.${USER_ID}.idToken`)).toBeNull();
  });

  it('refreshes with the refresh token on demand', async () => {
    const { client, calls } = setup();
    const step = await client.signIn(EMAIL, 'Åsa12345!');
    const tokens = await client.refresh();
    expect(calls.at(-1)?.body.AuthParameters).toMatchObject({ REFRESH_TOKEN: 'refresh-token-1' });
    expect(step.kind === 'signedIn' && tokens.accessToken !== step.tokens.accessToken).toBe(true);
  });

  it('changes the password with the access token and signs out everywhere', async () => {
    const { client, calls } = setup((call) =>
      call.operation === 'ChangePassword' && call.body.PreviousPassword !== 'Åsa12345!'
        ? fail('NotAuthorizedException')
        : undefined,
    );
    const step = await client.signIn(EMAIL, 'Åsa12345!');
    if (step.kind !== 'signedIn') throw new Error('not signed in');
    expect(loginErrorMessage(await failure(client.changePassword('wrong', 'Nytt1234!')))).toBe(
      'Fel email eller lösenord',
    );
    await client.changePassword('Åsa12345!', 'Nytt1234!');
    expect(calls.at(-1)?.body).toMatchObject({
      AccessToken: step.tokens.accessToken,
      PreviousPassword: 'Åsa12345!',
      ProposedPassword: 'Nytt1234!',
    });
    await client.globalSignOut();
    expect(calls.at(-1)).toMatchObject({
      operation: 'GlobalSignOut',
      body: { AccessToken: step.tokens.accessToken },
    });
    expect(window.localStorage.getItem(`${KEY}.LastAuthUser`)).toBeNull();
  });

  it('keeps the remembered browser’s device key when signing out here', async () => {
    const { client } = setup((call) =>
      challenge(call) === 'PASSWORD_VERIFIER' ? { body: authenticationResult({ device: true }) } : undefined,
    );
    await client.signIn(EMAIL, 'Åsa12345!');
    client.signOutLocally();
    expect(window.localStorage.getItem(`${KEY}.LastAuthUser`)).toBeNull();
    expect(window.localStorage.getItem(`${KEY}.${USER_ID}.accessToken`)).toBeNull();
    expect(window.localStorage.getItem(`${KEY}.${USER_ID}.deviceKey`)).toBe('eu-north-1_device-1');
  });

  it('works with tokens in memory when local storage is unavailable', async () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      key: () => null,
      length: 0,
      clear: () => {},
    } as unknown as Storage;
    const storage = createTokenStorage(() => broken);
    const { client, newClient } = setup(undefined, storage);
    expect((await client.signIn(EMAIL, 'Åsa12345!')).kind).toBe('signedIn');
    expect(storage.getItem(`${KEY}.LastAuthUser`)).toBe(USER_ID);
    expect(await newClient().restore()).not.toBeNull();
    expect(window.localStorage.length).toBe(0);
  });
});
