import { defineModule } from '../../define-module';
import { caseDataDeleting } from './case-deletion-events';
import { dataDeletionJobs } from './data-deletion.jobs';
import { dataDeletionRoutes } from './data-deletion.routes';
import * as tables from './data-deletion.schema';

/**
 * Finished cases' personal data deleted when the period the consent page promised has passed, and the
 * certificates of it (docs/decisions/deletion-policy.md).
 */
export const dataDeletionModule = defineModule({
  name: 'data-deletion',
  routes: (api, { db }) => api.register(dataDeletionRoutes, { db }),
  jobs: ({ db, crypto, files, log }) => dataDeletionJobs({ db, crypto, files, log }),
  tables,
  events: [caseDataDeleting],
});
