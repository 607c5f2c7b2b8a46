import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AuditSamples, AuditWalkWorld } from '../../platform/testing/audit-walk';
import { insertJobs, staffTestKit } from '../jobs/jobs.test-support';
import { bkConsents, bkJobs } from '../orders/orders.schema';

const DEMO_1002 = '0b6f4f7e-3c1a-4d55-9a43-6f0e2d1a1002';

const draft = {
  summary: 'Inga anmärkningar av betydelse för tjänsten.',
  sections: { ECONOMY: 'Inga betalningsanmärkningar.' },
};

/** A job of demo customer 1002 under analysis (written straight into the tables), its analyst and a coordinator. */
const analysingJob = async (world: AuditWalkWorld) => {
  const staff = staffTestKit(world.testApp, world.tag());
  const analyst = await staff.staff(['Analyst']);
  const coordinator = await staff.staff(['Coordinator']);
  const [jobId] = await insertJobs(world.testApp, [
    { customerId: DEMO_1002, currState: 'ANALYSING', staffId: analyst.userId },
  ]);
  if (!jobId) throw new Error('no job inserted');
  const post = async (url: string, token: string, body: unknown) => {
    const response = await staff.call('POST', url, token, body);
    expect(response.statusCode, response.body).toBe(200);
  };
  return { jobId, analyst, coordinator, post };
};

/** As analysingJob, its report saved and finalized: PENDING_APPROVAL, the person asked to approve. */
export const finalizedJob = async (world: AuditWalkWorld) => {
  const job = await analysingJob(world);
  await job.post('/report', job.analyst.token, { jobId: job.jobId, language: 'sv', content: draft });
  await job.post('/report/final', job.analyst.token, { jobId: job.jobId });
  return job;
};

export const samples: AuditSamples = {
  'POST /report': async (world) => {
    const { jobId, analyst } = await analysingJob(world);
    return { token: analyst.token, body: { jobId, language: 'sv', content: draft } };
  },
  'POST /report/final': async (world) => {
    const { jobId, analyst, post } = await analysingJob(world);
    await post('/report', analyst.token, { jobId, language: 'sv', content: draft });
    return { token: analyst.token, body: { jobId } };
  },
  'POST /report/approval/resend': async (world) => {
    const { jobId, coordinator } = await finalizedJob(world);
    // The person let the approval time out (the consent sweep's outcome, written here directly).
    await world.testApp.database.db
      .update(bkConsents)
      .set({ state: 'CsntTimedOut', time: new Date() })
      .where(and(eq(bkConsents.jobId, jobId), eq(bkConsents.consentType, 'ReportApproval')));
    return { token: coordinator.token, body: { jobId } };
  },
  'POST /report/delivered': async (world) => {
    const { jobId, coordinator } = await finalizedJob(world);
    // The person approved the report (the consent module's outcome, written here directly).
    await world.testApp.database.db
      .update(bkJobs)
      .set({ currState: 'APPROVED', prevState: 'PENDING_APPROVAL' })
      .where(eq(bkJobs.id, jobId));
    return { token: coordinator.token, body: { jobId } };
  },
};
