import { defineModule } from '../../define-module';
import { reaction } from '../../platform/events/domain-events';
import { caseDataDeleting } from '../data-deletion';
import { jobStateChanged } from '../orders';
import { deleteReportOfCase } from './report-deletion';
import { requestReportPdf } from './report-pdf-requests';
import { reportJobs } from './reports.jobs';
import { reportsRoutes } from './reports.routes';
import * as tables from './reports.schema';

export const reportsModule = defineModule({
  name: 'reports',
  routes: (api, { db, crypto, files, config }) =>
    api.register(reportsRoutes, {
      db,
      crypto,
      files,
      publicUrl: config.publicUrl,
      consentTimeoutDays: config.consentTimeoutDays,
    }),
  jobs: ({ db, crypto, files, config }) => reportJobs({ db, crypto, files, publicUrl: config.publicUrl }),
  tables,
  reactions: [
    reaction(jobStateChanged, 'reports: render the PDF', async (tx, { job, to }) => {
      if (to === 'PENDING_APPROVAL' || to === 'APPROVED') await requestReportPdf(tx, job.id);
    }),
    reaction(caseDataDeleting, 'reports: delete the report and its PDFs', deleteReportOfCase),
  ],
});
