// What other modules use of customers (docs/decisions/module-boundaries.md).
export { findCustomer } from './customers.service';
