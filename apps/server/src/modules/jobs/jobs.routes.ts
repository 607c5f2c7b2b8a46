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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { requireCaller } from '../../platform/http/caller';
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
  type StaffRequest,
  saveCoordinatorNotes,
  staffUsers,
  updateSpiLeader,
} from './jobs.service';

const staffRequest = (request: FastifyRequest): StaffRequest => ({
  caller: requireCaller(request),
  ip: request.ip,
  now: new Date(),
});

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

  addEndpoint(
    app,
    staffPolicyEndpoint,
    async ({ request }) => ok(await policyStatus(db, requireCaller(request))),
    {
      tags,
    },
  );

  addEndpoint(
    app,
    approveStaffPolicyEndpoint,
    async ({ body, request }) => {
      const { caller, ip, now } = staffRequest(request);
      return ok(await approvePolicy(db, { caller, ip, now }, body.version));
    },
    { tags },
  );

  addEndpoint(
    app,
    listJobsEndpoint,
    async ({ query, request }) => ok(await listJobs(deps, staffRequest(request), query)),
    { tags },
  );

  addEndpoint(
    app,
    jobQueueCountsEndpoint,
    async ({ request }) => ok(await countQueues(deps, staffRequest(request))),
    { tags },
  );

  addEndpoint(
    app,
    populateJobEndpoint,
    async ({ body, request }) => ok(await populateJob(deps, staffRequest(request), body.id)),
    { tags },
  );

  addEndpoint(
    app,
    assignAnalystEndpoint,
    async ({ body, request }) => ok(await assignAnalyst(deps, staffRequest(request), body)),
    { tags },
  );

  addEndpoint(
    app,
    saveCoordinatorNotesEndpoint,
    async ({ body, request }) => ok(await saveCoordinatorNotes(deps, staffRequest(request), body)),
    { tags },
  );

  for (const action of ['approve', 'reverse', 'closeUnapproved'] as const) {
    addEndpoint(
      app,
      JOB_STATE_ACTION_ENDPOINTS[action],
      async ({ body, request }) => ok(await changeJobState(deps, staffRequest(request), body.id, action)),
      { tags },
    );
  }

  addEndpoint(app, listAnalystsEndpoint, async () => ok(await staffUsers(db, 'Analyst')), { tags });
  addEndpoint(app, listSpiLeadersEndpoint, async () => ok(await staffUsers(db, 'SPILeader')), { tags });

  addEndpoint(
    app,
    listSpiJobsEndpoint,
    async ({ query, request }) => {
      const { jobs, paging } = await listSpiJobs(deps, staffRequest(request), query);
      return { ...ok(jobs), paging };
    },
    { tags },
  );

  addEndpoint(
    app,
    updateSpiLeaderEndpoint,
    async ({ body, request }) => ok(await updateSpiLeader(deps, staffRequest(request), body)),
    { tags },
  );
};
