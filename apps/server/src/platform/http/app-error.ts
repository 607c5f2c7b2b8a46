import { API_ERROR_DEFAULT_MESSAGES, type ApiErrorCode, type ValidationIssue } from '@granska/domain';

export const HTTP_STATUS_BY_CODE: Readonly<Record<ApiErrorCode, number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_ENTITY: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
};

/** The message a caller sees when the thrower gave none; 5xx always get this one. */
export const DEFAULT_MESSAGES = API_ERROR_DEFAULT_MESSAGES;

const CODE_BY_HTTP_STATUS = new Map<number, ApiErrorCode>(
  Object.entries(HTTP_STATUS_BY_CODE).map(([code, status]) => [status, code as ApiErrorCode]),
);

export const codeForHttpStatus = (status: number): ApiErrorCode =>
  CODE_BY_HTTP_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');

/** What a BankID call's error adds to the envelope (api/consent.ts BankIdErrorDetails). */
export interface BankIdErrorFields {
  bankIdCode: string;
  hintCode?: string | null;
}

export interface AppErrorOptions {
  issues?: ValidationIssue[];
  cause?: unknown;
  bankId?: BankIdErrorFields;
}

/**
 * The one error type of the server. `message` is Swedish and shown to the caller (for 4xx); for 5xx
 * the caller sees only the generic message and the cause goes to the log.
 */
export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly issues: ValidationIssue[] | undefined;
  readonly bankId: BankIdErrorFields | undefined;

  constructor(code: ApiErrorCode, message?: string, options: AppErrorOptions = {}) {
    super(
      message ?? DEFAULT_MESSAGES[code],
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.code = code;
    this.issues = options.issues;
    this.bankId = options.bankId;
  }

  get statusCode(): number {
    return HTTP_STATUS_BY_CODE[this.code];
  }

  static badRequest(message?: string, issues?: ValidationIssue[]): AppError {
    return new AppError('BAD_REQUEST', message, issues ? { issues } : {});
  }

  static unauthorized(message?: string): AppError {
    return new AppError('UNAUTHORIZED', message);
  }

  static forbidden(message?: string): AppError {
    return new AppError('FORBIDDEN', message);
  }

  static notFound(message?: string): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static conflict(message?: string): AppError {
    return new AppError('CONFLICT', message);
  }
}
