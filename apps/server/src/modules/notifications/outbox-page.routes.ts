import { okEnvelope } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { ok } from '../../platform/http/envelopes';
import { sendTestServicePage } from '../../platform/http/test-service-page';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, OUTBOX_TRANSPORTS } from './notifications.schema';
import { listOutbox, outboxPage } from './notifications.service';
import { renderOutboxPage } from './outbox-page.html';

export const OUTBOX_PAGE_PATH = '/dev/outbox';

const OutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  /** Null once cleared after the retention period. */
  to: z.string().nullable(),
  subject: z.string().nullable(),
  /** Null once cleared after the retention period. */
  text: z.string().nullable(),
  category: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  transport: z.enum(OUTBOX_TRANSPORTS).nullable(),
  attempts: z.number().int(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** E-mail attachments (text files such as a calendar invitation); empty once cleared. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
});

/**
 * The outbox page and its JSON twin: a test service (architecture.md, local stand-ins), registered by
 * app.ts only outside production. Browser tests read SMS and reset codes from the JSON.
 */
export const outboxPageRoutes: FastifyPluginAsyncZod<{ db: Database; crypto: FieldCrypto }> = async (
  app,
  { db, crypto },
) => {
  app.get(
    OUTBOX_PAGE_PATH,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Test service: the e-mail and SMS outbox as a page (not in production)',
        tags: ['test services'],
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
      },
    },
    async (request, reply) => {
      const page = await outboxPage(db, crypto, request.query.page);
      return sendTestServicePage(reply, renderOutboxPage(page));
    },
  );

  app.get(
    `${OUTBOX_PAGE_PATH}/messages`,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Test service: the latest outbox messages, newest first (not in production)',
        tags: ['test services'],
        querystring: z.object({
          to: z.string().min(1).max(320).optional(),
          category: z.string().min(1).max(200).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: okEnvelope(OutboxMessage) },
      },
    },
    async (request, reply) => {
      const { to, category, limit } = request.query;
      const messages = await listOutbox(db, crypto, {
        limit,
        ...(to === undefined ? {} : { recipient: to }),
        ...(category === undefined ? {} : { category }),
      });
      reply.header('cache-control', 'no-store');
      return ok(
        messages.map((message) => ({
          id: message.id,
          channel: message.channel,
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          category: message.category,
          status: message.status,
          transport: message.transport,
          attempts: message.attempts,
          createdAt: message.createdAt.toISOString(),
          sentAt: message.sentAt?.toISOString() ?? null,
          attachments: message.attachments,
        })),
      );
    },
  );
};
