import {
  BankIdStarted,
  CONSENT_MESSAGES,
  ErrorEnvelope,
  LeaderProtocolSigningResult,
  okEnvelope,
  PsOrderRow,
  ReportFile,
  SPI_PROTOCOL_MESSAGES,
  SpiLeaderJobDetails,
  SpiProtocolPageView,
  SpiProtocolSigningResult,
  SpiReportView,
} from '@granska/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listenForBankId } from '../../platform/testing/consent-kit';
import { insertJobOfItsOwn } from '../../platform/testing/factory';
import { pdfPageTexts } from '../../platform/testing/pdf-pages';
import { type Staff, staffTestKit } from '../../platform/testing/staff-kit';
import { testAppForFile } from '../../platform/testing/test-app';
import { auditLog } from '../audit/audit.schema';
import { customers } from '../customers/customers.schema';
import { bkJobs } from '../orders';
import { nextWeek, SAMPLE_PDF_BASE64 } from './spi-interviews.audit-samples.test-support';
import { spiProtocols } from './spi-interviews.schema';
import { evidenceContext, type ProtocolEvidence } from './spi-protocol-view';

const testApp = testAppForFile();
let kit: ReturnType<typeof staffTestKit>;
let leader: Staff;
let analyst: Staff;
let tags = 0;

/** The person's personal number as the factory writes it, in BankID's 12 digits. */
const PERSON_SSN = '191212121212';
const PERSON_NAME = 'Karin Kandidat';
const LEADER_SSN = '190101011237';
const LEADER_NAME = 'Lena Ledare';
const REPORT_TEXT = 'Intervjun genomfördes utan anmärkningar.\n\nPersonen svarade öppet på alla frågor.';
const FILE = { name: 'intervju.pdf', type: 'application/pdf', data: SAMPLE_PDF_BASE64 };

beforeAll(async () => {
  await listenForBankId(testApp);
  kit = staffTestKit(testApp, 'spip');
  leader = await kit.staff(['SPILeader']);
  analyst = await kit.staff(['Analyst']);
});

const errorOf = (response: { json(): unknown }) => ErrorEnvelope.parse(response.json());

const okItem = <T>(
  schema: { parse(value: unknown): T },
  response: { statusCode: number; body: string; json(): unknown },
): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (okEnvelope(schema as never).parse(response.json()).result as T[])[0] as T;
};

const publicPost = (url: string, body: unknown) =>
  testApp.app.inject({ method: 'POST', url: `/api${url}`, payload: body as object });

