import { defineModule } from '../../define-module';
import { scheduledWorkRoutes } from './scheduled-work.routes';

export const scheduledWorkModule = defineModule({
  name: 'scheduled-work',
  routes: (api, { db }) => api.register(scheduledWorkRoutes, { db }),
});
