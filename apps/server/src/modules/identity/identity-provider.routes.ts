import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { sendNotFound } from '../../platform/http/error-handler';
import { IdentityError, identityErrors } from './errors';
import { IDENTITY_OPERATIONS, type IdentityProviderContext } from './identity-provider.service';

export const AMZ_JSON = 'application/x-amz-json-1.1';
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
/** The largest request the client sends is a few kilobytes (tokens, SRP values). */
export const IDP_BODY_LIMIT_BYTES = 64 * 1024;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amz-apigw-id',
};

const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-amz-target, x-amz-user-agent, cache-control, authorization',
  'access-control-max-age': '600',
};

const sendError = (reply: FastifyReply, error: IdentityError, status: number = error.status): FastifyReply =>
  reply.code(status).header('x-amzn-errortype', `${error.type}:`).type(AMZ_JSON).send(error.toBody());

/**
 * Errors in the user pool's format: 400 with `{__type, message}`, 500 only for InternalErrorException.
 * A refusal of the server's edge (an AppError) keeps its status and its Swedish message: a rate limit
 * (429) as TooManyRequestsException, which the web app shows as 'För många försök. Försök igen senare',
 * anything else (characters no column can hold) as InvalidParameterException.
 */
const identityErrorHandler = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof IdentityError) {
    request.log.info({ type: error.type }, 'identity request rejected');
    return sendError(reply, error);
  }
  if (error instanceof AppError && error.statusCode < 500) {
    request.log.info({ code: error.code }, 'identity request refused at the edge');
    const type =
      error.code === 'TOO_MANY_REQUESTS' ? 'TooManyRequestsException' : 'InvalidParameterException';
    return sendError(reply, new IdentityError(type, error.message), error.statusCode);
  }
  const statusCode = (error as Partial<FastifyError> | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const code = (error as Partial<FastifyError>).code ?? '';
    const message =
      code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'Request body too large'
        : code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? `Content-Type must be ${AMZ_JSON}`
          : 'Malformed request body';
    request.log.info({ code }, 'identity request rejected');
    return sendError(reply, identityErrors.invalidParameter(message));
  }
  request.log.error({ err: error }, 'identity request failed');
  return sendError(reply, identityErrors.internal());
};

export interface IdentityProviderRoutesOptions {
  provider: IdentityProviderContext;
}

/**
 * The user-pool endpoint (identity.md): `POST /idp` with the operation in X-Amz-Target, plus the pool's
 * JWKS and OpenID discovery document under `/idp/<pool id>/.well-known/`.
 */
export const identityProviderRoutes = async (
  idp: FastifyInstance,
  { provider }: IdentityProviderRoutesOptions,
): Promise<void> => {
  idp.addContentTypeParser(
    AMZ_JSON,
    { parseAs: 'string', bodyLimit: IDP_BODY_LIMIT_BYTES },
    idp.getDefaultJsonParser('error', 'error'),
  );
  idp.setErrorHandler(identityErrorHandler);
  // The first signing key exists before anyone logs in (not at build: tests build apps on empty databases).
  idp.addHook('onReady', async () => {
    await provider.keys.keyRing();
  });
  // Paths outside the protocol answer like any unknown path of the server.
  idp.setNotFoundHandler((_request, reply) => sendNotFound('status', reply));
  idp.addHook('onSend', async (_request, reply) => {
    reply.headers(CORS_HEADERS);
  });

  const config = { access: 'public' as const };

  idp.options('/', { config }, async (_request, reply) => reply.code(204).headers(PREFLIGHT_HEADERS).send());

  idp.post('/', { config, bodyLimit: IDP_BODY_LIMIT_BYTES }, async (request, reply) => {
    const target = request.headers['x-amz-target'];
    const name =
      typeof target === 'string' && target.startsWith(TARGET_PREFIX)
        ? target.slice(TARGET_PREFIX.length)
        : '';
    const operation = IDENTITY_OPERATIONS.get(name);
    if (!operation) throw identityErrors.unknownOperation();
    if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
      throw identityErrors.invalidParameter('Request body must be a JSON object');
    }
    const result = await operation(provider, request.body);
    reply.header('cache-control', 'no-store').type(AMZ_JSON);
    return result;
  });

  const wellKnown = (poolId: string) => {
    if (poolId !== provider.userPoolId)
      throw new IdentityError('ResourceNotFoundException', 'User pool does not exist.');
  };

  idp.get<{ Params: { poolId: string } }>(
    '/:poolId/.well-known/jwks.json',
    { config },
    async (request, reply) => {
      wellKnown(request.params.poolId);
      reply.header('cache-control', 'public, max-age=300');
      return provider.keys.jwks();
    },
  );

  idp.get<{ Params: { poolId: string } }>(
    '/:poolId/.well-known/openid-configuration',
    { config },
    async (request, reply) => {
      wellKnown(request.params.poolId);
      reply.header('cache-control', 'public, max-age=300');
      return {
        issuer: provider.issuer,
        jwks_uri: `${provider.issuer}/.well-known/jwks.json`,
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        response_types_supported: ['token'],
        scopes_supported: ['openid', 'email', 'phone', 'aws.cognito.signin.user.admin'],
        claims_supported: [
          'sub',
          'email',
          'email_verified',
          'phone_number',
          'cognito:groups',
          'custom:custNo',
        ],
      };
    },
  );
};