/** The local BankID server's tester twin approves the order as `personalNumber`. */
const approve = async (orderRef: string, personalNumber: string, name: string) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/dev/bankid/orders/${orderRef}/complete`,
    payload: { personalNumber, name },
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** A security screening of a customer of its own, led by `leader`, its SPI report finalized. */
const finalizedJob = async () => {
  tags += 1;
  const tag = `spip${tags}`;
  const id = await insertJobOfItsOwn(testApp, tag, {
    currState: 'ANALYSING',
    service: 'SECURITY_SCREENING',
    spiLeaderId: leader.userId,
    staffId: analyst.userId,
    name: PERSON_NAME,
  });
  const booked = await kit.call('POST', `/spi-leaders/jobs/${id}/booking`, leader.token, {
    time: nextWeek(),
    type: 'DIGITAL',
    meetingLink: 'https://meet.example.se/spi',
  });
  expect(booked.statusCode, booked.body).toBe(200);
  const final = await kit.call('POST', `/spi-leaders/jobs/${id}/spi-report/final`, leader.token, {
    text: REPORT_TEXT,
    file: FILE,
  });
  expect(final.statusCode, final.body).toBe(200);
  return { id, tag, custNo: `T-${tag}` };
};

/** Sends the person the link and reads the key from the e-mail in the outbox. */
const sendLink = async (jobId: string): Promise<string> => {
  const sent = okItem(
    SpiLeaderJobDetails,
    await kit.call('POST', `/spi-leaders/jobs/${jobId}/protocol/link`, leader.token),
  );
  expect(sent.report?.protocol.linkExpiresAt).not.toBeNull();
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/dev/outbox/messages?category=spi.protocol-link',
  });
  const messages = response.json().result as { channel: string; text: string }[];
  const key = messages.find((message) => message.channel === 'email')?.text.match(/\/spip\/([\w-]+)/)?.[1];
  expect(key).toBeTruthy();
  return key as string;
};

const signAsPerson = async (protocolKey: string, ssn = PERSON_SSN) => {
  const { orderRef } = okItem(BankIdStarted, await publicPost('/spi-protocol/bankid/sign', { protocolKey }));
  await approve(orderRef, ssn, PERSON_NAME);
  return publicPost('/spi-protocol/bankid/collect', { protocolKey, orderRef });
};

const signAsLeader = async (jobId: string) => {
  const { orderRef } = okItem(
    BankIdStarted,
    await kit.call('POST', `/spi-leaders/jobs/${jobId}/protocol/bankid/sign`, leader.token, {}),
  );
  await approve(orderRef, LEADER_SSN, LEADER_NAME);
  return kit.call('POST', `/spi-leaders/jobs/${jobId}/protocol/bankid/collect`, leader.token, { orderRef });
};

const protocolRow = async (jobId: string) =>
  (await testApp.database.db.select().from(spiProtocols).where(eq(spiProtocols.jobId, jobId)))[0];

const analystView = async (jobId: string) =>
  okItem(SpiReportView.nullable(), await kit.call('GET', `/jobs/${jobId}/spi-report`, analyst.token));

describe('the interview protocol signed with BankID', () => {
  it('is signed by the person through the link and by the SPI leader; the evidence is kept and shown', async () => {
    const { id } = await finalizedJob();
    const key = await sendLink(id);

    const page = okItem(
      SpiProtocolPageView,
      await publicPost('/spi-protocol/populate', { protocolKey: key }),
    );
    expect(page.personName).toBe(PERSON_NAME);
    expect(page.text).toBe(REPORT_TEXT);
    expect(page.interviewType).toBe('DIGITAL');
    expect(page.fileSha256).toMatch(/^[0-9a-f]{64}$/);

    const personDone = okItem(SpiProtocolSigningResult, await signAsPerson(key));
    expect(personDone.status).toBe('complete');
    expect(personDone.signed?.name).toBe(PERSON_NAME);
    // Single purpose: once signed, the link is closed.
    expect((await publicPost('/spi-protocol/populate', { protocolKey: key })).statusCode).toBe(404);

    const leaderDone = okItem(LeaderProtocolSigningResult, await signAsLeader(id));
    expect(leaderDone.status).toBe('complete');
    expect(leaderDone.job?.report?.protocol.leader?.name).toBe(LEADER_NAME);
    expect(leaderDone.job?.report?.protocol.person?.name).toBe(PERSON_NAME);

    const row = await protocolRow(id);
    for (const signer of ['person', 'leader'] as const) {
      const sealed = signer === 'person' ? row?.personEvidenceEnc : row?.leaderEvidenceEnc;
      expect(sealed).not.toContain(PERSON_NAME);
      const evidence = JSON.parse(
        testApp.app.fieldCrypto.decryptField(sealed ?? '', evidenceContext(signer, id)),
      ) as ProtocolEvidence;
      expect(evidence.completionData.user.personalNumber).toBe(signer === 'person' ? PERSON_SSN : LEADER_SSN);
      expect(evidence.completionData.signature).not.toBe('');
      expect(evidence.completionData.ocspResponse).not.toBe('');
      expect(evidence.protocolDigest).toMatch(/^[0-9a-f]{64}$/);
    }
    const shown = await analystView(id);
    expect(shown?.protocol.person).toMatchObject({ name: PERSON_NAME });
    expect(shown?.protocol.leader).toMatchObject({ name: LEADER_NAME });
    // The analyst's report shows the signatures in its SPI part (psConfig.spiReporting).
    const [job] = await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, id));
    await testApp.database.db
      .update(customers)
      .set({ data: sql`jsonb_set(${customers.data}, '{psConfig}', '{"spiReporting": true}'::jsonb)` })
      .where(eq(customers.id, job?.customerId as string));
    const preview = await kit.call('POST', '/report/preview', analyst.token, { jobId: id });
    expect(preview.statusCode, preview.body).toBe(200);
    const report = (await pdfPageTexts(Buffer.from(preview.json().result[0].data, 'base64'))).join('\n');
    expect(report).toContain('Protokollet signerat av SPI-ledaren');
    expect(report).toContain(LEADER_NAME);
    expect(report).not.toContain('Inte signerat');

    const audits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'spi.protocol.sign'), eq(auditLog.entityId, id)));
    expect(audits.map((audit) => (audit.details as { signer: string }).signer).sort()).toEqual([
      'leader',
      'person',
    ]);
    const again = await kit.call('POST', `/spi-leaders/jobs/${id}/protocol/bankid/sign`, leader.token, {});
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(SPI_PROTOCOL_MESSAGES.leaderSigned);
  });

  it('answers 404 to a wrong or expired key, and refuses someone else’s BankID', async () => {
    const { id } = await finalizedJob();
    const key = await sendLink(id);
    const wrong = await publicPost('/spi-protocol/populate', { protocolKey: `${key.slice(0, -4)}AAAA` });
    expect(wrong.statusCode).toBe(404);
    expect(errorOf(wrong).message).toBe(CONSENT_MESSAGES.notFound);

    // The order names the person: BankID ends it when someone else signs (70203).
    const stranger = await signAsPerson(key, '190101011237');
    expect(stranger.statusCode).toBe(409);
    expect(errorOf(stranger).message).not.toBe('');
    expect((await protocolRow(id))?.personSignedAt).toBeNull();

    await testApp.database.db
      .update(spiProtocols)
      .set({ linkExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(spiProtocols.jobId, id));
    expect((await publicPost('/spi-protocol/populate', { protocolKey: key })).statusCode).toBe(404);
    expect((await publicPost('/spi-protocol/bankid/sign', { protocolKey: key })).statusCode).toBe(404);

    // A new link replaces the old one.
    const newKey = await sendLink(id);
    expect(newKey).not.toBe(key);
    expect((await publicPost('/spi-protocol/populate', { protocolKey: newKey })).statusCode).toBe(200);
  });

  it('needs a finalized report; another leader’s job is 404; a new finalize clears the signatures', async () => {
    tags += 1;
    const unfinished = await insertJobOfItsOwn(testApp, `spip${tags}`, {
      currState: 'INTERVIEWING',
      spiLeaderId: leader.userId,
    });
    const early = await kit.call('POST', `/spi-leaders/jobs/${unfinished}/protocol/link`, leader.token);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(SPI_PROTOCOL_MESSAGES.reportFirst);

    const { id } = await finalizedJob();
    const other = await kit.staff(['SPILeader']);
    expect((await kit.call('POST', `/spi-leaders/jobs/${id}/protocol/link`, other.token)).statusCode).toBe(
      404,
    );
    expect(
      (await kit.call('POST', `/spi-leaders/jobs/${id}/protocol/bankid/sign`, other.token, {})).statusCode,
    ).toBe(404);

    const key = await sendLink(id);
    okItem(SpiProtocolSigningResult, await signAsPerson(key));
    okItem(LeaderProtocolSigningResult, await signAsLeader(id));

    // A new interview and a new report: the protocol is another, unsigned.
    const rebooked = await kit.call('POST', `/spi-leaders/jobs/${id}/booking`, leader.token, {
      time: nextWeek(),
      type: 'PHYSICAL',
      address: 'Storgatan 1, Stockholm',
    });
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    const replaced = okItem(
      SpiLeaderJobDetails,
      await kit.call('POST', `/spi-leaders/jobs/${id}/spi-report/final`, leader.token, {
        text: 'En ny rapport.',
        file: FILE,
      }),
    );
    expect(replaced.report?.protocol).toMatchObject({ person: null, leader: null, linkSentAt: null });
    expect(await protocolRow(id)).toBeUndefined();
    expect((await analystView(id))?.protocol.person).toBeNull();
  });
});

describe('POST /protective-security/orders/{id}/spi-report (SPIDownloadReport)', () => {
  const orderIdOf = async (jobId: string) =>
    (await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, jobId)))[0]?.orderId as string;
  const download = (orderId: string, token: string) =>
    kit.call('POST', `/protective-security/orders/${orderId}/spi-report`, token);
  const pdfTextOf = async (response: { statusCode: number; body: string; json(): unknown }) => {
    const file = okItem(ReportFile, response);
    expect(file.filename).toMatch(/^spi-rapport-.+\.pdf$/);
    return (await pdfPageTexts(Buffer.from(file.data, 'base64'))).join('\n');
  };

  it('is refused before the report is finalized (409), without the group (403) and to other customers (404)', async () => {
    tags += 1;
    const tag = `spip${tags}`;
    const jobId = await insertJobOfItsOwn(testApp, tag, {
      currState: 'INTERVIEWING',
      service: 'SECURITY_SCREENING',
      spiLeaderId: leader.userId,
    });
    const orderId = await orderIdOf(jobId);
    const customer = await kit.user(['CustomerSuperuser', 'SPIDownloadReport'], `T-${tag}`);
    const early = await download(orderId, customer.token);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(SPI_PROTOCOL_MESSAGES.reportNotFinalized);

    const { id, custNo } = await finalizedJob();
    const finalizedOrder = await orderIdOf(id);
    const screeningOnly = await kit.user(['CustomerSuperuser', 'SecurityScreeningDownloadReport'], custNo);
    expect((await download(finalizedOrder, screeningOnly.token)).statusCode).toBe(403);
    expect((await download(finalizedOrder, customer.token)).statusCode).toBe(404);
  });

  it('gives the PDF with the report, the people and the protocol’s signatures, audited', async () => {
    const { id, custNo } = await finalizedJob();
    const orderId = await orderIdOf(id);
    const customer = await kit.user(
      ['CustomerSuperuser', 'SecurityScreeningRecipient', 'SPIDownloadReport'],
      custNo,
    );

    const unsigned = await pdfTextOf(await download(orderId, customer.token));
    expect(unsigned).toContain('SPI-rapport');
    expect(unsigned).toContain(PERSON_NAME);
    expect(unsigned).toContain('Intervjun genomfördes utan anmärkningar.');
    expect(unsigned).toContain('Digital');
    expect(unsigned).toContain('Protokollet är inte signerat');

    const key = await sendLink(id);
    okItem(SpiProtocolSigningResult, await signAsPerson(key));
    okItem(LeaderProtocolSigningResult, await signAsLeader(id));
    const signed = await pdfTextOf(await download(orderId, customer.token));
    expect(signed).toContain(`Signerat av personen ${PERSON_NAME}`);
    expect(signed).toContain(`Signerat av SPI-ledaren ${LEADER_NAME}`);
    expect(signed).not.toContain('Protokollet är inte signerat');

    const audits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'spi.report.download'), eq(auditLog.entityId, id)));
    expect(audits).toHaveLength(2);

    const list = await kit.call('GET', '/protective-security/orders?page=0&size=50', customer.token);
    expect(list.statusCode, list.body).toBe(200);
    const rows = okEnvelope(PsOrderRow).parse(list.json()).result as PsOrderRow[];
    expect(rows.find((row) => row.jobId === id)?.spiReportAvailable).toBe(true);
  });
});
