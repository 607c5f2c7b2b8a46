// What other modules use of audit (docs/decisions/module-boundaries.md).
export { recordAudit } from './audit.service';
