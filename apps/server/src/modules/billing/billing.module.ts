import { defineModule } from '../../define-module';
import { billingRoutes } from './billing.routes';

export const billingModule = defineModule({
  name: 'billing',
  routes: (api, { db }) => api.register(billingRoutes, { db }),
});
