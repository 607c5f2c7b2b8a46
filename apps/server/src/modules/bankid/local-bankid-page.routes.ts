import { okEnvelope, toBankIdPersonalNumber } from '@granska/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelopes';
import { sendTestServicePage } from '../../platform/http/test-service-page';
import { BankIdPersonalNumber } from './bankid-api';
import { LOCAL_BANKID_API_PATH, localBankIdApiRoutes } from './local-bankid.routes';
import {
  type LocalBankIdSettings,
  type LocalOrderState,
  LocalOrderStateError,
  listOpenLocalOrders,
  testerCancel,
  testerComplete,
  testerExpire,
  testerStart,
  visibleText,
} from './local-bankid.service';
import { renderLocalBankIdPage } from './local-bankid-page.html';

export const LOCAL_BANKID_PAGE_PATH = '/dev/bankid';

const FORM = 'application/x-www-form-urlencoded';

const OpenOrder = z.object({
  orderRef: z.string(),
  type: z.enum(['auth', 'sign']),
  channel: z.enum(['qr', 'phone']),
  requestedPersonalNumber: z.string().nullable(),
  userVisibleData: z.string().nullable(),
  hintCode: z.string().nullable(),
  started: z.boolean(),
  createdAt: z.iso.datetime(),
  ageSeconds: z.number().int(),
});

const OrderState = z.object({
  orderRef: z.string(),
  status: z.enum(['pending', 'failed', 'complete', 'cancelled']),
  hintCode: z.string().nullable(),
});

const OrderParams = z.object({ orderRef: z.string().min(1).max(100) });

const CompleteBody = z.object({
  personalNumber: z
    .string()
    .max(20)
    .transform((value, context) => {
      const digits = toBankIdPersonalNumber(value);
      if (digits === null || !BankIdPersonalNumber.safeParse(digits).success) {
        context.addIssue({ code: 'custom', message: 'Ogiltigt personnummer (ÅÅÅÅMMDDNNNN)' });
        return z.NEVER;
      }
      return digits;
    }),
  name: z.string().max(100).optional(),
});

const NOTICE_BY_ACTION = {
  complete: 'klar',
  cancel: 'avbruten',
  expire: 'utgangen',
  start: 'startad',
} as const;
type Action = keyof typeof NOTICE_BY_ACTION;

const isForm = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith(FORM);

/**
 * The local BankID server (architecture.md, bankid.md), a test service registered by app.ts only outside
 * production: its RP API under /dev/bankid/rp/v6.0, the tester page /dev/bankid (plain forms, no
 * scripts) and the page's JSON twin for tests.
 */
export const localBankIdRoutes: FastifyPluginAsyncZod<{
  db: Database;
  settings: LocalBankIdSettings;
}> = async (app, { db, settings }) => {
  await app.register(localBankIdApiRoutes, { db, settings, prefix: LOCAL_BANKID_API_PATH });

  await app.register(async (context) => {
    const page = context.withTypeProvider<ZodTypeProvider>();
    // The page's forms post urlencoded fields; no package needed for four short fields.
    page.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    page.get(
      LOCAL_BANKID_PAGE_PATH,
      {
        config: { access: 'public' },
        schema: {
          summary: 'Test service: the local BankID server, play the BankID app (not in production)',
          tags: ['test services'],
          querystring: z.object({ meddelande: z.string().max(40).optional() }),
        },
      },
      async (request, reply) => {
        const orders = await listOpenLocalOrders(db, settings);
        return sendTestServicePage(reply, renderLocalBankIdPage(orders, request.query.meddelande));
      },
    );

    page.get(
      `${LOCAL_BANKID_PAGE_PATH}/orders`,
      {
        config: { access: 'public' },
        schema: {
          summary: 'Test service: open orders of the local BankID server, oldest first (not in production)',
          tags: ['test services'],
          querystring: z.object({ status: z.literal('open').default('open') }),
          response: { 200: okEnvelope(OpenOrder) },
        },
      },
      async (_request, reply) => {
        const orders = await listOpenLocalOrders(db, settings);
        reply.header('cache-control', 'no-store');
        return ok(
          orders.map((order) => ({
            orderRef: order.orderRef,
            type: order.kind,
            channel: order.channel,
            requestedPersonalNumber: order.personalNumber,
            userVisibleData: visibleText(order),
            hintCode: order.hintCode,
            started: order.startedAt !== null,
            createdAt: order.createdAt.toISOString(),
            ageSeconds: order.ageSeconds,
          })),
        );
      },
    );

    const answer = async (
      request: FastifyRequest,
      reply: FastifyReply,
      action: Action,
      run: () => Promise<LocalOrderState>,
    ) => {
      const form = isForm(request);
      try {
        const state = await run();
        if (!form) return ok(state);
        const notice =
          action === 'complete' && state.status === 'failed' ? 'fel-person' : NOTICE_BY_ACTION[action];
        return reply.redirect(`${LOCAL_BANKID_PAGE_PATH}?meddelande=${notice}`, 303);
      } catch (error) {
        if (!(error instanceof LocalOrderStateError)) throw error;
        if (form) return reply.redirect(`${LOCAL_BANKID_PAGE_PATH}?meddelande=inte-oppen`, 303);
        throw error.reason === 'not-found'
          ? AppError.notFound('Ordern finns inte')
          : AppError.conflict('Ordern är inte längre öppen');
      }
    };

    const actionRoute = (summary: string) => ({
      config: { access: 'public' as const },
      schema: {
        summary: `Test service: ${summary} (not in production)`,
        tags: ['test services'],
        params: OrderParams,
        response: { 200: okEnvelope(OrderState) },
      },
    });

    page.post(
      `${LOCAL_BANKID_PAGE_PATH}/orders/:orderRef/complete`,
      actionRoute('approve an order as a personal number'),
      async (request, reply) => {
        const body = CompleteBody.safeParse(request.body ?? {});
        if (!body.success) {
          if (isForm(request)) {
            return reply.redirect(`${LOCAL_BANKID_PAGE_PATH}?meddelande=ogiltigt-personnummer`, 303);
          }
          throw body.error;
        }
        const { orderRef } = OrderParams.parse(request.params);
        return answer(request, reply, 'complete', () =>
          testerComplete(db, settings, orderRef, {
            personalNumber: body.data.personalNumber,
            name: body.data.name,
          }),
        );
      },
    );
    page.post(
      `${LOCAL_BANKID_PAGE_PATH}/orders/:orderRef/start`,
      actionRoute('start the BankID app for an order (pending/userSign)'),
      async (request, reply) =>
        answer(request, reply, 'start', () => testerStart(db, settings, request.params.orderRef)),
    );
    page.post(
      `${LOCAL_BANKID_PAGE_PATH}/orders/:orderRef/cancel`,
      actionRoute('the user cancels in the app (failed/userCancel)'),
      async (request, reply) =>
        answer(request, reply, 'cancel', () => testerCancel(db, settings, request.params.orderRef)),
    );
    page.post(
      `${LOCAL_BANKID_PAGE_PATH}/orders/:orderRef/expire`,
      actionRoute('let an order expire now (failed/startFailed or expiredTransaction)'),
      async (request, reply) =>
        answer(request, reply, 'expire', () => testerExpire(db, settings, request.params.orderRef)),
    );
  });
};
