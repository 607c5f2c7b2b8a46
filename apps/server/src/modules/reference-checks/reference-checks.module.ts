import { defineModule } from '../../define-module';
import { reaction } from '../../platform/events/domain-events';
import { jobStateChanged } from '../orders';
import { referenceCustomerRoutes } from './customer-routes';
import { referenceLinkRoutes } from './link-routes';
import * as tables from './reference-checks.schema';
import { timingOf } from './reference-timing';
import { referenceLinkJobs } from './reminders.jobs';
import { screeningReferenceRoutes } from './screening-reference.routes';
import { requestScreeningReferenceCheck, screeningReferenceCheckJobs } from './screening-reference-checks';

export const referenceChecksModule = defineModule({
  name: 'reference-checks',
  routes: (api, { db, crypto }) => api.register(screeningReferenceRoutes, { db, crypto }),
  serviceRoutes: {
    reference: async (service, { db, crypto, config }) => {
      await service.register(referenceCustomerRoutes, { db, crypto, publicUrl: config.publicUrl });
      await service.register(referenceLinkRoutes, {
        db,
        crypto,
        publicUrl: config.publicUrl,
        timing: timingOf(config),
      });
    },
  },
  tables,
  jobs: ({ db, crypto, bankId, config, log }) => [
    ...referenceLinkJobs({ db, crypto, bankId, config, log }),
    ...screeningReferenceCheckJobs({ db, crypto, publicUrl: config.publicUrl }),
  ],
  reactions: [
    reaction(
      jobStateChanged,
      'reference-checks: order the reference check of a security screening',
      requestScreeningReferenceCheck,
    ),
  ],
});
