import { defineModule } from '../../define-module';
import { clearanceSurveysRoutes } from './clearance-surveys.routes';

export const clearanceSurveysModule = defineModule({
  name: 'clearance-surveys',
  routes: (api, { db }) => api.register(clearanceSurveysRoutes, { db }),
});
