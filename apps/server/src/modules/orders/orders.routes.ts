import {
  AbortedOrder,
  CreateOrderRequest,
  IDEMPOTENCY_KEY_HEADER,
  ListOrdersQuery,
  ORDER_MESSAGES,
  OrderIdParams,
  OrderIdRequest,
  OrderInitRequest,
  OrderInitView,
  OrderRecipientOption,
  OrdersPage,
  OrderView,
  okEnvelope,
  PersonIdParams,
  PersonOrderRequest,
  PersonOrdersQuery,
  UpdateOrderRecipientsRequest,
} from '@granska/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { type Caller, isApiKeyCaller, requireCaller } from '../../platform/http/caller';
import { ok } from '../../platform/http/envelopes';
import {
  ORDER_CHANGE_RECIPIENTS_ACCESS,
  ORDER_CREATE_ACCESS,
  ORDER_READ_ACCESS,
  ORDER_RECIPIENT_OPTIONS_ACCESS,
} from './orders.policy';
import {
  abortOrder,
  changeOrderRecipients,
  createOrder,
  createPersonOrder,
  listOrders,
  listPersonOrders,
  orderInit,
  orderRecipientOptions,
  populateOrder,
} from './orders.service';

const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * The order-creating request's Idempotency-Key; blank or too long is a 400. An API key's integration
 * must send one (400 otherwise), so that its retry cannot order twice; the web app always sends one, and
 * a logged-in user may still leave it out (docs/decisions/orders.md).
 */
const idempotencyKeyOf = (request: FastifyRequest, caller: Caller): string | undefined => {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && (key.trim() === '' || key.length > MAX_IDEMPOTENCY_KEY_LENGTH)) {
    throw AppError.badRequest(ORDER_MESSAGES.idempotencyKeyInvalid);
  }
  if (key === undefined && isApiKeyCaller(caller)) {
    throw AppError.badRequest(ORDER_MESSAGES.idempotencyKeyRequired);
  }
  return key;
};

/**
 * Background-check orders (spec §7 POST /order, /order/abort, /order/populate, /order/init; GET /orders;
 * PATCH /orders/{id}; GET and POST /persons/{id}/orders), and our GET /order/recipients.
 */
export const ordersRoutes: FastifyPluginAsyncZod<{
  db: Database;
  crypto: FieldCrypto;
  publicUrl: string;
  consentTimeoutDays: number;
  appEnv: string;
}> = async (app, { db, crypto, publicUrl, consentTimeoutDays, appEnv }) => {
  const tags = ['orders'];
  const deps = { db, crypto, publicUrl, consentTimeoutDays, appEnv };

  app.post(
    '/order',
    {
      config: { access: ORDER_CREATE_ACCESS },
      schema: {
        summary:
          'Create a background-check order, or save a draft again with `id`, as a draft or sent ' +
          '(Idempotency-Key makes it safe to repeat; required with an API key)',
        tags,
        body: CreateOrderRequest,
        response: { 200: okEnvelope(OrderView) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const key = idempotencyKeyOf(request, caller);
      return ok(await createOrder(deps, { caller, ip: request.ip }, request.body, key));
    },
  );

  app.post(
    '/order/populate',
    {
      config: { access: ORDER_READ_ACCESS },
      schema: {
        summary: 'One order the caller may see, with its jobs',
        tags,
        body: OrderIdRequest,
        response: { 200: okEnvelope(OrderView) },
      },
    },
    async (request) =>
      ok(
        await populateOrder(
          { db, crypto },
          { caller: requireCaller(request), ip: request.ip },
          request.body.id,
        ),
      ),
  );

  app.get(
    '/orders',
    {
      config: { access: ORDER_READ_ACCESS },
      schema: {
        summary:
          'A page of the orders the caller may see, newest first, by service, state group and search ' +
          '(order id prefix, name, position or a whole personal number)',
        tags,
        querystring: ListOrdersQuery,
        response: { 200: OrdersPage },
      },
    },
    async (request) => {
      const { result, paging } = await listOrders(
        { db, crypto },
        { caller: requireCaller(request), ip: request.ip },
        request.query,
      );
      return { ...ok(result), paging };
    },
  );

  app.post(
    '/order/abort',
    {
      config: { access: ORDER_CREATE_ACCESS },
      schema: {
        summary: 'Abort (delete) a draft order the caller sees and may order; a sent order is 409',
        tags,
        body: OrderIdRequest,
        response: { 200: okEnvelope(AbortedOrder) },
      },
    },
    async (request) =>
      ok(await abortOrder({ db }, { caller: requireCaller(request), ip: request.ip }, request.body.id)),
  );

  app.post(
    '/order/init',
    {
      config: { access: ORDER_CREATE_ACCESS },
      schema: {
        summary:
          'What the order form needs: services the caller may order, checkpoints and costs, settings, recipients',
        tags,
        body: OrderInitRequest,
        response: { 200: okEnvelope(OrderInitView) },
      },
    },
    async (request) =>
      ok(await orderInit({ db }, { caller: requireCaller(request), ip: request.ip }, request.body)),
  );

  app.get(
    '/order/recipients',
    {
      config: { access: ORDER_RECIPIENT_OPTIONS_ACCESS },
      schema: {
        summary:
          "The users the caller can choose as an order's recipients (orderers and BKChangeRecipient users)",
        tags,
        response: { 200: okEnvelope(OrderRecipientOption) },
      },
    },
    async (request) =>
      ok(await orderRecipientOptions({ db }, { caller: requireCaller(request), ip: request.ip })),
  );

  app.patch(
    '/orders/:id',
    {
      config: { access: ORDER_CHANGE_RECIPIENTS_ACCESS },
      schema: {
        summary: "Replace an order's recipients (BKChangeRecipient, and the caller sees the order)",
        tags,
        params: OrderIdParams,
        body: UpdateOrderRecipientsRequest,
        response: { 200: okEnvelope(OrderView) },
      },
    },
    async (request) =>
      ok(
        await changeOrderRecipients(
          { db, crypto },
          { caller: requireCaller(request), ip: request.ip },
          request.params.id,
          request.body,
        ),
      ),
  );

  app.get(
    '/persons/:id/orders',
    {
      config: { access: ORDER_READ_ACCESS },
      schema: {
        summary: "A page of one person's orders the caller may see, newest first (id: a job's personId)",
        tags,
        params: PersonIdParams,
        querystring: PersonOrdersQuery,
        response: { 200: OrdersPage },
      },
    },
    async (request) => {
      const { result, paging } = await listPersonOrders(
        { db, crypto },
        { caller: requireCaller(request), ip: request.ip },
        request.params.id,
        request.query,
      );
      return { ...ok(result), paging };
    },
  );

  app.post(
    '/persons/:id/orders',
    {
      config: { access: ORDER_CREATE_ACCESS },
      schema: {
        summary:
          'A new order for a person the caller has ordered before (identity from their newest visible job; ' +
          'Idempotency-Key makes it safe to repeat; required with an API key)',
        tags,
        params: PersonIdParams,
        body: PersonOrderRequest,
        response: { 200: okEnvelope(OrderView) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const key = idempotencyKeyOf(request, caller);
      return ok(
        await createPersonOrder(deps, { caller, ip: request.ip }, request.params.id, request.body, key),
      );
    },
  );
};
