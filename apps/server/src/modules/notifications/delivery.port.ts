import type { OutboxTransport } from './notifications.schema';
import type { OutboxAttachment } from './outbox-fields';

export interface OutgoingEmail {
  /** The outbox row's id; sent along so receivers can recognise a repeat (delivery is at least once). */
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments?: readonly OutboxAttachment[];
}

export interface OutgoingSms {
  id: string;
  to: string;
  text: string;
}

/** Delivers e-mail; resolves when the receiving server accepted it. */
export interface EmailSender {
  readonly transport: OutboxTransport;
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
}

/** Delivers SMS; resolves when the gateway accepted it. */
export interface SmsSender {
  readonly transport: OutboxTransport;
  send(message: OutgoingSms): Promise<void>;
}

export interface DeliveryAdapters {
  email: EmailSender;
  sms: SmsSender;
}
