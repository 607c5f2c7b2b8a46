import { PS_MESSAGES } from '@granska/domain';
import { defineModule } from '../../define-module';
import { reaction } from '../../platform/events/domain-events';
import { AppError } from '../../platform/http/app-error';
import { customerDeleting } from '../customers';
import { customerHasPersons } from './protective-security.repository';
import { protectiveSecurityRoutes } from './protective-security.routes';
import * as tables from './protective-security.schema';
import { tagsRoutes } from './tags.routes';

export const protectiveSecurityModule = defineModule({
  name: 'protective-security',
  routes: (api, { db, crypto }) => api.register(protectiveSecurityRoutes, { db, crypto }),
  serviceRoutes: {
    tags: (service, { db, crypto }) => service.register(tagsRoutes, { db, crypto }),
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
