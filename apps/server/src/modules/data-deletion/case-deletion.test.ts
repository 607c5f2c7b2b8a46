import { addStockholmMonths, DeletionCertificatesPage, okEnvelope, ReportView } from '@granska/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analysisTestSuite } from '../../platform/testing/analysis-kit';
import { accessTokenFor, insertCustomer, insertJobs } from '../../platform/testing/factory';
import { readableDump } from '../../platform/testing/readable-dump';
import { runDueJobsOnce } from '../../platform/testing/scheduler-kit';
import { runReportRenders } from '../../platform/testing/staff-kit';
import { analysisAttachments } from '../analysis/analysis.schema';
import { listAudit } from '../audit/audit.service';
import { customers } from '../customers/customers.schema';
import { createFileStorage } from '../file-storage/file-storage';
import { FileNotFoundError } from '../file-storage/file-storage.port';
import { localOutboxEmail, localOutboxSms } from '../notifications/local-outbox.adapter';
import { outboxDeliveryJob, outboxRetentionJob } from '../notifications/notifications.jobs';
import { bkJobs } from '../orders/orders.schema';
import { reports } from '../reports/reports.schema';
import { sweepFinishedCases } from './case-deletion';
import { dataDeletionJobs } from './data-deletion.jobs';
import { caseDeletionCertificates } from './data-deletion.schema';

const suite = analysisTestSuite('deletion');
const DEMO_1002 = '0b6f4f7e-3c1a-4d55-9a43-6f0e2d1a1002';
const DAY_MS = 24 * 60 * 60_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const db = () => suite.testApp.database.db;
const crypto = () => suite.testApp.app.fieldCrypto;
const files = () => createFileStorage({ dataDir: suite.testApp.dataDir, crypto: crypto() });
const sweep = (now: Date) => sweepFinishedCases({ db: db(), crypto: crypto(), log: quiet }, now);

/** The deleted case's stored files go by scheduled work; the outbox's own retention clears messages. */
const runFollowingWork = async (now: Date) => {
  const database = suite.testApp.database;
  await runDueJobsOnce({
    database,
    handlers: [
      ...dataDeletionJobs({ db: db(), crypto: crypto(), files: files(), log: quiet }).filter(
        (handler) => handler.everyMs === undefined,
      ),
      outboxDeliveryJob(db(), { email: localOutboxEmail, sms: localOutboxSms }, crypto()),
    ],
    pollIntervalMs: 1_000,
    log: quiet,
  });
  await outboxRetentionJob(
    db(),
    crypto(),
    { outboxBodyRetentionDays: 7, localOutboxRetentionDays: 3 },
    () => now,
  ).handle({}, {} as never);
};

const setPolicy = (customerId: string, deletionPolicy: 'RETAIN' | 'DELETE') =>
  db()
    .update(customers)
    .set({
      data: sql`jsonb_set(${customers.data}, '{psConfig}', ${JSON.stringify({ deletionPolicy })}::jsonb)`,
    })
    .where(eq(customers.id, customerId));

