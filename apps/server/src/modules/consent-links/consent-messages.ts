import {
  type ConsentAnswer,
  type ConsentType,
  formatDateTime,
  JOB_STATE_LABELS,
  type JobState,
  shortId,
} from '@granska/domain';

/** Outbox categories (tests and the outbox page filter on them). */
export const CONSENT_REQUEST_CATEGORY = 'consent-request';
export const CONSENT_REMINDER_CATEGORY = 'consent-reminder';
export const CONSENT_ANSWERED_CATEGORY = 'consent-answered';
export const REPORT_APPROVAL_REQUEST_CATEGORY = 'report-approval-request';
export const REPORT_APPROVAL_REMINDER_CATEGORY = 'report-approval-reminder';

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

// The person approves (or not) that the finished report is released to the customer (ReportApproval).
const REPORT_STATEMENTS: Readonly<Partial<Record<ConsentAnswer, (customerName: string) => string>>> = {
  accept: (customer) =>
    `Jag godkänner att Granska lämnar rapporten från bakgrundskontrollen av mig till ${customer}.`,
  decline: (customer) =>
    `Jag godkänner inte att Granska lämnar rapporten från bakgrundskontrollen av mig till ${customer}.`,
};

/**
 * What the BankID app shows the person to sign (Swedish, simpleMarkdownV1): which answer, to whom.
 * The page explains the check; the signed text names the answer and the customer. A ReportApproval
 * consent signs the release of the report instead.
 */
export const bankIdStatement = (
  answer: ConsentAnswer,
  customerName: string,
  consentType: ConsentType = 'JobStart',
): string => {
  const reportStatement = consentType === 'ReportApproval' ? REPORT_STATEMENTS[answer] : undefined;
  return reportStatement
    ? `# Godkännande av rapport\n\n${reportStatement(escapeMarkdown(customerName))}`
    : `# Samtycke till bakgrundskontroll\n\n${STATEMENTS[answer](escapeMarkdown(customerName))}`;
};

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

// The person's answer to the release of the report (ReportApproval); accepting is told when the PDF is
// ready (reports module), so only these two are e-mailed from here.
const REPORT_OUTCOME_TEXT: Readonly<
  Partial<Record<ConsentOutcome, { subject: string; sv: string; en: string }>>
> = {
  decline: {
    subject: 'Rapporten inte godkänd / Report not approved',
    sv: 'har inte godkänt att rapporten lämnas ut; Granska går igenom ärendet',
    en: 'has not approved the release of the report; Granska is reviewing the case',
  },
  timeout: {
    subject: 'Rapportgodkännande timeout / Report approval timed out',
    sv: 'har inte svarat i tid på frågan om att godkänna rapporten; Granska går igenom ärendet',
    en: 'has not answered the request to approve the report in time; Granska is reviewing the case',
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
  orderUrl: string;
  consentType?: ConsentType;
}) => {
  const order = shortId(input.orderId);
  const job = shortId(input.jobId);
  const text =
    (input.consentType === 'ReportApproval' ? REPORT_OUTCOME_TEXT[input.outcome] : undefined) ??
    OUTCOME_TEXT[input.outcome];
  const state = JOB_STATE_LABELS[input.jobState];
  return {
    subject: `Granska: ${text.subject}`,
    text:
      `Hej!\n\nPersonen i beställning ${order} (ärende ${job}) ${text.sv}. ` +
      `Ärendets status är nu ${state.sv}.\nSe beställningen i Granska: ${input.orderUrl}\n\n` +
      `Hello,\n\nThe person in order ${order} (case ${job}) ${text.en}. ` +
      `The case status is now ${state.en}.\nSee the order in Granska: ${input.orderUrl}\n\n` +
      'Med vänliga hälsningar / Kind regards\nGranska',
  };
};

/** The person's messages: Swedish first, then English (their language is not known when ordering). */
interface ConsentLinkMessageInput {
  customerName: string;
  link: string;
  /** The last moment to answer (the consent's expiry), shown in Stockholm time. */
  expiresAt: Date;
}

export interface ConsentLinkMessage {
  subject: string;
  email: string;
  sms: string;
}

const EMAIL_SIGNATURE = { sv: 'Med vänliga hälsningar\nGranska', en: 'Kind regards\nGranska' };
const LANGUAGE_DIVIDER = '\n\n----------\n\n';

/**
 * A message with the person's link: the e-mail in Swedish, then in English, each signed, and the SMS.
 * `write` gets the last moment to answer in Stockholm time (`until`).
 */
const linkMessage =
  (
    write: (input: ConsentLinkMessageInput & { until: string }) => {
      subject: string;
      sv: string;
      en: string;
      sms: string;
    },
  ) =>
  (input: ConsentLinkMessageInput): ConsentLinkMessage => {
    const { subject, sv, en, sms } = write({ ...input, until: formatDateTime(input.expiresAt) });
    return {
      subject,
      email: `${sv}\n\n${EMAIL_SIGNATURE.sv}${LANGUAGE_DIVIDER}${en}\n\n${EMAIL_SIGNATURE.en}`,
      sms,
    };
  };

