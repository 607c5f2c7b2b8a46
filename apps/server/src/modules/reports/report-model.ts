import {
  type CollectedDataDetails,
  type CompanyEngagement,
  type CourtRecord,
  type CreditClaim,
  type CreditInformationData,
  type DataPartData,
  type DataPartSource,
  type DataPartType,
  formatAmount,
  formatDate,
  formatDateTime,
  isProtectiveSecurityService,
  type Label,
  REPORT_SECTION_LABELS,
  type ReportContent,
  type ReportLanguage,
  type ReportSection,
  type ReportSectionsJob,
  RISK_GRADE_FIELD_LABELS,
  RISK_GRADE_FIELDS,
  RISK_GRADE_LABELS,
  reportSectionsOf,
  SERVICE_LABELS,
  type Service,
  shortId,
} from '@granska/domain';
import { CHANGE_TOPICS, type ClaimTotals, compareReports, type ReportChange } from './report-changes';
import { reportTexts } from './report-texts';

/**
 * What a report's PDF shows, gathered from the job, the analyst's text, the data parts, the collected
 * data, the risk grades and the person's approval (report-sources.ts), turned into the report's
 * language. Pure: the PDF renderer only lays it out.
 */

export interface ReportApprovalFact {
  state: 'CsntPendingAnswer' | 'CsntAccepted' | 'CsntDeclined' | 'CsntTimedOut';
  time: Date | null;
}

export interface ReportDataPart {
  type: DataPartType;
  source: DataPartSource;
  title: string;
  text: string;
  data: DataPartData | null;
}

export interface ReportInputs {
  language: ReportLanguage;
  /** A preview of an unfinished report: marked as such, long texts shortened. */
  preview: boolean;
  now: Date;
  job: ReportSectionsJob & {
    id: string;
    orderId: string;
    service: Service;
    position: string | null;
    riscGrades: Record<string, number | null> | null;
    orderDate: Date | null;
  };
  customer: { name: string; custNo: string };
  person: { name: string; ssn: string };
  content: ReportContent;
  finalizedAt: Date | null;
  analystEmail: string | null;
  /** The newest ReportApproval consent, if one was sent. */
  approval: ReportApprovalFact | null;
  /** The job reached APPROVED without the person's signature (a coordinator's approve). */
  approvedByCoordinator: boolean;
  dataParts: readonly ReportDataPart[];
  collected: CollectedDataDetails | null;
  /**
   * An LFD follow-up (lfdDetails.parentOrderId set): the report before it in the person's chain, or null
   * when there is no finalized one to compare with. Absent for every other report.
   */
  lfdFollowUp: { previous: PreviousReport | null } | null;
  /**
   * The 'SPI-intervju' section (spi-interviews' spiReportSectionOf): only when the customer's
   * psConfig.spiReporting is on and the SPI leader finalized a report; null otherwise.
   */
  spi: ModelSpi | null;
}

/** The SPI interview's part of the report: its lines (label and value) and the SPI leader's report. */
export interface ModelSpi {
  title: string;
  lines: Fact[];
  text: string;
}

/** The previous report of an LFD chain, as stored for it: its order, when it was finalized, its data parts. */
export interface PreviousReport {
  orderId: string;
  finalizedAt: Date | null;
  dataParts: readonly ReportDataPart[];
}

export interface Fact {
  label: string;
  value: string;
}

export interface ReportTable {
  headers: string[];
  rows: string[][];
}

export interface ModelPart {
  title: string;
  subtitle: string;
  text: string;
  facts: Fact[];
  table: ReportTable | null;
  note: string | null;
}

export interface ModelSection {
  key: ReportSection;
  title: string;
  text: string;
  facts: Fact[];
  parts: ModelPart[];
}

/** "What changed since the last report", at the top of an LFD follow-up's report. */
export interface ModelChanges {
  title: string;
  /** Which report this one is compared with, and when it was finalized. */
  comparedWith: string;
  /** 'Inga förändringar sedan föregående rapport.' when nothing changed, else ''. */
  text: string;
  /** One row per change: what, before, after. */
  table: ReportTable | null;
  /** What could not be compared, and why. */
  notes: string[];
}

