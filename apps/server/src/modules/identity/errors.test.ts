import { describe, expect, it } from 'vitest';
import { IDENTITY_ERROR_TYPES, IdentityError, identityErrors, isIdentityError } from './errors';

describe('IdentityError', () => {
  it('answers 400 for every type but InternalErrorException', () => {
    for (const type of IDENTITY_ERROR_TYPES) {
      expect(new IdentityError(type, 'x').status).toBe(type === 'InternalErrorException' ? 500 : 400);
    }
  });

  it('has the protocol body', () => {
    const error = identityErrors.incorrectCredentials();
    expect(isIdentityError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error.toBody()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(identityErrors.tooManyAttempts().toBody().__type).toBe('TooManyRequestsException');
    expect(identityErrors.internal().status).toBe(500);
    expect(isIdentityError(new Error('x'))).toBe(false);
  });
});
