import { randomUUID } from 'node:crypto';
import {
  type CourtRecord,
  type CreditClaim,
  type CreditInformationPerson,
  type DataPartData,
  type DataPartType,
  type LfdDetailsView,
  okEnvelope,
  ReportFile,
  ReportReading,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTestKit } from '../../platform/testing/consent-kit';
import { insertCustomer, insertJobs } from '../../platform/testing/factory';
import { pdfPageTexts } from '../../platform/testing/pdf-pages';
import { type Staff, staffTestKit } from '../../platform/testing/staff-kit';
import { createListeningTestApp, type ListeningTestApp } from '../../platform/testing/test-app';
import { encryptDataPartFields } from '../analysis/data-parts/data-part-views';
import { insertDataPart } from '../analysis/data-parts/data-parts.repository';
import { REPORT_APPROVAL_REQUEST_CATEGORY } from '../consent-links';
import { bkJobs } from '../orders/orders.schema';
import { encryptContent } from './report-content';
import { insertReport } from './reports.repository';

/**
 * An LFD follow-up's report opens with what changed since the previous report in the person's chain
 * (docs/decisions/lfd-changes.md). The chain is written straight into the tables: the follow-up orders
 * are created elsewhere.
 */

let testApp: ListeningTestApp;
let staff: ReturnType<typeof staffTestKit>;
let analyst: Staff;
let customerId: string;
let otherCustomerId: string;

beforeAll(async () => {
  testApp = await createListeningTestApp();
  staff = staffTestKit(testApp, 'lfd-changes');
  analyst = await staff.staff(['Analyst']);
  customerId = await insertCustomer(testApp, { custNo: 'T-lfd-changes', custName: 'Förändringsbolaget AB' });
  otherCustomerId = await insertCustomer(testApp, { custNo: 'T-lfd-other', custName: 'Andra kunden AB' });
});
afterAll(() => testApp.close());

let people = 0;
const nextPerson = () => {
  people += 1;
  return `19700101-${String(1000 + people)}`;
};

const lfdDetails = (parentOrderId: string | null, sequenceNumber: number): LfdDetailsView => ({
  parentOrderId,
  sequenceNumber,
  followUp: parentOrderId !== null,
  followUpLfdCheckPoints: [],
  followUpApproved: false,
  ScheduleID: null,
  activationTime: null,
});

const addPart = async (jobId: string, type: DataPartType, title: string, data: DataPartData) => {
  const id = randomUUID();
  await insertDataPart(testApp.database.db, {
    id,
    jobId,
    source: data.kind === 'creditInformation' ? 'creditsafe' : 'actapublica',
    type,
    ...encryptDataPartFields(testApp.app.fieldCrypto, id, { title, text: '', data }),
    createdBy: null,
    updatedBy: null,
  });
};

interface Register {
  credit: Partial<CreditInformationPerson>;
  courtRecords: CourtRecord[];
}

const addRegisters = async (jobId: string, register: Register) => {
  await addPart(jobId, 'ECONOMY', 'Kreditupplysning – Fullständig', {
    kind: 'creditInformation',
    level: 'FULL',
    testData: true,
    person: { personalNumber: '19700101-0000', ...register.credit },
  });
  await addPart(jobId, 'LAW', 'Domstolsuppgifter', {
    kind: 'courtRecords',
    testData: true,
    message: `${register.courtRecords.length} träffar`,
    records: register.courtRecords,
  });
};

/** An LFD job of the person, its order id, and its registers as data parts. */
const lfdJob = async (spec: {
  customerId: string;
  ssn: string;
  service: 'PRESCREEN' | 'LFD_FOLLOWUP';
  state: 'APPROVED' | 'ANALYSING';
  parentOrderId: string | null;
  register: Register | null;
}) => {
  const [jobId] = await insertJobs(testApp, [
    {
      customerId: spec.customerId,
      service: spec.service,
      currState: spec.state,
      ssn: spec.ssn,
      name: 'Lena Löpande',
      staffId: analyst.userId,
    },
  ]);
  if (!jobId) throw new Error('no job inserted');
  const [row] = await testApp.database.db
    .update(bkJobs)
    .set({ lfdDetails: lfdDetails(spec.parentOrderId, spec.parentOrderId ? 2 : 1) })
    .where(eq(bkJobs.id, jobId))
    .returning();
  if (!row) throw new Error('job vanished');
  if (spec.register) await addRegisters(jobId, spec.register);
  return { jobId, orderId: row.orderId };
};

/** A finished prescreen of the person: its report was finalized on 2025-09-01. */
const finishedPrescreen = async (ssn: string, register: Register, customer = customerId) => {
  const job = await lfdJob({
    customerId: customer,
    ssn,
    service: 'PRESCREEN',
    state: 'APPROVED',
    parentOrderId: null,
    register,
  });
  await insertReport(testApp.database.db, {
    jobId: job.jobId,
    state: 'FINAL',
    language: 'sv',
    contentEnc: encryptContent(testApp.app.fieldCrypto, job.jobId, {
      summary: 'Förhandskontrollen.',
      sections: {},
    }),
    finalizedAt: new Date('2025-09-01T10:00:00Z'),
    finalizedBy: analyst.userId,
  });
  return job;
};

