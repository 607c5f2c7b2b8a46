import type { SessionUser } from './session';

/**
 * Reads a JWT's payload without checking its signature: the browser cannot, and need not. Only the
 * servers trust a token; here the claims only decide what to show and when to refresh, and a tampered
 * token is refused by the main API (401 → the session ends).
 */
export const decodeJwtPayload = (token: string): Record<string, unknown> | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** The session's user from the ID token's claims; null when the token lacks a subject or an e-mail. */
export const userFromIdToken = (idToken: string): SessionUser | null => {
  const claims = decodeJwtPayload(idToken);
  const userId = text(claims?.sub);
  const email = text(claims?.email);
  if (!claims || !userId || !email) return null;
  const groups = claims['cognito:groups'];
  return {
    userId,
    email,
    phone: text(claims.phone_number) ?? '',
    groups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [],
    custNo: text(claims['custom:custNo']),
  };
};

/** The token's `exp` in epoch seconds, or null. */
export const expiresAt = (token: string): number | null => {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
};
