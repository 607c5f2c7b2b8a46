import { PS_MESSAGES } from '@granska/domain';
import { defineModule } from '../../define-module';
import { reaction } from '../../platform/events/domain-events';
import { AppError } from '../../platform/http/app-error';
import { customerDeleting } from '../customers';
import { documentsRoutes } from './documents.routes';
import { customerHasPersons } from './protective-security.repository';
import { protectiveSecurityRoutes } from './protective-security.routes';
import * as tables from './protective-security.schema';
import { renewalJobs } from './renewals.jobs';
import { renewalRoutes } from './renewals.routes';
import { tagsRoutes } from './tags.routes';

export const protectiveSecurityModule = defineModule({
  name: 'protective-security',
  routes: async (api, { db, crypto, config, files }) => {
    await api.register(protectiveSecurityRoutes, { db, crypto, files });
    await api.register(renewalRoutes, { db, crypto, config });
  },
  jobs: ({ db, crypto, config, log }) => renewalJobs({ db, crypto, config, log }),
  serviceRoutes: {
    tags: (service, { db, crypto }) => service.register(tagsRoutes, { db, crypto }),
    documents: (service, { db, crypto, files }) => service.register(documentsRoutes, { db, crypto, files }),
  },
  tables,
  reactions: [
    reaction(
      customerDeleting,
      'protective-security: keep a customer with a register',
      async (tx, { customerId }) => {
        if (await customerHasPersons(tx, customerId)) throw AppError.conflict(PS_MESSAGES.customerHasPersons);
      },
    ),
  ],
});
