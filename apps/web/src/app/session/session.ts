/** The logged-in user as the identity token describes it (spec §3, identity.md). */
export interface SessionUser {
  /** The user's stable id (`sub`), the same as the identity provider's internal user name. */
  userId: string;
  email: string;
  phone: string;
  groups: readonly string[];
  custNo: string | null;
}

/** Where a log-in stands after a step (spec §4: authenticate, then possible challenges). */
export type SignInStep =
  | { readonly kind: 'signedIn' }
  /** An SMS code was sent; `destination` is masked ('+*******1234'). */
  | { readonly kind: 'smsCode'; readonly destination: string | null }
  /** First log-in: the user must choose a new password. */
  | { readonly kind: 'newPassword' };

/** Where a password-reset code went. */
export interface CodeDelivery {
  readonly destination: string | null;
}

/**
 * The log-in flows of spec §2/§4. Every failure rejects with an error whose `code` is the identity
 * provider's exception name; the domain's `loginErrorMessage` turns it into the spec's text.
 */
export interface Authenticator {
  /** Starts loading the identity client, so that the first log-in does not wait for it. */
  prepare(): void;
  signIn(email: string, password: string): Promise<SignInStep>;
  answerSmsCode(code: string, options: { rememberBrowser: boolean }): Promise<SignInStep>;
  completeNewPassword(password: string): Promise<SignInStep>;
  /** Drops a log-in waiting for a challenge answer. */
  cancelSignIn(): void;
  forgotPassword(email: string): Promise<CodeDelivery>;
  confirmForgotPassword(email: string, code: string, password: string): Promise<void>;
  /** Changes the logged-in user's password. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
}

/** The seam between the app and the identity provider (docs/decisions/web-session.md). */
export interface Session extends Authenticator {
  user: SessionUser | null;
  /** True while a stored session is being restored at start-up: nobody is judged logged out yet. */
  restoring: boolean;
  /** Global sign-out at the identity provider, then everything of the session is forgotten here. */
  signOut(): Promise<void>;
  /** The current access token, refreshed when it is about to expire; null when logged out. */
  getAccessToken(): Promise<string | null>;
  /** Forces a refresh (an API refused the token); the new token, or null when the session is gone. */
  refreshAccessToken(): Promise<string | null>;
  /** Forgets the session here without asking the identity provider: an API refused it for good. */
  expire(): void;
}

/** A session that changes over time, read by React through `useSyncExternalStore`. */
export interface SessionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Session;
}

const noIdentityProvider = async (): Promise<never> => {
  throw Object.assign(new Error('No identity provider'), { code: 'NoIdentityProvider' });
};

export const loggedOutSession: Session = {
  user: null,
  restoring: false,
  signOut: async () => {},
  getAccessToken: async () => null,
  refreshAccessToken: async () => null,
  expire: () => {},
  prepare: () => {},
  signIn: noIdentityProvider,
  answerSmsCode: noIdentityProvider,
  completeNewPassword: noIdentityProvider,
  cancelSignIn: () => {},
  forgotPassword: noIdentityProvider,
  confirmForgotPassword: noIdentityProvider,
  changePassword: noIdentityProvider,
};

/** A store that never changes (tests, and pages that need no identity provider). */
export const staticSessionStore = (session: Session): SessionStore => ({
  subscribe: () => () => {},
  getSnapshot: () => session,
});