export interface ReportModel {
  language: ReportLanguage;
  preview: boolean;
  title: string;
  documentTitle: string;
  confidential: string;
  previewBanner: string;
  cover: Fact[];
  /** Only in an LFD follow-up's report. */
  changes: ModelChanges | null;
  summaryTitle: string;
  summary: string;
  riskTitle: string;
  riskNote: string;
  riskGrades: Fact[];
  sections: ModelSection[];
  spi: ModelSpi | null;
  evidenceTitle: string;
  evidence: Fact[];
  pageLabel: (page: number, total: number) => string;
}

/** Previews are rendered on the request path: long texts are cut so a preview stays quick. */
export const PREVIEW_TEXT_LIMIT = 8_000;

const labelIn = (label: Label, language: ReportLanguage) => label[language];

const COLLECTED_OF_SECTION: Partial<Record<ReportSection, (keyof CollectedDataDetails)[]>> = {
  EDUCATION: ['verifyEducation'],
  EMPLOYER: ['verifyEmployer'],
  ECONOMY: ['debtHistorySixRegister'],
  CITIZENSHIP: ['citizenship'],
  DRIVERSLICENSE: ['driversLicense', 'driversLicenseComment', 'vehicleOwnership'],
  OTHER: ['extraQuestion', 'other'],
};

const creditFacts = (data: CreditInformationData, language: ReportLanguage): Fact[] => {
  const t = reportTexts(language).credit;
  const person = data.person;
  const yesNo = (value: boolean | undefined) => (value ? t.yes : t.no);
  const facts: Fact[] = [{ label: t.level, value: data.level }];
  const address = [person.address, [person.zip, person.town].filter(Boolean).join(' ')]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  if (address) facts.push({ label: t.address, value: address });
  if (person.civilState) facts.push({ label: t.civilState, value: person.civilState });
  facts.push({ label: t.protectedIdentity, value: yesNo(person.protectedIdentity) });
  facts.push({
    label: t.emigrated,
    value: person.emigrated ? `${t.yes} ${formatDate(person.emigrationDate)}`.trim() : t.no,
  });
  if (person.bankruptcy) {
    facts.push({
      label: t.bankruptcy,
      value: person.bankruptcy.hasBankruptcy ? `${t.yes} ${formatDate(person.bankruptcy.date)}`.trim() : t.no,
    });
  }
  if (person.debtRelief) facts.push({ label: t.debtRelief, value: yesNo(person.debtRelief.hasDebtRelief) });
  const remarks = person.paymentRemarks;
  if (remarks) {
    facts.push({
      label: t.paymentRemarks,
      value: t.count(remarks.count ?? 0, formatAmount(remarks.sum ?? 0) || '0'),
    });
    facts.push({
      label: t.publicClaims,
      value: t.count(remarks.amalCount ?? 0, formatAmount(remarks.amalSum ?? 0) || '0'),
    });
    facts.push({
      label: t.privateClaims,
      value: t.count(remarks.emalCount ?? 0, formatAmount(remarks.emalSum ?? 0) || '0'),
    });
  }
  if (person.scoring?.score !== undefined) {
    const riskClass = person.scoring.riskClass ? ` (${person.scoring.riskClass})` : '';
    facts.push({ label: t.scoring, value: `${person.scoring.score}${riskClass}` });
  }
  for (const year of person.incomes ?? []) {
    facts.push({ label: t.income(year.year), value: t.amount(formatAmount(year.income ?? 0) || '0') });
  }
  if (person.properties) {
    facts.push({
      label: t.properties,
      value: t.count(person.properties.count ?? 0, formatAmount(person.properties.totalTaxValue ?? 0) || '0'),
    });
  }
  if (person.mortgages) {
    facts.push({
      label: t.mortgages,
      value: t.count(person.mortgages.count ?? 0, formatAmount(person.mortgages.sum ?? 0) || '0'),
    });
  }
  const engagements = person.companyEngagements ?? [];
  if (engagements.length > 0) {
    facts.push({
      label: t.engagements,
      value: engagements
        .map((engagement) =>
          [engagement.companyName, engagement.orgNo && `(${engagement.orgNo})`, engagement.role]
            .filter(Boolean)
            .join(' '),
        )
        .join('; '),
    });
  }
  return facts;
};

