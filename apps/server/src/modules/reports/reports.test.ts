import {
  ConsentPageView,
  ErrorEnvelope,
  OrderView,
  okEnvelope,
  REPORT_MESSAGES,
  ReportFile,
  ReportImage,
  ReportView,
  shortId,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTestKit } from '../../platform/testing/consent-kit';
import { pdfPageTexts, pngInkRatio } from '../../platform/testing/pdf-pages';
import { runReportRenders, type Staff, staffTestKit } from '../../platform/testing/staff-kit';
import { createListeningTestApp, type ListeningTestApp } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { REPORT_APPROVAL_REQUEST_CATEGORY } from '../consent-links';
import { listOutbox } from '../notifications/notifications.service';
import { bkConsents, bkJobs } from '../orders/orders.schema';
import { REPORT_READY_CATEGORY } from './report-messages';
import { reports } from './reports.schema';

let testApp: ListeningTestApp;
let consent: ReturnType<typeof consentTestKit>;
let staff: ReturnType<typeof staffTestKit>;
let coordinator: Staff;
let analyst: Staff;
let otherAnalyst: Staff;

beforeAll(async () => {
  testApp = await createListeningTestApp();
  consent = consentTestKit(testApp);
  staff = staffTestKit(testApp, 'reports');
  coordinator = await staff.staff(['Coordinator']);
  analyst = await staff.staff(['Analyst']);
  otherAnalyst = await staff.staff(['Analyst']);
});
afterAll(() => testApp.close());

const post = (url: string, token: string | undefined, body: unknown = {}) =>
  staff.call('POST', url, token, body);

const view = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(ReportView).parse(response.json()).result[0] as ReportView;
};
const file = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(ReportFile).parse(response.json()).result[0] as ReportFile;
};
const refusal = (response: { statusCode: number; json(): unknown }) =>
  ErrorEnvelope.parse(response.json()).message;

const runRenders = () => runReportRenders(testApp);

/** A job of customer 1002 whose person consented (ANALYSING), assigned to `analyst`. */
const analysingJob = async () => {
  const sent = await consent.orderSent();
  await consent.signWithBankId(sent.key, 'accept', sent.person.SSN);
  const assigned = await post('/jobs/user', coordinator.token, {
    jobId: sent.job.id,
    userId: analyst.userId,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return sent;
};

const draft = {
  summary: 'Inga anmärkningar av betydelse för tjänsten.',
  sections: { ECONOMY: 'Inga betalningsanmärkningar.', LAW: 'Inga mål i allmän domstol.' },
};

const save = (token: string, jobId: string, content: unknown = draft) =>
  post('/report', token, { jobId, language: 'sv', content });

const jobState = async (jobId: string) =>
  (await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, jobId)))[0]?.currState;

