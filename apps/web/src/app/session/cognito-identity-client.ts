import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type IAuthenticationCallback,
} from 'amazon-cognito-identity-js';
import {
  type IdentityClient,
  IdentityError,
  type IdentityStep,
  type SessionTokens,
  toIdentityError,
} from './identity-client';
import type { TokenStorage } from './token-storage';

/**
 * The identity client on the unmodified official user-pool client (identity.md), pointed at our
 * `/idp` endpoint (or a hosted pool) with its `endpoint` option. This module is imported lazily: the
 * client and its SRP arithmetic stay out of the entry chunk.
 */
export interface CognitoIdentityClientOptions {
  userPoolId: string;
  clientId: string;
  /** Absolute URL of the user-pool endpoint. */
  endpoint: string;
  storage: TokenStorage;
}

// The session keeps its clock drift (browser minus provider, seconds); the typings leave the getter out.
const clockDriftOf = (session: CognitoUserSession): number => {
  const drift = (session as unknown as { getClockDrift?: () => unknown }).getClockDrift?.();
  return typeof drift === 'number' && Number.isFinite(drift) ? drift : 0;
};

const tokensOf = (session: CognitoUserSession): SessionTokens => ({
  idToken: session.getIdToken().getJwtToken(),
  accessToken: session.getAccessToken().getJwtToken(),
  clockDrift: clockDriftOf(session),
});

const unsupported = (reject: (error: IdentityError) => void, challenge: string) => () =>
  reject(new IdentityError('UnsupportedChallenge', `Challenge ${challenge} is not supported`));

