import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { useIdempotencyKey } from './use-idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('useIdempotencyKey', () => {
  it('keeps the key while the same request is retried after an unknown outcome', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const request = { service: 'COWORKER', send: true };
    const first = result.current.keyFor(request);
    expect(first).toMatch(UUID);
    result.current.settle(new ApiError('Beställning kunde inte sparas'));
    expect(result.current.keyFor({ ...request })).toBe(first);
    result.current.settle(new ApiError('Beställning kunde inte sparas', { httpStatus: 503 }));
    expect(result.current.keyFor(request)).toBe(first);
  });

  it('takes a new key for a changed request or after the server decided', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ send: false });
    const changed = result.current.keyFor({ send: true });
    expect(changed).not.toBe(first);
    result.current.settle(new ApiError('Beställning kunde inte sparas', { httpStatus: 400 }));
    expect(result.current.keyFor({ send: true })).not.toBe(changed);
    const before = result.current.keyFor({ send: true });
    result.current.settle();
    expect(result.current.keyFor({ send: true })).not.toBe(before);
  });

  it('makes a version-4 UUID where randomUUID is missing (not a secure context)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const { result } = renderHook(() => useIdempotencyKey());
      expect(result.current.keyFor({})).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
