// What other modules use of data-deletion (docs/decisions/module-boundaries.md): the event a module
// reacts to by deleting its personal data of a finished case (docs/decisions/deletion-policy.md).
export { type CaseDataDeleting, caseDataDeleting } from './case-deletion-events';
