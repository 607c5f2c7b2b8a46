// What other modules use of reference-checks (docs/decisions/module-boundaries.md). Export from here only;
// other modules never import the module's other files.

// Billing counts the reference orders archived in a period beside the background checks.
export { countArchivedReferenceOrders } from './reference-billing';
