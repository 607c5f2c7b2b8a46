import {
  approveStaffPolicyEndpoint,
  assignAnalystEndpoint,
  JOB_STATE_ACTION_ENDPOINTS,
  jobQueueCountsEndpoint,
  listAnalystsEndpoint,
  listJobsEndpoint,
  listSpiJobsEndpoint,
  listSpiLeadersEndpoint,
  populateJobEndpoint,
  saveCoordinatorNotesEndpoint,
  staffPolicyEndpoint,
  updateSpiLeaderEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { approvePolicy, policyStatus } from '../staff-access';
import {
  assignAnalyst,
  changeJobState,
  countQueues,
  listJobs,
  listSpiJobs,
  populateJob,
  saveCoordinatorNotes,
  staffUsers,
  updateSpiLeader,
} from './jobs.service';

/**
 * Staff work on background-check jobs (issue 6; docs/decisions/staff-jobs.md): the security policy,
 * the work queues, opening a job, assigning analysts and SPI leaders, notes, approve and reverse.
 */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Database; crypto: FieldCrypto }> = async (
  app,
  { db, crypto },
) => {
  const tags = ['staff jobs'];
  const deps = { db, crypto };

  addEndpoint(app, staffPolicyEndpoint, async ({ context }) => ok(await policyStatus(db, context.caller)), {
    tags,
  });

  addEndpoint(
    app,
    approveStaffPolicyEndpoint,
    async ({ body, context }) => ok(await approvePolicy(db, context, body.version)),
    { tags },
  );

  addEndpoint(app, listJobsEndpoint, async ({ query, context }) => ok(await listJobs(deps, context, query)), {
    tags,
  });

  addEndpoint(app, jobQueueCountsEndpoint, async ({ context }) => ok(await countQueues(deps, context)), {
    tags,
  });

  addEndpoint(
    app,
    populateJobEndpoint,
    async ({ body, context }) => ok(await populateJob(deps, context, body.id)),
    { tags },
  );

  addEndpoint(
    app,
    assignAnalystEndpoint,
    async ({ body, context }) => ok(await assignAnalyst(deps, context, body)),
    { tags },
  );

  addEndpoint(
    app,
    saveCoordinatorNotesEndpoint,
    async ({ body, context }) => ok(await saveCoordinatorNotes(deps, context, body)),
    { tags },
  );

  for (const action of ['approve', 'reverse', 'closeUnapproved'] as const) {
    addEndpoint(
      app,
      JOB_STATE_ACTION_ENDPOINTS[action],
      async ({ body, context }) => ok(await changeJobState(deps, context, body.id, action)),
      { tags },
    );
  }

  addEndpoint(app, listAnalystsEndpoint, async () => ok(await staffUsers(db, 'Analyst')), { tags });
  addEndpoint(app, listSpiLeadersEndpoint, async () => ok(await staffUsers(db, 'SPILeader')), { tags });

  addEndpoint(
    app,
    listSpiJobsEndpoint,
    async ({ query, context }) => {
      const { jobs, paging } = await listSpiJobs(deps, context, query);
      return { ...ok(jobs), paging };
    },
    { tags },
  );

  addEndpoint(
    app,
    updateSpiLeaderEndpoint,
    async ({ body, context }) => ok(await updateSpiLeader(deps, context, body)),
    { tags },
  );
};
