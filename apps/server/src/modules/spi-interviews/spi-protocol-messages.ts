import { formatDateTime } from '@granska/domain';

/** Outbox category of the link to sign the protocol (tests and the outbox page filter on it). */
export const SPI_PROTOCOL_LINK_CATEGORY = 'spi.protocol-link';

// simpleMarkdownV1 gives these characters meaning; a name must show as written.
const escapeMarkdown = (text: string): string => text.replace(/[\\*+#|]/g, '\\$&').replace(/\s+/g, ' ');

/** The e-mail and SMS with the signing link, in Swedish then English (the person's language is unknown). */
export const spiProtocolLinkMessage = (input: { link: string; expiresAt: Date }) => {
  const until = formatDateTime(input.expiresAt);
  const sv =
    'Hej!\n\nProtokollet från din säkerhetsprövningsintervju (SPI) är klart. Läs det och skriv under det ' +
    `med BankID senast ${until} på sidan nedan.\n\n${input.link}\n\nMed vänliga hälsningar\nGranska`;
  const en =
    'Hello,\n\nThe protocol of your security vetting interview (SPI) is ready. Please read it and sign it ' +
    `with BankID by ${until} (Swedish time) on the page below.\n\n${input.link}\n\nKind regards\nGranska`;
  return {
    subject: 'Signera protokollet från din SPI-intervju / Sign the protocol of your SPI interview',
    email: `${sv}\n\n----------\n\n${en}`,
    sms:
      `Protokollet från din säkerhetsprövningsintervju är klart. Läs och signera med BankID senast ${until}: ` +
      `${input.link}\nIn English: read and sign the protocol of your interview at the link.`,
  };
};

const interviewOn = (time: string | null) => (time ? ` den ${formatDateTime(time)}` : '');

/** What the person sees in the BankID app: whose interview, and what the signature means. */
export const personSigningStatement = (input: { personName: string; interviewTime: string | null }) =>
  '# Protokoll från säkerhetsprövningsintervju (SPI)\n\n' +
  `Jag, ${escapeMarkdown(input.personName)}, har läst protokollet från min säkerhetsprövningsintervju` +
  `${interviewOn(input.interviewTime)} och intygar att det återger det som sades under intervjun.`;

/** What the SPI leader sees in the BankID app. */
export const leaderSigningStatement = (input: { personName: string; interviewTime: string | null }) =>
  '# Protokoll från säkerhetsprövningsintervju (SPI)\n\n' +
  `Jag har som SPI-ledare hållit säkerhetsprövningsintervjun med ${escapeMarkdown(input.personName)}` +
  `${interviewOn(input.interviewTime)} och intygar att protokollet återger intervjun.`;

/** Signed but not shown: ties the signature to this job's protocol exactly as it is (its digest). */
export const protocolSignedReference = (jobId: string, digest: string): string =>
  `granska:spi-protocol:${jobId}:${digest}`;
