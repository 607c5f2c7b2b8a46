import {
  deleteUserEndpoint,
  listUsersEndpoint,
  populateUserEndpoint,
  resetUserPasswordEndpoint,
  saveUserEndpoint,
  searchUsersEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireCaller } from '../../platform/http/caller';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import {
  deleteUser,
  listUsers,
  populateUser,
  type RequestMeta,
  resetUserPassword,
  saveUser,
  type UsersContext,
} from './users.service';

const tags = { tags: ['users'] };

const metaOf = (request: FastifyRequest): RequestMeta => ({ caller: requireCaller(request), ip: request.ip });

/**
 * The users calls of spec §7 (docs/decisions/user-admin.md): a UserAdmin, or a CustomerAdmin for its own
 * customer (the contracts' USERS_ACCESS; the service checks the customer).
 */
export const usersRoutes: FastifyPluginAsync<UsersContext> = async (app, context) => {
  addEndpoint(
    app,
    saveUserEndpoint,
    async ({ body, request }) => ok(await saveUser(context, metaOf(request), body)),
    tags,
  );

  addEndpoint(
    app,
    deleteUserEndpoint,
    async ({ body, request }) => ok(await deleteUser(context, metaOf(request), body.userId)),
    tags,
  );

  addEndpoint(
    app,
    resetUserPasswordEndpoint,
    async ({ body, request }) => ok(await resetUserPassword(context, metaOf(request), body.userId)),
    tags,
  );

  addEndpoint(
    app,
    populateUserEndpoint,
    async ({ body, request }) => ok(await populateUser(context, metaOf(request), body.userId)),
    tags,
  );

  addEndpoint(
    app,
    listUsersEndpoint,
    async ({ query, request }) => {
      const { users, paging } = await listUsers(context, metaOf(request), query);
      return { ...ok(users), paging };
    },
    tags,
  );

  addEndpoint(
    app,
    searchUsersEndpoint,
    async ({ body, request }) => {
      const { users, paging } = await listUsers(context, metaOf(request), body);
      return { ...ok(users), paging };
    },
    tags,
  );
};
