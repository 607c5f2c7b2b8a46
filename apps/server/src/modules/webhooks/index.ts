// What other modules use of webhooks (docs/decisions/module-boundaries.md).
export { queueJobStateWebhook } from './webhooks.service';
