import { vi } from 'vitest';

/**
 * A fake of the identity provider's user-pool JSON protocol (identity.md), answered from `fetch`, so
 * the unmodified official client runs for real in unit tests. It does not check the SRP proof: the
 * server's tests do; here only the client's side of the exchange matters.
 */

export const USER_ID = '6f1c2a9e-0000-4000-8000-000000000001';
export const EMAIL = 'anna.andersson@example.se';

const base64Url = (value: unknown): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** An unsigned JWT with the given claims (the browser never checks signatures). */
export const jwt = (claims: Record<string, unknown>): string =>
  `${base64Url({ alg: 'RS256', kid: 'test' })}.${base64Url(claims)}.c2lnbmF0dXJl`;

export interface TokenOptions {
  groups?: string[];
  /** Seconds until the tokens expire. */
  expiresIn?: number;
  custNo?: string;
  iat?: number;
}

export const idToken = ({ groups = ['Analyst'], expiresIn = 3600, custNo, iat }: TokenOptions = {}) => {
  const now = iat ?? Math.floor(Date.now() / 1000);
  return jwt({
    sub: USER_ID,
    email: EMAIL,
    phone_number: '+46701234567',
    'cognito:username': USER_ID,
    'cognito:groups': groups,
    ...(custNo ? { 'custom:custNo': custNo } : {}),
    token_use: 'id',
    iat: now,
    exp: now + expiresIn,
  });
};

export const accessToken = ({ groups = ['Analyst'], expiresIn = 3600, iat }: TokenOptions = {}) => {
  const now = iat ?? Math.floor(Date.now() / 1000);
  return jwt({
    sub: USER_ID,
    username: USER_ID,
    'cognito:groups': groups,
    token_use: 'access',
    jti: crypto.randomUUID(),
    iat: now,
    exp: now + expiresIn,
  });
};

export const authenticationResult = (options: TokenOptions & { device?: boolean } = {}) => ({
  AuthenticationResult: {
    AccessToken: accessToken(options),
    IdToken: idToken(options),
    RefreshToken: 'refresh-token-1',
    ExpiresIn: options.expiresIn ?? 3600,
    TokenType: 'Bearer',
    ...(options.device
      ? { NewDeviceMetadata: { DeviceKey: 'eu-north-1_device-1', DeviceGroupKey: '-group1' } }
      : {}),
  },
});

export type Answer = { status?: number; body: unknown };
export const fail = (exception: string, message = exception, status = 400): Answer => ({
  status,
  body: { __type: `com.amazonaws.cognito#${exception}`, message },
});

export interface Call {
  operation: string;
  body: Record<string, unknown> & {
    AuthFlow?: string;
    ChallengeName?: string;
    AuthParameters?: Record<string, unknown>;
    ChallengeResponses?: Record<string, unknown>;
  };
  url: string;
}

/** The password-verifier challenge with made-up SRP values: the client computes, nobody checks. */
export const passwordVerifierChallenge = (): Answer => ({
  body: {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: 'session-1',
    ChallengeParameters: {
      SALT: `00${'a3'.repeat(16)}`,
      SRP_B: `${'5c'.repeat(190)}`,
      SECRET_BLOCK: btoa('opaque-secret-block-0001'),
      USERNAME: USER_ID,
      USER_ID_FOR_SRP: USER_ID,
    },
  },
});

export const smsChallenge = (): Answer => ({
  body: {
    ChallengeName: 'SMS_MFA',
    Session: 'session-2',
    ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: '+*******4567' },
  },
});

export const newPasswordChallenge = (): Answer => ({
  body: {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: 'session-3',
    ChallengeParameters: {
      userAttributes: '{"email":"anna.andersson@example.se"}',
      requiredAttributes: '[]',
    },
  },
});

/**
 * `fetch` answering the user-pool protocol. `handle` gets each call and returns the answer; the
 * default answers make a plain SRP log-in succeed.
 */
export const fakeUserPool = (handle: (call: Call, calls: Call[]) => Answer | undefined = () => undefined) => {
  const calls: Call[] = [];
  const defaults = (call: Call): Answer => {
    switch (call.operation) {
      case 'InitiateAuth':
        return call.body.AuthFlow === 'REFRESH_TOKEN_AUTH'
          ? {
              body: {
                AuthenticationResult: {
                  ...authenticationResult().AuthenticationResult,
                  RefreshToken: undefined,
                },
              },
            }
          : passwordVerifierChallenge();
      case 'RespondToAuthChallenge':
        return { body: authenticationResult() };
      case 'ConfirmDevice':
        return { body: { UserConfirmationNecessary: true } };
      case 'ForgotPassword':
        return {
          body: {
            CodeDeliveryDetails: {
              Destination: 'a***@e***',
              DeliveryMedium: 'EMAIL',
              AttributeName: 'email',
            },
          },
        };
      default:
        return { body: {} };
    }
  };
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const operation = (headers['X-Amz-Target'] ?? '').replace('AWSCognitoIdentityProviderService.', '');
    const call: Call = { operation, body: JSON.parse(String(init?.body ?? '{}')), url: String(input) };
    calls.push(call);
    const answer = handle(call, calls) ?? defaults(call);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/x-amz-json-1.1' },
    });
  });
  return { fetchFn, calls, operations: () => calls.map((call) => call.operation) };
};