const courtTable = (records: readonly CourtRecord[], language: ReportLanguage): ReportTable => ({
  headers: [...reportTexts(language).court.headers],
  rows: records.map((record) => [
    record.date,
    record.court,
    record.caseNumber,
    record.subject,
    record.role,
    record.outcome,
  ]),
});

const shorten = (text: string, inputs: Pick<ReportInputs, 'preview' | 'language'>): string =>
  inputs.preview && text.length > PREVIEW_TEXT_LIMIT
    ? `${text.slice(0, PREVIEW_TEXT_LIMIT)}${reportTexts(inputs.language).truncated}`
    : text;

const partOf = (part: ReportDataPart, inputs: ReportInputs): ModelPart => {
  const t = reportTexts(inputs.language);
  const sourceLabel =
    part.source === 'creditsafe' ? t.creditInformation : part.source === 'actapublica' ? t.courtRecords : '';
  const model: ModelPart = {
    title: part.title,
    subtitle: sourceLabel ? `${t.dataSource}: ${sourceLabel}` : '',
    text: shorten(part.text, inputs),
    facts: [],
    table: null,
    note: part.data?.testData ? t.testData : null,
  };
  if (part.data?.kind === 'creditInformation') model.facts = creditFacts(part.data, inputs.language);
  if (part.data?.kind === 'courtRecords') {
    model.text = [model.text, part.data.records.length === 0 ? t.court.none : part.data.message]
      .filter((text) => text.trim() !== '')
      .join('\n\n');
    if (part.data.records.length > 0) model.table = courtTable(part.data.records, inputs.language);
  }
  return model;
};

const collectedFacts = (section: ReportSection, inputs: ReportInputs): Fact[] => {
  const details = inputs.collected;
  const fields = COLLECTED_OF_SECTION[section];
  if (!details || !fields) return [];
  const t = reportTexts(inputs.language).collected;
  const facts: Fact[] = [];
  const text = (label: string, value: string | undefined) => {
    if (value && value.trim() !== '') facts.push({ label, value: shorten(value, inputs) });
  };
  for (const field of fields) {
    switch (field) {
      case 'verifyEducation':
        text(t.education, details.verifyEducation);
        break;
      case 'verifyEmployer':
        text(t.employer, details.verifyEmployer);
        break;
      case 'debtHistorySixRegister':
        text(t.debtHistory, details.debtHistorySixRegister);
        break;
      case 'citizenship':
        text(t.citizenship, details.citizenship);
        break;
      case 'extraQuestion':
        text(t.extraQuestion, details.extraQuestion);
        break;
      case 'other':
        text(t.other, details.other);
        break;
      case 'driversLicenseComment':
        text(t.driversLicence, details.driversLicenseComment);
        break;
      case 'driversLicense':
        for (const licence of details.driversLicense ?? []) {
          text(t.driversLicence, [licence.type, formatDate(licence.issuedDate)].filter(Boolean).join(' '));
        }
        break;
      case 'vehicleOwnership':
        for (const vehicle of details.vehicleOwnership ?? []) {
          text(
            t.vehicles,
            [vehicle.vehicle, vehicle.regNr, vehicle.modelYear, vehicle.comment]
              .filter((value) => value !== undefined && String(value).trim() !== '')
              .join(', '),
          );
        }
        break;
    }
  }
  return facts;
};

const approvalText = (inputs: ReportInputs): string => {
  const t = reportTexts(inputs.language);
  const { approval } = inputs;
  if (inputs.approvedByCoordinator && approval?.state !== 'CsntAccepted') return t.coordinatorApproved;
  if (!approval) return t.approvalNotRequested;
  const time = formatDateTime(approval.time);
  switch (approval.state) {
    case 'CsntAccepted':
      return t.approvalAccepted(time);
    case 'CsntDeclined':
      return t.approvalDeclined(time);
    case 'CsntTimedOut':
      return t.approvalTimedOut(time);
    default:
      return t.approvalPending;
  }
};

const claimText = (claim: CreditClaim, language: ReportLanguage): string =>
  [
    [claim.claimType, claim.caseNumber].filter(Boolean).join(' '),
    formatDate(claim.date),
    claim.creditor,
    claim.amount === undefined ? '' : reportTexts(language).credit.amount(formatAmount(claim.amount)),
  ]
    .filter((part) => part && part.trim() !== '')
    .join(', ');

