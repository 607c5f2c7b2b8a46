import {
  CollectedDataIdParams,
  CollectedDataQueuePage,
  CollectedDataQueueQuery,
  CollectedDataView,
  okEnvelope,
  UpdateCollectedDataRequest,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { requireCaller } from '../../platform/http/caller';
import { ok } from '../../platform/http/envelopes';
import {
  COLLECTED_DATA_QUEUE_ACCESS,
  COLLECTED_DATA_READ_ACCESS,
  COLLECTED_DATA_UPDATE_ACCESS,
} from './collected-data.policy';
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

  app.get(
    '/collecteddata/',
    {
      config: { access: COLLECTED_DATA_QUEUE_ACCESS },
      schema: {
        summary: 'The Inmatningskö: records not yet finished of jobs under way, nearest deadline first',
        tags,
        querystring: CollectedDataQueueQuery,
        response: { 200: CollectedDataQueuePage },
      },
    },
    async (request) => {
      const { result, paging } = await listCollectionQueue(
        deps,
        { caller: requireCaller(request), ip: request.ip },
        request.query,
      );
      return { ...ok(result), paging };
    },
  );

  app.get(
    '/collecteddata/:id',
    {
      config: { access: COLLECTED_DATA_READ_ACCESS },
      schema: {
        summary: 'One collected-data record; person data only for those who may open it now (audited)',
        tags,
        params: CollectedDataIdParams,
        response: { 200: okEnvelope(CollectedDataView) },
      },
    },
    async (request) =>
      ok(
        await openCollectedData(
          deps,
          { caller: requireCaller(request), ip: request.ip },
          { id: request.params.id },
        ),
      ),
  );

  app.put(
    '/collecteddata/:id',
    {
      config: { access: COLLECTED_DATA_UPDATE_ACCESS },
      schema: {
        summary:
          'Save the form (SAVED) or finish it (`finish: true`, DONE); a coordinator reopens a DONE record ' +
          '(`reopen: true`)',
        tags,
        params: CollectedDataIdParams,
        body: UpdateCollectedDataRequest,
        response: { 200: okEnvelope(CollectedDataView) },
      },
    },
    async (request) =>
      ok(
        await updateCollectedData(
          deps,
          { caller: requireCaller(request), ip: request.ip },
          request.params.id,
          request.body,
        ),
      ),
  );

  app.get(
    '/jobs/:id/collecteddata',
    {
      config: { access: COLLECTED_DATA_READ_ACCESS },
      schema: {
        summary: "The job's collected-data record (404 when the job needs no collection)",
        tags,
        params: CollectedDataIdParams,
        response: { 200: okEnvelope(CollectedDataView) },
      },
    },
    async (request) =>
      ok(
        await openCollectedData(
          deps,
          { caller: requireCaller(request), ip: request.ip },
          { jobId: request.params.id },
        ),
      ),
  );
};
