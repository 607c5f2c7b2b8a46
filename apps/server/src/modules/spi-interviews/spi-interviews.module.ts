import { defineModule } from '../../define-module';
import { reaction } from '../../platform/events/domain-events';
import { caseDataDeleting } from '../data-deletion';
import { deleteSpiReportOfCase } from './case-deletion';
import { spiInterviewsRoutes } from './spi-interviews.routes';
import * as tables from './spi-interviews.schema';

export const spiInterviewsModule = defineModule({
  name: 'spi-interviews',
  routes: (api, { db, crypto, files, config }) =>
    api.register(spiInterviewsRoutes, { db, crypto, storage: files, publicUrl: config.publicUrl }),
  tables,
  reactions: [
    reaction(
      caseDataDeleting,
      'spi-interviews: delete the SPI report, its file and the protocol’s signatures',
      deleteSpiReportOfCase,
    ),
  ],
});
