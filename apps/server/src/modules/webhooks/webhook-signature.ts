import { createHmac } from 'node:crypto';

/**
 * The `Granska-Signature` header: `v1=` + hex HMAC-SHA256 keyed with the whole secret (`whsec_…`, as
 * UTF-8) over `<Granska-Timestamp>.<raw body>`. Binding the timestamp lets receivers refuse replays.
 */
export const signWebhook = (secret: string, timestamp: number, body: string): string =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
