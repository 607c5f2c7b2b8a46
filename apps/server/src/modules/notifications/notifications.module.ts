import { defineModule } from '../../define-module';
import { notificationJobs } from './notifications.jobs';
import * as tables from './notifications.schema';

export const notificationsModule = defineModule({
  name: 'notifications',
  jobs: ({ db, deliveryAdapters, crypto, config }) => notificationJobs(db, deliveryAdapters, crypto, config),
  tables,
});
