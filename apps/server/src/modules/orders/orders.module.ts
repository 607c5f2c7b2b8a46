import { defineModule } from '../../define-module';
import { jobStateChanged } from './job-events';
import { ordersJobs } from './orders.jobs';
import { ordersRoutes } from './orders.routes';
import * as tables from './orders.schema';

export const ordersModule = defineModule({
  name: 'orders',
  routes: (api, { db, crypto, config }) =>
    api.register(ordersRoutes, {
      db,
      crypto,
      publicUrl: config.publicUrl,
      consentTimeoutDays: config.consentTimeoutDays,
      appEnv: config.appEnv,
    }),
  jobs: ({ db }) => ordersJobs(db),
  tables,
  events: [jobStateChanged],
});
