import { type IdentityClient, type IdentityStep, isSessionRefused, toIdentityError } from './identity-client';
import { expiresAt, userFromIdToken } from './jwt-claims';
import type { Session, SessionStore, SessionUser, SignInStep } from './session';
import { lastAuthUserKey, type TokenStorage } from './token-storage';

export interface SessionControllerOptions {
  clientId: string;
  storage: TokenStorage;
  /** Loads the identity client; called at most once, and only when a session exists or a log-in starts. */
  loadIdentityClient: () => Promise<IdentityClient>;
  now?: () => number;
  /** How long before the access token expires it is refreshed. */
  refreshMarginMs?: number;
}

export interface SessionController extends SessionStore {
  /** Settles when a restore started at creation has finished. */
  readonly ready: Promise<void>;
  /** Stops the refresh timer. */
  dispose(): void;
}

export const REFRESH_MARGIN_MS = 60_000;
/** A token that lives shorter than the margin is still not refreshed more often than this. */
const MIN_REFRESH_DELAY_MS = 5_000;

interface Tokens {
  accessToken: string;
  /** When the access token expires, in the browser's clock (ms). */
  expiresAtMs: number;
}

/**
 * The app's session (docs/decisions/web-session.md): restores the stored session at start, holds the
 * user from the ID token, keeps the access token fresh (a timer a minute before expiry, and on demand),
 * and forgets everything on sign-out or when the provider or the main API refuses the session.
 */
export const createSessionController = ({
  clientId,
  storage,
  loadIdentityClient,
  now = Date.now,
  refreshMarginMs = REFRESH_MARGIN_MS,
}: SessionControllerOptions): SessionController => {
  const listeners = new Set<() => void>();
  let loading: Promise<IdentityClient> | null = null;
  let loaded: IdentityClient | null = null;
  let user: SessionUser | null = null;
  let tokens: Tokens | null = null;
  let restoring = storage.getItem(lastAuthUserKey(clientId)) !== null;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshing: Promise<string> | null = null;
  /** Bumped whenever the session is replaced or ends, so late answers for an old one are dropped. */
  let generation = 0;

  const client = (): Promise<IdentityClient> => {
    loading ??= loadIdentityClient().then(
      (instance) => {
        loaded = instance;
        return instance;
      },
      (error: unknown) => {
        loading = null;
        throw toIdentityError(error);
      },
    );
    return loading;
  };

  const emit = () => {
    snapshot = build();
    for (const listener of [...listeners]) listener();
  };

  const stopTimer = () => {
    clearTimeout(refreshTimer);
    refreshTimer = undefined;
  };

  /** Ends the session here; `clearStorage` false when the identity client has already decided that. */
  const forget = (clearStorage = true) => {
    stopTimer();
    generation += 1;
    if (clearStorage) loaded?.signOutLocally();
    const changed = user !== null || tokens !== null || restoring;
    user = null;
    tokens = null;
    restoring = false;
    if (changed) emit();
  };

  const schedule = () => {
    stopTimer();
    if (!tokens) return;
    const delay = Math.max(tokens.expiresAtMs - refreshMarginMs - now(), MIN_REFRESH_DELAY_MS);
    refreshTimer = setTimeout(() => {
      refreshTimer = undefined;
      void refresh().catch(() => {});
    }, delay);
  };

  /** Takes new tokens; false (and the session forgotten) when they describe no usable user. */
  const accept = (next: { idToken: string; accessToken: string; clockDrift: number }): boolean => {
    const nextUser = userFromIdToken(next.idToken);
    const exp = expiresAt(next.accessToken) ?? expiresAt(next.idToken);
    if (!nextUser || exp === null) {
      forget();
      return false;
    }
    tokens = { accessToken: next.accessToken, expiresAtMs: (exp + next.clockDrift) * 1000 };
    const sameUser =
      user !== null &&
      user.userId === nextUser.userId &&
      user.email === nextUser.email &&
      user.phone === nextUser.phone &&
      user.custNo === nextUser.custNo &&
      user.groups.join('\n') === nextUser.groups.join('\n');
    if (!sameUser) user = nextUser;
    restoring = false;
    schedule();
    if (!sameUser) emit();
    return true;
  };

  const refresh = (): Promise<string> => {
    if (!tokens) return Promise.reject(toIdentityError({ code: 'NotAuthorizedException' }));
    const started = generation;
    refreshing ??= client()
      .then((instance) => instance.refresh())
      .then(
        (next) => {
          if (started !== generation) throw toIdentityError({ code: 'NotAuthorizedException' });
          if (!accept(next) || !tokens) throw toIdentityError({ code: 'NotAuthorizedException' });
          return tokens.accessToken;
        },
        (error: unknown) => {
          if (started === generation && isSessionRefused(error)) forget();
          else if (started === generation) schedule();
          throw toIdentityError(error);
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const afterStep = (step: IdentityStep): SignInStep => {
    if (step.kind !== 'signedIn') return step;
    generation += 1;
    if (!accept(step.tokens)) throw toIdentityError({ code: 'NotAuthorizedException' });
    return { kind: 'signedIn' };
  };

  const withClient = async <T>(use: (instance: IdentityClient) => Promise<T>): Promise<T> => {
    try {
      return await use(await client());
    } catch (error) {
      throw toIdentityError(error);
    }
  };

  const methods: Omit<Session, 'user' | 'restoring'> = {
    async getAccessToken() {
      if (!tokens) return null;
      if (tokens.expiresAtMs - now() > refreshMarginMs) return tokens.accessToken;
      try {
        return await refresh();
      } catch {
        return tokens && tokens.expiresAtMs > now() ? tokens.accessToken : null;
      }
    },
    async refreshAccessToken() {
      try {
        return await refresh();
      } catch {
        return null;
      }
    },
    expire: () => forget(),
    async signOut() {
      if (tokens) {
        try {
          await methods.getAccessToken();
          await loaded?.globalSignOut();
        } catch (error) {
          // The tokens are forgotten here whatever the provider answered.
          console.warn('Global sign-out failed', error);
        }
      }
      forget();
    },
    prepare() {
      void client().catch(() => {});
    },
    signIn: (email, password) =>
      withClient(async (instance) => afterStep(await instance.signIn(email, password))),
    answerSmsCode: (code, { rememberBrowser }) =>
      withClient(async (instance) => afterStep(await instance.answerSmsCode(code, rememberBrowser))),
    completeNewPassword: (password) =>
      withClient(async (instance) => afterStep(await instance.completeNewPassword(password))),
    cancelSignIn: () => loaded?.cancelSignIn(),
    forgotPassword: (email) => withClient((instance) => instance.forgotPassword(email)),
    confirmForgotPassword: (email, code, password) =>
      withClient((instance) => instance.confirmForgotPassword(email, code, password)),
    changePassword: (currentPassword, newPassword) =>
      withClient(async (instance) => {
        await methods.getAccessToken();
        await instance.changePassword(currentPassword, newPassword);
      }),
  };

  const build = (): Session => ({ ...methods, user, restoring });
  let snapshot = build();

  const ready = restoring
    ? client()
        .then((instance) => instance.restore())
        .then(
          (restored) => {
            if (restored) accept(restored);
            else forget(false);
          },
          (error: unknown) => {
            console.warn('Could not restore the session', error);
            forget();
          },
        )
    : Promise.resolve();

  return {
    ready,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    dispose: stopTimer,
  };
};
