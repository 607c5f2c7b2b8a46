/** Outbox category of the customer's "report ready" e-mail (tests and the outbox page filter on it). */
export const REPORT_READY_CATEGORY = 'report-ready';

/**
 * The e-mail to the order's orderer and recipients when the approved report can be downloaded: ids
 * only, Swedish and English (the users' language is not stored). No name or personal number.
 */
export const reportReadyEmail = (input: { orderId: string; jobId: string; portalUrl: string }) => ({
  subject: 'Granska: Rapporten är klar / The report is ready',
  text:
    `Hej!\n\nRapporten för beställning ${input.orderId} (ärende ${input.jobId}) är klar och kan laddas ner ` +
    `i Granska: ${input.portalUrl}\n\n` +
    `Hello,\n\nThe report for order ${input.orderId} (case ${input.jobId}) is ready to download in ` +
    `Granska: ${input.portalUrl}\n\nMed vänliga hälsningar / Kind regards\nGranska`,
});
