import { CUSTOMER_MESSAGES } from '@granska/domain';
import { defineModule } from '../../define-module';
import { reaction } from '../../platform/events/domain-events';
import { AppError } from '../../platform/http/app-error';
import { customerDeleting } from '../customers';
import { jobStateChanged } from './job-events';
import { ordersJobs } from './orders.jobs';
import { customerHasOrders } from './orders.repository';
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
  reactions: [
    reaction(customerDeleting, 'orders: keep a customer that has orders', async (tx, { customerId }) => {
      if (await customerHasOrders(tx, customerId)) throw AppError.conflict(CUSTOMER_MESSAGES.hasOrders);
    }),
  ],
});
