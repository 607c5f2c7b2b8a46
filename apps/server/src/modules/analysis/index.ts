// What other modules use of analysis (docs/decisions/module-boundaries.md).
export { dataPartsForReport } from './data-parts/data-parts.service';
