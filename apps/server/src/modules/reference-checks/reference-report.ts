import {
  type FileData,
  type FraudSignal,
  type FraudSignalKind,
  formatDateTime,
  type Question,
  type QuestionSummary,
  REFERENCE_ORDER_STATE_LABELS,
  REFERENCE_STATE_LABELS,
  type ReferenceReport,
  type SurveyAnswer,
  shortId,
} from '@granska/domain';
import type { Database, Transaction } from '../../platform/db/database';
import type { RequestContext } from '../../platform/http/request-context';
import { runAuditedRead } from '../audit';
import { CANDIDATE_PARTY } from './fraud-signals';
import type { RtOrderRow, RtReferenceRow } from './reference-checks.schema';
import { decryptCandidate, decryptReference } from './reference-fields';
import { type ReferenceDeps, visibleOrderOfCaller } from './reference-orders.service';
import {
  type PdfBlock,
  type PdfFact,
  type ReferencePdfModel,
  renderReferencePdf,
} from './reference-report-pdf';
import { bundleOf, loadBundleParts } from './reference-views';

type Db = Database | Transaction;
type ReadDeps = Pick<ReferenceDeps, 'db' | 'crypto'>;

/**
 * The report of an order (spec §3 Report bundle; issue 13): per question the answers across the referees
 * who answered — how many chose each option, the slider values and their mean — and how many answered and
 * declined. `/order/report` and the masked PDF hold nothing personal (no names, contact details, free
 * text or reasons); the decrypted PDF holds all of it and each download leaves an audit row.
 */

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Per question of the survey, the answers of the referees who answered (DONE). */
export const summarize = (
  questions: readonly Question[],
  answers: readonly (readonly SurveyAnswer[])[],
): QuestionSummary[] =>
  questions.map((question, index) => {
    const given = answers.map((list) => list[index]).filter((answer) => answer !== undefined);
    switch (question.type) {
      case 'OPTIONS': {
        const counts = (question.options ?? []).map(() => 0);
        for (const answer of given) {
          if (answer.optionIndex >= 0 && answer.optionIndex < counts.length) {
            counts[answer.optionIndex] = (counts[answer.optionIndex] ?? 0) + 1;
          }
        }
        return { index, optionCounts: counts };
      }
      case 'SLIDER': {
        const values = given
          .map((answer) => answer.sliderValue)
          .filter((value): value is number => typeof value === 'number' && value >= 1 && value <= 10);
        const mean =
          values.length === 0 ? null : round2(values.reduce((sum, value) => sum + value, 0) / values.length);
        return { index, sliderValues: values, sliderMean: mean };
      }
      default:
        return { index };
    }
  });

interface ReportParts {
  report: ReferenceReport;
  order: RtOrderRow;
  references: RtReferenceRow[];
  questions: Question[];
}

export const reportOf = async (db: Db, deps: ReadDeps, order: RtOrderRow): Promise<ReportParts> => {
  const parts = await loadBundleParts(db, [order]);
  const bundle = bundleOf(deps.crypto, order, parts);
  const references = parts.references.filter((reference) => reference.orderId === order.id);
  const answered = references.filter((reference) => reference.state === 'DONE');
  const questions = bundle.survey?.surveyQuestions ?? [];
  const answers = answered.map((reference) => decryptReference(deps.crypto, reference).surveyAnswers);
  return {
    order,
    references,
    questions,
    report: {
      ...bundle,
      summary: summarize(questions, answers),
      answered: answered.length,
      declined: references.filter((reference) => reference.state === 'DECLINED').length,
    },
  };
};

/** POST /order/report: the order's report, nothing personal in it (so not audited). */
export const orderReport = async (
  deps: ReadDeps,
  context: RequestContext,
  id: string,
): Promise<ReferenceReport> => {
  const { order } = await visibleOrderOfCaller(deps.db, context.caller, id);
  return (await reportOf(deps.db, deps, order)).report;
};

// The PDF.

const QUESTION_TYPE_LABELS: Record<NonNullable<Question['type']>, string> = {
  OPTIONS: 'Flerval',
  SLIDER: 'Skala 1–10',
  FREETEXT: 'Fritext',
};

export const FRAUD_SIGNAL_LABELS: Record<FraudSignalKind, string> = {
  SHARED_IP: 'Samma IP-adress',
  SHARED_PHONE: 'Samma telefonnummer',
  SHARED_EMAIL: 'Samma e-postadress',
  REFEREE_REUSED: 'Referensen har angetts för en annan kandidat inom 90 dagar',
  SIGNED_NAME_DIFFERS: 'Namnet från BankID skiljer sig från det angivna',
};