describe('the report draft (POST /report, /report/populate)', () => {
  it('is written by the assigned analyst and read back as saved', async () => {
    const { job } = await analysingJob();
    const empty = view(await post('/report/populate', analyst.token, { jobId: job.id }));
    expect(empty).toMatchObject({ reportId: null, state: null, canEdit: true, canFinalize: false });
    expect(empty.sections).toEqual(['LAW', 'ECONOMY', 'COMPANY', 'INTERNET', 'OTHER']);

    const saved = view(await save(analyst.token, job.id));
    expect(saved).toMatchObject({ state: 'DRAFT', content: draft, canFinalize: true, jobState: 'ANALYSING' });
    expect(view(await post('/report/populate', coordinator.token, { jobId: job.id })).content).toEqual(draft);

    // Encrypted at rest: the stored row does not show the text.
    const [row] = await testApp.database.db.select().from(reports).where(eq(reports.jobId, job.id));
    expect(row?.contentEnc).not.toContain('betalningsanmärkningar');
    const audit = await listAudit(testApp.database.db, { entity: 'report', action: 'report.save' });
    expect(audit.some((entry) => entry.details?.jobId === job.id && entry.actorId === analyst.userId)).toBe(
      true,
    );
  });

  it('refuses a save over a draft someone else saved after the writer loaded it, and keeps theirs', async () => {
    const { job } = await analysingJob();
    const writeAs = (token: string, summary: string, modified: string | null) =>
      post('/report', token, { jobId: job.id, language: 'sv', content: { summary }, modified });
    // Both open the report before anything is saved.
    const analystLoaded = view(await post('/report/populate', analyst.token, { jobId: job.id }));
    const coordinatorLoaded = view(await post('/report/populate', coordinator.token, { jobId: job.id }));
    expect(analystLoaded.modified).toBeNull();

    const first = view(await writeAs(analyst.token, 'Analytikerns text.', analystLoaded.modified));
    const stale = await writeAs(coordinator.token, 'Koordinatorns text.', coordinatorLoaded.modified);
    expect(stale.statusCode).toBe(409);
    expect(ErrorEnvelope.parse(stale.json())).toMatchObject({
      status: 'CONFLICT',
      message: REPORT_MESSAGES.changedMeanwhile,
    });
    expect(view(await post('/report/populate', analyst.token, { jobId: job.id })).content.summary).toBe(
      'Analytikerns text.',
    );

    // The analyst saves again; the coordinator's copy is still the one before.
    const second = view(await writeAs(analyst.token, 'Analytikerns andra text.', first.modified));
    expect((await writeAs(coordinator.token, 'Koordinatorns text.', first.modified)).statusCode).toBe(409);
    const reloaded = view(await post('/report/populate', coordinator.token, { jobId: job.id }));
    expect(reloaded).toMatchObject({
      modified: second.modified,
      content: { summary: 'Analytikerns andra text.' },
    });
    expect(
      view(await writeAs(coordinator.token, 'Koordinatorns text.', reloaded.modified)).content.summary,
    ).toBe('Koordinatorns text.');
  });

  it('is refused to an analyst the job is not assigned to, other staff, customers and bad input', async () => {
    const { job } = await analysingJob();
    const other = await save(otherAnalyst.token, job.id);
    expect(other.statusCode).toBe(403);
    expect(refusal(other)).toBe('Jobbet är inte tilldelat dig');

    const collector = await staff.staff(['DataCollector']);
    expect((await save(collector.token, job.id)).statusCode).toBe(403);
    expect((await save((await consent.ordererToken()).token, job.id)).statusCode).toBe(403);
    expect((await save(analyst.token, 'no-such-job')).statusCode).toBe(404);

    const unapproved = await staff.user(['Coordinator']);
    const policy = await save(unapproved.token, job.id);
    expect(policy.statusCode).toBe(403);
    expect(refusal(policy)).toBe('Du måste godkänna säkerhetspolicyn innan du öppnar personuppgifter');

    expect((await save(analyst.token, job.id, { summary: 'x'.repeat(20_001) })).statusCode).toBe(400);
    expect((await save(analyst.token, job.id, { summary: 'ok', sections: { NOPE: 'x' } })).statusCode).toBe(
      400,
    );
    expect((await save(analyst.token, job.id, { summary: 'a\u0000b' })).statusCode).toBe(400);
  });

  it('previews the unsaved text as a PDF marked as a preview', async () => {
    const { job } = await analysingJob();
    const preview = file(
      await post('/report/preview', analyst.token, {
        jobId: job.id,
        content: { summary: 'Utkast om Örjan.', sections: {} },
      }),
    );
    expect(preview.type).toBe('application/pdf');
    const [first] = await pdfPageTexts(Buffer.from(preview.data, 'base64'));
    expect(first).toContain('FÖRHANDSGRANSKNING');
    expect(first).toContain('Utkast om Örjan.');
    expect((await post('/report/preview', otherAnalyst.token, { jobId: job.id })).statusCode).toBe(403);
    expect((await post('/review/preview', analyst.token, { jobId: job.id })).statusCode).toBe(409);
  });
});

describe('the finalized report as images (POST /report/finalasimages)', () => {
  const images = (response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return okEnvelope(ReportImage).parse(response.json()).result;
  };

  it('answers each page of the finalized report as a PNG, once the report is final, to its staff only', async () => {
    const { job } = await analysingJob();
    const noReport = await post('/report/finalasimages', analyst.token, { jobId: job.id });
    expect(noReport.statusCode).toBe(409);
    expect(refusal(noReport)).toBe(REPORT_MESSAGES.noDraft);
    view(await save(analyst.token, job.id));
    const draftOnly = await post('/report/finalasimages', analyst.token, { jobId: job.id });
    expect(draftOnly.statusCode).toBe(409);
    expect(refusal(draftOnly)).toBe(REPORT_MESSAGES.notFinal);

    view(await post('/report/final', analyst.token, { jobId: job.id }));
    // Before the scheduled render the final report is rendered for the answer; afterwards the stored PDF.
    for (const round of ['rendered now', 'stored']) {
      if (round === 'stored') expect(await runRenders()).toBe(1);
      const pages = images(await post('/report/finalasimages', coordinator.token, { jobId: job.id }));
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect(pages.map((page) => page.page)).toEqual(pages.map((_, index) => index + 1));
      const [first] = pages;
      expect(first).toMatchObject({ jobId: job.id, type: 'image/png', pages: pages.length });
      expect(first?.filename).toMatch(/^rapport-[0-9A-F]{8}-sida-1\.png$/);
      const png = Buffer.from(first?.data ?? '', 'base64');
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // A drawn A4 page at 108 dpi: text and rules, not a blank sheet.
      expect(png.readUInt32BE(16)).toBeGreaterThan(800);
      expect(await pngInkRatio(png)).toBeGreaterThan(0.005);
    }

    expect((await post('/report/finalasimages', otherAnalyst.token, { jobId: job.id })).statusCode).toBe(403);
    expect(
      (await post('/report/finalasimages', (await consent.ordererToken()).token, { jobId: job.id }))
        .statusCode,
    ).toBe(403);
    expect((await post('/report/finalasimages', analyst.token, { jobId: 'no-such-job' })).statusCode).toBe(
      404,
    );
  });
});

