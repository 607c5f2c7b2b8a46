import {
  deleteUserEndpoint,
  listUsersEndpoint,
  populateUserEndpoint,
  resetUserPasswordEndpoint,
  saveUserEndpoint,
  searchUsersEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsync } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import {
  deleteUser,
  listUsers,
  populateUser,
  resetUserPassword,
  saveUser,
  type UsersDeps,
} from './users.service';

const tags = { tags: ['users'] };

/**
 * The users calls of spec §7 (docs/decisions/user-admin.md): a UserAdmin, or a CustomerAdmin for its own
 * customer (the contracts' USERS_ACCESS; the service checks the customer).
 */
export const usersRoutes: FastifyPluginAsync<UsersDeps> = async (app, deps) => {
  addEndpoint(
    app,
    saveUserEndpoint,
    async ({ body, context }) => ok(await saveUser(deps, context, body)),
    tags,
  );

  addEndpoint(
    app,
    deleteUserEndpoint,
    async ({ body, context }) => ok(await deleteUser(deps, context, body.userId)),
    tags,
  );

  addEndpoint(
    app,
    resetUserPasswordEndpoint,
    async ({ body, context }) => ok(await resetUserPassword(deps, context, body.userId)),
    tags,
  );

  addEndpoint(
    app,
    populateUserEndpoint,
    async ({ body, context }) => ok(await populateUser(deps, context, body.userId)),
    tags,
  );

  addEndpoint(
    app,
    listUsersEndpoint,
    async ({ query, context }) => {
      const { users, paging } = await listUsers(deps, context, query);
      return { ...ok(users), paging };
    },
    tags,
  );

  addEndpoint(
    app,
    searchUsersEndpoint,
    async ({ body, context }) => {
      const { users, paging } = await listUsers(deps, context, body);
      return { ...ok(users), paging };
    },
    tags,
  );
};
