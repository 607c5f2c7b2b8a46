import {
  ApiKeyInfo,
  ApiKeysPage,
  CreateApiKeyRequest,
  CreatedApiKey,
  ListApiKeysQuery,
  okEnvelope,
  RevokeApiKeyRequest,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { requireCaller } from '../../platform/http/caller';
import { ok } from '../../platform/http/envelopes';
import { CUSTOMER_ADMIN_ACCESS } from '../customers/customers.policy';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

/** Admins create, list and revoke customers' API keys (spec §7 POST /customer/createapikey). */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ db: Database; crypto: FieldCrypto }> = async (
  app,
  { db, crypto },
) => {
  const tags = ['api-keys'];

  app.post(
    '/customer/createapikey',
    {
      config: { access: CUSTOMER_ADMIN_ACCESS },
      schema: {
        summary: 'Create an API key for a customer; the answer is the only time the key is shown',
        tags,
        body: CreateApiKeyRequest,
        response: { 200: okEnvelope(CreatedApiKey) },
      },
    },
    async (request) =>
      ok(await createApiKey(db, crypto, { caller: requireCaller(request), ip: request.ip }, request.body)),
  );

  app.get(
    '/customer/apikeys',
    {
      config: { access: CUSTOMER_ADMIN_ACCESS },
      schema: {
        summary: "A page of a customer's API keys: prefix, name, created, last used, revoked",
        tags,
        querystring: ListApiKeysQuery,
        response: { 200: ApiKeysPage },
      },
    },
    async (request) => {
      const { result, paging } = await listApiKeys(db, request.query);
      return { ...ok(result), paging };
    },
  );

  app.post(
    '/customer/apikey/revoke',
    {
      config: { access: CUSTOMER_ADMIN_ACCESS },
      schema: {
        summary: 'Revoke an API key at once',
        tags,
        body: RevokeApiKeyRequest,
        response: { 200: okEnvelope(ApiKeyInfo) },
      },
    },
    async (request) =>
      ok(await revokeApiKey(db, { caller: requireCaller(request), ip: request.ip }, request.body.id)),
  );
};
