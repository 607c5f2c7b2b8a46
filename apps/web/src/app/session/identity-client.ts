import type { CodeDelivery } from './session';

/**
 * What the session needs from the identity provider, as promises. The real one wraps the official
 * user-pool client (`cognito-identity-client.ts`, loaded lazily so that it stays out of the entry
 * chunk); tests give a fake. Nothing here imports the client.
 */
export interface SessionTokens {
  readonly idToken: string;
  readonly accessToken: string;
  /** Seconds the browser's clock is ahead of the identity provider's (the client's clock drift). */
  readonly clockDrift: number;
}

export type IdentityStep =
  | { readonly kind: 'signedIn'; readonly tokens: SessionTokens }
  | { readonly kind: 'smsCode'; readonly destination: string | null }
  | { readonly kind: 'newPassword' };

export interface IdentityClient {
  /** The stored session, refreshed when its tokens expired; null (and storage cleared) when invalid. */
  restore(): Promise<SessionTokens | null>;
  signIn(email: string, password: string): Promise<IdentityStep>;
  answerSmsCode(code: string, rememberBrowser: boolean): Promise<IdentityStep>;
  completeNewPassword(password: string): Promise<IdentityStep>;
  cancelSignIn(): void;
  /** New tokens from the refresh token. */
  refresh(): Promise<SessionTokens>;
  forgotPassword(email: string): Promise<CodeDelivery>;
  confirmForgotPassword(email: string, code: string, password: string): Promise<void>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Revokes every token of the user at the identity provider. */
  globalSignOut(): Promise<void>;
  /** Forgets the tokens in this browser (device keys stay, so a remembered browser stays remembered). */
  signOutLocally(): void;
}

/** A failure of the identity provider; `code` is its exception name ('NotAuthorizedException'). */
export class IdentityError extends Error {
  override name = 'IdentityError';
  readonly code: string;

  constructor(code: string, message?: string, options?: { cause?: unknown }) {
    super(message || code, options);
    this.code = code;
  }
}

export const toIdentityError = (error: unknown): IdentityError => {
  if (error instanceof IdentityError) return error;
  const { code, name, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
  };
  const exception =
    typeof code === 'string' && code !== ''
      ? code
      : typeof name === 'string' && name !== '' && name !== 'Error'
        ? name
        : 'UnknownError';
  return new IdentityError(exception, typeof message === 'string' ? message : undefined, { cause: error });
};

/** The refresh token was refused: the session is over, not just unreachable. */
export const isSessionRefused = (error: unknown): boolean =>
  toIdentityError(error).code === 'NotAuthorizedException';
