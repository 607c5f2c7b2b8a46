import {
  DeletedUser,
  ListUsersQuery,
  ListUsersRequest,
  okEnvelope,
  SaveUserRequest,
  UserIdRequest,
  UserListEnvelope,
  UserView,
} from '@granska/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../platform/http/access';
import { requireCaller } from '../../platform/http/caller';
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

/** Admin calls: a UserAdmin, or a CustomerAdmin for its own customer (checked in the service). */
const USER_ADMINS: RouteAccess = { groups: ['UserAdmin', 'CustomerAdmin'] };
const tags = ['users'];

const metaOf = (request: FastifyRequest): RequestMeta => ({ caller: requireCaller(request), ip: request.ip });

/** The users calls of spec §7 (docs/decisions/user-admin.md). */
export const usersRoutes: FastifyPluginAsyncZod<UsersContext> = async (app, context) => {
  app.post(
    '/user',
    {
      config: { access: USER_ADMINS },
      schema: {
        summary: 'Create (no userId) or update a user: e-mail, phone, customer, cost center, groups, enabled',
        tags,
        body: SaveUserRequest,
        response: { 200: okEnvelope(UserView) },
      },
    },
    async (request) => ok(await saveUser(context, metaOf(request), request.body)),
  );

  app.post(
    '/user/delete',
    {
      config: { access: USER_ADMINS },
      schema: {
        summary: 'Delete a user',
        tags,
        body: UserIdRequest,
        response: { 200: okEnvelope(DeletedUser) },
      },
    },
    async (request) => ok(await deleteUser(context, metaOf(request), request.body.userId)),
  );

  app.post(
    '/user/reset',
    {
      config: { access: USER_ADMINS },
      schema: {
        summary: "Reset a user's password: a new temporary password is e-mailed",
        tags,
        body: UserIdRequest,
        response: { 200: okEnvelope(UserView) },
      },
    },
    async (request) => ok(await resetUserPassword(context, metaOf(request), request.body.userId)),
  );

  app.post(
    '/user/populate',
    {
      config: { access: USER_ADMINS },
      schema: {
        summary: 'One user',
        tags,
        body: UserIdRequest,
        response: { 200: okEnvelope(UserView) },
      },
    },
    async (request) => ok(await populateUser(context, metaOf(request), request.body.userId)),
  );

  app.get(
    '/users',
    {
      config: { access: USER_ADMINS },
      schema: {
        summary: 'Users by group (role), e-mail substring (search) and customer, paged',
        tags,
        querystring: ListUsersQuery,
        response: { 200: UserListEnvelope },
      },
    },
    async (request) => {
      const { users, paging } = await listUsers(context, metaOf(request), request.query);
      return { ...ok(users), paging };
    },
  );

  app.post(
    '/users',
    {
      config: { access: USER_ADMINS },
      schema: {
        summary: 'Users by a filter in the body (as GET /users), paged',
        tags,
        body: ListUsersRequest,
        response: { 200: UserListEnvelope },
      },
    },
    async (request) => {
      const { users, paging } = await listUsers(context, metaOf(request), request.body);
      return { ...ok(users), paging };
    },
  );
};
