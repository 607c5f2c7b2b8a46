import { formatDateTime } from '@granska/domain';

/** Outbox category of the link to the survey (tests and the outbox page filter on it). */
export const CLEARANCE_SURVEY_REQUEST_CATEGORY = 'clearance-survey-request';

// simpleMarkdownV1 gives these characters meaning; a customer's name must show as written.
const escapeMarkdown = (text: string): string => text.replace(/[\\*+#|]/g, '\\$&').replace(/\s+/g, ' ');

/**
 * The e-mail and SMS with the link: who asks, that one answers and signs with BankID, and by when; in
 * Swedish, then English (the person's language is not known). As the consent request, it names nothing
 * of the person: the address was typed by the customer and may be wrong.
 */
export const clearanceSurveyRequest = (input: {
  customerName: string;
  link: string;
  deadline: Date | null;
}) => {
  const until = input.deadline ? formatDateTime(input.deadline) : null;
  const { customerName, link } = input;
  const bySv = until ? ` senast ${until}` : '';
  const byEn = until ? ` by ${until} (Swedish time)` : '';
  const sv =
    `Hej!\n\n${customerName} har beställt en säkerhetsprövning av dig via Granska. Som en del av den ber vi ` +
    `dig besvara några frågor om dig själv och skriva under svaren med BankID. Svara${bySv} på sidan nedan.` +
    `\n\n${link}\n\nMed vänliga hälsningar\nGranska`;
  const en =
    `Hello,\n\n${customerName} has requested a security vetting of you through Granska. As part of it we ask ` +
    `you to answer some questions about yourself and sign your answers with BankID. Please answer${byEn} on ` +
    `the page below (in English too).\n\n${link}\n\nKind regards\nGranska`;
  return {
    subject: 'Säkerhetsprövning: besvara enkäten / Security vetting: answer the survey',
    email: `${sv}\n\n----------\n\n${en}`,
    sms:
      `${customerName} har beställt en säkerhetsprövning av dig via Granska. Besvara enkäten${bySv}: ${link}\n` +
      `In English: ${customerName} has requested a security vetting of you; answer the survey${byEn} at the link.`,
  };
};

/** What the BankID app shows the person to sign (Swedish, simpleMarkdownV1): whose survey, for whom. */
export const clearanceSigningStatement = (customerName: string): string =>
  '# Säkerhetsprövning\n\n' +
  `Jag intygar att mina svar i enkäten till säkerhetsprövningen som ${escapeMarkdown(customerName)} har ` +
  'beställt av Granska är riktiga och fullständiga.';

/** Signed but not shown: ties the signature to this survey and exactly these answers (their digest). */
export const clearanceSignedReference = (surveyId: string, answersDigest: string): string =>
  `granska:clearance-survey:${surveyId}:${answersDigest}`;
