// What other modules use of api-keys (docs/decisions/module-boundaries.md).
export { webhookSigningSecret } from './api-keys.service';
