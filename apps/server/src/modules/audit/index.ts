// What other modules use of audit (docs/decisions/module-boundaries.md).

export { recordAudit } from './audit.service';
export {
  type CommandAudit,
  type CommandContext,
  type CommandOutcome,
  runAuditedRead,
  runAuditedReadOutsideTransaction,
  runCommand,
} from './command';
