// What other modules use of reference-checks (docs/decisions/module-boundaries.md). Export from here only;
// other modules never import the module's other files.

// Billing counts the reference orders archived in a period beside the background checks.
export { countArchivedReferenceOrders } from './reference-billing';
// The demo seed places reference orders with the product's own calls and takes them further as the
// candidate and the referees would (docs/decisions/demo-seed.md).
export { type DemoReferee, hasOrderOfCandidate, writeDemoProgress } from './reference-demo';
export {
  archiveOrder as archiveReferenceOrder,
  saveOrder as saveReferenceOrder,
  sendOrder as sendReferenceOrder,
} from './reference-orders.service';
export {
  findSettingsRow as findReferenceSettingsRow,
  upsertSettingsRow as upsertReferenceSettingsRow,
} from './settings.repository';
export { templateRows as referenceTemplateRows } from './surveys.repository';
export { saveSurvey as saveReferenceSurvey } from './surveys.service';
