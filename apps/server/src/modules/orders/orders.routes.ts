import {
  abortOrderEndpoint,
  approveLfdFollowUpEndpoint,
  approvePsScheduleEndpoint,
  cancelLfdFollowUpEndpoint,
  cancelPsScheduleEndpoint,
  cancelScheduledOrderEndpoint,
  changeOrderRecipientsEndpoint,
  createOrderEndpoint,
  createPersonOrderEndpoint,
  createPsOrderEndpoint,
  deleteLfdOrderEndpoint,
  getScheduledOrderEndpoint,
  IDEMPOTENCY_KEY_HEADER,
  type LfdList,
  listArchivedLfdOrdersEndpoint,
  listLfdOrdersEndpoint,
  listOrdersEndpoint,
  listPersonOrdersEndpoint,
  listPsOrdersEndpoint,
  listScheduledLfdOrdersEndpoint,
  ORDER_MESSAGES,
  orderInitEndpoint,
  orderRecipientOptionsEndpoint,
  populateOrderEndpoint,
  psOrderFormEndpoint,
  scheduleOrderEndpoint,
} from '@granska/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { type Caller, isApiKeyCaller } from '../../platform/http/caller';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { approveLfdFollowUp, cancelLfdFollowUp } from './lfd-follow-ups';
import { deleteLfdOrder, listLfdOrders } from './lfd-orders';
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
import { approvePsSchedule, cancelPsSchedule, createPsOrder, listPsOrders, psOrderForm } from './ps-orders';
import { cancelScheduledOrder, scheduledOrder, scheduleOrder } from './scheduled-orders';

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
 * PATCH /orders/{id}; GET and POST /persons/{id}/orders; POST and GET /orders/{id}/scheduled-order),
 * and our GET /order/recipients and DELETE /orders/{id}/scheduled-order.
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
    async ({ body, context, request }) =>
      ok(await createOrder(deps, context, body, idempotencyKeyOf(request, context.caller))),
    { tags },
  );

  addEndpoint(
    app,
    populateOrderEndpoint,
    async ({ body, context }) => ok(await populateOrder({ db, crypto }, context, body.id)),
    { tags },
  );

  addEndpoint(
    app,
    listOrdersEndpoint,
    async ({ query, context }) => {
      const { result, paging } = await listOrders({ db, crypto }, context, query);
      return { ...ok(result), paging };
    },
    { tags },
  );

  addEndpoint(
    app,
    abortOrderEndpoint,
    async ({ body, context }) => ok(await abortOrder({ db }, context, body.id)),
    { tags },
  );

  addEndpoint(
    app,
    orderInitEndpoint,
    async ({ body, context }) => ok(await orderInit({ db }, context, body)),
    {
      tags,
    },
  );

  addEndpoint(
    app,
    orderRecipientOptionsEndpoint,
    async ({ context }) => ok(await orderRecipientOptions({ db }, context)),
    { tags },
  );

  addEndpoint(
    app,
    changeOrderRecipientsEndpoint,
    async ({ params, body, context }) =>
      ok(await changeOrderRecipients({ db, crypto }, context, params.id, body)),
    { tags },
  );

  addEndpoint(
    app,
    listPersonOrdersEndpoint,
    async ({ params, query, context }) => {
      const { result, paging } = await listPersonOrders({ db, crypto }, context, params.id, query);
      return { ...ok(result), paging };
    },
    { tags },
  );

  addEndpoint(
    app,
    createPersonOrderEndpoint,
    async ({ params, body, context, request }) =>
      ok(await createPersonOrder(deps, context, params.id, body, idempotencyKeyOf(request, context.caller))),
    { tags },
  );

  addEndpoint(
    app,
    scheduleOrderEndpoint,
    async ({ params, body, context }) => ok(await scheduleOrder({ db }, context, params.id, body)),
    { tags },
  );

  addEndpoint(
    app,
    getScheduledOrderEndpoint,
    async ({ params, context }) => ok(await scheduledOrder({ db }, context, params.id)),
    { tags },
  );

  addEndpoint(
    app,
    cancelScheduledOrderEndpoint,
    async ({ params, context }) => ok(await cancelScheduledOrder({ db }, context, params.id)),
    { tags },
  );

  // LFD (spec §7 GET /order/lfd, /order/lfdarchived, /order/lfdscheduled; docs/decisions/lfd.md).
  const lfdLists = [
    ['current', listLfdOrdersEndpoint],
    ['archived', listArchivedLfdOrdersEndpoint],
    ['scheduled', listScheduledLfdOrdersEndpoint],
  ] as const satisfies readonly (readonly [LfdList, unknown])[];
  for (const [list, endpoint] of lfdLists) {
    addEndpoint(
      app,
      endpoint,
      async ({ query, context }) => {
        const { result, paging } = await listLfdOrders({ db, crypto }, context, list, query);
        return { ...ok(result), paging };
      },
      { tags: ['lfd'] },
    );
  }

  addEndpoint(
    app,
    deleteLfdOrderEndpoint,
    async ({ body, context }) => ok(await deleteLfdOrder({ db }, context, body.id)),
    { tags: ['lfd'] },
  );

  addEndpoint(
    app,
    approveLfdFollowUpEndpoint,
    async ({ params, body, context }) =>
      ok(await approveLfdFollowUp({ db, crypto }, context, params.id, body)),
    { tags: ['lfd'] },
  );

  addEndpoint(
    app,
    cancelLfdFollowUpEndpoint,
    async ({ params, context }) => ok(await cancelLfdFollowUp({ db, crypto }, context, params.id)),
    { tags: ['lfd'] },
  );

  const psTags = { tags: ['protective-security'] };
  addEndpoint(
    app,
    psOrderFormEndpoint,
    async ({ context }) => ok(await psOrderForm({ db }, context)),
    psTags,
  );
  addEndpoint(
    app,
    createPsOrderEndpoint,
    async ({ params, body, context }) => ok(await createPsOrder(deps, context, params.id, body)),
    psTags,
  );
  addEndpoint(
    app,
    listPsOrdersEndpoint,
    async ({ query, context }) => {
      const { result, paging } = await listPsOrders({ db, crypto }, context, query);
      return { ...ok(result), paging };
    },
    psTags,
  );
  addEndpoint(
    app,
    approvePsScheduleEndpoint,
    async ({ params, context }) => ok(await approvePsSchedule({ db, crypto }, context, params.id)),
    psTags,
  );
  addEndpoint(
    app,
    cancelPsScheduleEndpoint,
    async ({ params, context }) => ok(await cancelPsSchedule({ db, crypto }, context, params.id)),
    psTags,
  );
};
