import {
  LFD_LIST_STATES,
  LFD_MESSAGES,
  type LfdDeleteResult,
  type LfdList,
  type LfdListQuery,
  type LfdOrderRow,
  LfdService,
  ORDER_MESSAGES,
  type OrderView,
  orderAreaOf,
  type Paging,
} from '@granska/domain';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { runAuditedRead, runCommand } from '../audit';
import { transitionJob } from './job-transitions';
import { searchFilter } from './order-search';
import { lfdListScope, maySeeOrderOfAnyArea } from './orders.policy';
import { consentsOfJob, deleteOrderRow, jobsOfOrders, lockOrderRow } from './orders.repository';
import { callerCustomer, type OrdersDeps, pageOfOrders } from './orders.service';

type ReadDeps = Pick<OrdersDeps, 'db' | 'crypto'>;

/** An LFD order as a list row: its one job (docs/decisions/lfd.md: one person per LFD order). */
const lfdRow = (order: OrderView): LfdOrderRow[] =>
  order.jobs.map((job) => ({
    orderId: order.id,
    jobId: job.id,
    service: LfdService.parse(job.service),
    name: job.name,
    sequenceNumber: job.lfdDetails?.sequenceNumber ?? 1,
    currState: job.currState,
    ordered: order.ordered,
    orderDate: job.orderDate,
    deadline: job.deadline,
    deadlineStatus: job.deadlineStatus,
    activationTime: job.lfdDetails?.activationTime ?? null,
    followUpApproved: job.currState === 'SCHEDULED' ? (job.lfdDetails?.followUpApproved ?? false) : null,
    hasReport: job.hasReport,
  }));

/**
 * GET /order/lfd, /order/lfdarchived, /order/lfdscheduled: a page of the LFD orders of the list's job
 * states that the list shows the caller (lfdListScope), newest first, with the order-list search of
 * GET /orders. The read of person data is audited like the orders list (`order.list`, with the list).
 */
export const listLfdOrders = (
  deps: ReadDeps,
  context: RequestContext,
  list: LfdList,
  query: LfdListQuery,
): Promise<{ result: LfdOrderRow[]; paging: Paging }> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const customer = await callerCustomer(tx, context.caller);
    const filter = {
      scope: lfdListScope(context.caller, customer.id, list),
      jobStates: LFD_LIST_STATES[list],
    };
    const searched = query.search
      ? await searchFilter(tx, deps.crypto, filter, query.search, context.now)
      : filter;
    const { result, audit } = await pageOfOrders(tx, deps, context, customer, searched, query, {
      lfdList: list,
    });
    return { result: { result: result.result.flatMap(lfdRow), paging: result.paging }, audit };
  });

/** The states a check has finished in, so that the customer may archive it. */
const ARCHIVABLE_STATES = ['APPROVED', 'DECLINED', 'TIMED_OUT'] as const;

/**
 * POST /order/lfd/delete (LfdDelete): a draft LFD order the caller sees is deleted with its job (as
 * POST /order/abort deletes a draft); a finished one (every job APPROVED, DECLINED or TIMED_OUT) has its
 * jobs archived (the state machine's `archive`, by the system on the customer's word). Anything else is
 * 409; an order the caller does not see, or not an LFD order, is 404.
 */
export const deleteLfdOrder = (
  deps: Pick<OrdersDeps, 'db'>,
  context: RequestContext,
  id: string,
): Promise<LfdDeleteResult> =>
  runCommand<LfdDeleteResult>(deps.db, context, async (tx) => {
    const customer = await callerCustomer(tx, context.caller);
    const order = await lockOrderRow(tx, id);
    const { jobs } = order ? await jobsOfOrders(tx, [order.id]) : { jobs: [] };
    const states = jobs.map((job) => job.currState);
    if (
      !order ||
      orderAreaOf(order.service) !== 'lfd' ||
      !maySeeOrderOfAnyArea(context.caller, customer.id, order, states)
    ) {
      throw AppError.notFound(ORDER_MESSAGES.notFound);
    }
    const details = { customerId: customer.id, service: order.service, jobIds: jobs.map((job) => job.id) };
    if (!order.ordered && states.every((state) => state === 'CREATED')) {
      await deleteOrderRow(tx, order.id);
      return {
        result: { id: order.id, outcome: 'deleted' as const },
        audit: { action: 'order.abort', entity: 'order', entityId: order.id, details },
      };
    }
    if (
      jobs.length === 0 ||
      !states.every((state) => (ARCHIVABLE_STATES as readonly string[]).includes(state))
    ) {
      throw AppError.conflict(LFD_MESSAGES.notDeletable);
    }
    for (const job of jobs) {
      await transitionJob(tx, job, 'archive', {
        consentCount: (await consentsOfJob(tx, job.id)).length,
        apiKeyId: order.apiKeyId,
        now: context.now,
      });
    }
    return {
      result: { id: order.id, outcome: 'archived' as const },
      audit: { action: 'order.archive', entity: 'order', entityId: order.id, details },
    };
  });