const followUpOf = (ssn: string, parentOrderId: string, register: Register | null) =>
  lfdJob({ customerId, ssn, service: 'LFD_FOLLOWUP', state: 'ANALYSING', parentOrderId, register });

/** The analyst's preview of the job's report, as the text of its pages. */
const previewText = async (jobId: string, language: 'sv' | 'en' = 'sv') => {
  const response = await staff.call('POST', '/report/preview', analyst.token, {
    jobId,
    language,
    content: { summary: 'Uppföljningen.', sections: {} },
  });
  expect(response.statusCode, response.body).toBe(200);
  const file = okEnvelope(ReportFile).parse(response.json()).result[0] as ReportFile;
  return (await pdfPageTexts(Buffer.from(file.data, 'base64'))).join('\n');
};

const claim = (caseNumber: string, amount: number, change: Partial<CreditClaim> = {}): CreditClaim => ({
  caseNumber,
  amount,
  date: '2025-03-01',
  creditor: 'Telebolaget AB',
  claimType: 'Enskilt mål',
  ...change,
});

const theft: CourtRecord = {
  caseNumber: 'B 101-24',
  court: 'Umeå tingsrätt',
  caseType: 'CRIMINAL',
  date: '2024-11-20',
  subject: 'Ringa stöld',
  role: 'Tilltalad',
  outcome: 'Dagsböter',
};

const before: Register = {
  credit: {
    address: 'Hagaväg 1',
    zip: '903 30',
    town: 'UMEÅ',
    civilState: 'Ogift',
    paymentRemarks: { count: 1, sum: 5_000, amalCount: 0, amalSum: 0, emalCount: 1, emalSum: 5_000 },
    publicClaims: [],
    privateClaims: [claim('E-2025-1', 5_000)],
    distraintClaims: [claim('U-2025-7', 20_000, { claimType: 'Utmätning', creditor: 'Kronofogden' })],
    companyEngagements: [
      {
        orgNo: '556001-0001',
        companyName: 'Hagabolaget AB',
        role: 'Styrelseledamot',
        companyStatus: 'Aktiv',
      },
    ],
  },
  courtRecords: [theft],
};

const after: Register = {
  credit: {
    address: 'Storgatan 5',
    zip: '111 22',
    town: 'STOCKHOLM',
    civilState: 'Gift',
    paymentRemarks: { count: 1, sum: 12_000, amalCount: 1, amalSum: 12_000, emalCount: 0, emalSum: 0 },
    publicClaims: [claim('A-2026-3', 12_000, { claimType: 'Allmänt mål', creditor: 'Skatteverket' })],
    privateClaims: [],
    distraintClaims: [claim('U-2025-7', 14_000, { claimType: 'Utmätning', creditor: 'Kronofogden' })],
    companyEngagements: [
      {
        orgNo: '556001-0001',
        companyName: 'Hagabolaget AB',
        role: 'Styrelseledamot',
        companyStatus: 'Aktiv',
      },
      { orgNo: '556777-0002', companyName: 'Nya Bolaget AB', role: 'VD', companyStatus: 'Aktiv' },
    ],
  },
  courtRecords: [
    theft,
    {
      caseNumber: 'T 55-26',
      court: 'Stockholms tingsrätt',
      caseType: 'CIVIL',
      date: '2026-01-15',
      subject: 'Fordran',
      role: 'Svarande',
      outcome: 'Bifall',
    },
  ],
};

