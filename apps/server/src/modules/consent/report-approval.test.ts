import {
  CONSENT_MESSAGES,
  ConsentPageView,
  ErrorEnvelope,
  JobQueueCounts,
  okEnvelope,
  ReportComments,
  ReportReading,
  ReportView,
  StaffJobDetails,
  shortId,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTestKit } from '../../platform/testing/consent-kit';
import { pdfPageTexts } from '../../platform/testing/pdf-pages';
import { runReportRenders, type Staff, staffTestKit } from '../../platform/testing/staff-kit';
import { createListeningTestApp, type ListeningTestApp } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import {
  CONSENT_ANSWERED_CATEGORY,
  REPORT_APPROVAL_REMINDER_CATEGORY,
  REPORT_APPROVAL_REQUEST_CATEGORY,
} from '../consent-links';
import { listOutbox } from '../notifications/notifications.service';
import { bkConsents, bkJobs } from '../orders/orders.schema';
import { sweepConsents } from './consent.jobs';

/**
 * The person reads the report before approving it (issue 10, item 16) and an unanswered approval is
 * reminded and timed out into the coordinator's queue (item 17). docs/decisions/reports.md.
 */

const DAY_MS = 24 * 60 * 60_000;

let testApp: ListeningTestApp;
let consent: ReturnType<typeof consentTestKit>;
let staff: ReturnType<typeof staffTestKit>;
let coordinator: Staff;
let analyst: Staff;

beforeAll(async () => {
  testApp = await createListeningTestApp();
  consent = consentTestKit(testApp);
  staff = staffTestKit(testApp, 'report-approval');
  coordinator = await staff.staff(['Coordinator']);
  analyst = await staff.staff(['Analyst']);
});
afterAll(() => testApp.close());

const post = (url: string, token: string | undefined, body: unknown = {}) =>
  staff.call('POST', url, token, body);

const okOf = <T>(schema: { parse(value: unknown): T }, response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBe(200);
  return (okEnvelope(schema as never).parse(JSON.parse(response.body)) as { result: T[] }).result[0] as T;
};
const refusal = (response: { body: string }) => ErrorEnvelope.parse(JSON.parse(response.body)).message;

const startSigning = (consentKey: string, answer: 'accept' | 'decline') =>
  post('/bankid/auth-queued', undefined, { consentKey, answer, restart: false });

const runRenders = () => runReportRenders(testApp);

/** A job whose finalized report waits for the person's approval (PENDING_APPROVAL), its PDF rendered. */
const waitingForApproval = async () => {
  const sent = await consent.orderSent();
  await consent.signWithBankId(sent.key, 'accept', sent.person.SSN);
  okOf(
    StaffJobDetails,
    await post('/jobs/user', coordinator.token, { jobId: sent.job.id, userId: analyst.userId }),
  );
  okOf(
    ReportView,
    await post('/report', analyst.token, {
      jobId: sent.job.id,
      language: 'sv',
      content: {
        summary: 'Inga anmärkningar av betydelse för tjänsten.',
        sections: { ECONOMY: 'Inga betalningsanmärkningar.' },
      },
    }),
  );
  okOf(ReportView, await post('/report/final', analyst.token, { jobId: sent.job.id }));
  await runRenders();
  return {
    ...sent,
    approvalKey: await consent.linkKeyOf(sent.person.email, REPORT_APPROVAL_REQUEST_CATEGORY),
  };
};

const expiryOf = (approval: { expiresAt: Date | null } | undefined): number => {
  if (!approval?.expiresAt) throw new Error('approval without expiry');
  return approval.expiresAt.getTime();
};

const jobRow = async (jobId: string) =>
  (await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, jobId)))[0];
const approvalsOf = async (jobId: string) =>
  (await testApp.database.db.select().from(bkConsents).where(eq(bkConsents.jobId, jobId)))
    .filter((row) => row.consentType === 'ReportApproval')
    .sort((a, b) => a.createTime.getTime() - b.createTime.getTime());

