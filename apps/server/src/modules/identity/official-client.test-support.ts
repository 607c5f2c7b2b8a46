import { createRequire } from 'node:module';

// The official client, loaded as CommonJS for tests: its typings leave out AuthenticationHelper and
// BigInteger, so the few members the tests touch are typed here.

export interface ClientBigInteger {
  toString(radix: number): string;
}

type NodeCallback<T> = (error: unknown, value: T) => void;

export interface ClientAuthenticationHelper {
  smallAValue: ClientBigInteger;
  largeAValue: ClientBigInteger | undefined;
  getLargeAValue(callback: NodeCallback<ClientBigInteger>): void;
  getPasswordAuthenticationKey(
    username: string,
    password: string,
    serverBValue: ClientBigInteger,
    salt: ClientBigInteger,
    callback: NodeCallback<Uint8Array>,
  ): void;
  generateHashDevice(deviceGroupKey: string, username: string, callback: NodeCallback<null>): void;
  getSaltDevices(): string;
  getVerifierDevices(): string;
  getRandomPassword(): string;
}

export interface ClientStorage {
  setItem(key: string, value: string): void;
  getItem(key: string): string | null;
  removeItem(key: string): void;
  clear(): void;
}

export interface ClientTransport {
  request(operation: string, params: Record<string, unknown>, callback: NodeCallback<unknown>): void;
}

export interface ClientUserPool {
  client: ClientTransport;
}

export interface ClientSession {
  getAccessToken(): { getJwtToken(): string; payload: Record<string, unknown> };
  getIdToken(): { getJwtToken(): string; payload: Record<string, unknown> };
  isValid(): boolean;
}

export interface ClientUser {
  authenticateUser(
    details: unknown,
    callbacks: {
      onSuccess: (session: ClientSession, userConfirmationNecessary?: boolean) => void;
      onFailure: (error: unknown) => void;
      mfaRequired?: (challengeName: string, parameters: unknown) => void;
      newPasswordRequired?: (userAttributes: unknown, requiredAttributes: unknown) => void;
    },
  ): void;
  getUsername(): string;
}

interface ClientModule {
  AuthenticationHelper: new (poolName: string) => ClientAuthenticationHelper;
  AuthenticationDetails: new (data: { Username: string; Password: string }) => unknown;
  CognitoUserPool: new (data: {
    UserPoolId: string;
    ClientId: string;
    endpoint?: string;
    Storage?: ClientStorage;
  }) => ClientUserPool;
  CognitoUser: new (data: { Username: string; Pool: ClientUserPool; Storage?: ClientStorage }) => ClientUser;
}

const require = createRequire(import.meta.url);

export const client = require('amazon-cognito-identity-js') as ClientModule;
export const ClientBigIntegerClass = (
  require('amazon-cognito-identity-js/lib/BigInteger') as {
    default: new (value: string, radix: number) => ClientBigInteger;
  }
).default;

export const memoryStorage = (): ClientStorage => {
  const items = new Map<string, string>();
  return {
    setItem: (key, value) => {
      items.set(key, value);
    },
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
  };
};

export const largeA = (helper: ClientAuthenticationHelper): Promise<string> =>
  new Promise((resolve, reject) =>
    helper.getLargeAValue((error, A) => (error ? reject(error) : resolve(A.toString(16)))),
  );

export const passwordAuthenticationKey = (
  helper: ClientAuthenticationHelper,
  username: string,
  password: string,
  BHex: string,
  saltHex: string,
): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    helper.getPasswordAuthenticationKey(
      username,
      password,
      new ClientBigIntegerClass(BHex, 16),
      new ClientBigIntegerClass(saltHex, 16),
      (error, key) => (error ? reject(error) : resolve(Buffer.from(key))),
    ),
  );
