import { defineModule } from '../../define-module';
import { jobsRoutes } from './jobs.routes';
import * as tables from './jobs.schema';

export const jobsModule = defineModule({
  name: 'jobs',
  routes: (api, { db, crypto }) => api.register(jobsRoutes, { db, crypto }),
  tables,
});
