import { useCallback, useMemo, useRef } from 'react';
import { ApiError } from '../../api/api-error';

const SERVER_ERROR_MIN = 500;

/**
 * A version-4 UUID. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost);
 * `getRandomValues` everywhere.
 */
const newKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The server answered, so the attempt is over: a network error or a 5xx leaves the outcome unknown. */
const isDecided = (error: unknown): boolean =>
  error instanceof ApiError && error.httpStatus !== undefined && error.httpStatus < SERVER_ERROR_MIN;

/**
 * One `Idempotency-Key` per submission attempt (security.md: POST /order must not create two orders).
 * Retrying the same request after a network error or a 5xx reuses the key, so an order the server did
 * create answers again instead of being created twice; a changed request, or one after a decided
 * answer, gets a new key.
 */
export const useIdempotencyKey = () => {
  const attempt = useRef<{ request: string; key: string } | null>(null);

  const keyFor = useCallback((request: unknown): string => {
    const serialized = JSON.stringify(request);
    if (attempt.current?.request !== serialized) {
      attempt.current = { request: serialized, key: newKey() };
    }
    return attempt.current.key;
  }, []);

  const settle = useCallback((error?: unknown) => {
    if (error === undefined || isDecided(error)) attempt.current = null;
  }, []);

  return useMemo(() => ({ keyFor, settle }), [keyFor, settle]);
};
