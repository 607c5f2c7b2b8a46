import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database';
import { toAppError } from '../../platform/http/error-handler';
import type { AuditOutcome } from './audit.schema';
import { looksLikePersonalData, recordAudit } from './audit.service';

/**
 * Refused reads of person data and user records (security review, issue 10 item 7; docs/decisions/
 * audit-log.md). A route below that answers 403 or 404 to a logged-in caller leaves an audit row with
 * the outcome, the caller, the record id it asked for, the time and the address, whichever check
 * refused it (the auth layer's group check or the service's object-level check). The row is written
 * after the request's transaction has rolled back, so the refusal cannot take it along.
 *
 * Successful reads are audited by the services themselves (order.read, job.open, user.read, …), in the
 * transaction of the read.
 */

/** Where the asked-for record id is in the request; absent for lists. */
type RecordIdSource = 'params.id' | 'body.id' | 'body.jobId' | 'body.userId' | 'body.orderId';

export interface AuditedRead {
  /** `<entity>.<verb>`, the action a successful call records (or would). */
  action: string;
  entity: string;
  id?: RecordIdSource;
}

const read = (action: string, id?: RecordIdSource): AuditedRead => ({
  action,
  entity: action.split('.')[0] as string,
  ...(id ? { id } : {}),
});

/**
 * The main-API routes that read or change person data (the person checked, collected data, reports,
 * attachments, analysis) or user records, by `METHOD url`, with the action their refusal is recorded
 * as and where the asked-for id is. A route of these areas (PERSON_DATA_AREA) that is not listed here
 * is audited all the same, under a default name (`auditedReadOf`): a new route is covered before
 * anyone remembers this list.
 */