/**
 * The request sent with the order: who asks, the link and the last day. No name, personal number or
 * anything else of the person: the address was typed by the customer and may be wrong, and e-mail and SMS
 * are not private in transit; the consent page (behind the link) says what is checked.
 */
export const consentRequest = linkMessage(({ customerName, link, until }) => ({
  subject: 'Samtycke till bakgrundskontroll / Consent to a background check',
  sv:
    `Hej!\n\n${customerName} har beställt en bakgrundskontroll av dig via Granska och behöver ditt ` +
    'samtycke. På sidan nedan ser du vad som kontrolleras och hur länge uppgifterna sparas, och där ' +
    `godkänner eller nekar du med BankID. Svara senast ${until}.\n\n${link}`,
  en:
    `Hello,\n\n${customerName} has requested a background check of you through Granska and needs your ` +
    'consent. The page below shows what will be checked and how long the data is kept (in English too), ' +
    `and there you give or decline your consent with BankID. Please answer by ${until} (Swedish time).` +
    `\n\n${link}`,
  sms:
    `${customerName} har beställt en bakgrundskontroll av dig via Granska. Läs mer och svara med BankID ` +
    `senast ${until}: ${link}\n` +
    `In English: ${customerName} has requested a background check of you; read more and answer by ${until} at the link.`,
}));

/** The reminder: the new link (the earlier one stops working) and the last day, as the request. */
export const consentReminder = linkMessage(({ customerName, link, until }) => ({
  subject: 'Påminnelse: samtycke till bakgrundskontroll / Reminder: consent to a background check',
  sv:
    `Hej!\n\n${customerName} väntar fortfarande på ditt svar om en bakgrundskontroll via Granska. ` +
    `Läs om kontrollen och svara senast ${until} här:\n\n${link}\n\n` +
    `Länken ersätter den du fick tidigare, som inte längre fungerar.`,
  en:
    `Hello,\n\n${customerName} is still waiting for your answer about a background check through Granska. ` +
    `Read about the check and answer by ${until} (Swedish time) here:\n\n${link}\n\n` +
    `This link replaces the one you received earlier, which no longer works.`,
  sms:
    `Påminnelse: ${customerName} väntar på ditt svar om en bakgrundskontroll. Svara senast ${until} via ` +
    `den nya länken: ${link}\n` +
    `Reminder: ${customerName} is waiting for your answer about a background check; answer by ${until} at the new link.`,
}));

/**
 * The request to approve the finished report (ReportApproval): the customer, the link and the last day.
 * Like the consent request it names nothing of the person; the page behind the link explains.
 */
export const reportApprovalRequest = linkMessage(({ customerName, link, until }) => ({
  subject: 'Godkänn rapporten från bakgrundskontrollen / Approve the background check report',
  sv:
    `Hej!\n\nGranska har gjort klart bakgrundskontrollen som ${customerName} beställde. Innan rapporten ` +
    `lämnas till ${customerName} ber vi dig godkänna det med BankID. På sidan nedan läser du rapporten och ` +
    `kan kommentera den innan du svarar. Svara senast ${until}.\n\n${link}`,
  en:
    `Hello,\n\nGranska has completed the background check that ${customerName} requested. Before the ` +
    `report is released to ${customerName} we ask you to approve this with BankID. On the page below you read ` +
    `the report and may comment on it before you answer. Please answer by ${until} ` +
    `(Swedish time).\n\n${link}`,
  sms:
    `Bakgrundskontrollen som ${customerName} beställde är klar. Godkänn att rapporten lämnas ut, med BankID ` +
    `senast ${until}: ${link}\n` +
    `In English: approve the release of the background check report to ${customerName} by ${until} at the link.`,
}));

/** The reminder to approve the report: the new link (the earlier one stops working) and the last day. */
export const reportApprovalReminder = linkMessage(({ customerName, link, until }) => ({
  subject:
    'Påminnelse: godkänn rapporten från bakgrundskontrollen / Reminder: approve the background check report',
  sv:
    `Hej!\n\nRapporten från bakgrundskontrollen som ${customerName} beställde väntar fortfarande på ditt ` +
    `svar. Läs rapporten och svara med BankID senast ${until} här:\n\n${link}\n\n` +
    `Länken ersätter den du fick tidigare, som inte längre fungerar.`,
  en:
    `Hello,\n\nThe report of the background check that ${customerName} requested is still waiting for your ` +
    `answer. Read the report and answer with BankID by ${until} (Swedish time) here:\n\n${link}\n\n` +
    `This link replaces the one you received earlier, which no longer works.`,
  sms:
    `Påminnelse: rapporten från bakgrundskontrollen som ${customerName} beställde väntar på ditt svar. ` +
    `Svara med BankID senast ${until} via den nya länken: ${link}\n` +
    `Reminder: the background check report for ${customerName} awaits your answer; answer by ${until} at the new link.`,
}));
