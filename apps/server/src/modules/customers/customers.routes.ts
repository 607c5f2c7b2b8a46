import {
  deleteCustomerEndpoint,
  getCustomerEndpoint,
  listCustomersEndpoint,
  saveCustomerEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/database';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { deleteCustomer, listCustomers, populateCustomer, saveCustomer } from './customers.service';

/** The admin portal's customer calls: read, create/replace, delete, list. */
export const customersRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const tags = { tags: ['customers'] };

  addEndpoint(app, getCustomerEndpoint, async ({ body }) => ok(await populateCustomer(db, body.id)), tags);

  addEndpoint(
    app,
    saveCustomerEndpoint,
    async ({ body, context }) => ok(await saveCustomer(db, context, body)),
    tags,
  );

  addEndpoint(
    app,
    deleteCustomerEndpoint,
    async ({ body, context }) => ok(await deleteCustomer(db, context, body.id)),
    tags,
  );

  addEndpoint(
    app,
    listCustomersEndpoint,
    async ({ query }) => {
      const { result, paging } = await listCustomers(db, query);
      return { ...ok(result), paging };
    },
    tags,
  );
};
