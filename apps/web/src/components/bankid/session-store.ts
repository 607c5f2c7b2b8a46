/**
 * A value kept for this tab in sessionStorage (JSON): on an iPhone BankID returns to the page's address,
 * which Safari may load anew, and the page must then go on collecting the order it started.
 */
export const sessionStore = <T>(key: string) => ({
  read: (): T | null => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? 'null') as T | null;
    } catch {
      return null;
    }
  },
  write: (value: T | null) => {
    if (value) sessionStorage.setItem(key, JSON.stringify(value));
    else sessionStorage.removeItem(key);
  },
});