const SEVERITY_LABELS: Record<FraudSignal['severity'], string> = { warning: 'Varning', alert: 'Larm' };

const decimal = (value: number) => String(value).replace('.', ',');

const lastTime = (log: readonly { time: string }[]) => log[log.length - 1]?.time;

interface PdfInput extends ReportParts {
  decrypted: boolean;
  crypto: ReadDeps['crypto'];
}

const referenceLabel = (references: readonly RtReferenceRow[], id: string): string => {
  if (id === CANDIDATE_PARTY) return 'kandidaten';
  const at = references.findIndex((reference) => reference.id === id);
  return at === -1 ? 'referens i en annan beställning' : `referens ${at + 1}`;
};

const answerText = (question: Question, answer: SurveyAnswer | undefined): string => {
  if (!answer) return 'Inget svar';
  switch (question.type) {
    case 'OPTIONS':
      return answer.optionIndex >= 0
        ? (question.options?.[answer.optionIndex] ?? 'Inget svar')
        : 'Inget svar';
    case 'SLIDER':
      return typeof answer.sliderValue === 'number'
        ? `${answer.sliderValue}${answer.freeText ? ` – ${answer.freeText}` : ''}`
        : 'Inget svar';
    default:
      return answer.freeText ? answer.freeText : 'Inget svar';
  }
};

