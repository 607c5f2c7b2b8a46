import {
  collectedDataQueueEndpoint,
  getCollectedDataEndpoint,
  jobCollectedDataEndpoint,
  updateCollectedDataEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { listCollectionQueue, openCollectedData, updateCollectedData } from './collected-data.service';

/**
 * Collected data (spec §7): GET /collecteddata/ (the Inmatningskö), GET and PUT /collecteddata/{id},
 * GET /jobs/{id}/collecteddata. docs/decisions/collected-data.md.
 */
export const collectedDataRoutes: FastifyPluginAsyncZod<{ db: Database; crypto: FieldCrypto }> = async (
  app,
  { db, crypto },
) => {
  const tags = ['collected-data'];
  const deps = { db, crypto };

  addEndpoint(
    app,
    collectedDataQueueEndpoint,
    async ({ query, context }) => {
      const { result, paging } = await listCollectionQueue(deps, context, query);
      return { ...ok(result), paging };
    },
    { tags },
  );

  addEndpoint(
    app,
    getCollectedDataEndpoint,
    async ({ params, context }) => ok(await openCollectedData(deps, context, { id: params.id })),
    { tags },
  );

  addEndpoint(
    app,
    updateCollectedDataEndpoint,
    async ({ params, body, context }) => ok(await updateCollectedData(deps, context, params.id, body)),
    { tags },
  );

  addEndpoint(
    app,
    jobCollectedDataEndpoint,
    async ({ params, context }) => ok(await openCollectedData(deps, context, { jobId: params.id })),
    { tags },
  );
};
