import { REQUEST_MESSAGES, type ValidationIssue } from '@granska/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Text no column can hold: PostgreSQL refuses U+0000 in text and jsonb, and a lone UTF-16 surrogate
 * (a JSON `\ud800` without its pair) is no character at all. Both are refused at the edge, in one place,
 * before any schema or service sees them (security review, issue 10 item 5).
 */
export const UNSAFE_TEXT_MESSAGE = REQUEST_MESSAGES.unsafeText;
export const UNSAFE_TEXT_ISSUE = 'Innehåller ett ogiltigt tecken (NUL eller ett ensamt surrogattecken)';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isUnsafeText = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The path (`body.candidate.firstName`, `query.search`, `params.id`) of a string or key in `value` that
 * holds unsafe text, or undefined when there is none. Walks with its own stack: a body of a million
 * nested arrays must not overflow the call stack.
 */
export const findUnsafeText = (value: unknown, path: string): string | undefined => {
  const pending: [unknown, string][] = [[value, path]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, at] = next;
    if (typeof item === 'string') {
      if (isUnsafeText(item)) return at;
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => {
        pending.push([element, `${at}.${index}`]);
      });
    } else if (typeof item === 'object' && item !== null && !ArrayBuffer.isView(item)) {
      // Parsed query strings and path parameters are objects without Object's prototype; a Buffer
      // (a body parsed as bytes) is not text and is left alone.
      for (const [key, element] of Object.entries(item)) {
        if (isUnsafeText(key)) return at;
        pending.push([element, `${at}.${key}`]);
      }
    }
  }
  return undefined;
};

export const unsafeTextError = (path: string): AppError =>
  AppError.badRequest(UNSAFE_TEXT_MESSAGE, [{ path, message: UNSAFE_TEXT_ISSUE } satisfies ValidationIssue]);

/**
 * For every route of the server: path parameters, the query string and the parsed body, before
 * validation. The error goes to the route's own error handler, so each prefix answers 400 in its
 * envelope (the identity provider as InvalidParameterException).
 */
export const installUnsafeTextRefusal = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnsafeText(request.params, 'params') ??
      findUnsafeText(request.query, 'query') ??
      findUnsafeText(request.body, 'body');
    if (found !== undefined) throw unsafeTextError(found);
  });
};
