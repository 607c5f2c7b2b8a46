import { defineModule, type JobDeps } from '../../define-module';
import { scheduledOrderActivation } from '../orders';
import { scheduledFinalizeActivation } from '../reports';
import { scheduleActivationJob } from './schedule-activations';
import { scheduledWorkRoutes } from './scheduled-work.routes';

/** Every schedule type's work at its time (docs/decisions/scheduled-work.md); LFD's types join here. */
export const scheduleActivations = ({
  db,
  crypto,
  files,
  config,
}: Omit<JobDeps, 'deliveryAdapters' | 'log'>) => [
  scheduledOrderActivation({
    db,
    crypto,
    publicUrl: config.publicUrl,
    consentTimeoutDays: config.consentTimeoutDays,
    appEnv: config.appEnv,
  }),
  scheduledFinalizeActivation({
    db,
    crypto,
    files,
    publicUrl: config.publicUrl,
    consentTimeoutDays: config.consentTimeoutDays,
  }),
];

export const scheduledWorkModule = defineModule({
  name: 'scheduled-work',
  routes: (api, { db }) => api.register(scheduledWorkRoutes, { db }),
  jobs: (deps) => [
    scheduleActivationJob({ db: deps.db, activations: scheduleActivations(deps), log: deps.log }),
  ],
});
