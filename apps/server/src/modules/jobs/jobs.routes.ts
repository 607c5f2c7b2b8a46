import {
  ApprovePolicyRequest,
  AssignAnalystRequest,
  CoordinatorNotesRequest,
  JobIdRequest,
  JobQueueCounts,
  JobsPage,
  JobsQuery,
  okEnvelope,
  PolicyApprovalStatus,
  SpiJobsPage,
  SpiJobsQuery,
  StaffJobDetails,
  StaffUserOption,
  UpdateSpiLeaderRequest,
} from '@granska/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { requireCaller } from '../../platform/http/caller';
import { ok } from '../../platform/http/envelopes';
import { approvePolicy, policyStatus } from '../staff-access';
import {
  COORDINATOR_ACCESS,
  JOB_COORDINATION_ACCESS,
  JOB_LIST_ACCESS,
  JOB_OPEN_ACCESS,
  SPI_COORDINATOR_ACCESS,
  STAFF_POLICY_ACCESS,
} from './jobs.policy';
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

  app.get(
    '/staff/policy',
    {
      config: { access: STAFF_POLICY_ACCESS },
      schema: {
        summary: 'Whether the caller approved the current security policy (spec §2, 10 points)',
        tags,
        response: { 200: okEnvelope(PolicyApprovalStatus) },
      },
    },
    async (request) => ok(await policyStatus(db, requireCaller(request))),
  );

  app.post(
    '/staff/policy/approve',
    {
      config: { access: STAFF_POLICY_ACCESS },
      schema: {
        summary: 'Record that the caller approved this version of the security policy',
        tags,
        body: ApprovePolicyRequest,
        response: { 200: okEnvelope(PolicyApprovalStatus) },
      },
    },
    async (request) => {
      const { caller, ip, now } = staffRequest(request);
      return ok(await approvePolicy(db, { caller, ip, now }, request.body.version));
    },
  );

  app.get(
    '/jobs',
    {
      config: { access: JOB_LIST_ACCESS },
      schema: {
        summary:
          'A keyset page of a work queue (spec §4; `mine` for the caller’s own jobs), deadline first, ' +
          'searched by job or order id prefix, a whole consent key or the customer’s name',
        tags,
        querystring: JobsQuery,
        response: { 200: okEnvelope(JobsPage) },
      },
    },
    async (request) => ok(await listJobs(deps, staffRequest(request), request.query)),
  );

  app.get(
    '/jobs/counts',
    {
      config: { access: JOB_LIST_ACCESS },
      schema: {
        summary: 'How many jobs each queue the caller may list holds',
        tags,
        response: { 200: okEnvelope(JobQueueCounts) },
      },
    },
    async (request) => ok(await countQueues(deps, staffRequest(request))),
  );

  app.post(
    '/job/populate',
    {
      config: { access: JOB_OPEN_ACCESS },
      schema: {
        summary: 'Open a job: its person data (need-to-know, security policy, audited) and staff fields',
        tags,
        body: JobIdRequest,
        response: { 200: okEnvelope(StaffJobDetails) },
      },
    },
    async (request) => ok(await populateJob(deps, staffRequest(request), request.body.id)),
  );

  app.post(
    '/jobs/user',
    {
      config: { access: JOB_COORDINATION_ACCESS },
      schema: {
        summary: 'Assign the job to an enabled analyst, or unassign it with userId null',
        tags,
        body: AssignAnalystRequest,
        response: { 200: okEnvelope(StaffJobDetails) },
      },
    },
    async (request) => ok(await assignAnalyst(deps, staffRequest(request), request.body)),
  );

  app.post(
    '/job/coordinator-notes',
    {
      config: { access: COORDINATOR_ACCESS },
      schema: {
        summary: 'Replace the job’s coordinator notes (staff only, encrypted; empty clears them)',
        tags,
        body: CoordinatorNotesRequest,
        response: { 200: okEnvelope(StaffJobDetails) },
      },
    },
    async (request) => ok(await saveCoordinatorNotes(deps, staffRequest(request), request.body)),
  );

  const STATE_ACTIONS = {
    approve: ['/job/approve', 'Approve a report waiting for approval (PENDING_APPROVAL → APPROVED)'],
    reverse: ['/job/reverse', 'Return the job to its previous state'],
    closeUnapproved: [
      '/job/close-unapproved',
      'End a job whose report the person did not approve (timed out → TIMED_OUT, declined → DECLINED)',
    ],
  } as const;
  for (const action of ['approve', 'reverse', 'closeUnapproved'] as const) {
    const [path, summary] = STATE_ACTIONS[action];
    app.post(
      path,
      {
        config: { access: JOB_COORDINATION_ACCESS },
        schema: {
          summary,
          tags,
          body: JobIdRequest,
          response: { 200: okEnvelope(StaffJobDetails) },
        },
      },
      async (request) => ok(await changeJobState(deps, staffRequest(request), request.body.id, action)),
    );
  }

  for (const [path, group] of [
    ['/staff/analysts', 'Analyst'],
    ['/staff/spi-leaders', 'SPILeader'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: COORDINATOR_ACCESS },
        schema: {
          summary: `Enabled users of the ${group} group, by e-mail`,
          tags,
          response: { 200: okEnvelope(StaffUserOption) },
        },
      },
      async () => ok(await staffUsers(db, group)),
    );
  }

  app.get(
    '/spi-coordinators/jobs',
    {
      config: { access: SPI_COORDINATOR_ACCESS },
      schema: {
        summary: 'A page of the jobs with an SPI (ANALYSING or INTERVIEWING), deadline first',
        tags,
        querystring: SpiJobsQuery,
        response: { 200: SpiJobsPage },
      },
    },
    async (request) => {
      const { jobs, paging } = await listSpiJobs(deps, staffRequest(request), request.query);
      return { ...ok(jobs), paging };
    },
  );

  app.post(
    '/spi-coordinators/updateSpiLeader',
    {
      config: { access: SPI_COORDINATOR_ACCESS },
      schema: {
        summary: 'Set (or with userId null clear) the SPI leader of a job with an SPI',
        tags,
        body: UpdateSpiLeaderRequest,
        response: { 200: okEnvelope(StaffJobDetails) },
      },
    },
    async (request) => ok(await updateSpiLeader(deps, staffRequest(request), request.body)),
  );
};