const post = async (url: string, token: string, body: unknown) => {
  const response = await suite.kit.call('POST', url, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

/** A background check of a new person taken all the way: data, attachment, notes, report, approved. */
const finishedCase = async (serial: number) => {
  const { jobId, person } = await suite.assignedJob(serial);
  const coordinator = await suite.kit.user(['Coordinator']);
  const analyst = suite.analyst.token;
  await post('/datapart', analyst, {
    jobId,
    type: 'OTHER',
    title: `Om ${person.name}`,
    text: `Anteckning om ${person.name}: betalningsanmärkning 2021.`,
  });
  const attachment = Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${person.name} ${person.SSN}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
  await post('/attachment', analyst, {
    jobId,
    name: `intyg-${person.name}.pdf`,
    type: 'application/pdf',
    data: attachment.toString('base64'),
  });
  await post('/job/coordinator-notes', coordinator.token, {
    id: jobId,
    coordinatorNotes: `Ring ${person.name} på ${person.phone}`,
  });
  const summary = `Sammanfattning för ${person.name}: inget att anmärka.`;
  await post('/report', analyst, {
    jobId,
    language: 'sv',
    content: { summary, sections: { ECONOMY: 'En betalningsanmärkning 2021.' } },
  });
  const finalized = okEnvelope(ReportView).parse((await post('/report/final', analyst, { jobId })).json());
  if (finalized.result[0]?.jobState === 'PENDING_APPROVAL') {
    await post('/job/approve', coordinator.token, { id: jobId });
  }
  await runReportRenders(suite.testApp);
  const [job] = await db().select().from(bkJobs).where(eq(bkJobs.id, jobId));
  expect(job?.currState).toBe('APPROVED');
  const [report] = await db().select().from(reports).where(eq(reports.jobId, jobId));
  expect(report?.pdfStorageKey).toBeTruthy();
  const storedKeys = [
    `${report?.pdfStorageKey}/with-risk-grades`,
    `${report?.pdfStorageKey}/without-risk-grades`,
    ...(await db().select().from(analysisAttachments).where(eq(analysisAttachments.jobId, jobId))).map(
      (row) => row.storageKey,
    ),
  ];
  for (const key of storedKeys) expect((await files().get(key)).length).toBeGreaterThan(0);
  return { jobId, person, summary, storedKeys, job };
};

const customerAdmin = (custNo: string, tag: string) =>
  accessTokenFor(suite.testApp, {
    email: `kundadmin.${tag}@deletion.example`,
    custNo,
    groups: ['CustomerAdmin'],
  });

const getAs = (url: string, token: string) =>
  suite.testApp.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe("deleting a finished case's personal data (docs/decisions/deletion-policy.md)", () => {
  it('after the period the consent page promised, leaves no personal data in a database dump; the job skeleton and a certificate remain', async () => {
    await setPolicy(DEMO_1002, 'DELETE');
    const { jobId, person, summary, storedKeys, job } = await finishedCase(901);
    const approvedAt = new Date(job?.jobStateLog.at(-1)?.time ?? '');
    const secrets = [
      person.name,
      person.SSN,
      person.SSN.replace('-', ''),
      person.email,
      person.phone,
      summary,
    ];

    // The dump opens sealed fields: before the deletion it finds the person everywhere.
    const before = await readableDump(db(), crypto(), { except: ['bankid_local_orders'] });
    for (const secret of secrets) expect(before.text).toContain(secret);

    // One day before the six months (DELETE) nothing happens.
    const dayBefore = new Date(addStockholmMonths(approvedAt, 6).getTime() - DAY_MS);
    expect(await sweep(dayBefore)).toEqual({ deleted: 0, failed: 0 });
    expect((await readableDump(db(), crypto())).text).toContain(summary);

    const dayAfter = new Date(addStockholmMonths(approvedAt, 6).getTime() + DAY_MS);
    expect(await sweep(dayAfter)).toEqual({ deleted: 1, failed: 0 });
    await runFollowingWork(dayAfter);

    // The local BankID server stands in for BankID's own servers (not ours); everything else is read.
    const after = await readableDump(db(), crypto(), { except: ['bankid_local_orders'] });
    expect(after.unopened).toEqual([]);
    for (const secret of secrets) expect(after.text).not.toContain(secret);
    for (const key of storedKeys) await expect(files().get(key)).rejects.toBeInstanceOf(FileNotFoundError);

    // The skeleton: ids, states and their log, dates, customer, service.
    const [kept] = await db().select().from(bkJobs).where(eq(bkJobs.id, jobId));
    expect(kept).toMatchObject({
      id: jobId,
      orderId: job?.orderId,
      customerId: DEMO_1002,
      service: 'COWORKER',
      currState: 'APPROVED',
      jobStateLog: job?.jobStateLog,
      created: job?.created,
      reportPdfReady: false,
    });

    const [certificate] = await db()
      .select()
      .from(caseDeletionCertificates)
      .where(eq(caseDeletionCertificates.jobId, jobId));
    expect(certificate).toMatchObject({ policy: 'DELETE', retentionMonths: 6, deletedAt: dayAfter });
    expect(certificate?.finishedAt.toISOString()).toBe(approvedAt.toISOString());
    const deleted = Object.fromEntries(
      (certificate?.deleted ?? []).map((item) => [item.category, item.count]),
    );
    expect(deleted).toMatchObject({
      personData: 1,
      coordinatorNotes: 1,
      consentEvidence: 1,
      reportTexts: 1,
      reportFiles: 2,
      dataParts: 1,
      attachments: 1,
    });
    const audit = await listAudit(db(), { entity: 'job', entityId: jobId });
    expect(audit.some((row) => row.action === 'case.personal-data.delete' && row.actorId === null)).toBe(
      true,
    );

    // Sweeping again changes nothing.
    expect(await sweep(new Date(dayAfter.getTime() + DAY_MS))).toEqual({ deleted: 0, failed: 0 });

    // The customer admin lists and downloads it; another customer's admin sees none of it.
    const own = await customerAdmin('1002', 'own');
    const listed = await getAs('/deletion-certificates?page=0&size=10', own.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const page = DeletionCertificatesPage.parse(listed.json());
    expect(page.result.map((item) => item.jobId)).toContain(jobId);
    const download = await getAs(`/deletion-certificates/${certificate?.id}`, own.token);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const downloads = await listAudit(db(), { entity: 'deletion-certificate', entityId: certificate?.id });
    expect(downloads.map((row) => [row.action, row.actorId])).toEqual([
      ['deletion-certificate.download', own.userId],
    ]);

    const other = await customerAdmin('1001', 'other');
    expect((await getAs(`/deletion-certificates/${certificate?.id}`, other.token)).statusCode).toBe(404);
    const othersList = DeletionCertificatesPage.parse(
      (await getAs('/deletion-certificates', other.token)).json(),
    );
    expect(othersList.result.map((item) => item.jobId)).not.toContain(jobId);
  }, 120_000);
});

describe('the periods: RETAIN 24 months, DELETE 6, from when the case finished', () => {
  it('deletes a DELETE customer’s case after 6 months and a RETAIN customer’s only after 24', async () => {
    const finished = new Date('2024-03-15T10:00:00Z');
    const log = [
      { time: '2024-01-10T09:00:00.000Z', state: 'PENDING_CONSENT' as const },
      { time: '2024-01-11T09:00:00.000Z', state: 'ANALYSING' as const },
      { time: finished.toISOString(), state: 'DECLINED' as const },
      { time: '2024-04-01T09:00:00.000Z', state: 'ARCHIVED' as const },
    ];
    const retaining = await insertCustomer(suite.testApp, { custNo: 'DEL-R', custName: 'Behåller AB' });
    const deleting = await insertCustomer(suite.testApp, { custNo: 'DEL-D', custName: 'Raderar AB' });
    await setPolicy(deleting, 'DELETE');
    const created = new Date('2024-01-10T08:00:00Z');
    const [kept, gone, ongoing] = await insertJobs(suite.testApp, [
      { customerId: retaining, currState: 'ARCHIVED', created, name: 'Rita Retain' },
      { customerId: deleting, currState: 'ARCHIVED', created, name: 'Dora Delete' },
      { customerId: deleting, currState: 'ANALYSING', created, name: 'Olle Ongoing' },
    ]);
    for (const id of [kept, gone, ongoing]) {
      await db()
        .update(bkJobs)
        .set({ jobStateLog: id === ongoing ? log.slice(0, 2) : log })
        .where(eq(bkJobs.id, id ?? ''));
    }
    const certificateOf = async (jobId: string | undefined) =>
      (
        await db()
          .select()
          .from(caseDeletionCertificates)
          .where(eq(caseDeletionCertificates.jobId, jobId ?? ''))
      )[0];

    await sweep(new Date(addStockholmMonths(finished, 6).getTime() - DAY_MS));
    expect(await certificateOf(gone)).toBeUndefined();

    await sweep(new Date(addStockholmMonths(finished, 6).getTime() + DAY_MS));
    expect(await certificateOf(gone)).toMatchObject({
      policy: 'DELETE',
      retentionMonths: 6,
      finishedAt: finished,
    });
    expect(await certificateOf(kept)).toBeUndefined();

    await sweep(new Date(addStockholmMonths(finished, 24).getTime() - DAY_MS));
    expect(await certificateOf(kept)).toBeUndefined();
    await sweep(new Date(addStockholmMonths(finished, 24).getTime() + DAY_MS));
    expect(await certificateOf(kept)).toMatchObject({
      policy: 'RETAIN',
      retentionMonths: 24,
      finishedAt: finished,
    });

    // A case still under way is never touched, however old.
    await sweep(new Date(addStockholmMonths(finished, 60).getTime()));
    expect(await certificateOf(ongoing)).toBeUndefined();
    const dump = (await readableDump(db(), crypto())).text;
    expect(dump).toContain('Olle Ongoing');
    expect(dump).not.toContain('Rita Retain');
    expect(dump).not.toContain('Dora Delete');
  });

  it('runs as a daily recurring job and removes files by scheduled work', () => {
    const handlers = dataDeletionJobs({ db: db(), crypto: crypto(), files: files(), log: quiet });
    expect(handlers.map((handler) => [handler.kind, handler.everyMs])).toEqual([
      ['data-deletion.sweep', 24 * 60 * 60_000],
      ['data-deletion.remove-files', undefined],
    ]);
  });
});
