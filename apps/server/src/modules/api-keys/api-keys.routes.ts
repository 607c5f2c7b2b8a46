import { createApiKeyEndpoint, listApiKeysEndpoint, revokeApiKeyEndpoint } from '@granska/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

/** Admins create, list and revoke customers' API keys (spec §7 POST /customer/createapikey). */
export const apiKeysRoutes: FastifyPluginAsync<{ db: Database; crypto: FieldCrypto }> = async (
  app,
  { db, crypto },
) => {
  const tags = { tags: ['api-keys'] };

  addEndpoint(
    app,
    createApiKeyEndpoint,
    async ({ body, context }) => ok(await createApiKey(db, crypto, context, body)),
    tags,
  );

  addEndpoint(
    app,
    listApiKeysEndpoint,
    async ({ query }) => {
      const { result, paging } = await listApiKeys(db, query);
      return { ...ok(result), paging };
    },
    tags,
  );

  addEndpoint(
    app,
    revokeApiKeyEndpoint,
    async ({ body, context }) => ok(await revokeApiKey(db, context, body.id)),
    tags,
  );
};
