import { defineModule } from '../../define-module';
import { usersRoutes } from './users.routes';

export const usersModule = defineModule({
  name: 'users',
  routes: (api, { db, identity, config }) =>
    api.register(usersRoutes, {
      db,
      crypto: identity.provider.crypto,
      userPoolId: identity.provider.userPoolId,
      loginUrl: `${config.publicUrl}/login`,
    }),
});
