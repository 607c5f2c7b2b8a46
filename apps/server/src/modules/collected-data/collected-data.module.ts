import { defineModule } from '../../define-module';
import { reaction } from '../../platform/events/domain-events';
import { caseDataDeleting } from '../data-deletion';
import { jobStateChanged } from '../orders';
import { deleteCollectedDataOfCase } from './case-deletion';
import { collectedDataRoutes } from './collected-data.routes';
import * as tables from './collected-data.schema';
import { ensureCollectionTask } from './collection-task';

export const collectedDataModule = defineModule({
  name: 'collected-data',
  routes: (api, { db, crypto }) => api.register(collectedDataRoutes, { db, crypto }),
  tables,
  reactions: [
    reaction(jobStateChanged, 'collected-data: open the collection task', async (tx, { job, to }) => {
      if (to === 'ANALYSING') await ensureCollectionTask(tx, job);
    }),
    reaction(caseDataDeleting, 'collected-data: delete the collected data', deleteCollectedDataOfCase),
  ],
});