export const PERSON_DATA_ROUTES: Readonly<Record<string, AuditedRead>> = {
  // Orders (the person checked).
  'POST /api/order': read('order.create', 'body.id'),
  'POST /api/order/populate': read('order.read', 'body.id'),
  'GET /api/orders': read('order.list'),
  'POST /api/order/abort': read('order.abort', 'body.id'),
  'PATCH /api/orders/:id': read('order.recipients', 'params.id'),
  'GET /api/persons/:id/orders': read('person.orders', 'params.id'),
  'POST /api/persons/:id/orders': read('person.order', 'params.id'),
  // Staff jobs.
  'GET /api/jobs': read('job.list'),
  'POST /api/job/populate': read('job.open', 'body.id'),
  'POST /api/jobs/user': read('job.assign', 'body.jobId'),
  'POST /api/job/coordinator-notes': read('job.coordinator-notes', 'body.id'),
  'POST /api/job/approve': read('job.approve', 'body.id'),
  'POST /api/job/reverse': read('job.reverse', 'body.id'),
  'GET /api/spi-coordinators/jobs': read('job.list'),
  'POST /api/spi-coordinators/updateSpiLeader': read('job.spi-leader', 'body.jobId'),
  // Collected data.
  'GET /api/collecteddata/': read('collected-data.list'),
  'GET /api/collecteddata/:id': read('collected-data.read', 'params.id'),
  'PUT /api/collecteddata/:id': read('collected-data.update', 'params.id'),
  'GET /api/jobs/:id/collecteddata': read('collected-data.read', 'params.id'),
  // Reports.
  'POST /api/report/populate': read('report.read', 'body.jobId'),
  'POST /api/report': read('report.save', 'body.jobId'),
  'POST /api/report/preview': read('report.preview', 'body.jobId'),
  'POST /api/review/preview': read('report.review', 'body.jobId'),
  'POST /api/report/final': read('report.final', 'body.jobId'),
  'POST /api/report/finalasimages': read('report.final', 'body.jobId'),
  'POST /api/report/delivered': read('report.delivered', 'body.jobId'),
  'GET /api/jobs/:id/report': read('report.download', 'params.id'),
  'POST /api/jobs/:id/report': read('report.download', 'params.id'),
  // Analysis.
  'POST /api/attachment': read('attachment.upload', 'body.jobId'),
  'POST /api/attachment/populate': read('attachment.read', 'body.id'),
  'POST /api/attachment/delete': read('attachment.delete', 'body.id'),
  'POST /api/attachment/list': read('attachment.list', 'body.jobId'),
  'POST /api/datapart': read('datapart.save', 'body.jobId'),
  'POST /api/datapart/populate': read('datapart.read', 'body.id'),
  'GET /api/jobs/:id/dataparts': read('datapart.list', 'params.id'),
  'GET /api/jobs/:id/risc': read('risc.read', 'params.id'),
  'POST /api/jobs/:id/risc': read('risc.save', 'params.id'),
  'POST /api/bulkdata/creditsafe': read('bulkdata.creditsafe', 'body.jobId'),
  'POST /api/bulkdata/actapublica': read('bulkdata.actapublica', 'body.jobId'),
  // The SÄK person register.
  'GET /api/protective-security/persons': read('ps-person.list'),
  'POST /api/protective-security/persons': read('ps-person.create'),
  'POST /api/protective-security/persons/import': read('ps-person.import'),
  'GET /api/protective-security/persons/:id': read('ps-person.read', 'params.id'),
  'PUT /api/protective-security/persons/:id': read('ps-person.update', 'params.id'),
  'DELETE /api/protective-security/persons/:id': read('ps-person.delete', 'params.id'),
  'GET /api/protective-security/renewals': read('ps-person.renewal-list'),
  'GET /api/protective-security/persons/:id/renewals': read('ps-person.renewals', 'params.id'),
  // A person card's documents (the documents service, /documents).
  'GET /documents/person/:id/documents': read('ps-document.list', 'params.id'),
  'POST /documents/person/:id/documents': read('ps-document.create', 'params.id'),
  'GET /documents/document/:id': read('ps-document.read', 'params.id'),
  'DELETE /documents/document/:id': read('ps-document.delete', 'params.id'),
  // User records.
  'POST /api/user': read('user.save', 'body.userId'),
  'POST /api/user/populate': read('user.read', 'body.userId'),
  'POST /api/user/delete': read('user.delete', 'body.userId'),
  'POST /api/user/reset': read('user.reset-password', 'body.userId'),
  'GET /api/users': read('user.list'),
  'POST /api/users': read('user.list'),
  // Reference checks (the reference service, /ref): the candidate's and the referees' details.
  'POST /ref/order': read('reference-order.save', 'body.id'),
  'POST /ref/order/populate': read('reference-order.read', 'body.id'),
  'POST /ref/order/list': read('reference-order.list'),
  'POST /ref/order/decrypt': read('reference-order.decrypt', 'body.id'),
  'POST /ref/order/delete': read('reference-order.delete', 'body.id'),
  'POST /ref/order/send': read('reference-order.send', 'body.id'),
  'POST /ref/order/archive': read('reference-order.archive', 'body.id'),
  'POST /ref/order/report': read('reference-order.report', 'body.id'),
  'POST /ref/order/pdf': read('reference-order.pdf', 'body.id'),
  'POST /ref/order/pdf/decrypted': read('reference-order.pdf-decrypted', 'body.id'),
  'POST /ref/order/signal/review': read('reference-order.signal-review', 'body.orderId'),
  'POST /ref/reference/populate': read('reference.read', 'body.id'),
  'POST /ref/reference/decrypt': read('reference.decrypt', 'body.id'),
};

/** Routes of the areas that read no person data, with the reason. */
export const NOT_PERSON_DATA_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/jobs/counts': 'numbers per queue only',
  'POST /api/order/init': "the customer's order settings",
};

/**
 * The URL areas whose routes read person data or user records. Public routes among them (the external
 * consent, report-approval and BankID calls, keyed by a secret link) have no logged-in caller: their
 * refusals are not recorded, so that an anonymous caller cannot fill the audit log.
 */
