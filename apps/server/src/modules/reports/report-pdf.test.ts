import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataPartData } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts, pdfPageToPng, pngInkRatio } from '../../platform/testing/pdf-pages';
import { pdfPagesAsPng, TooManyPagesError } from './report-images';
import { buildReportModel, type ReportInputs } from './report-model';
import { pdfText, renderReportPdf } from './report-pdf';

const inputs = (change: Partial<ReportInputs> = {}): ReportInputs => ({
  language: 'sv',
  preview: false,
  now: new Date('2026-03-10T09:00:00Z'),
  job: {
    id: '3f2a9c1e-0000-4000-8000-000000000001',
    orderId: 'ffdb8c4a-0000-4000-8000-000000000002',
    service: 'COWORKER',
    position: 'Väktare',
    screeningCheckpoints: [],
    verifyFormerEmployer: true,
    verifyEducation: false,
    checkCitizenship: false,
    riscGrades: { overallGrade: 2, lawGrade: 1, economyGrade: 3, companyGrade: null, internetGrade: 1 },
    orderDate: new Date('2026-03-02T10:00:00Z'),
  },
  customer: { name: 'Bygg & Bevakning i Norr AB', custNo: '1002' },
  person: { name: 'Åsa Öberg-Ärlig', ssn: '19850412-1234' },
  content: {
    summary: 'Inga anmärkningar av betydelse för tjänsten.',
    sections: {
      ECONOMY: 'En betalningsanmärkning från 2021, reglerad.',
      EMPLOYER: 'Anställningen bekräftad.',
    },
  },
  finalizedAt: new Date('2026-03-09T14:30:00Z'),
  analystEmail: 'analytiker@granska.test',
  approval: { state: 'CsntAccepted', time: new Date('2026-03-10T08:15:00Z') },
  approvedByCoordinator: false,
  dataParts: [
    {
      type: 'LAW',
      source: 'actapublica',
      title: 'Domstolsuppgifter',
      text: '',
      data: {
        kind: 'courtRecords',
        testData: true,
        message: '1 mål hittades',
        records: [
          {
            caseNumber: 'B 123-21',
            court: 'Umeå tingsrätt',
            caseType: 'CRIMINAL',
            date: '2021-05-04',
            subject: 'Ringa stöld',
            role: 'Tilltalad',
            outcome: 'Dagsböter',
          },
        ],
      },
    },
  ],
  collected: { verifyEmployer: 'Securitas AB 2015–2020, bekräftat av HR.' },
  lfdFollowUp: null,
  spi: null,
  ...change,
});

const render = async (change: Partial<ReportInputs> = {}, withRiskGrades = true) =>
  renderReportPdf(buildReportModel(inputs(change)), { withRiskGrades });

