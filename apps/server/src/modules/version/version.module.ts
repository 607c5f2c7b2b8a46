import { defineModule } from '../../define-module';
import { versionRoutes } from './version.routes';

export const versionModule = defineModule({
  name: 'version',
  routes: (api, { config }) => api.register(versionRoutes, { config }),
});
