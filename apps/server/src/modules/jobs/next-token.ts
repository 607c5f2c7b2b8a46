import { JOB_MESSAGES } from '@granska/domain';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import type { Cursor } from './jobs.repository';
import type { QueueOrder } from './work-queue-filters';

/**
 * GET /jobs's nextToken: where the next page starts (the last row's sort key and id) and which order
 * it belongs to, as base64url JSON. It holds no personal data and grants nothing: every page is
 * filtered by the caller's scope again. A token of another order (another queue) or a damaged one is
 * a 400.
 */
const TokenContent = z.object({
  o: z.enum(['deadline', 'newest']),
  k: z.union([z.literal('infinity'), z.iso.datetime({ offset: true, precision: 6 })]),
  i: z.string().min(1).max(100),
});

export const encodeNextToken = (order: QueueOrder, cursor: Cursor): string =>
  Buffer.from(JSON.stringify({ o: order, k: cursor.sortKey, i: cursor.id }), 'utf8').toString('base64url');

export const decodeNextToken = (token: string, order: QueueOrder): Cursor => {
  const invalid = () => AppError.badRequest(JOB_MESSAGES.invalidNextToken);
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = TokenContent.safeParse(content);
  if (!parsed.success || parsed.data.o !== order) throw invalid();
  if (order === 'newest' && parsed.data.k === 'infinity') throw invalid();
  return { sortKey: parsed.data.k, id: parsed.data.i };
};
