import { REQUEST_MESSAGES, type ValidationIssue } from '@granska/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, z } from 'zod';
import { AppError, codeForHttpStatus } from './app-error';
import { type EnvelopeStyle, errorEnvelope } from './envelopes';
import { serviceMountForPath } from './services';
import { UNSAFE_TEXT_MESSAGE } from './unsafe-text';

// Zod's own messages (for schemas without a custom one) in Swedish, like the rest of the API.
z.config(z.locales.sv());

const CONTEXT_NAMES: Readonly<Record<string, string>> = { querystring: 'query' };

interface SchemaValidationItem {
  instancePath?: string;
  message?: string;
  /** The schema library's issue code, its other fields in `params` (fastify-type-provider-zod). */
  keyword?: string;
  params?: Record<string, unknown>;
}

type ZodLocale = ReturnType<typeof z.locales.sv>;
type RawIssue = Parameters<ZodLocale['localeError']>[0];
const SWEDISH = z.locales.sv();
const ENGLISH = z.locales.en();
const writtenBy = (locale: ZodLocale, issue: RawIssue): string | undefined => {
  const written = locale.localeError(issue);
  return typeof written === 'string' ? written : written?.message;
};

/** A message zod wrote itself (the schema gave none of ours) has its English beside it. */
const issue = (path: string, message: string, raw: RawIssue | undefined): ValidationIssue => {
  const english = raw && writtenBy(SWEDISH, raw) === message ? writtenBy(ENGLISH, raw) : undefined;
  return { path, message, ...(english ? { messageEn: english } : {}) };
};

const issuesFromValidation = (items: readonly SchemaValidationItem[], context: string | undefined) => {
  const prefix = context ? (CONTEXT_NAMES[context] ?? context) : 'request';
  return items.map((item) =>
    issue(
      [prefix, ...(item.instancePath ?? '').split('/').filter(Boolean)].join('.'),
      item.message ?? REQUEST_MESSAGES.invalidValue,
      item.keyword ? ({ ...item.params, code: item.keyword } as RawIssue) : undefined,
    ),
  );
};

const issuesFromZod = (error: ZodError): ValidationIssue[] =>
  error.issues.map((found) => issue(found.path.map(String).join('.'), found.message, found as RawIssue));

const FASTIFY_ERRORS: Readonly<Record<string, () => AppError>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => AppError.badRequest(REQUEST_MESSAGES.invalidJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => AppError.badRequest(REQUEST_MESSAGES.invalidJson),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError('PAYLOAD_TOO_LARGE'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError('UNSUPPORTED_MEDIA_TYPE'),
  // A path that is not percent-encoded UTF-8 (%ED%A0%80 is a lone surrogate, %C0 no character at all).
  FST_ERR_BAD_URL: () => AppError.badRequest(UNSAFE_TEXT_MESSAGE),
};

const isFastifyError = (error: unknown): error is FastifyError =>
  error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';

/** Anything thrown while handling a request, as the one application error type. */
export const toAppError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return AppError.badRequest(undefined, issuesFromZod(error));
  if (error instanceof Error && Array.isArray((error as FastifyError).validation)) {
    const { validation, validationContext } = error as FastifyError;
    return AppError.badRequest(undefined, issuesFromValidation(validation ?? [], validationContext));
  }
  if (isFastifyError(error)) {
    const known = FASTIFY_ERRORS[error.code];
    if (known) return known();
  }
  // Framework and parser errors carry a 4xx statusCode (bad URL, poisoned JSON, bad content length);
  // their English messages are replaced by the code's Swedish one.
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return new AppError(codeForHttpStatus(statusCode), undefined, { cause: error });
  }
  return new AppError('INTERNAL_ERROR', undefined, { cause: error });
};

export const createErrorHandler =
  (style: EnvelopeStyle) =>
  (error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const appError = toAppError(error);
    const status = appError.statusCode;
    if (status >= 500) request.log.error({ err: error, code: appError.code }, 'request failed');
    else request.log.info({ code: appError.code }, 'request rejected');
    return reply
      .code(status)
      .send(errorEnvelope(style, appError.code, appError.message, appError.issues, appError.bankId));
  };

/**
 * Fastify's refusals before any route is found (a path that cannot be decoded, a path parameter over
 * the length limit): in the envelope of the path's prefix, like every other answer under it.
 */
export const frameworkErrorHandler = (
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply => {
  const path = request.url.split('?')[0] ?? '/';
  return createErrorHandler(serviceMountForPath(path)?.envelope ?? 'status')(error, request, reply);
};

export const sendNotFound = (style: EnvelopeStyle, reply: FastifyReply): FastifyReply =>
  reply.code(404).send(errorEnvelope(style, 'NOT_FOUND', 'Resursen hittades inte'));

/** Gives a service's prefix its envelope for every error and for unknown paths under it. */
export const useServiceEnvelope = (service: FastifyInstance, style: EnvelopeStyle): void => {
  service.setErrorHandler(createErrorHandler(style));
  service.setNotFoundHandler((_request, reply) => sendNotFound(style, reply));
};
