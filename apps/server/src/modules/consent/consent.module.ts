import { defineModule } from '../../define-module';
import { consentJobs } from './consent.jobs';
import { consentRoutes } from './consent.routes';

export const consentModule = defineModule({
  name: 'consent',
  routes: (api, { db, crypto, files, config }) =>
    api.register(consentRoutes, {
      db,
      crypto,
      files,
      publicUrl: config.publicUrl,
      consentTimeoutDays: config.consentTimeoutDays,
    }),
  jobs: ({ db, crypto, config, log }) => consentJobs({ db, crypto, config, log }),
});