const claimName = (claim: CreditClaim): string =>
  [[claim.claimType, claim.caseNumber].filter(Boolean).join(' '), claim.creditor && `(${claim.creditor})`]
    .filter(Boolean)
    .join(' ');

const courtCaseName = (record: CourtRecord): string => `${record.court} ${record.caseNumber}`.trim();

const courtRecordText = (record: CourtRecord): string =>
  [courtCaseName(record), record.date, record.subject, record.role, record.outcome]
    .filter((part) => part && part.trim() !== '')
    .join(', ');

const engagementName = (engagement: CompanyEngagement): string =>
  [engagement.companyName, engagement.orgNo && `(${engagement.orgNo})`].filter(Boolean).join(' ');

const engagementText = (engagement: CompanyEngagement): string =>
  [engagementName(engagement), engagement.role, engagement.companyStatus]
    .filter((part) => part && part.trim() !== '')
    .join(', ');

const noValue = (language: ReportLanguage) => reportTexts(language).changes.none;

const totalsText = (value: ClaimTotals, language: ReportLanguage): string =>
  value.count === null && value.sum === null
    ? noValue(language)
    : reportTexts(language).credit.count(value.count ?? 0, formatAmount(value.sum ?? 0) || '0');

const debtRow = (change: Extract<ReportChange, { topic: 'debts' }>, language: ReportLanguage): string[] => {
  const t = reportTexts(language);
  const none = noValue(language);
  const amount = (value: number | null) => (value === null ? none : t.credit.amount(formatAmount(value)));
  switch (change.change) {
    case 'added':
      return [t.changes.debtAdded, none, claimText(change.claim, language)];
    case 'removed':
      return [t.changes.debtRemoved, claimText(change.claim, language), none];
    case 'amountChanged':
      return [t.changes.debtAmount(claimName(change.claim)), amount(change.before), amount(change.after)];
    case 'totalsChanged':
      return [
        change.register === 'public' ? t.credit.publicClaims : t.credit.privateClaims,
        totalsText(change.before, language),
        totalsText(change.after, language),
      ];
  }
};

/** One change as a row of the changes table: what changed, the value before and the value after. */
const changeRow = (change: ReportChange, language: ReportLanguage): string[] => {
  const t = reportTexts(language);
  const c = t.changes;
  const none = c.none;
  switch (change.topic) {
    case 'paymentRemarks':
      if (change.change === 'totalsChanged') {
        return [
          t.credit.paymentRemarks,
          totalsText(change.before, language),
          totalsText(change.after, language),
        ];
      }
      return change.change === 'added'
        ? [c.remarkAdded, none, claimText(change.claim, language)]
        : [c.remarkRemoved, claimText(change.claim, language), none];
    case 'debts':
      return debtRow(change, language);
    case 'courtRecords':
      if (change.change === 'outcomeChanged') {
        return [c.courtOutcome(courtCaseName(change.record)), change.before || none, change.after || none];
      }
      return change.change === 'added'
        ? [c.courtAdded, none, courtRecordText(change.record)]
        : [c.courtRemoved, courtRecordText(change.record), none];
    case 'companyEngagements':
      if (change.change === 'statusChanged') {
        return [
          c.engagementStatus(
            [engagementName(change.engagement), change.engagement.role].filter(Boolean).join(', '),
          ),
          change.before ?? none,
          change.after ?? none,
        ];
      }
      return change.change === 'added'
        ? [c.engagementAdded, none, engagementText(change.engagement)]
        : [c.engagementRemoved, engagementText(change.engagement), none];
    case 'address':
      return [t.credit.address, change.before, change.after];
    case 'civilState':
      return [t.credit.civilState, change.before, change.after];
  }
};

const changesOf = (inputs: ReportInputs): ModelChanges | null => {
  if (!inputs.lfdFollowUp) return null;
  const { language } = inputs;
  const c = reportTexts(language).changes;
  const previous = inputs.lfdFollowUp.previous;
  if (!previous) return { title: c.title, comparedWith: c.noPrevious, text: '', table: null, notes: [] };
  const comparison = compareReports(previous.dataParts, inputs.dataParts);
  const somethingCompared = comparison.notCompared.length < CHANGE_TOPICS.length;
  return {
    title: c.title,
    comparedWith: c.comparedWith(shortId(previous.orderId), formatDate(previous.finalizedAt) || c.none),
    text: somethingCompared && comparison.changes.length === 0 ? c.nothingChanged : '',
    table:
      comparison.changes.length === 0
        ? null
        : { headers: [...c.headers], rows: comparison.changes.map((change) => changeRow(change, language)) },
    notes:
      comparison.notCompared.length === 0
        ? []
        : [c.notCompared(comparison.notCompared.map((topic) => c.topics[topic]).join(', '))],
  };
};

