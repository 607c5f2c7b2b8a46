import { createTestApp, type TestApp } from '../../platform/testing/test-app';
import { listOutbox } from '../notifications/notifications.service';
import {
  type ClientSession,
  type ClientStorage,
  type ClientUser,
  type ClientUserPool,
  client,
  memoryStorage,
} from './official-client.test-support';
import { type CreateUserInput, createUser, setPassword, type UserAdminDeps } from './user-admin.service';

// The app listening on a free port of 127.0.0.1, and the unmodified client pointed at its /idp.

export interface LiveIdentityProvider {
  testApp: TestApp;
  endpoint: string;
  admin: UserAdminDeps;
  pool(storage?: ClientStorage): ClientUserPool & { getClientId(): string };
  close(): Promise<void>;
}

export const startLiveIdentityProvider = async (
  options: { env?: Record<string, string>; seed?: boolean } = {},
): Promise<LiveIdentityProvider> => {
  const testApp = await createTestApp({ env: options.env ?? {}, seed: options.seed ?? false });
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const endpoint = `${address}/idp`;
  const { provider } = testApp.app.identityRuntime;
  return {
    testApp,
    endpoint,
    admin: { db: testApp.database.db, crypto: provider.crypto, userPoolId: provider.userPoolId },
    pool: (storage = memoryStorage()) =>
      new client.CognitoUserPool({
        UserPoolId: testApp.config.userPoolId,
        ClientId: testApp.config.userPoolClientId,
        endpoint,
        Storage: storage,
      }) as ClientUserPool & { getClientId(): string },
    close: () => testApp.close(),
  };
};

export const PASSWORD = 'Granska!2026';
export const NEW_PASSWORD = 'Nytt&Losen9';

let counter = 0;
/** A confirmed user with PASSWORD and a unique e-mail. */
export const confirmedUser = async (
  idp: LiveIdentityProvider,
  input: Partial<CreateUserInput> = {},
): Promise<{ userId: string; email: string }> => {
  counter += 1;
  const email = input.email ?? `user${counter}-${Date.now()}@granska.test`;
  const user = await createUser(
    idp.admin,
    { groups: ['Coordinator'], ...input, email },
    { sendTemporaryPassword: false },
  );
  await setPassword(idp.admin, user.userId, PASSWORD, { permanent: true });
  return { userId: user.userId, email };
};

export interface LogInResult {
  kind: 'success' | 'mfa' | 'new-password';
  session?: ClientSession;
  userConfirmationNecessary?: boolean;
  parameters?: unknown;
  user: ClientUser;
}

export interface ClientUserFull extends ClientUser {
  sendMFACode(code: string, callbacks: unknown, mfaType?: string): void;
  completeNewPasswordChallenge(password: string, attributes: unknown, callbacks: unknown): void;
  refreshSession(token: unknown, callback: (error: unknown, session: ClientSession) => void): void;
  forgotPassword(callbacks: unknown): void;
  confirmPassword(code: string, password: string, callbacks: unknown): void;
  changePassword(old: string, next: string, callback: (error: unknown, result: unknown) => void): void;
  globalSignOut(callbacks: unknown): void;
  setDeviceStatusRemembered(callbacks: unknown): void;
  getUserAttributes(callback: (error: unknown, attributes: { Name: string; Value: string }[]) => void): void;
  getSignInUserSession(): (ClientSession & { getRefreshToken(): unknown }) | null;
  getSession(callback: (error: unknown, session: ClientSession) => void): void;
}

const callbacks = (
  resolve: (result: Omit<LogInResult, 'user'>) => void,
  reject: (error: unknown) => void,
) => ({
  onSuccess: (session: ClientSession, userConfirmationNecessary?: boolean) =>
    resolve({
      kind: 'success',
      session,
      ...(userConfirmationNecessary ? { userConfirmationNecessary } : {}),
    }),
  onFailure: reject,
  mfaRequired: (_name: string, parameters: unknown) => resolve({ kind: 'mfa', parameters }),
  newPasswordRequired: (attributes: unknown, required: unknown) =>
    resolve({ kind: 'new-password', parameters: { attributes, required } }),
});

export const clientUser = (
  idp: LiveIdentityProvider,
  email: string,
  storage: ClientStorage = memoryStorage(),
) => new client.CognitoUser({ Username: email, Pool: idp.pool(storage), Storage: storage }) as ClientUserFull;

export const logIn = (user: ClientUserFull, email: string, password: string): Promise<LogInResult> =>
  new Promise((resolve, reject) =>
    user.authenticateUser(
      new client.AuthenticationDetails({ Username: email, Password: password }),
      callbacks((result) => resolve({ ...result, user }), reject),
    ),
  );

export const sendMfaCode = (user: ClientUserFull, code: string): Promise<LogInResult> =>
  new Promise((resolve, reject) =>
    user.sendMFACode(
      code,
      callbacks((r) => resolve({ ...r, user }), reject),
    ),
  );

export const completeNewPassword = (user: ClientUserFull, password: string): Promise<LogInResult> =>
  new Promise((resolve, reject) =>
    user.completeNewPasswordChallenge(
      password,
      {},
      callbacks((r) => resolve({ ...r, user }), reject),
    ),
  );

export const promisify = <T>(run: (callback: (error: unknown, value: T) => void) => void): Promise<T> =>
  new Promise((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value))));

export const onSuccessOf = <T = unknown>(run: (callbacks: unknown) => void): Promise<T> =>
  new Promise((resolve, reject) =>
    run({ onSuccess: resolve, onFailure: reject, inputVerificationCode: resolve }),
  );

/** The newest outbox message of a category to a recipient (codes are read from here, as a tester would). */
export const lastMessage = async (idp: LiveIdentityProvider, recipient: string, category: string) => {
  const { database, app } = idp.testApp;
  const [message] = await listOutbox(database.db, app.fieldCrypto, { limit: 1, recipient, category });
  return message;
};

export const codeIn = (text: string | null | undefined): string => {
  const match = /\b(\d{6})\b/.exec(text ?? '');
  if (!match?.[1]) throw new Error('no code in message');
  return match[1];
};

/** A raw call of one operation, for what the client would never send. */
export const callIdp = async (
  idp: LiveIdentityProvider,
  operation: string,
  body: unknown,
  init: { contentType?: string; rawBody?: string } = {},
) => {
  const response = await idp.testApp.app.inject({
    method: 'POST',
    url: '/idp',
    headers: {
      'content-type': init.contentType ?? 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    payload: init.rawBody ?? JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown>, response };
};
