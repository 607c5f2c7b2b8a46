// What other modules use of orders (docs/decisions/module-boundaries.md).
export { type JobStateChanged, jobStateChanged } from './job-events';