export const createCognitoIdentityClient = ({
  userPoolId,
  clientId,
  endpoint,
  storage,
}: CognitoIdentityClientOptions): IdentityClient => {
  const pool = new CognitoUserPool({
    UserPoolId: userPoolId,
    ClientId: clientId,
    endpoint,
    Storage: storage,
  });
  const userFor = (email: string) =>
    new CognitoUser({ Username: email.trim(), Pool: pool, Storage: storage });

  /** The logged-in user and its session. */
  let current: { user: CognitoUser; session: CognitoUserSession } | null = null;
  /** A log-in waiting for the answer to a challenge (SMS code, new password). */
  let pending: CognitoUser | null = null;

  const signedIn = (user: CognitoUser, session: CognitoUserSession): IdentityStep => {
    pending = null;
    current = { user, session };
    return { kind: 'signedIn', tokens: tokensOf(session) };
  };

  /** The callbacks of every log-in step; `afterSuccess` runs before the step resolves. */
  const stepCallbacks = (
    user: CognitoUser,
    resolve: (step: IdentityStep) => void,
    reject: (error: IdentityError) => void,
    afterSuccess?: (userConfirmationNecessary: boolean) => Promise<void>,
  ): IAuthenticationCallback => ({
    onSuccess: (session, userConfirmationNecessary) => {
      const step = signedIn(user, session);
      void (afterSuccess?.(userConfirmationNecessary === true) ?? Promise.resolve()).then(() =>
        resolve(step),
      );
    },
    onFailure: (error) => reject(toIdentityError(error)),
    mfaRequired: (_challenge, parameters: { CODE_DELIVERY_DESTINATION?: unknown } | undefined) => {
      pending = user;
      const destination = parameters?.CODE_DELIVERY_DESTINATION;
      resolve({ kind: 'smsCode', destination: typeof destination === 'string' ? destination : null });
    },
    // First log-in. No attributes are sent back (`{}`), so read-only ones such as email_verified
    // never reach the provider.
    newPasswordRequired: () => {
      pending = user;
      resolve({ kind: 'newPassword' });
    },
    totpRequired: unsupported(reject, 'SOFTWARE_TOKEN_MFA'),
    customChallenge: unsupported(reject, 'CUSTOM_CHALLENGE'),
    mfaSetup: unsupported(reject, 'MFA_SETUP'),
    selectMFAType: unsupported(reject, 'SELECT_MFA_TYPE'),
  });

  const pendingUser = (): CognitoUser => {
    if (!pending) throw new IdentityError('NotAuthorizedException', 'No log-in is waiting for an answer');
    return pending;
  };

  const currentSession = (): { user: CognitoUser; session: CognitoUserSession } => {
    if (!current) throw new IdentityError('NotAuthorizedException', 'Not logged in');
    return current;
  };

  /**
   * The provider confirmed this browser as a device and leaves remembering it to the user (user
   * opt-in): a remembered browser answers the device challenge instead of an SMS code next time.
   * Failing to remember is not a failed log-in.
   */
  const rememberBrowser = (user: CognitoUser) =>
    new Promise<void>((resolve) =>
      user.setDeviceStatusRemembered({
        onSuccess: () => resolve(),
        onFailure: (error: unknown) => {
          console.warn('Could not remember this browser', error);
          resolve();
        },
      }),
    );

  return {
    restore: () =>
      new Promise((resolve) => {
        const user = pool.getCurrentUser();
        if (!user) {
          resolve(null);
          return;
        }
        user.getSession((error: Error | null, session: CognitoUserSession | null) => {
          if (error || !session?.isValid()) {
            // A refresh that could not reach the provider keeps the tokens for the next attempt;
            // anything else is an invalid session and is forgotten.
            if (toIdentityError(error).code !== 'NetworkError') user.signOut();
            resolve(null);
            return;
          }
          current = { user, session };
          resolve(tokensOf(session));
        });
      }),

    signIn: (email, password) =>
      new Promise((resolve, reject) => {
        const user = userFor(email);
        pending = null;
        user.authenticateUser(
          new AuthenticationDetails({ Username: email.trim(), Password: password }),
          stepCallbacks(user, resolve, reject),
        );
      }),

    answerSmsCode: (code, remember) =>
      new Promise((resolve, reject) => {
        const user = pendingUser();
        const callbacks = stepCallbacks(user, resolve, reject, async (userConfirmationNecessary) => {
          if (remember && userConfirmationNecessary) await rememberBrowser(user);
        });
        user.sendMFACode(code, { onSuccess: callbacks.onSuccess, onFailure: callbacks.onFailure }, 'SMS_MFA');
      }),

    completeNewPassword: (password) =>
      new Promise((resolve, reject) => {
        const user = pendingUser();
        user.completeNewPasswordChallenge(password, {}, stepCallbacks(user, resolve, reject));
      }),

    cancelSignIn: () => {
      pending = null;
    },

    refresh: () =>
      new Promise((resolve, reject) => {
        const { user, session } = currentSession();
        user.refreshSession(session.getRefreshToken(), (error: unknown, next: CognitoUserSession | null) => {
          if (error || !next) {
            reject(toIdentityError(error ?? new IdentityError('NotAuthorizedException')));
            return;
          }
          current = { user, session: next };
          resolve(tokensOf(next));
        });
      }),

    forgotPassword: (email) =>
      new Promise((resolve, reject) => {
        const delivered = (data: { CodeDeliveryDetails?: { Destination?: unknown } } | undefined) => {
          const destination = data?.CodeDeliveryDetails?.Destination;
          resolve({ destination: typeof destination === 'string' ? destination : null });
        };
        userFor(email).forgotPassword({
          onSuccess: delivered,
          inputVerificationCode: delivered,
          onFailure: (error) => reject(toIdentityError(error)),
        });
      }),

    confirmForgotPassword: (email, code, password) =>
      new Promise((resolve, reject) => {
        userFor(email).confirmPassword(code.trim(), password, {
          onSuccess: () => resolve(),
          onFailure: (error) => reject(toIdentityError(error)),
        });
      }),

    changePassword: (currentPassword, newPassword) =>
      new Promise((resolve, reject) => {
        currentSession().user.changePassword(currentPassword, newPassword, (error) =>
          error ? reject(toIdentityError(error)) : resolve(),
        );
      }),

    globalSignOut: () =>
      new Promise((resolve, reject) => {
        currentSession().user.globalSignOut({
          onSuccess: () => resolve(),
          onFailure: (error) => reject(toIdentityError(error)),
        });
      }),

    signOutLocally: () => {
      (current?.user ?? pool.getCurrentUser())?.signOut();
      current = null;
      pending = null;
    },
  };
};