export const PERSON_DATA_AREA =
  /^\/(api\/(order|orders|persons|protective-security|job|jobs|spi-coordinators|collecteddata|report|review|attachment|datapart|bulkdata|consent|bankid|user|users)|ref\/(order|reference|candidate)|documents\/(person|document))(\/|$)/;

const ENTITY_OF_SEGMENT: Readonly<Record<string, string>> = {
  // The reference service's (/ref) orders are reference-check orders.
  'ref/order': 'reference-order',
  'ref/candidate': 'reference-order',
  'ref/reference': 'reference',
  orders: 'order',
  persons: 'person',
  jobs: 'job',
  users: 'user',
  review: 'report',
  collecteddata: 'collected-data',
};

/**
 * What a refusal on this route is recorded as: its PERSON_DATA_ROUTES entry; for another route of
 * PERSON_DATA_AREA `<entity>.access` with the id from the path, or else the body's `jobId`, `id` or
 * `userId`; undefined for routes outside the area and NOT_PERSON_DATA_ROUTES. HEAD is GET's.
 */
export const auditedReadOf = (method: string, url: string): AuditedRead | undefined => {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  const listed = PERSON_DATA_ROUTES[key];
  if (listed) return listed;
  if (!PERSON_DATA_AREA.test(url) || key in NOT_PERSON_DATA_ROUTES) return undefined;
  const [, service = '', segment = ''] = url.split('/');
  const entity = ENTITY_OF_SEGMENT[`${service}/${segment}`] ?? ENTITY_OF_SEGMENT[segment] ?? segment;
  return { action: `${entity}.access`, entity, ...(url.includes('/:id') ? { id: 'params.id' } : {}) };
};

const OUTCOME_BY_STATUS: Readonly<Record<number, AuditOutcome>> = { 403: 'DENIED', 404: 'NOT_FOUND' };

const MAX_ID_LENGTH = 200;

const valueAt = (request: FastifyRequest, source: RecordIdSource): unknown => {
  const [part, field] = source.split('.') as ['params' | 'body', string];
  const container = (part === 'params' ? request.params : request.body) as Record<string, unknown> | null;
  return container && typeof container === 'object' ? container[field] : undefined;
};

const BODY_ID_FIELDS: readonly RecordIdSource[] = ['body.jobId', 'body.id', 'body.userId', 'body.orderId'];

/** The asked-for id, unless it is missing, too long, or itself looks like personal data. */
const recordIdOf = (request: FastifyRequest, audited: AuditedRead): string | null => {
  const sources = audited.id ? [audited.id] : audited.action.endsWith('.access') ? BODY_ID_FIELDS : [];
  const value = sources.map((source) => valueAt(request, source)).find((found) => found !== undefined);
  if (typeof value !== 'string' || value === '' || value.length > MAX_ID_LENGTH) return null;
  return looksLikePersonalData(value) ? null : value;
};

/**
 * Installs the hook on the main API (before its routes are registered). Fastify runs `onError` hooks
 * before the error handler answers, so the row is written before the caller sees the refusal. A
 * failure to write it is logged and the refusal still answered.
 */
export const installRefusedReadAudit = (api: FastifyInstance, db: Database): void => {
  api.addHook('onError', async (request, _reply, error) => {
    const caller = request.caller;
    if (!caller) return;
    const outcome = OUTCOME_BY_STATUS[toAppError(error).statusCode];
    const { url } = request.routeOptions;
    // Unknown paths have no route (the 404 handler answers them): nothing was asked of a record.
    if (!outcome || url === undefined) return;
    const audited = auditedReadOf(request.method, url);
    if (!audited) return;
    const key = `${request.method} ${url}`;
    try {
      await recordAudit(db, {
        actor: caller,
        action: audited.action,
        entity: audited.entity,
        entityId: recordIdOf(request, audited),
        ip: request.ip,
        outcome,
        details: { route: key },
      });
    } catch (auditError) {
      request.log.error({ err: auditError, route: key }, 'refused read not audited');
    }
  });
};
