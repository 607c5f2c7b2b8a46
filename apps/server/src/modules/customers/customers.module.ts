import { defineModule } from '../../define-module';
import { customerDeleting } from './customer-events';
import { customersRoutes } from './customers.routes';
import * as tables from './customers.schema';

export const customersModule = defineModule({
  name: 'customers',
  routes: (api, { db }) => api.register(customersRoutes, { db }),
  tables,
  events: [customerDeleting],
});
