// What other modules use of customers (docs/decisions/module-boundaries.md).

export { customerDeleting } from './customer-events';
export { findCustomer } from './customers.service';
