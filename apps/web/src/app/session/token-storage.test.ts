import { describe, expect, it } from 'vitest';
import { createTokenStorage, lastAuthUserKey } from './token-storage';

const throwing = (): Storage => {
  const denied = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return { getItem: denied, setItem: denied, removeItem: denied, key: denied, clear: denied, length: 0 };
};

describe('token storage', () => {
  it('keeps the identity client’s keys in local storage', () => {
    const storage = createTokenStorage();
    storage.setItem(lastAuthUserKey('c1'), 'u1');
    expect(window.localStorage.getItem('CognitoIdentityServiceProvider.c1.LastAuthUser')).toBe('u1');
    expect(storage.getItem(lastAuthUserKey('c1'))).toBe('u1');
    storage.removeItem(lastAuthUserKey('c1'));
    expect(window.localStorage.getItem('CognitoIdentityServiceProvider.c1.LastAuthUser')).toBeNull();
  });

  it('falls back to memory when local storage throws', () => {
    const storage = createTokenStorage(throwing);
    storage.setItem('CognitoIdentityServiceProvider.c1.LastAuthUser', 'u1');
    expect(storage.getItem('CognitoIdentityServiceProvider.c1.LastAuthUser')).toBe('u1');
    storage.removeItem('CognitoIdentityServiceProvider.c1.LastAuthUser');
    expect(storage.getItem('CognitoIdentityServiceProvider.c1.LastAuthUser')).toBeNull();
  });

  it('falls back to memory when there is no local storage at all', () => {
    const storage = createTokenStorage(() => null);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(window.localStorage.getItem('k')).toBeNull();
  });

  it('clears only the identity client’s keys', () => {
    window.localStorage.setItem('granska.language', 'en');
    const storage = createTokenStorage();
    storage.setItem('CognitoIdentityServiceProvider.c1.u1.idToken', 'a');
    storage.setItem('CognitoIdentityServiceProvider.c1.u1.accessToken', 'b');
    storage.clear();
    expect(window.localStorage.length).toBe(1);
    expect(window.localStorage.getItem('granska.language')).toBe('en');
  });
});
