// What other modules use of customers (docs/decisions/module-boundaries.md).

export { customerDeleting } from './customer-events';
export { findCustomerByCustNo, findCustomerById, insertCustomersIfMissing } from './customers.repository';
export { type CustomerRow, customers, type NewCustomerRow } from './customers.schema';
export { findCustomer } from './customers.service';
