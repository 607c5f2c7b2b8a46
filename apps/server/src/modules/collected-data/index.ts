// What other modules use of collected-data (docs/decisions/module-boundaries.md).

export { collectedDataStatusColumn, findRecordWithJob } from './collected-data.repository';
export { collectedDataStatusOfJobs, detailsContext } from './collected-data.service';
export { ensureCollectionTask } from './collection-task';
