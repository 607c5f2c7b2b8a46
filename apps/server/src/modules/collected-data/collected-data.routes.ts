import {
  collectedDataQueueEndpoint,
  getCollectedDataEndpoint,
  jobCollectedDataEndpoint,
  updateCollectedDataEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { requireCaller } from '../../platform/http/caller';
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
    async ({ query, request }) => {
      const { result, paging } = await listCollectionQueue(
        deps,
        { caller: requireCaller(request), ip: request.ip },
        query,
      );
      return { ...ok(result), paging };
    },
    { tags },
  );

  addEndpoint(
    app,
    getCollectedDataEndpoint,
    async ({ params, request }) =>
      ok(
        await openCollectedData(deps, { caller: requireCaller(request), ip: request.ip }, { id: params.id }),
      ),
    { tags },
  );

  addEndpoint(
    app,
    updateCollectedDataEndpoint,
    async ({ params, body, request }) =>
      ok(
        await updateCollectedData(deps, { caller: requireCaller(request), ip: request.ip }, params.id, body),
      ),
    { tags },
  );

  addEndpoint(
    app,
    jobCollectedDataEndpoint,
    async ({ params, request }) =>
      ok(
        await openCollectedData(
          deps,
          { caller: requireCaller(request), ip: request.ip },
          { jobId: params.id },
        ),
      ),
    { tags },
  );
};
