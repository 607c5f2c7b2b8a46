import { defineModule } from '../../define-module';
import { reaction } from '../../platform/events/domain-events';
import { caseDataDeleting } from '../data-deletion';
import { jobStateChanged } from '../orders';
import { clearanceSurveyJobs, requestClearanceSurvey } from './clearance-surveys.jobs';
import { clearanceSurveysRoutes } from './clearance-surveys.routes';
import * as tables from './clearance-surveys.schema';
import { deleteSurveyOfCase } from './survey-deletion';

export const clearanceSurveysModule = defineModule({
  name: 'clearance-surveys',
  routes: (api, { db, crypto, config }) =>
    api.register(clearanceSurveysRoutes, { db, crypto, publicUrl: config.publicUrl }),
  jobs: ({ db, crypto, config }) => clearanceSurveyJobs({ db, crypto, publicUrl: config.publicUrl }),
  tables,
  reactions: [
    reaction(jobStateChanged, 'clearance-surveys: send the survey', async (tx, { job, from, to }) => {
      if (to === 'JOB_SURVEYING' && from !== 'JOB_SURVEYING') await requestClearanceSurvey(tx, job);
    }),
    reaction(
      caseDataDeleting,
      'clearance-surveys: delete the answers and their signature',
      deleteSurveyOfCase,
    ),
  ],
});
