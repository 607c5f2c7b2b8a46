import { z } from 'zod';

/**
 * The response envelopes of spec §3, shared by the server (which builds them) and the web app (which
 * parses them). Main API: `status` is 'OK' on success, else an error code. Reference service:
 * `statusCode` is 200 on success, else the HTTP status. Both carry a Swedish `message` and a `result`
 * list (single results are its first item). On a validation failure `issues` names the bad fields.
 */

export const OK_STATUS = 'OK';

export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE_ENTITY',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'GATEWAY_TIMEOUT',
] as const;
export const ApiErrorCode = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof ApiErrorCode>;

/** The message of an error envelope when the server names no other; a 5xx always carries this one. */
export const API_ERROR_DEFAULT_MESSAGES: Readonly<Record<ApiErrorCode, string>> = {
  BAD_REQUEST: 'Ogiltig begäran',
  UNAUTHORIZED: 'Inloggning krävs',
  FORBIDDEN: 'Behörighet saknas',
  NOT_FOUND: 'Resursen hittades inte',
  METHOD_NOT_ALLOWED: 'Metoden stöds inte',
  CONFLICT: 'Uppgifterna krockar med befintliga uppgifter',
  GONE: 'Resursen finns inte längre',
  PAYLOAD_TOO_LARGE: 'Förfrågan är för stor',
  UNSUPPORTED_MEDIA_TYPE: 'Innehållstypen stöds inte',
  UNPROCESSABLE_ENTITY: 'Förfrågan kunde inte behandlas',
  TOO_MANY_REQUESTS: 'För många försök. Försök igen senare',
  INTERNAL_ERROR: 'Ett internt fel uppstod. Försök igen senare',
  BAD_GATEWAY: 'En extern tjänst svarade inte som väntat',
  SERVICE_UNAVAILABLE: 'Tjänsten är inte tillgänglig just nu. Försök igen senare',
  GATEWAY_TIMEOUT: 'En extern tjänst svarade inte i tid',
};

/** The server's own refusals of a request as such (not of one endpoint's rules). */
export const REQUEST_MESSAGES = {
  invalidJson: 'Ogiltig JSON',
  invalidValue: 'Ogiltigt värde',
  unsafeText: 'Förfrågan innehåller ogiltiga tecken',
  notLoggedIn: 'Inloggning krävs',
  forbidden: 'Du saknar behörighet för detta',
} as const;

/** One rejected field: `path` is where it was (`body.custName`, `query.page`), `message` is Swedish. */
export const ValidationIssue = z.object({
  path: z.string(),
  message: z.string(),
  /** The English of a message the schema library wrote itself (ours have theirs in english-messages.ts). */
  messageEn: z.string().optional(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** A successful main-API envelope whose result items are `item`. */
export const okEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(OK_STATUS), message: z.string(), result: z.array(item) });

/** A failed main-API call. `status` is an ApiErrorCode; unknown codes are still failures. */
export const ErrorEnvelope = z.object({
  status: z.string().refine((status) => status !== OK_STATUS),
  message: z.string(),
  result: z.array(z.unknown()),
  issues: z.array(ValidationIssue).optional(),
  /** The BankID calls' code (spec §8: '70021', '70022', '70203', else 'other'; api/consent.ts). */
  bankIdCode: z.string().optional(),
  /** BankID's hint code when a BankID order ended without a signature ('70203'). */
  hintCode: z.string().nullable().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** What a main-API call may answer: its success envelope or an error envelope. */
export const envelope = <T extends z.ZodType>(item: T) => z.union([okEnvelope(item), ErrorEnvelope]);

export type OkEnvelope<T> = { status: typeof OK_STATUS; message: string; result: T[] };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

export const isOkEnvelope = <T>(value: Envelope<T>): value is OkEnvelope<T> => value.status === OK_STATUS;

/** Detail responses carry `fetchStatus` such as 'OK' or 'OK: 3 records'; only the part before ':' counts. */
export const isFetchStatusOk = (fetchStatus: string | null | undefined): boolean =>
  (fetchStatus ?? '').split(':')[0]?.trim() === OK_STATUS;

export const REFERENCE_OK_STATUS_CODE = 200;

/** A successful reference-service envelope whose result items are `item`. */
export const referenceOkEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ statusCode: z.literal(REFERENCE_OK_STATUS_CODE), message: z.string(), result: z.array(item) });

/** A failed reference-service call: `statusCode` is the HTTP status (4xx/5xx). */
export const ReferenceErrorEnvelope = z.object({
  statusCode: z.number().int().min(400).max(599),
  message: z.string(),
  result: z.array(z.unknown()),
  issues: z.array(ValidationIssue).optional(),
});
export type ReferenceErrorEnvelope = z.infer<typeof ReferenceErrorEnvelope>;

export const referenceEnvelope = <T extends z.ZodType>(item: T) =>
  z.union([referenceOkEnvelope(item), ReferenceErrorEnvelope]);

export type ReferenceOkEnvelope<T> = {
  statusCode: typeof REFERENCE_OK_STATUS_CODE;
  message: string;
  result: T[];
};
export type ReferenceEnvelope<T> = ReferenceOkEnvelope<T> | ReferenceErrorEnvelope;

export const isReferenceOkEnvelope = <T>(value: ReferenceEnvelope<T>): value is ReferenceOkEnvelope<T> =>
  value.statusCode === REFERENCE_OK_STATUS_CODE;
