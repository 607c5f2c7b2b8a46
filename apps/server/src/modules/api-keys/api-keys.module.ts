import { defineModule } from '../../define-module';
import { apiKeysRoutes } from './api-keys.routes';
import * as tables from './api-keys.schema';

export const apiKeysModule = defineModule({
  name: 'api-keys',
  routes: (api, { db, crypto }) => api.register(apiKeysRoutes, { db, crypto }),
  tables,
});
