import type {
  ApiErrorCode,
  ErrorEnvelope,
  OkEnvelope,
  ReferenceErrorEnvelope,
  ReferenceOkEnvelope,
  ValidationIssue,
} from '@granska/domain';
import { type BankIdErrorFields, HTTP_STATUS_BY_CODE } from './app-error';

/** Which envelope a service answers in: the main API's `status` or the reference service's `statusCode`. */
export type EnvelopeStyle = 'status' | 'statusCode';

const asList = <T>(result: T | readonly T[]): T[] => (Array.isArray(result) ? [...result] : [result as T]);

/** Main-API success: a single value becomes a one-item result list. */
export const ok = <T>(result: T | readonly T[], message = 'OK'): OkEnvelope<T> => ({
  status: 'OK',
  message,
  result: asList(result),
});

/** Reference-service success. */
export const referenceOk = <T>(result: T | readonly T[], message = 'OK'): ReferenceOkEnvelope<T> => ({
  statusCode: 200,
  message,
  result: asList(result),
});

export const errorEnvelope = (
  style: EnvelopeStyle,
  code: ApiErrorCode,
  message: string,
  issues?: ValidationIssue[],
  bankId?: BankIdErrorFields,
): ErrorEnvelope | ReferenceErrorEnvelope => {
  const extra = issues && issues.length > 0 ? { issues } : {};
  // Only the main API has BankID calls (spec §7 /bankid/*).
  const bankIdFields = bankId ? { bankIdCode: bankId.bankIdCode, hintCode: bankId.hintCode ?? null } : {};
  return style === 'status'
    ? { status: code, message, result: [], ...extra, ...bankIdFields }
    : { statusCode: HTTP_STATUS_BY_CODE[code], message, result: [], ...extra };
};
