// What other modules use of webhooks (docs/decisions/module-boundaries.md).

export { isAllowedWebhookUrl, WEBHOOK_URL_MESSAGE } from './webhook-url';
export { queueJobStateWebhook } from './webhooks.service';
