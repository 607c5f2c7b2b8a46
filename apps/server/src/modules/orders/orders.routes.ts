import {
  AbortedOrder,
  CreateOrderRequest,
  IDEMPOTENCY_KEY_HEADER,
  ListOrdersQuery,
  OrderIdParams,
  OrderIdRequest,
  OrderInitRequest,
  OrderInitView,
  OrdersPage,
  OrderView,
  okEnvelope,
  UpdateOrderRecipientsRequest,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { requireCaller } from '../../platform/http/caller';
import { ok } from '../../platform/http/envelopes';
import { ORDER_CHANGE_RECIPIENTS_ACCESS, ORDER_CREATE_ACCESS, ORDER_READ_ACCESS } from './orders.policy';
import {
  abortOrder,
  changeOrderRecipients,
  createOrder,
  listOrders,
  orderInit,
  populateOrder,
} from './orders.service';

const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * Background-check orders (spec §7 POST /order, /order/abort, /order/populate, /order/init; GET /orders;
 * PATCH /orders/{id}).
 */
export const ordersRoutes: FastifyPluginAsyncZod<{
  db: Database;
  crypto: FieldCrypto;
  publicUrl: string;
}> = async (app, { db, crypto, publicUrl }) => {
  const tags = ['orders'];

  app.post(
    '/order',
    {
      config: { access: ORDER_CREATE_ACCESS },
      schema: {
        summary:
          'Create a background-check order, as a draft or sent (Idempotency-Key makes it safe to repeat)',
        tags,
        body: CreateOrderRequest,
        response: { 200: okEnvelope(OrderView) },
      },
    },
    async (request) => {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      const key = Array.isArray(header) ? header[0] : header;
      if (key !== undefined && (key.trim() === '' || key.length > MAX_IDEMPOTENCY_KEY_LENGTH)) {
        throw AppError.badRequest('Ogiltig Idempotency-Key');
      }
      return ok(
        await createOrder(
          { db, crypto, publicUrl },
          { caller: requireCaller(request), ip: request.ip },
          request.body,
          key,
        ),
      );
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
        summary: 'A page of the orders the caller may see, newest first, optionally of one service',
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
};
