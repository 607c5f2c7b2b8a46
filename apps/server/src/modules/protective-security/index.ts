// What other modules use of protective-security (docs/decisions/module-boundaries.md): the register's
// service, for the demo data.
export { customerHasPersons } from './protective-security.repository';
export { createPerson, createTag } from './protective-security.service';
