import { type ConsentAnswer, formatDateTime, JOB_STATE_LABELS, type JobState } from '@granska/domain';

/** Outbox categories (tests and the outbox page filter on them). */
export const CONSENT_ANSWERED_CATEGORY = 'consent-answered';
export const CONSENT_REMINDER_CATEGORY = 'consent-reminder';

// simpleMarkdownV1 gives these characters meaning; a customer's name must show as written.
const escapeMarkdown = (text: string): string => text.replace(/[\\*+#|]/g, '\\$&').replace(/\s+/g, ' ');

const STATEMENTS: Readonly<Record<ConsentAnswer, (customerName: string) => string>> = {
  accept: (customer) =>
    `Jag samtycker till att ${customer} låter Granska göra en bakgrundskontroll av mig, ` +
    'så som den beskrivs på samtyckessidan.',
  decline: (customer) =>
    `Jag samtycker inte till den bakgrundskontroll av mig som ${customer} har beställt av Granska.`,
  withdraw: (customer) =>
    `Jag återkallar mitt samtycke till den bakgrundskontroll av mig som ${customer} har beställt av Granska.`,
};

/**
 * What the BankID app shows the person to sign (Swedish, simpleMarkdownV1): which answer, to whom.
 * The page explains the check; the signed text names the answer and the customer.
 */
export const bankIdStatement = (answer: ConsentAnswer, customerName: string): string =>
  `# Samtycke till bakgrundskontroll\n\n${STATEMENTS[answer](escapeMarkdown(customerName))}`;

/** Signed but not shown: ties the signature to this consent and answer (kept in the evidence). */
export const bankIdSignedReference = (consentId: string, answer: ConsentAnswer): string =>
  `granska:consent:${consentId}:${answer}`;

export type ConsentOutcome = ConsentAnswer | 'timeout';

const OUTCOME_TEXT: Readonly<Record<ConsentOutcome, { subject: string; sv: string; en: string }>> = {
  accept: {
    subject: 'Samtycke godkänt / Consent given',
    sv: 'har godkänt samtycket till bakgrundskontrollen',
    en: 'has given consent to the background check',
  },
  decline: {
    subject: 'Samtycke nekat / Consent declined',
    sv: 'har nekat samtycke till bakgrundskontrollen',
    en: 'has declined consent to the background check',
  },
  withdraw: {
    subject: 'Samtycke återkallat / Consent withdrawn',
    sv: 'har återkallat sitt samtycke till bakgrundskontrollen',
    en: 'has withdrawn consent to the background check',
  },
  timeout: {
    subject: 'Samtycke timeout / Consent timed out',
    sv: 'har inte svarat på samtycket till bakgrundskontrollen i tid',
    en: 'has not answered the consent request for the background check in time',
  },
};

/**
 * The e-mail to the customer's orderer and recipients: ids, the outcome and the job's new state, in
 * Swedish and English (the users' language is not known here). No name or personal number: the portal
 * shows who it is to those allowed to see it.
 */
export const consentOutcomeEmail = (input: {
  outcome: ConsentOutcome;
  orderId: string;
  jobId: string;
  jobState: JobState;
  portalUrl: string;
}) => {
  const text = OUTCOME_TEXT[input.outcome];
  const state = JOB_STATE_LABELS[input.jobState];
  return {
    subject: `Granska: ${text.subject}`,
    text:
      `Hej!\n\nPersonen i beställning ${input.orderId} (ärende ${input.jobId}) ${text.sv}. ` +
      `Ärendets status är nu ${state.sv}.\nSe ärendet i Granska: ${input.portalUrl}\n\n` +
      `Hello,\n\nThe person in order ${input.orderId} (case ${input.jobId}) ${text.en}. ` +
      `The case status is now ${state.en}.\nSee the case in Granska: ${input.portalUrl}\n\n` +
      'Med vänliga hälsningar / Kind regards\nGranska',
  };
};

/** The reminder to the person: the new link (the earlier one stops working) and the last day. */
export const consentReminder = (input: { customerName: string; link: string; expiresAt: Date }) => {
  const until = formatDateTime(input.expiresAt);
  return {
    subject: 'Påminnelse: samtycke till bakgrundskontroll',
    email:
      `Hej!\n\n${input.customerName} väntar fortfarande på ditt svar om en bakgrundskontroll via Granska. ` +
      `Läs om kontrollen och svara senast ${until} här:\n${input.link}\n\n` +
      'Länken ersätter den du fick tidigare.\n\nMed vänliga hälsningar\nGranska',
    sms:
      `Påminnelse: ${input.customerName} väntar på ditt svar om en bakgrundskontroll. ` +
      `Svara senast ${until}: ${input.link}`,
  };
};
