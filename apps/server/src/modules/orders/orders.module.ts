import { CUSTOMER_MESSAGES } from '@granska/domain';
import { defineModule } from '../../define-module';
import { reaction } from '../../platform/events/domain-events';
import { AppError } from '../../platform/http/app-error';
import { customerDeleting } from '../customers';
import { jobStateChanged } from './job-events';
import { requestLfdFollowUp, scheduleLfdFollowUpJob } from './lfd-follow-ups';
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
  jobs: ({ db, crypto, config }) => [
    ...ordersJobs(db),
    scheduleLfdFollowUpJob({
      db,
      crypto,
      publicUrl: config.publicUrl,
      consentTimeoutDays: config.consentTimeoutDays,
      appEnv: config.appEnv,
      followUpMonthDays: config.lfdFollowUpMonthDays,
    }),
  ],
  tables,
  events: [jobStateChanged],
  reactions: [
    reaction(jobStateChanged, 'orders: schedule the LFD follow-up', async (tx, { job, from, to }) => {
      if (to === 'APPROVED' && from !== 'APPROVED') await requestLfdFollowUp(tx, job);
    }),
    reaction(customerDeleting, 'orders: keep a customer that has orders', async (tx, { customerId }) => {
      if (await customerHasOrders(tx, customerId)) throw AppError.conflict(CUSTOMER_MESSAGES.hasOrders);
    }),
  ],
});
