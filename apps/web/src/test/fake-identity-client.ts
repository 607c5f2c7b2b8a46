import { vi } from 'vitest';
import type { IdentityClient, SessionTokens } from '../app/session/identity-client';
import { createSessionController } from '../app/session/session-controller';
import { createTokenStorage, lastAuthUserKey } from '../app/session/token-storage';
import { accessToken, idToken, type TokenOptions, USER_ID } from './fake-user-pool';
import { testConfig } from './test-config';

export const tokensFor = (options: TokenOptions = {}): SessionTokens => ({
  idToken: idToken(options),
  accessToken: accessToken(options),
  clockDrift: 0,
});

/** An identity client whose every call is a mock: by default a password log-in succeeds. */
export const fakeIdentityClient = (options: TokenOptions = {}) => ({
  restore: vi.fn<IdentityClient['restore']>(async () => null),
  signIn: vi.fn<IdentityClient['signIn']>(async () => ({ kind: 'signedIn', tokens: tokensFor(options) })),
  answerSmsCode: vi.fn<IdentityClient['answerSmsCode']>(async () => ({
    kind: 'signedIn',
    tokens: tokensFor(options),
  })),
  completeNewPassword: vi.fn<IdentityClient['completeNewPassword']>(async () => ({
    kind: 'signedIn',
    tokens: tokensFor(options),
  })),
  cancelSignIn: vi.fn<IdentityClient['cancelSignIn']>(),
  refresh: vi.fn<IdentityClient['refresh']>(async () => tokensFor(options)),
  forgotPassword: vi.fn<IdentityClient['forgotPassword']>(async () => ({ destination: 'a***@e***' })),
  confirmForgotPassword: vi.fn<IdentityClient['confirmForgotPassword']>(async () => {}),
  changePassword: vi.fn<IdentityClient['changePassword']>(async () => {}),
  globalSignOut: vi.fn<IdentityClient['globalSignOut']>(async () => {}),
  signOutLocally: vi.fn<IdentityClient['signOutLocally']>(),
});
export type FakeIdentityClient = ReturnType<typeof fakeIdentityClient>;

/**
 * The real session controller on a fake identity client. `stored: true` starts as a returning
 * visitor (a session in storage), so the controller restores through `client.restore`.
 */
export const testSession = (client: FakeIdentityClient = fakeIdentityClient(), { stored = false } = {}) => {
  const storage = createTokenStorage(() => null);
  if (stored) storage.setItem(lastAuthUserKey(testConfig.clientId), USER_ID);
  const loadIdentityClient = vi.fn(async () => client);
  const controller = createSessionController({ clientId: testConfig.clientId, storage, loadIdentityClient });
  return { controller, client, storage, loadIdentityClient };
};
