import {
  abortOrderEndpoint,
  changeOrderRecipientsEndpoint,
  createOrderEndpoint,
  createPersonOrderEndpoint,
  IDEMPOTENCY_KEY_HEADER,
  listOrdersEndpoint,
  listPersonOrdersEndpoint,
  ORDER_MESSAGES,
  orderInitEndpoint,
  orderRecipientOptionsEndpoint,
  populateOrderEndpoint,
} from '@granska/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { type Caller, isApiKeyCaller, requireCaller } from '../../platform/http/caller';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
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

  addEndpoint(
    app,
    createOrderEndpoint,
    async ({ body, request }) => {
      const caller = requireCaller(request);
      const key = idempotencyKeyOf(request, caller);
      return ok(await createOrder(deps, { caller, ip: request.ip }, body, key));
    },
    { tags },
  );

  addEndpoint(
    app,
    populateOrderEndpoint,
    async ({ body, request }) =>
      ok(await populateOrder({ db, crypto }, { caller: requireCaller(request), ip: request.ip }, body.id)),
    { tags },
  );

  addEndpoint(
    app,
    listOrdersEndpoint,
    async ({ query, request }) => {
      const { result, paging } = await listOrders(
        { db, crypto },
        { caller: requireCaller(request), ip: request.ip },
        query,
      );
      return { ...ok(result), paging };
    },
    { tags },
  );

  addEndpoint(
    app,
    abortOrderEndpoint,
    async ({ body, request }) =>
      ok(await abortOrder({ db }, { caller: requireCaller(request), ip: request.ip }, body.id)),
    { tags },
  );

  addEndpoint(
    app,
    orderInitEndpoint,
    async ({ body, request }) =>
      ok(await orderInit({ db }, { caller: requireCaller(request), ip: request.ip }, body)),
    { tags },
  );

  addEndpoint(
    app,
    orderRecipientOptionsEndpoint,
    async ({ request }) =>
      ok(await orderRecipientOptions({ db }, { caller: requireCaller(request), ip: request.ip })),
    { tags },
  );

  addEndpoint(
    app,
    changeOrderRecipientsEndpoint,
    async ({ params, body, request }) =>
      ok(
        await changeOrderRecipients(
          { db, crypto },
          { caller: requireCaller(request), ip: request.ip },
          params.id,
          body,
        ),
      ),
    { tags },
  );

  addEndpoint(
    app,
    listPersonOrdersEndpoint,
    async ({ params, query, request }) => {
      const { result, paging } = await listPersonOrders(
        { db, crypto },
        { caller: requireCaller(request), ip: request.ip },
        params.id,
        query,
      );
      return { ...ok(result), paging };
    },
    { tags },
  );

  addEndpoint(
    app,
    createPersonOrderEndpoint,
    async ({ params, body, request }) => {
      const caller = requireCaller(request);
      const key = idempotencyKeyOf(request, caller);
      return ok(await createPersonOrder(deps, { caller, ip: request.ip }, params.id, body, key));
    },
    { tags },
  );
};