describe('the person reads the report before approving it', () => {
  it('refuses approval before the report was opened, then shows the report, its PDF, and approves', async () => {
    const { job, person, approvalKey } = await waitingForApproval();

    const early = await startSigning(approvalKey, 'accept');
    expect(early.statusCode).toBe(409);
    expect(refusal(early)).toBe(CONSENT_MESSAGES.reportNotOpened);
    expect((await jobRow(job.id))?.currState).toBe('PENDING_APPROVAL');
    const before = okOf(
      ConsentPageView,
      await post('/consent/populate', undefined, { consentKey: approvalKey }),
    );
    expect(before.reportOpenedAt).toBeNull();

    const reading = okOf(
      ReportReading,
      await post('/consent/report', undefined, { consentKey: approvalKey }),
    );
    expect(reading.summary).toBe('Inga anmärkningar av betydelse för tjänsten.');
    expect(reading.sections.find((section) => section.key === 'ECONOMY')).toMatchObject({
      title: 'Ekonomi',
      text: 'Inga betalningsanmärkningar.',
    });
    expect(reading.cover).toContainEqual({ label: 'Person', value: person.name });
    // Customer 1002 shows risk grades to its recipients, so the person sees them too.
    expect(reading.riskGrades.length).toBeGreaterThan(0);
    expect(reading).toMatchObject({ canComment: true, comments: [] });
    const opened = okOf(
      ConsentPageView,
      await post('/consent/populate', undefined, { consentKey: approvalKey }),
    );
    expect(opened.reportOpenedAt).not.toBeNull();
    const audit = await listAudit(testApp.database.db, { entity: 'consent', action: 'consent.report.read' });
    expect(audit.at(-1)?.details).toMatchObject({ jobId: job.id, variant: 'with-risk-grades' });

    const pdf = await post('/consent/report/pdf', undefined, { consentKey: approvalKey });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="rapport-[0-9A-F]{8}\.pdf"$/);
    expect(pdf.headers['cache-control']).toBe('no-store');
    const pages = await pdfPageTexts(pdf.rawPayload);
    expect(pages.join()).toContain('Inga betalningsanmärkningar.');

    await consent.signWithBankId(approvalKey, 'accept', person.SSN);
    expect((await jobRow(job.id))?.currState).toBe('APPROVED');
  });

  it('stores a comment per section encrypted and shows it to the analyst and the coordinator', async () => {
    const { job, person, approvalKey } = await waitingForApproval();
    const comment = (target: string, text: string) =>
      post('/consent/report/comment', undefined, { consentKey: approvalKey, target, text });

    okOf(ReportReading, await post('/consent/report', undefined, { consentKey: approvalKey }));
    okOf(ReportComments, await comment('ECONOMY', 'Skulden hos Kronofogden är betald sedan 2023.'));
    okOf(ReportComments, await comment('summary', 'Ta bort'));
    const saved = okOf(ReportComments, await comment('summary', ''));
    expect(saved.comments).toEqual([
      { target: 'ECONOMY', text: 'Skulden hos Kronofogden är betald sedan 2023.', time: expect.any(String) },
    ]);
    expect((await comment('NOPE', 'x')).statusCode).toBe(400);
    expect((await comment('LAW', 'x'.repeat(2_001))).statusCode).toBe(400);

    const [row] = await approvalsOf(job.id);
    expect(row?.commentsEnc).toBeTruthy();
    expect(row?.commentsEnc).not.toContain('Kronofogden');

    for (const token of [analyst.token, coordinator.token]) {
      const report = okOf(ReportView, await post('/report/populate', token, { jobId: job.id }));
      expect(report.approval?.comments).toEqual(saved.comments);
      expect(report.approval?.openedAt).not.toBeNull();
    }

    await consent.signWithBankId(approvalKey, 'decline', person.SSN);
    const late = await comment('LAW', 'För sent');
    expect(late.statusCode).toBe(409);
    expect(refusal(late)).toBe(CONSENT_MESSAGES.notPossible);
  });

  it('does not show the report through a job-start consent link', async () => {
    const sent = await consent.orderSent();
    const response = await post('/consent/report', undefined, { consentKey: sent.key });
    expect(response.statusCode).toBe(404);
    expect(refusal(response)).toBe(CONSENT_MESSAGES.notFound);
    expect((await post('/consent/report/pdf', undefined, { consentKey: sent.key })).statusCode).toBe(404);
  });
});

