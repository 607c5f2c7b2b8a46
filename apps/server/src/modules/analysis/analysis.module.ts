import { defineModule } from '../../define-module';
import { reaction } from '../../platform/events/domain-events';
import { caseDataDeleting } from '../data-deletion';
import { analysisRoutes } from './analysis.routes';
import * as tables from './analysis.schema';
import { deleteAnalysisOfCase } from './case-deletion';

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
  reactions: [
    reaction(caseDataDeleting, 'analysis: delete the data parts and attachments', deleteAnalysisOfCase),
  ],
});
