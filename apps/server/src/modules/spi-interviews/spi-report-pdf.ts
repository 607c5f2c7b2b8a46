import {
  formatDateTime,
  INTERVIEW_TYPE_LABELS,
  type InterviewType,
  type SpiSignatureView,
} from '@granska/domain';
import { pdfDocument, pdfFacts, pdfLine, pdfStyles, renderPdf } from '../../platform/pdf/pdf-frame';

export interface SpiReportPdfInput {
  personName: string;
  /** The booked interview (time and type), or the ordered interview type when none is booked. */
  interviewTime: string | null;
  interviewType: InterviewType | null;
  leaderName: string | null;
  text: string;
  fileName: string;
  fileSha256: string;
  finalizedAt: string;
  person: SpiSignatureView | null;
  leader: SpiSignatureView | null;
}

const signatureLine = (who: string, signature: SpiSignatureView | null): string =>
  signature
    ? `Signerat av ${who} ${signature.name} med BankID ${formatDateTime(signature.signedAt)}`
    : `Väntar på signering av ${who}`;

/**
 * The customer's SPI report (SPIDownloadReport; docs/decisions/spi-interviews.md) in the frame every
 * Granska PDF shares: who was interviewed when and how, by whom, the SPI leader's report, and the
 * protocol's BankID signatures.
 */
export const renderSpiReportPdf = (input: SpiReportPdfInput): Promise<Buffer> => {
  const signed = input.person !== null || input.leader !== null;
  return renderPdf(
    pdfDocument(
      {
        title: 'SPI-rapport',
        language: 'sv',
        headerNote: 'Konfidentiell',
        pageLabel: (page, pages) => `Sida ${page} av ${pages}`,
      },
      pdfLine('SPI-rapport', pdfStyles.title),
      pdfFacts([
        { label: 'Person', value: input.personName },
        { label: 'Intervjudatum', value: input.interviewTime ? formatDateTime(input.interviewTime) : '–' },
        {
          label: 'Intervjutyp',
          value: input.interviewType ? INTERVIEW_TYPE_LABELS[input.interviewType].sv : '–',
        },
        { label: 'SPI-ledare', value: input.leaderName ?? '–' },
        { label: 'Färdigställd', value: formatDateTime(input.finalizedAt) },
        { label: 'Intervjurapport (bilaga)', value: input.fileName },
        { label: 'Bilagans SHA-256', value: input.fileSha256 || '–' },
      ]),
      pdfLine('Rapport', pdfStyles.heading),
      ...input.text.split(/\n{2,}/).map((paragraph) => pdfLine(paragraph, pdfStyles.paragraph)),
      pdfLine('Protokollets signaturer', pdfStyles.heading),
      ...(signed
        ? [
            pdfLine(signatureLine('personen', input.person), pdfStyles.paragraph),
            pdfLine(signatureLine('SPI-ledaren', input.leader), pdfStyles.paragraph),
          ]
        : [pdfLine('Protokollet är inte signerat', pdfStyles.paragraph)]),
    ),
  );
};
