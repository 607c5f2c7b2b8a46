import { and, eq } from 'drizzle-orm';
import type { AuditSamples } from '../../platform/testing/audit-walk';
import { analysingJob, finalizedJob, reportDraft } from '../../platform/testing/staff-kit';
import { bkConsents, bkJobs } from '../orders/orders.schema';

export const samples: AuditSamples = {
  'POST /report': async (world) => {
    const { jobId, analyst } = await analysingJob(world);
    return { token: analyst.token, body: { jobId, language: 'sv', content: reportDraft } };
  },
  'POST /report/final': async (world) => {
    const { jobId, analyst, post } = await analysingJob(world);
    await post('/report', analyst.token, { jobId, language: 'sv', content: reportDraft });
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
  'POST /report/{id}/scheduled-finalize': async (world) => {
    const { jobId, analyst, post } = await analysingJob(world);
    await post('/report', analyst.token, { jobId, language: 'sv', content: reportDraft });
    return { token: analyst.token, params: { id: jobId }, body: { activationTime: inAnHour() } };
  },
  'DELETE /report/{id}/scheduled-finalize': async (world) => {
    const { jobId, analyst, post } = await analysingJob(world);
    await post('/report', analyst.token, { jobId, language: 'sv', content: reportDraft });
    await post(`/report/${jobId}/scheduled-finalize`, analyst.token, { activationTime: inAnHour() });
    return { token: analyst.token, params: { id: jobId } };
  },
};

const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();