describe('finalizing and the person approving the report', () => {
  it('goes PENDING_APPROVAL, asks the person with BankID, and releases the PDF to the customer once approved', async () => {
    const { job, person, order } = await analysingJob();
    expect(view(await save(analyst.token, job.id, { summary: '', sections: {} })).canFinalize).toBe(true);
    const noSummary = await post('/report/final', analyst.token, { jobId: job.id });
    expect(noSummary.statusCode).toBe(400);
    expect(refusal(noSummary)).toBe(REPORT_MESSAGES.summaryMissing);
    view(await save(analyst.token, job.id));
    expect((await post('/report/final', otherAnalyst.token, { jobId: job.id })).statusCode).toBe(403);

    const finalized = view(await post('/report/final', analyst.token, { jobId: job.id }));
    expect(finalized).toMatchObject({
      state: 'FINAL',
      jobState: 'PENDING_APPROVAL',
      pdfStatus: 'pending',
      finalizedBy: analyst.userId,
      canEdit: false,
      canFinalize: false,
      approval: { state: 'CsntPendingAnswer', answeredAt: null },
    });
    const changed = await save(analyst.token, job.id);
    expect(changed.statusCode).toBe(409);
    expect(refusal(changed)).toBe(REPORT_MESSAGES.notEditable);

    // The person is asked by e-mail and SMS; the page says it is the report's approval.
    const key = await consent.linkKeyOf(person.email, REPORT_APPROVAL_REQUEST_CATEGORY);
    const sms = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 1,
      recipient: person.phone,
      category: REPORT_APPROVAL_REQUEST_CATEGORY,
    });
    expect(sms[0]?.body).toContain(`/external/consent/${key}`);
    const page = okEnvelope(ConsentPageView).parse(
      (await post('/consent/populate', undefined, { consentKey: key })).json(),
    ).result[0];
    expect(page).toMatchObject({
      consentType: 'ReportApproval',
      possibleAnswers: ['accept', 'decline'],
      jobState: 'PENDING_APPROVAL',
    });

    // Not released yet: the customer cannot download it.
    const orderer = await consent.ordererToken();
    const early = await post(`/jobs/${job.id}/report`, orderer.token);
    expect(early.statusCode).toBe(409);
    expect(refusal(early)).toBe(REPORT_MESSAGES.notReady);

    expect(await runRenders()).toBe(1);
    expect(view(await post('/report/populate', analyst.token, { jobId: job.id })).pdfStatus).toBe('ready');
    const review = file(await post('/review/preview', coordinator.token, { jobId: job.id }));
    expect((await pdfPageTexts(Buffer.from(review.data, 'base64'))).join()).toContain(
      'Inväntar personens godkännande med BankID',
    );

    // Approving needs the report opened through the link first (report-approval.test.ts).
    expect((await post('/consent/report', undefined, { consentKey: key })).statusCode).toBe(200);
    await consent.signWithBankId(key, 'accept', person.SSN);
    expect(await jobState(job.id)).toBe('APPROVED');
    // The customer hears of it once the PDF with the approval is ready, not before.
    const readyMail = () =>
      listOutbox(testApp.database.db, testApp.app.fieldCrypto, { limit: 5, category: REPORT_READY_CATEGORY });
    expect((await readyMail()).some((mail) => mail.body?.includes(shortId(job.id)))).toBe(false);
    expect((await post(`/jobs/${job.id}/report`, orderer.token)).statusCode).toBe(409);

    expect(await runRenders()).toBe(1);
    const mails = (await readyMail()).filter((mail) => mail.body?.includes(shortId(job.id)));
    expect(mails.map((mail) => mail.recipient)).toEqual(['bestallare@byggbevakning.example']);
    expect(mails[0]?.body).not.toContain(person.name);
    // The order page's short ids, and a link to the order itself rather than to the list.
    expect(mails[0]?.body).toContain(`beställning ${shortId(order.id)} (ärende ${shortId(job.id)})`);
    expect(mails[0]?.body).toContain(`/background-check/orders/${order.id}\n`);

    const populated = await post('/order/populate', orderer.token, { id: order.id });
    expect(OrderView.parse(populated.json().result[0]).jobs[0]?.hasReport).toBe(true);

    const download = file(await post(`/jobs/${job.id}/report`, orderer.token));
    expect(download.filename).toMatch(/^rapport-[0-9A-F]{8}\.pdf$/);
    const [first, ...rest] = await pdfPageTexts(Buffer.from(download.data, 'base64'));
    expect(first).toContain('Bygg & Bevakning i Norr AB');
    expect(first).toContain(person.name);
    expect(first).toContain('Medarbetare');
    // Customer 1002 shows risk grades to recipients (riscRecipient) and this orderer also receives the order.
    expect(first).toContain('Riskbedömning');
    expect([first, ...rest].join()).toContain('Godkänd med BankID');
    const audit = await listAudit(testApp.database.db, { entity: 'report', action: 'report.download' });
    expect(audit.at(-1)).toMatchObject({ actorId: orderer.userId });
    expect(audit.at(-1)?.details).toMatchObject({ jobId: job.id, variant: 'with-risk-grades' });
  });

  it('lets only those who see the order download it', async () => {
    const { job } = await analysingJob();
    view(await save(analyst.token, job.id));
    view(await post('/report/final', coordinator.token, { jobId: job.id }));
    await testApp.database.db.update(bkJobs).set({ currState: 'APPROVED' }).where(eq(bkJobs.id, job.id));
    await runRenders();

    const kit = staffTestKit(testApp, 'download');
    const otherCustomer = await kit.user(['BKOrderer', 'BKRecipient', 'BKDownloadReport'], '1001');
    expect((await post(`/jobs/${job.id}/report`, otherCustomer.token)).statusCode).toBe(404);
    const colleague = await kit.user(['BKOrderer', 'BKDownloadReport'], '1002');
    expect((await post(`/jobs/${job.id}/report`, colleague.token)).statusCode).toBe(404);
    const admin = await kit.user(['CustomerAdmin'], '1002');
    expect((await post(`/jobs/${job.id}/report`, admin.token)).statusCode).toBe(403);
    const adminWithRight = await kit.user(['CustomerAdmin', 'BKDownloadReport'], '1002');
    // Neither orderer nor recipient: the report without the risk grades.
    const adminCopy = file(await post(`/jobs/${job.id}/report`, adminWithRight.token));
    expect((await pdfPageTexts(Buffer.from(adminCopy.data, 'base64'))).join()).not.toContain('Riskbedömning');
    expect((await post(`/jobs/${job.id}/report`, analyst.token)).statusCode).toBe(403);
    expect((await post('/jobs/no-such-job/report', adminWithRight.token)).statusCode).toBe(404);
  });

  it('keeps the job waiting when the person declines, and tells the customer', async () => {
    const { job, person } = await analysingJob();
    view(await save(analyst.token, job.id));
    view(await post('/report/final', analyst.token, { jobId: job.id }));
    await consent.signWithBankId(
      await consent.linkKeyOf(person.email, REPORT_APPROVAL_REQUEST_CATEGORY),
      'decline',
      person.SSN,
    );
    expect(await jobState(job.id)).toBe('PENDING_APPROVAL');
    const [approval] = await testApp.database.db
      .select()
      .from(bkConsents)
      .where(eq(bkConsents.jobId, job.id))
      .orderBy(bkConsents.createTime)
      .then((rows) => rows.filter((row) => row.consentType === 'ReportApproval'));
    expect(approval?.state).toBe('CsntDeclined');
    const mails = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 20,
      category: 'consent-answered',
    });
    const told = mails.find(
      (mail) => mail.body?.includes(shortId(job.id)) && mail.subject?.includes('Rapporten inte godkänd'),
    );
    expect(told?.recipient).toBe('bestallare@byggbevakning.example');
    expect(view(await post('/report/populate', coordinator.token, { jobId: job.id })).approval?.state).toBe(
      'CsntDeclined',
    );
  });

  it('is delivered by a coordinator (APPROVED → ARCHIVED)', async () => {
    const { job } = await analysingJob();
    view(await save(analyst.token, job.id));
    view(await post('/report/final', analyst.token, { jobId: job.id }));
    expect((await post('/report/delivered', coordinator.token, { jobId: job.id })).statusCode).toBe(409);

    const approved = await post('/job/approve', coordinator.token, { id: job.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await post('/report/delivered', analyst.token, { jobId: job.id })).statusCode).toBe(403);
    const delivered = view(await post('/report/delivered', coordinator.token, { jobId: job.id }));
    expect(delivered).toMatchObject({ state: 'DELIVERED', jobState: 'ARCHIVED', canMarkDelivered: false });
    expect(delivered.deliveredAt).not.toBeNull();
  });
});
