import { defineModule, type JobDeps } from '../../define-module';
import { lfdFollowUpActivation, scheduledOrderActivation } from '../orders';
import { scheduledFinalizeActivation } from '../reports';
import { scheduleActivationJob } from './schedule-activations';
import { scheduledWorkRoutes } from './scheduled-work.routes';

/** Every schedule type's work at its time (docs/decisions/scheduled-work.md); one per schedule type that runs work. */
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
  lfdFollowUpActivation({
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
