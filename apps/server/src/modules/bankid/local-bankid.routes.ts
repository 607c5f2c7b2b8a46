import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { Database } from '../../platform/db/database';
import {
  AuthRequest,
  BANKID_ERROR_STATUS,
  OrderRefRequest,
  PhoneAuthRequest,
  PhoneSignRequest,
  SignRequest,
} from './bankid-api';
import {
  cancelLocalOrder,
  collectLocalOrder,
  LocalBankIdApiError,
  type LocalBankIdSettings,
  startLocalOrder,
} from './local-bankid.service';

/** Where the local BankID server speaks the RP API v6.0 (the client's base URL, no trailing slash). */
export const LOCAL_BANKID_API_PATH = '/dev/bankid/rp/v6.0';
/** BankID's requests are small; 256 KiB holds the largest userNonVisibleData with room to spare. */
const BODY_LIMIT_BYTES = 256 * 1024;

const sendApiError = (reply: FastifyReply, errorCode: keyof typeof BANKID_ERROR_STATUS, details: string) =>
  reply.code(BANKID_ERROR_STATUS[errorCode]).type('application/json').send({ errorCode, details });

/** Errors in BankID's format `{errorCode, details}`, never our envelope: the client must meet BankID's. */
const apiErrorHandler = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof LocalBankIdApiError) return sendApiError(reply, error.errorCode, error.details);
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return sendApiError(reply, 'invalidParameters', 'Request too large');
  }
  const statusCode = fastifyError?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return sendApiError(reply, 'invalidParameters', 'Invalid JSON in request body');
  }
  request.log.error({ err: error }, 'local BankID server failed');
  return sendApiError(reply, 'internalError', 'Internal error');
};

const parse = <T>(schema: ZodType<T>, body: unknown): T => {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  const message = issue?.message.startsWith('Invalid ') ? issue.message : `Invalid ${field}`;
  throw new LocalBankIdApiError('invalidParameters', message);
};

export interface LocalBankIdApiOptions {
  db: Database;
  settings: LocalBankIdSettings;
}

/**
 * The local BankID server's RP API v6.0 (bankid.md): /auth, /sign, /phone/auth, /phone/sign, /collect,
 * /cancel with BankID's shapes, statuses, hint codes and errors. A test service: app.ts registers it only
 * outside production.
 */
export const localBankIdApiRoutes = async (api: FastifyInstance, { db, settings }: LocalBankIdApiOptions) => {
  api.removeAllContentTypeParsers();
  api.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    api.getDefaultJsonParser('error', 'error'),
  );
  // Anything else is refused in the hook below; this parser only keeps Fastify from answering first.
  api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_request, _body, done) =>
    done(null, undefined),
  );
  // BankID accepts exactly `application/json`: a charset parameter (or any other type) gets 415.
  api.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST') return;
    const contentType = request.headers['content-type'];
    if (contentType === undefined || contentType.trim().toLowerCase() !== 'application/json') {
      return sendApiError(reply, 'unsupportedMediaType', 'Unsupported media type');
    }
  });
  api.setErrorHandler(apiErrorHandler);
  api.setNotFoundHandler((request, reply) =>
    request.method === 'POST'
      ? sendApiError(reply, 'notFound', 'No such method')
      : sendApiError(reply, 'methodNotAllowed', 'Method not allowed'),
  );

  const route = { config: { access: 'public' as const }, schema: { hide: true } };

  for (const [kind, schema] of [
    ['auth', AuthRequest],
    ['sign', SignRequest],
  ] as const) {
    api.post(`/${kind}`, route, async (request) => {
      const body = parse(schema, request.body);
      return startLocalOrder(db, settings, {
        kind,
        channel: 'qr',
        endUserIp: body.endUserIp,
        personalNumber: body.requirement?.personalNumber,
        request: body,
      });
    });
  }

  for (const [kind, schema] of [
    ['auth', PhoneAuthRequest],
    ['sign', PhoneSignRequest],
  ] as const) {
    api.post(`/phone/${kind}`, route, async (request) => {
      const body = parse(schema, request.body);
      const { orderRef } = await startLocalOrder(db, settings, {
        kind,
        channel: 'phone',
        endUserIp: undefined,
        personalNumber: body.personalNumber,
        request: body,
      });
      return { orderRef };
    });
  }

  api.post('/collect', route, async (request) => {
    const { orderRef } = parse(OrderRefRequest, request.body);
    return collectLocalOrder(db, settings, orderRef);
  });

  api.post('/cancel', route, async (request) => {
    const { orderRef } = parse(OrderRefRequest, request.body);
    await cancelLocalOrder(db, orderRef);
    return {};
  });
};
