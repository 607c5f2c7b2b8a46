import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config';

// Drizzle puts the query's parameters in the error text; they can be personal data.
const withoutQueryParameters = (text: string): string =>
  text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
}

export const serializeError = (error: unknown, depth = 0): LoggedError => {
  if (!(error instanceof Error)) return { type: typeof error, message: '[non-error thrown]', stack: '' };
  const serialized: LoggedError = {
    type: error.name,
    message: withoutQueryParameters(error.message),
    stack: withoutQueryParameters(error.stack ?? ''),
  };
  const { code } = error as { code?: unknown };
  if (code !== undefined) serialized.code = code;
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
};

// The consent link's key is the only handle on a person's consent (spec §2 consent/{id},
// external/consent/{id}); whoever reads the log must not be able to open it.
const CONSENT_LINK = /^((?:\/external)?\/consent\/)[^/]+/;
// The same for the reference check's candidate and referee links (reference-check-links.md).
const REFERENCE_LINK = /^(\/cre\/(?:candidate|referee)\/)[^/]+/;
// And the security-clearance survey link (security-clearance-survey.md).
const SURVEY_LINK = /^(\/scs\/)[^/]+/;
// And the SPI interview protocol's signing link (spi-interviews.md).
const SPI_PROTOCOL_LINK = /^(\/spip\/)[^/]+/;

/** The request path as logged: no query string, and no consent, reference-check or survey link key. */
export const loggedPath = (url: string | undefined): string | undefined =>
  url
    ?.split('?')[0]
    ?.replace(CONSENT_LINK, '$1[redacted]')
    .replace(REFERENCE_LINK, '$1[redacted]')
    .replace(SURVEY_LINK, '$1[redacted]')
    .replace(SPI_PROTOCOL_LINK, '$1[redacted]');

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
}

/**
 * Pino through Fastify. Logs carry ids, methods, paths and status codes; never query strings (search
 * texts), bodies, headers, client addresses, tokens or cookies (security.md).
 */
export const loggerOptions = (level: LogLevel): FastifyServerOptions['logger'] => ({
  level,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-api-key"]',
      'res.headers["set-cookie"]',
      'body',
      'req.body',
      'res.body',
      'request.body',
      'reply.body',
      'payload',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (request: LoggedRequest) => ({
      id: request.id,
      method: request.method,
      path: loggedPath(request.url),
    }),
    res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    err: serializeError,
  },
});