describe('an unanswered report approval: reminder, time-out and the coordinator’s decision', () => {
  const sweepAt = (now: Date) =>
    sweepConsents({
      db: testApp.database.db,
      crypto: testApp.app.fieldCrypto,
      config: testApp.config,
      now: () => now,
    });
  const queue = (name: string) => staff.wholeQueue(coordinator.token, { queue: name, pageSize: 100 });

  it('reminds the person once with a new link, then times out into the coordinator’s queue', async () => {
    const { job, person, approvalKey } = await waitingForApproval();
    const [approval] = await approvalsOf(job.id);
    const expiry = new Date(expiryOf(approval));

    // Other tests' consents may be due too: look at this person's messages only.
    const reminders = () =>
      listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
        limit: 10,
        recipient: person.email,
        category: REPORT_APPROVAL_REMINDER_CATEGORY,
      });
    // Three days before the time-out: nothing yet; one day before: the reminder, once.
    await sweepAt(new Date(expiry.getTime() - 3 * DAY_MS));
    expect(await reminders()).toHaveLength(0);
    await sweepAt(new Date(expiry.getTime() - DAY_MS));
    await sweepAt(new Date(expiry.getTime() - DAY_MS / 2));
    expect(await reminders()).toHaveLength(1);
    expect((await approvalsOf(job.id))[0]?.remindedAt).not.toBeNull();
    const newKey = await consent.linkKeyOf(person.email, REPORT_APPROVAL_REMINDER_CATEGORY);
    expect(newKey).not.toBe(approvalKey);
    const sms = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 1,
      recipient: person.phone,
      category: REPORT_APPROVAL_REMINDER_CATEGORY,
    });
    expect(sms[0]?.body).toContain(`/external/consent/${newKey}`);
    expect(sms[0]?.body).not.toContain(person.name);
    expect((await post('/consent/populate', undefined, { consentKey: approvalKey })).statusCode).toBe(404);
    expect(
      okOf(ConsentPageView, await post('/consent/populate', undefined, { consentKey: newKey })),
    ).toMatchObject({ consentType: 'ReportApproval', possibleAnswers: ['accept', 'decline'] });
    expect(await queue('reportApprovalExpired')).not.toContain(job.id);

    // The time-out: the job does not move on its own; it waits in the coordinator's queue.
    await sweepAt(new Date(expiry.getTime() + 1_000));
    expect((await jobRow(job.id))?.currState).toBe('PENDING_APPROVAL');
    expect((await approvalsOf(job.id))[0]?.state).toBe('CsntTimedOut');
    expect(await queue('reportApprovalExpired')).toContain(job.id);
    const counts = await testApp.app.inject({
      method: 'GET',
      url: '/api/jobs/counts',
      headers: { authorization: `Bearer ${coordinator.token}` },
    });
    const count = (okEnvelope(JobQueueCounts).parse(counts.json()).result[0] as JobQueueCounts)
      .reportApprovalExpired;
    expect(count).toBeGreaterThan(0);
    const mails = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 10,
      category: CONSENT_ANSWERED_CATEGORY,
    });
    expect(mails.some((mail) => mail.body?.includes(shortId(job.id)))).toBe(true);

    const details = okOf(StaffJobDetails, await post('/job/populate', coordinator.token, { id: job.id }));
    expect(details.availableActions).toEqual(
      expect.arrayContaining(['approve', 'resendReportApproval', 'closeUnapproved']),
    );
  });

  it('lets the coordinator send a new request: a new link and time-out, and the job leaves the queue', async () => {
    const { job, person } = await waitingForApproval();
    const [approval] = await approvalsOf(job.id);
    const early = await post('/report/approval/resend', coordinator.token, { jobId: job.id });
    expect(early.statusCode).toBe(409);

    await sweepAt(new Date(expiryOf(approval) + 1_000));
    expect(await queue('reportApprovalExpired')).toContain(job.id);
    expect((await post('/report/approval/resend', analyst.token, { jobId: job.id })).statusCode).toBe(403);

    const resent = okOf(
      ReportView,
      await post('/report/approval/resend', coordinator.token, { jobId: job.id }),
    );
    expect(resent.jobState).toBe('PENDING_APPROVAL');
    expect(resent.approval).toMatchObject({ state: 'CsntPendingAnswer', openedAt: null, comments: [] });
    expect(await queue('reportApprovalExpired')).not.toContain(job.id);
    const newKey = await consent.linkKeyOf(person.email, REPORT_APPROVAL_REQUEST_CATEGORY);
    expect(
      okOf(ConsentPageView, await post('/consent/populate', undefined, { consentKey: newKey }))
        .possibleAnswers,
    ).toEqual(['accept', 'decline']);
    const audit = await listAudit(testApp.database.db, { action: 'report.approval.resend' });
    expect(audit.at(-1)?.details).toMatchObject({ jobId: job.id });
  });

  it('lets the coordinator close the job without a report (TIMED_OUT)', async () => {
    const { job } = await waitingForApproval();
    const [approval] = await approvalsOf(job.id);
    expect((await post('/job/close-unapproved', coordinator.token, { id: job.id })).statusCode).toBe(409);
    await sweepAt(new Date(expiryOf(approval) + 1_000));
    expect((await post('/job/close-unapproved', analyst.token, { id: job.id })).statusCode).toBe(403);
    const closed = okOf(
      StaffJobDetails,
      await post('/job/close-unapproved', coordinator.token, { id: job.id }),
    );
    expect(closed.currState).toBe('TIMED_OUT');
    expect(await queue('reportApprovalExpired')).not.toContain(job.id);
    expect(await queue('declined')).toContain(job.id);
  });
});
