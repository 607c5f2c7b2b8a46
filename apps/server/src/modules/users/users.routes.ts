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
import type { RequestContext } from '../../platform/http/request-context';
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
  /** GET /users and POST /users (the filter in the body) answer the same page of users, with its paging. */
  const pageOfUsers = async (context: RequestContext, filter: Parameters<typeof listUsers>[2]) => {
    const { users, paging } = await listUsers(deps, context, filter);
    return { ...ok(users), paging };
  };

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

  addEndpoint(app, listUsersEndpoint, async ({ query, context }) => pageOfUsers(context, query), tags);

  addEndpoint(app, searchUsersEndpoint, async ({ body, context }) => pageOfUsers(context, body), tags);
};