describe('the report PDF', () => {
  it('has the customer, the person, the order and case ids, the service and the risk assessment on its first page, which renders to PNG', async () => {
    const bytes = await render();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [first] = await pdfPageTexts(bytes);
    for (const expected of [
      'Rapport: bakgrundskontroll',
      'Bygg & Bevakning i Norr AB (1002)',
      'Åsa Öberg-Ärlig',
      '19850412-1234',
      'Medarbetare',
      'Väktare',
      // The short ids the order page shows: the order's in its title, the job's on the job's card.
      'FFDB8C4A',
      '3F2A9C1E',
      'Riskbedömning',
      '2 – Låg risk',
      'Sammanfattning',
      'Inga anmärkningar av betydelse för tjänsten.',
      'Sida 1 av 2',
    ]) {
      expect(first).toContain(expected);
    }
    const page = await pdfPageToPng(bytes, 1);
    expect(page.png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(page.width).toBeGreaterThan(800);
    // Text and rules cover a few per cent of an A4 page; a blank or failed render covers none.
    expect(page.inkRatio).toBeGreaterThan(0.005);
    await writeFile(join(tmpdir(), 'granska-report-page-1.png'), page.png);
  });

  it('becomes one PNG per page, and a PDF longer than the limit is refused before drawing', async () => {
    const bytes = await render();
    const pages = await pdfPagesAsPng(bytes, 30);
    expect(pages).toHaveLength(2);
    for (const png of pages) {
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(await pngInkRatio(png)).toBeGreaterThan(0.001);
    }
    await expect(pdfPagesAsPng(bytes, 1)).rejects.toBeInstanceOf(TooManyPagesError);
  });

  it('has a section per register and checkpoint, the data parts, the collected data and the evidence', async () => {
    const text = (await pdfPageTexts(await render())).join('\n');
    for (const expected of [
      'Rättsliga förhållanden',
      'Umeå tingsrätt',
      'Ringa stöld',
      'Testdata från en lokal testtjänst',
      'Ekonomi',
      'En betalningsanmärkning från 2021, reglerad.',
      'Bolagsengagemang',
      'Internet och media',
      'Tidigare anställningar',
      'Securitas AB 2015–2020, bekräftat av HR.',
      'Analytiker och godkännande',
      'analytiker@granska.test',
      'Godkänd med BankID 2026-03-10 09:15',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Utbildning');
  });

  it('leaves the risk grades out of the variant for readers the customer does not show them to', async () => {
    const text = (await pdfPageTexts(await render({}, false))).join('\n');
    expect(text).not.toContain('Riskbedömning');
    expect(text).not.toContain('Låg risk');
    expect(text).toContain('Sammanfattning');
  });

  it('is written in English for an English report', async () => {
    const text = (await pdfPageTexts(await render({ language: 'en' }))).join('\n');
    expect(text).toContain('Report: background check');
    expect(text).toContain('Risk assessment');
    expect(text).toContain('Coworker');
    expect(text).toContain('Approved with BankID');
  });

  it('marks a preview and says when the approval is still awaited', async () => {
    const text = (
      await pdfPageTexts(
        await render({ preview: true, approval: { state: 'CsntPendingAnswer', time: null } }),
      )
    ).join('\n');
    expect(text).toContain('FÖRHANDSGRANSKNING');
    expect(text).toContain('Inväntar personens godkännande med BankID');
  });

  it('opens an LFD follow-up with what changed since the previous report, before and after', async () => {
    const credit = (civilState: string, town: string) => ({
      type: 'ECONOMY' as const,
      source: 'creditsafe' as const,
      title: 'Kreditupplysning – Grunduppgifter',
      text: '',
      data: {
        kind: 'creditInformation' as const,
        level: 'BASIC' as const,
        testData: true,
        person: { personalNumber: '19850412-1234', address: 'Hagaväg 1', zip: '903 30', town, civilState },
      },
    });
    const followUp = (language: 'sv' | 'en', previousCivilState: string) =>
      render({
        language,
        dataParts: [credit('Gift', 'UMEÅ')],
        lfdFollowUp: {
          previous: {
            orderId: 'aa11bb22-0000-4000-8000-000000000003',
            finalizedAt: new Date('2025-09-01T10:00:00Z'),
            dataParts: [credit(previousCivilState, 'UMEÅ')],
          },
        },
      });
    const [first] = await pdfPageTexts(await followUp('sv', 'Ogift'));
    for (const expected of [
      'Förändringar sedan föregående rapport',
      'Jämfört med föregående rapport (beställning AA11BB22), färdigställd 2025-09-01.',
      'Förändring',
      'Civilstånd',
      'Ogift',
      'Gift',
      'Jämfördes inte, eftersom uppgifterna saknas i någon av rapporterna:',
    ]) {
      expect(first).toContain(expected);
    }
    // The section comes before the summary.
    expect(first?.indexOf('Förändringar sedan')).toBeLessThan(first?.indexOf('Sammanfattning') ?? 0);

    const [english] = await pdfPageTexts(await followUp('en', 'Gift'));
    expect(english).toContain('Changes since the previous report');
    expect(english).toContain('No changes since the previous report.');

    const [plain] = await pdfPageTexts(await render());
    expect(plain).not.toContain('Förändringar sedan föregående rapport');
    // An LFD check's report is named as one, not as a background check's.
    const lfd = inputs();
    const [lfdFirst] = await pdfPageTexts(
      await renderReportPdf(buildReportModel({ ...lfd, job: { ...lfd.job, service: 'LFD_FOLLOWUP' } }), {
        withRiskGrades: true,
      }),
    );
    expect(lfdFirst).toContain('Rapport: LFD-kontroll');
    expect(lfdFirst).not.toContain('bakgrundskontroll');
    const [screeningFirst] = await pdfPageTexts(
      await renderReportPdf(
        buildReportModel({ ...lfd, job: { ...lfd.job, service: 'SECURITY_SCREENING_BASIC' } }),
        {
          withRiskGrades: true,
        },
      ),
    );
    expect(screeningFirst).toContain('Rapport: Grundutredning bas');
    expect(screeningFirst).not.toContain('bakgrundskontroll');
  });

  it('words totals, changed outcomes and company statuses with both values, in the report language', () => {
    const part = (data: DataPartData) => ({
      type: 'ECONOMY' as const,
      source: 'creditsafe' as const,
      title: '',
      text: '',
      data,
    });
    const registers = (remarks: { count: number; sum: number }, outcome: string, companyStatus: string) => [
      part({
        kind: 'creditInformation',
        level: 'CREDIT',
        testData: false,
        person: {
          personalNumber: '19850412-1234',
          paymentRemarks: {
            ...remarks,
            amalCount: 0,
            amalSum: 0,
            emalCount: remarks.count,
            emalSum: remarks.sum,
          },
          companyEngagements: [
            { orgNo: '556001-0001', companyName: 'Hagabolaget AB', role: 'VD', companyStatus },
          ],
        },
      }),
      part({
        kind: 'courtRecords',
        testData: false,
        message: '1 träff',
        records: [
          {
            caseNumber: 'B 1-25',
            court: 'Umeå tingsrätt',
            caseType: 'CRIMINAL',
            date: '2025-05-04',
            subject: 'Ringa stöld',
            role: 'Tilltalad',
            outcome,
          },
        ],
      }),
    ];
    const model = buildReportModel(
      inputs({
        language: 'en',
        dataParts: registers({ count: 2, sum: 8_500 }, 'Prison 2 months', 'Bankrupt'),
        lfdFollowUp: {
          previous: {
            orderId: 'aa11bb22-0000-4000-8000-000000000003',
            finalizedAt: new Date('2025-09-01T10:00:00Z'),
            dataParts: registers({ count: 1, sum: 4_000 }, 'Fine', 'Active'),
          },
        },
      }),
    );
    expect(model.changes?.table?.rows).toEqual([
      ['Payment remarks', '1, SEK 4 000', '2, SEK 8 500'],
      ['Debts at the Enforcement Authority (private claims)', '1, SEK 4 000', '2, SEK 8 500'],
      ['Outcome changed: Umeå tingsrätt B 1-25', 'Fine', 'Prison 2 months'],
      ['Company status changed: Hagabolaget AB (556001-0001), VD', 'Active', 'Bankrupt'],
    ]);
    expect(model.changes?.notes).toEqual([
      'Not compared, because one of the reports lacks the data: address, civil status.',
    ]);
  });

  it('replaces characters the standard font cannot show instead of breaking', async () => {
    expect(pdfText('Łukasz Żółć – “ok” 😀\tx')).toBe('Lukasz Zólc – “ok” ?    x');
    const text = (
      await pdfPageTexts(await render({ person: { name: 'Łukasz 😀', ssn: '19850412-1234' } }))
    ).join();
    expect(text).toContain('Lukasz ?');
  });
});
