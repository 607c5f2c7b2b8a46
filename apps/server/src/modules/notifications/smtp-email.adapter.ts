import { createTransport } from 'nodemailer';
import { PermanentJobError } from '../../platform/scheduler/scheduler';
import type { EmailSender, OutgoingEmail } from './delivery.port';

const MESSAGE_ID_DOMAIN = 'granska.outbox';

/** E-mail over SMTP with nodemailer; `smtpUrl` as smtp(s)://user:password@host:port. */
export const createSmtpEmailSender = (settings: { smtpUrl: string; from: string }): EmailSender => {
  const transporter = createTransport(
    { url: settings.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 },
    { from: settings.from },
  );
  return {
    transport: 'smtp',
    send: async (message: OutgoingEmail) => {
      try {
        await transporter.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((attachment) => ({
                  filename: attachment.filename,
                  content: attachment.content,
                  contentType: attachment.contentType,
                })),
              }
            : {}),
          // The same Message-ID on a repeat lets mail systems and readers see it is one message.
          messageId: `<${message.id}@${MESSAGE_ID_DOMAIN}>`,
        });
      } catch (error) {
        const responseCode = (error as { responseCode?: unknown }).responseCode;
        // 5xx from the server (unknown mailbox, refused sender) will not change on a retry.
        if (typeof responseCode === 'number' && responseCode >= 500) {
          throw new PermanentJobError(`SMTP refused the message (${responseCode})`, { cause: error });
        }
        throw error;
      }
    },
    close: () => transporter.close(),
  };
};
