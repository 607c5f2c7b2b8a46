// What other modules use of protective-security (docs/decisions/module-boundaries.md): the register's
// service, for the demo data, and the person card an order is for.
export { customerHasPersons } from './protective-security.repository';
export { createPerson, createTag, personCardToOrder } from './protective-security.service';
