// What other modules use of notifications (docs/decisions/module-boundaries.md).
export { queueEmail, queueSms } from './notifications.service';
