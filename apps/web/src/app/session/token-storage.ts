/**
 * Where the identity client keeps tokens and device keys (spec §7: local storage with an in-memory
 * fallback). Shaped as the client's `Storage` option. Every operation tries `localStorage` and falls
 * back to memory when it throws (storage disabled, private mode, quota), so a log-in still works for
 * the life of the page.
 */
export interface TokenStorage {
  setItem(key: string, value: string): void;
  getItem(key: string): string | null;
  removeItem(key: string): void;
  /** Removes the identity client's keys only; other settings (the language) stay. */
  clear(): void;
}

/** The prefix of every key the identity client writes. */
export const IDENTITY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** The key under which the client remembers who logged in last on this browser. */
export const lastAuthUserKey = (clientId: string): string => `${IDENTITY_KEY_PREFIX}${clientId}.LastAuthUser`;

const browserStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const createTokenStorage = (storage: () => Storage | null = browserStorage): TokenStorage => {
  const memory = new Map<string, string>();
  const attempt = <T>(use: (local: Storage) => T): { ok: true; value: T } | { ok: false } => {
    try {
      const local = storage();
      return local ? { ok: true, value: use(local) } : { ok: false };
    } catch {
      return { ok: false };
    }
  };

  return {
    setItem(key, value) {
      if (attempt((local) => local.setItem(key, value)).ok) memory.delete(key);
      else memory.set(key, value);
    },
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      const read = attempt((local) => local.getItem(key));
      return read.ok ? read.value : null;
    },
    removeItem(key) {
      memory.delete(key);
      attempt((local) => local.removeItem(key));
    },
    clear() {
      for (const key of [...memory.keys()]) if (key.startsWith(IDENTITY_KEY_PREFIX)) memory.delete(key);
      attempt((local) => {
        const keys: string[] = [];
        for (let index = 0; index < local.length; index += 1) {
          const key = local.key(index);
          if (key?.startsWith(IDENTITY_KEY_PREFIX)) keys.push(key);
        }
        for (const key of keys) local.removeItem(key);
      });
    },
  };
};
