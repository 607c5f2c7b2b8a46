import { defineModule } from '../../define-module';
import { accountRoutes } from './account.routes';

export const accountModule = defineModule({
  name: 'account',
  routes: (api, { db }) => api.register(accountRoutes, { db }),
});
