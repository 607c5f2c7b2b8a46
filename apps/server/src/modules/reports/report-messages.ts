import { shortId } from '@granska/domain';

/** Outbox category of the customer's "report ready" e-mail (tests and the outbox page filter on it). */
export const REPORT_READY_CATEGORY = 'report-ready';

/**
 * The e-mail to the order's orderer and recipients when the approved report can be downloaded: ids
 * (the short ids the order page shows) and a link to the order, Swedish and English (the users' language is not stored). No name or personal number.
 */
export const reportReadyEmail = (input: { orderId: string; jobId: string; orderUrl: string }) => {
  const order = shortId(input.orderId);
  const job = shortId(input.jobId);
  return {
    subject: 'Granska: Rapporten är klar / The report is ready',
    text:
      `Hej!\n\nRapporten för beställning ${order} (ärende ${job}) är klar och kan laddas ner ` +
      `i Granska: ${input.orderUrl}\n\n` +
      `Hello,\n\nThe report for order ${order} (case ${job}) is ready to download in ` +
      `Granska: ${input.orderUrl}\n\nMed vänliga hälsningar / Kind regards\nGranska`,
  };
};