describe("an LFD follow-up's report: what changed since the previous report", () => {
  it('lists each kind of change with its values before and after, first in the PDF and in the page the person reads', async () => {
    const ssn = nextPerson();
    const prescreen = await finishedPrescreen(ssn, before);
    const followUp = await followUpOf(ssn, prescreen.orderId, after);

    const text = await previewText(followUp.jobId);
    const expectedRows = [
      ['Ny betalningsanmärkning', '–', 'Allmänt mål A-2026-3, 2025-03-01, Skatteverket, 12 000 kr'],
      ['Betalningsanmärkning borttagen', 'Enskilt mål E-2025-1, 2025-03-01, Telebolaget AB, 5 000 kr', '–'],
      ['Ändrat skuldbelopp: Utmätning U-2025-7 (Kronofogden)', '20 000 kr', '14 000 kr'],
      ['Nytt mål', '–', 'Stockholms tingsrätt T 55-26, 2026-01-15, Fordran, Svarande, Bifall'],
      ['Nytt bolagsengagemang', '–', 'Nya Bolaget AB (556777-0002), VD, Aktiv'],
      ['Adress', 'Hagaväg 1, 903 30 UMEÅ', 'Storgatan 5, 111 22 STOCKHOLM'],
      ['Civilstånd', 'Ogift', 'Gift'],
    ];
    expect(text).toContain('Förändringar sedan föregående rapport');
    expect(text).toContain(
      `Jämfört med föregående rapport (beställning ${prescreen.orderId.slice(0, 8).toUpperCase()}), färdigställd 2025-09-01.`,
    );
    // Long cells wrap (and may be hyphenated) in the PDF's narrow columns: each row by a part that fits.
    for (const row of [
      /Ny betalningsanmärkning\s+–\s+Allmänt mål A-2026-3/,
      /Betalningsanmärkning borttagen\s+Enskilt mål E-2025-1/,
      /Ändrat skuldbelopp: Utmätning U-2025-7 \(Kronofogden\)\s+20 000 kr\s+14 000 kr/,
      /Nytt mål\s+–\s+Stockholms tingsrätt T 55-26/,
      /Nytt bolagsengagemang\s+–\s+Nya Bolaget AB \(556777-0002\)/,
      /Adress\s+Hagaväg 1, 903 30 UMEÅ\s+Storgatan 5, 111 22 STOCKHOLM/,
      /Civilstånd\s+Ogift\s+Gift/,
    ]) {
      expect(text).toMatch(row);
    }
    expect(text.indexOf('Förändringar sedan')).toBeLessThan(text.indexOf('Sammanfattning'));
    expect(text).not.toContain('Inga förändringar sedan föregående rapport');

    // English words for an English report.
    const english = await previewText(followUp.jobId, 'en');
    expect(english).toContain('Changes since the previous report');
    expect(english).toContain('Debt amount changed: Utmätning U-2025-7 (Kronofogden)');
    expect(english).toContain('SEK 14 000');

    // Finalized, the person reads the same rows on the approval page.
    const saved = await staff.call('POST', '/report', analyst.token, {
      jobId: followUp.jobId,
      language: 'sv',
      content: { summary: 'Uppföljningen.', sections: {} },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const finalized = await staff.call('POST', '/report/final', analyst.token, { jobId: followUp.jobId });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const consentKey = await consentTestKit(testApp).linkKeyOf(
      'person@kandidat.example',
      REPORT_APPROVAL_REQUEST_CATEGORY,
    );
    const read = await staff.call('POST', '/consent/report', undefined, { consentKey });
    expect(read.statusCode, read.body).toBe(200);
    const reading = okEnvelope(ReportReading).parse(read.json()).result[0] as ReportReading;
    expect(reading.changes).toMatchObject({
      title: 'Förändringar sedan föregående rapport',
      text: '',
      table: { headers: ['Förändring', 'Före', 'Efter'], rows: expectedRows },
      notes: [],
    });
  });

  it('is not in a prescreen, which follows no report', async () => {
    const ssn = nextPerson();
    const prescreen = await lfdJob({
      customerId,
      ssn,
      service: 'PRESCREEN',
      state: 'ANALYSING',
      parentOrderId: null,
      register: before,
    });
    const text = await previewText(prescreen.jobId);
    expect(text).toContain('Hagabolaget AB');
    expect(text).not.toContain('Förändringar sedan föregående rapport');
    expect(text).not.toContain('föregående rapport');
  });

  it('says so when nothing changed', async () => {
    const ssn = nextPerson();
    const prescreen = await finishedPrescreen(ssn, before);
    const followUp = await followUpOf(ssn, prescreen.orderId, before);
    const text = await previewText(followUp.jobId);
    expect(text).toContain('Förändringar sedan föregående rapport');
    expect(text).toContain('Inga förändringar sedan föregående rapport.');
    expect(text).not.toContain('Före');
    expect(text).not.toContain('Efter');
    expect(text).not.toContain('Jämfördes inte');
  });

  it('says what it could not compare while the follow-up has no register data yet', async () => {
    const ssn = nextPerson();
    const prescreen = await finishedPrescreen(ssn, before);
    const followUp = await followUpOf(ssn, prescreen.orderId, null);
    const text = await previewText(followUp.jobId);
    expect(text).toContain(
      'Jämfördes inte, eftersom uppgifterna saknas i någon av rapporterna: betalningsanmärkningar, skulder, domstolsuppgifter, bolagsengagemang, adress, civilstånd.',
    );
    expect(text).not.toContain('Inga förändringar sedan föregående rapport');
  });

  it("never reads another customer's job, even of the same person named as the parent", async () => {
    const ssn = nextPerson();
    const othersPrescreen = await finishedPrescreen(
      ssn,
      { credit: { ...before.credit, address: 'Hemliga gatan 9' }, courtRecords: [] },
      otherCustomerId,
    );
    const followUp = await followUpOf(ssn, othersPrescreen.orderId, after);
    const text = await previewText(followUp.jobId);
    expect(text).toContain('Förändringar sedan föregående rapport');
    expect(text).toContain('Det finns ingen färdigställd föregående rapport att jämföra med.');
    expect(text).not.toContain('Hemliga gatan 9');
    expect(text).not.toContain(othersPrescreen.orderId.slice(0, 8).toUpperCase());
  });

  it("never compares with another person's report of the customer", async () => {
    const prescreen = await finishedPrescreen(nextPerson(), before);
    const followUp = await followUpOf(nextPerson(), prescreen.orderId, after);
    const text = await previewText(followUp.jobId);
    expect(text).toContain('Det finns ingen färdigställd föregående rapport att jämföra med.');
    expect(text).not.toContain('Hagaväg 1');
  });
});
