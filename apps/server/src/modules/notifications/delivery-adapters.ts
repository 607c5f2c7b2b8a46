import type { Config } from '../../platform/config';
import type { DeliveryAdapters } from './delivery.port';
import { localOutboxEmail, localOutboxSms } from './local-outbox.adapter';
import { createSmsGatewaySender } from './sms-gateway.adapter';
import { createSmtpEmailSender } from './smtp-email.adapter';

/** The real adapters where configured, else the local outbox (config refuses that in production). */
export const createDeliveryAdapters = (
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsGatewayUrl' | 'smsGatewayToken' | 'smsSender'>,
): DeliveryAdapters => ({
  email: config.smtpUrl
    ? createSmtpEmailSender({ smtpUrl: config.smtpUrl, from: config.mailFrom })
    : localOutboxEmail,
  sms:
    config.smsGatewayUrl && config.smsGatewayToken
      ? createSmsGatewaySender({
          url: config.smsGatewayUrl,
          token: config.smsGatewayToken,
          sender: config.smsSender,
        })
      : localOutboxSms,
});
