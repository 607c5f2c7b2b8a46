// What other modules use of jobs (docs/decisions/module-boundaries.md).
export { lockJobRow } from './jobs.repository';
