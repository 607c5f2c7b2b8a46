import {
  CustomerIdRequest,
  CustomerResult,
  CustomersPage,
  ListCustomersQuery,
  okEnvelope,
  SaveCustomerRequest,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database';
import { requireCaller } from '../../platform/http/caller';
import { ok } from '../../platform/http/envelopes';
import { CUSTOMER_ADMIN_ACCESS } from './customers.policy';
import { deleteCustomer, listCustomers, populateCustomer, saveCustomer } from './customers.service';

/** The admin portal's customer calls: read, create/replace, delete, list. */
export const customersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['customers'];

  app.post(
    '/customer/populate',
    {
      config: { access: CUSTOMER_ADMIN_ACCESS },
      schema: {
        summary: 'One customer by id, every field and config',
        tags,
        body: CustomerIdRequest,
        response: { 200: okEnvelope(CustomerResult) },
      },
    },
    async (request) => ok(await populateCustomer(db, request.body.id)),
  );

  app.post(
    '/customer',
    {
      config: { access: CUSTOMER_ADMIN_ACCESS },
      schema: {
        summary: 'Create (no id) or replace (id) a customer',
        tags,
        body: SaveCustomerRequest,
        response: { 200: okEnvelope(CustomerResult) },
      },
    },
    async (request) =>
      ok(await saveCustomer(db, { caller: requireCaller(request), ip: request.ip }, request.body)),
  );

  app.post(
    '/customer/delete',
    {
      config: { access: CUSTOMER_ADMIN_ACCESS },
      schema: {
        summary: 'Delete a customer without users or orders, and its API keys',
        tags,
        body: CustomerIdRequest,
        response: { 200: okEnvelope(CustomerResult) },
      },
    },
    async (request) =>
      ok(await deleteCustomer(db, { caller: requireCaller(request), ip: request.ip }, request.body.id)),
  );

  app.get(
    '/customers',
    {
      config: { access: CUSTOMER_ADMIN_ACCESS },
      schema: {
        summary: 'A page of customers, filtered by the spec §5 search and a service of the access list',
        tags,
        querystring: ListCustomersQuery,
        response: { 200: CustomersPage },
      },
    },
    async (request) => {
      const { result, paging } = await listCustomers(db, request.query);
      return { ...ok(result), paging };
    },
  );
};
