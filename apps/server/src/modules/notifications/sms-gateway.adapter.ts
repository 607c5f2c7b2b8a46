import { PermanentJobError } from '../../platform/scheduler/scheduler';
import type { OutgoingSms, SmsSender } from './delivery.port';

const REQUEST_TIMEOUT_MS = 15_000;

export class SmsGatewayError extends Error {
  constructor(readonly status: number) {
    super(`SMS gateway answered ${status}`);
    this.name = 'SmsGatewayError';
  }
}

/**
 * The SMS gateway protocol (docs/decisions/notifications.md): POST <url> with
 * `Authorization: Bearer <token>`, `Idempotency-Key: <outbox message id>` and the JSON body
 * `{from, to, message}`; any 2xx is accepted. 408, 429 and 5xx are retried, other answers are final.
 */
export const createSmsGatewaySender = (settings: {
  url: string;
  token: string;
  sender: string;
}): SmsSender => ({
  transport: 'sms-gateway',
  send: async (message: OutgoingSms) => {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.token}`,
        'content-type': 'application/json',
        'idempotency-key': message.id,
      },
      body: JSON.stringify({ from: settings.sender, to: message.to, message: message.text }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return;
    const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
    const error = new SmsGatewayError(response.status);
    if (!retryable) throw new PermanentJobError(error.message, { cause: error });
    throw error;
  },
});
