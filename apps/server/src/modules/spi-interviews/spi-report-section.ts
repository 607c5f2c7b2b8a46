import {
  formatDateTime,
  INTERVIEW_TYPE_LABELS,
  type InterviewType,
  type ReportLanguage,
  type SpiSignatureView,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { findUserById } from '../identity';
import type { BkJobRow } from '../orders';
import { findProtocol, findSpiReport } from './spi-interviews.repository';
import { protocolViewOf } from './spi-protocol-view';
import { spiReportTextOf } from './spi-report-fields';

type Db = Database | Transaction;

/**
 * The 'SPI-intervju' section of the analyst's report (psConfig.spiReporting, docs/decisions/
 * spi-interviews.md): the interview's facts as label and value lines and the SPI leader's report text.
 */
export interface SpiReportSection {
  title: string;
  lines: { label: string; value: string }[];
  text: string;
}

const TEXTS = {
  sv: {
    title: 'SPI-intervju',
    time: 'Intervju',
    type: 'Intervjutyp',
    leader: 'SPI-ledare',
    finalized: 'Intervjurapport färdigställd',
    personSigned: 'Protokollet signerat av personen',
    leaderSigned: 'Protokollet signerat av SPI-ledaren',
    notSigned: 'Inte signerat',
    withBankId: 'med BankID',
  },
  en: {
    title: 'Security interview (SPI)',
    time: 'Interview',
    type: 'Interview type',
    leader: 'SPI leader',
    finalized: 'Interview report finalized',
    personSigned: 'Protocol signed by the person',
    leaderSigned: 'Protocol signed by the SPI leader',
    notSigned: 'Not signed',
    withBankId: 'with BankID',
  },
} as const satisfies Record<ReportLanguage, Record<string, string>>;

/** What the section tells about the interview, gathered from the job and its finalized SPI report. */
export interface SpiInterviewFacts {
  interviewTime: string | null;
  interviewType: InterviewType;
  /** The SPI leader who finalized the report (users have an e-mail, no name), null when unknown. */
  leaderEmail: string | null;
  finalizedAt: Date;
  /** The interview protocol's BankID signatures, null where not signed (yet). */
  personSignature: SpiSignatureView | null;
  leaderSignature: SpiSignatureView | null;
}

/** The section's lines, in order, the protocol's signatures last. */
export const spiReportSectionLines = (
  facts: SpiInterviewFacts,
  language: ReportLanguage,
): SpiReportSection['lines'] => {
  const t = TEXTS[language];
  const signed = (signature: SpiSignatureView | null) =>
    signature ? `${signature.name}, ${t.withBankId} ${formatDateTime(signature.signedAt)}` : t.notSigned;
  return [
    { label: t.time, value: formatDateTime(facts.interviewTime) || '–' },
    { label: t.type, value: INTERVIEW_TYPE_LABELS[facts.interviewType][language] },
    { label: t.leader, value: facts.leaderEmail ?? '–' },
    { label: t.finalized, value: formatDateTime(facts.finalizedAt) },
    { label: t.personSigned, value: signed(facts.personSignature) },
    { label: t.leaderSigned, value: signed(facts.leaderSignature) },
  ];
};

/**
 * The SPI section of the job's report, or null when the job has no finalized SPI report. Read in the
 * caller's transaction, as the rest of the report's inputs are (the report's own reads are audited).
 */
export const spiReportSectionOf = async (
  db: Db,
  crypto: FieldCrypto,
  job: Pick<BkJobRow, 'id' | 'spiDetails' | 'spiLeaderId'>,
  language: ReportLanguage,
): Promise<SpiReportSection | null> => {
  const report = await findSpiReport(db, job.id);
  if (!report) return null;
  const leaderId = report.finalizedBy ?? job.spiLeaderId;
  const leader = leaderId ? await findUserById(db, leaderId) : undefined;
  const booking = job.spiDetails?.booking;
  const protocol = protocolViewOf(crypto, report, await findProtocol(db, job.id));
  return {
    title: TEXTS[language].title,
    lines: spiReportSectionLines(
      {
        interviewTime: booking?.time ?? job.spiDetails?.date ?? null,
        interviewType: booking?.type ?? job.spiDetails?.spiType ?? 'EITHER',
        leaderEmail: leader?.email ?? null,
        finalizedAt: report.finalizedAt,
        personSignature: protocol.person,
        leaderSignature: protocol.leader,
      },
      language,
    ),
    text: spiReportTextOf(crypto, report),
  };
};
