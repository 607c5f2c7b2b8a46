export const IDENTITY_ERROR_TYPES = [
  'NotAuthorizedException',
  'UserNotFoundException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'TooManyRequestsException',
  'InvalidPasswordException',
  'InvalidParameterException',
  'LimitExceededException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'ResourceNotFoundException',
  'UnknownOperationException',
  'InternalErrorException',
] as const;

export type IdentityErrorType = (typeof IDENTITY_ERROR_TYPES)[number];

export interface IdentityErrorBody {
  __type: IdentityErrorType;
  message: string;
}

/** An error answered in the user-pool JSON protocol: `{"__type", "message"}`. */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  readonly type: IdentityErrorType;
  readonly status: 400 | 500;

  constructor(type: IdentityErrorType, message: string, options?: ErrorOptions) {
    super(message, options);
    this.type = type;
    this.status = type === 'InternalErrorException' ? 500 : 400;
  }

  toBody(): IdentityErrorBody {
    return { __type: this.type, message: this.message };
  }
}

export const isIdentityError = (error: unknown): error is IdentityError => error instanceof IdentityError;

// The same wording as a hosted pool, so the web app's message mapping works against either.
export const identityErrors = {
  incorrectCredentials: () => new IdentityError('NotAuthorizedException', 'Incorrect username or password.'),
  userDisabled: () => new IdentityError('NotAuthorizedException', 'User is disabled.'),
  invalidAccessToken: () => new IdentityError('NotAuthorizedException', 'Invalid Access Token'),
  revokedAccessToken: () => new IdentityError('NotAuthorizedException', 'Access Token has been revoked'),
  invalidRefreshToken: () => new IdentityError('NotAuthorizedException', 'Invalid Refresh Token'),
  invalidSession: () => new IdentityError('NotAuthorizedException', 'Invalid session for the user.'),
  userNotFound: () => new IdentityError('UserNotFoundException', 'User does not exist.'),
  codeMismatch: () =>
    new IdentityError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
  expiredCode: () =>
    new IdentityError('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
  tooManyAttempts: () => new IdentityError('TooManyRequestsException', 'Too many requests.'),
  codeAttemptsExceeded: () =>
    new IdentityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
  passwordAttemptsExceeded: () => new IdentityError('NotAuthorizedException', 'Password attempts exceeded'),
  expiredAccessToken: () => new IdentityError('NotAuthorizedException', 'Access Token has expired'),
  invalidParameter: (message: string) => new IdentityError('InvalidParameterException', message),
  invalidPassword: () =>
    new IdentityError(
      'InvalidPasswordException',
      'Password does not conform to policy: 8 to 99 characters, letters, digits and one of @$!%*?&, nothing else.',
    ),
  unknownOperation: () => new IdentityError('UnknownOperationException', 'Unknown operation.'),
  deviceNotFound: () => new IdentityError('ResourceNotFoundException', 'Device does not exist.'),
  clientNotFound: () => new IdentityError('ResourceNotFoundException', 'User pool client does not exist.'),
  internal: () => new IdentityError('InternalErrorException', 'Internal error.'),
} as const;