/** What the PDF shows; the masked one names no one and holds no free text. */
export const pdfModelOf = ({
  report,
  order,
  references,
  questions,
  decrypted,
  crypto,
}: PdfInput): ReferencePdfModel => {
  const clear = decrypted ? references.map((reference) => decryptReference(crypto, reference)) : [];
  const candidate = decrypted ? decryptCandidate(crypto, order) : {};
  const cover: PdfFact[] = [
    { label: 'Beställning', value: shortId(order.id) },
    {
      label: 'Företag',
      value: `${order.company ?? '–'}${order.companyHidden ? ' (dolt för kandidat och referenser)' : ''}`,
    },
    { label: 'Tjänst', value: order.position ?? '–' },
    { label: 'Beställd', value: order.ordered ? formatDateTime(order.ordered) : '–' },
    { label: 'Status', value: REFERENCE_ORDER_STATE_LABELS[order.state].sv },
    { label: 'Frågebatteri', value: report.survey?.title ?? '–' },
    {
      label: 'Referenser',
      value: `${references.length} angivna, ${report.answered} besvarade, ${report.declined} avböjda`,
    },
  ];
  if (decrypted) {
    cover.push(
      { label: 'Kandidat', value: candidate.name ?? '–' },
      { label: 'Kandidatens e-post', value: candidate.email ?? '–' },
      { label: 'Kandidatens telefon', value: candidate.phone ?? '–' },
      ...(candidate.ssn ? [{ label: 'Personnummer', value: candidate.ssn }] : []),
      ...(candidate.signedName ? [{ label: 'Namn enligt BankID', value: candidate.signedName }] : []),
    );
  }

  const answeredIndexes = references.flatMap((reference, index) =>
    reference.state === 'DONE' ? [index] : [],
  );
  const questionBlocks: PdfBlock[] = questions.map((question, index) => {
    const summary = report.summary[index];
    const summaryFacts: PdfFact[] =
      question.type === 'OPTIONS'
        ? (question.options ?? []).map((option, at) => ({
            label: option,
            value: `${summary?.optionCounts?.[at] ?? 0} st`,
          }))
        : question.type === 'SLIDER'
          ? [
              { label: 'Värden', value: summary?.sliderValues?.join(', ') || '–' },
              {
                label: 'Medelvärde',
                value:
                  summary?.sliderMean === null || summary?.sliderMean === undefined
                    ? '–'
                    : decimal(summary.sliderMean),
              },
            ]
          : [];
    const perReferee: PdfFact[] = decrypted
      ? answeredIndexes.map((at) => ({
          label: `Referens ${at + 1}: ${clear[at]?.referenceInfo.name ?? ''}`,
          value: answerText(question, clear[at]?.surveyAnswers[index]),
        }))
      : [];
    const texts =
      !decrypted && question.type !== 'OPTIONS' && answeredIndexes.length > 0
        ? [
            question.type === 'FREETEXT'
              ? 'Fritextsvaren visas bara i den avkrypterade rapporten.'
              : 'Kommentarerna visas bara i den avkrypterade rapporten.',
          ]
        : [];
    return {
      title: `${index + 1}. ${question.question ?? ''}`,
      note: `${question.type ? QUESTION_TYPE_LABELS[question.type] : ''}${question.mandatory === false ? '' : ', obligatorisk'}`,
      facts: [...summaryFacts, ...perReferee],
      texts,
    };
  });

  const referenceBlocks: PdfBlock[] = references.map((reference, index) => {
    const info = clear[index];
    const facts: PdfFact[] = [
      { label: 'Status', value: REFERENCE_STATE_LABELS[reference.state].sv },
      { label: 'Senast ändrad', value: formatDateTime(lastTime(reference.stateLog) ?? reference.modified) },
    ];
    if (info) {
      facts.push(
        { label: 'Namn', value: info.referenceInfo.name ?? '–' },
        { label: 'Relation', value: info.referenceInfo.relationship ?? '–' },
        { label: 'E-post', value: info.referenceInfo.email ?? '–' },
        { label: 'Telefon', value: info.referenceInfo.phone ?? '–' },
        ...(info.referenceInfo.signedName
          ? [{ label: 'Namn enligt BankID', value: info.referenceInfo.signedName }]
          : []),
      );
    }
    const texts =
      reference.state === 'DECLINED'
        ? [
            info
              ? `Anledning: ${info.declineReason ?? '–'}`
              : 'Anledningen visas bara i den avkrypterade rapporten.',
          ]
        : [];
    return { title: `Referens ${index + 1}`, facts, texts };
  });

  const signalBlocks: PdfBlock[] = report.fraudSignals.map((signal) => ({
    title: FRAUD_SIGNAL_LABELS[signal.kind],
    note: SEVERITY_LABELS[signal.severity],
    facts: [
      {
        label: 'Gäller',
        value: signal.parties.map((party) => referenceLabel(references, party)).join(' och '),
      },
      {
        label: 'Granskad',
        value: signal.reviewedAt
          ? `${formatDateTime(signal.reviewedAt)} av ${signal.reviewedBy ?? ''}`
          : 'Nej',
      },
    ],
    texts: [],
  }));

  return {
    title: 'Referensrapport',
    banner: decrypted ? 'Konfidentiellt – innehåller personuppgifter' : 'Utan personuppgifter',
    cover,
    sections: [
      {
        title: 'Svar per fråga',
        ...(answeredIndexes.length === 0 ? { intro: 'Ingen referens har svarat ännu.' } : {}),
        blocks: questionBlocks,
      },
      {
        title: 'Referenser',
        ...(references.length === 0 ? { intro: 'Inga referenser.' } : {}),
        blocks: referenceBlocks,
      },
      {
        title: 'Signaler',
        ...(signalBlocks.length === 0 ? { intro: 'Inga signaler.' } : {}),
        blocks: signalBlocks,
      },
    ],
  };
};

export const pdfFile = async (input: PdfInput): Promise<FileData> => ({
  name: `referensrapport-${shortId(input.order.id)}${input.decrypted ? '-avkrypterad' : ''}.pdf`,
  data: (await renderReferencePdf(pdfModelOf(input))).toString('base64'),
  type: 'application/pdf',
});

/** POST /order/pdf: the report as a PDF without personal data. */
export const orderPdf = async (deps: ReadDeps, context: RequestContext, id: string): Promise<FileData> => {
  const { order } = await visibleOrderOfCaller(deps.db, context.caller, id);
  return pdfFile({ ...(await reportOf(deps.db, deps, order)), decrypted: false, crypto: deps.crypto });
};

/** POST /order/pdf/decrypted: the whole report in clear; each download leaves an audit row. */
export const decryptedOrderPdf = (deps: ReadDeps, context: RequestContext, id: string): Promise<FileData> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const { order } = await visibleOrderOfCaller(tx, context.caller, id);
    const parts = await reportOf(tx, deps, order);
    return {
      result: await pdfFile({ ...parts, decrypted: true, crypto: deps.crypto }),
      audit: {
        action: 'reference-order.pdf-decrypted',
        entity: 'reference-order',
        entityId: order.id,
        details: { referenceIds: parts.references.map((reference) => reference.id) },
      },
    };
  });