export const buildReportModel = (inputs: ReportInputs): ReportModel => {
  const { language, job } = inputs;
  const t = reportTexts(language);
  const present = new Set<ReportSection>(reportSectionsOf(job));
  for (const part of inputs.dataParts) present.add(part.type);
  for (const [key, text] of Object.entries(inputs.content.sections)) {
    if (text && text.trim() !== '') present.add(key as ReportSection);
  }
  const sections = [...present]
    .sort((a, b) => order(a) - order(b))
    .map(
      (key): ModelSection => ({
        key,
        title: labelIn(REPORT_SECTION_LABELS[key], language),
        text: shorten(inputs.content.sections[key] ?? '', inputs),
        facts: collectedFacts(key, inputs),
        parts: inputs.dataParts.filter((part) => part.type === key).map((part) => partOf(part, inputs)),
      }),
    );
  const grades = job.riscGrades ?? {};
  const isLfd = job.service === 'PRESCREEN' || job.service === 'LFD_FOLLOWUP';
  const serviceLabel = labelIn(SERVICE_LABELS[job.service], language);
  return {
    language,
    preview: inputs.preview,
    // A report is named as the customer orders it: an LFD check, a security screening or clearance by its
    // service, every other a background check.
    title: isLfd
      ? t.lfdTitle
      : isProtectiveSecurityService(job.service)
        ? t.serviceTitle(serviceLabel)
        : t.title,
    documentTitle: isLfd
      ? t.lfdDocumentTitle
      : isProtectiveSecurityService(job.service)
        ? t.serviceDocumentTitle(serviceLabel)
        : t.documentTitle,
    confidential: t.confidential,
    previewBanner: t.previewBanner,
    cover: [
      { label: t.customer, value: `${inputs.customer.name} (${inputs.customer.custNo})` },
      { label: t.person, value: inputs.person.name },
      { label: t.personalNumber, value: inputs.person.ssn },
      { label: t.service, value: labelIn(SERVICE_LABELS[job.service], language) },
      ...(job.position ? [{ label: t.position, value: job.position }] : []),
      { label: t.order, value: shortId(job.orderId) },
      { label: t.case, value: shortId(job.id) },
      { label: t.orderDate, value: formatDate(job.orderDate) || t.notYet },
      { label: t.finalized, value: formatDate(inputs.finalizedAt) || t.notYet },
      { label: t.generated, value: formatDateTime(inputs.now) },
    ],
    changes: changesOf(inputs),
    summaryTitle: t.summary,
    summary: shorten(inputs.content.summary, inputs),
    riskTitle: t.riskAssessment,
    riskNote: t.riskScale,
    riskGrades: RISK_GRADE_FIELDS.map((field) => {
      const grade = grades[field];
      const gradeLabel = typeof grade === 'number' ? RISK_GRADE_LABELS[grade] : undefined;
      return {
        label: labelIn(RISK_GRADE_FIELD_LABELS[field], language),
        value: gradeLabel ? `${grade} – ${labelIn(gradeLabel, language)}` : t.notGraded,
      };
    }),
    sections,
    spi: inputs.spi ? { ...inputs.spi, text: shorten(inputs.spi.text, inputs) } : null,
    evidenceTitle: t.evidenceTitle,
    evidence: [
      { label: t.analyst, value: inputs.analystEmail ?? '–' },
      { label: t.finalized, value: formatDateTime(inputs.finalizedAt) || t.notYet },
      { label: t.approvalByPerson, value: approvalText(inputs) },
    ],
    pageLabel: t.page,
  };
};

const SECTION_ORDER = Object.keys(REPORT_SECTION_LABELS) as ReportSection[];
const order = (section: ReportSection) => SECTION_ORDER.indexOf(section);
