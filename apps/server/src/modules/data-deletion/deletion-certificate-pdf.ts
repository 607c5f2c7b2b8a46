import {
  DELETED_DATA_CATEGORY_LABELS,
  DELETION_POLICY_LABELS,
  formatDateTime,
  type Label,
  SERVICE_LABELS,
  shortId,
} from '@granska/domain';
import { View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { pdfDocument, pdfFacts, pdfLine, pdfStyles, renderPdf } from '../../platform/pdf/pdf-frame';
import type { CaseDeletionCertificateRow } from './data-deletion.schema';

/** Both languages in one text: the certificate is a record the customer may hand on. */
const both = (label: Label): string => `${label.sv} / ${label.en}`;

const facts = (certificate: CaseDeletionCertificateRow, customer: { custName: string; custNo: string }) => [
  { label: 'Intyg / Certificate', value: certificate.id },
  { label: 'Kund / Customer', value: `${customer.custName} (${customer.custNo})` },
  { label: 'Ärende / Case', value: certificate.jobId },
  { label: 'Beställning / Order', value: certificate.orderId },
  { label: 'Tjänst / Service', value: both(SERVICE_LABELS[certificate.service]) },
  { label: 'Avslutat / Finished', value: formatDateTime(certificate.finishedAt) },
  { label: 'Raderat / Deleted', value: formatDateTime(certificate.deletedAt) },
  { label: 'Raderingspolicy / Deletion policy', value: both(DELETION_POLICY_LABELS[certificate.policy]) },
  {
    label: 'Lagringstid / Retention period',
    value: `${certificate.retentionMonths} månader / ${certificate.retentionMonths} months`,
  },
];

/**
 * The deletion certificate as a PDF (docs/decisions/deletion-policy.md), in the frame every Granska PDF
 * shares: what was deleted, when, under which policy and period. Ids only: it names no person.
 */
export const renderDeletionCertificatePdf = (
  certificate: CaseDeletionCertificateRow,
  customer: { custName: string; custNo: string },
): Promise<Buffer> =>
  renderPdf(
    pdfDocument(
      {
        title: `Raderingsintyg ${shortId(certificate.jobId)}`,
        language: 'sv',
        headerNote: 'Raderingsintyg / Deletion certificate',
        pageLabel: (page, pages) => `Sida ${page} av ${pages} / Page ${page} of ${pages}`,
      },
      pdfLine('Raderingsintyg / Deletion certificate', pdfStyles.title),
      pdfFacts(facts(certificate, customer)),
      pdfLine('Raderade uppgifter / Deleted data', pdfStyles.heading),
      h(
        View,
        null,
        pdfFacts(
          certificate.deleted.map(({ category, count }) => ({
            label: both(DELETED_DATA_CATEGORY_LABELS[category]),
            value: String(count),
          })),
        ),
      ),
      pdfLine(
        'Ärendets personuppgifter har raderats när den lagringstid som personen fick veta i samband med ' +
          'samtycket hade gått ut. Kvar finns ärendets stomme (id, status och deras tider, kund, tjänst) ' +
          'för fakturering och revisionslogg.',
        [pdfStyles.paragraph, { marginTop: 12 }],
      ),
      pdfLine(
        "The case's personal data was deleted when the retention period the person was told of at consent " +
          "had passed. What remains is the case's skeleton (ids, states and their times, customer, service) " +
          'for billing and the audit log.',
        pdfStyles.paragraph,
      ),
    ),
  );
