import { defineModule } from '../../define-module';
import { analysisRoutes } from './analysis.routes';
import * as tables from './analysis.schema';

export const analysisModule = defineModule({
  name: 'analysis',
  routes: (api, { db, crypto, config, files }) =>
    api.register(analysisRoutes, {
      db,
      crypto,
      appEnv: config.appEnv,
      creditInformation: config.creditInformation,
      fileStorage: files,
    }),
  tables,
});
