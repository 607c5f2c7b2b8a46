import {
  addStockholmDays,
  BILLING_CURRENCY,
  type BillingLine,
  type BillingReport,
  type BillingRequest,
  CUSTOMER_MESSAGES,
  jobOrderDate,
  parseInstant,
} from '@granska/domain';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { runAuditedRead } from '../audit';
import { findCustomerById } from '../customers';
import { countArchivedReferenceOrders } from '../reference-checks';
import { billingTotals, discountPercent, isBillableJob, PERFORMED_STATES, priceJob } from './billing.policy';
import { billingCandidates } from './billing.repository';

/** The period's first instant and the instant after it: Stockholm midnights, the end day included. */
export const billingPeriod = (
  request: Pick<BillingRequest, 'startDate' | 'endDate'>,
): { from: Date; until: Date } => {
  const from = parseInstant(request.startDate);
  const lastDay = parseInstant(request.endDate);
  if (!from || !lastDay) throw AppError.badRequest();
  return { from, until: addStockholmDays(lastDay, 1) };
};

/**
 * The billing report of a customer for a period: its background-check jobs that were performed
 * (billing.policy.ts) and whose order date (spec §4) falls in the period, priced from the customer's
 * service costs, the jobs' checkpoint costs and the customer's discount. The read is audited with ids
 * only; no person data is read.
 */
export const customerBilling = async (
  db: Database,
  context: RequestContext,
  request: BillingRequest,
): Promise<BillingReport> =>
  runAuditedRead(db, context, async (tx) => {
    const customer = await findCustomerById(tx, request.customerID);
    if (!customer) throw AppError.notFound(CUSTOMER_MESSAGES.notFound);
    const { from, until } = billingPeriod(request);
    const { jobs, consents } = await billingCandidates(tx, {
      customerId: customer.id,
      createdBefore: until,
      states: PERFORMED_STATES,
    });
    const percent = discountPercent(customer.data.custBillingData?.billingDiscount);
    const serviceCost = customer.data.serviceCost ?? {};

    const lines: BillingLine[] = jobs
      .filter(isBillableJob)
      .map((job) => ({
        job,
        orderDate: jobOrderDate({
          service: job.service,
          currState: job.currState,
          createTime: job.created,
          consents: consents.filter((consent) => consent.jobId === job.id),
        }),
      }))
      .filter(({ orderDate }) => orderDate >= from && orderDate < until)
      .sort(
        (a, b) =>
          a.orderDate.getTime() - b.orderDate.getTime() ||
          a.job.orderId.localeCompare(b.job.orderId) ||
          a.job.id.localeCompare(b.job.id),
      )
      .map(({ job, orderDate }) => ({
        jobId: job.id,
        orderId: job.orderId,
        service: job.service,
        orderDate: orderDate.toISOString(),
        costCenter: job.costCenter,
        invoiceCompany: job.invoiceCompany,
        ...priceJob(serviceCost[job.service], job.screeningCheckpoints, percent),
      }));

    const referenceChecks = await countArchivedReferenceOrders(tx, { customerId: customer.id, from, until });

    return {
      result: {
        customer: { id: customer.id, custNo: customer.custNo, custName: customer.custName },
        period: { startDate: request.startDate, endDate: request.endDate },
        discountPercent: percent,
        lines,
        totals: billingTotals(lines),
        currency: BILLING_CURRENCY,
        referenceChecks,
      },
      audit: {
        action: 'billing.read',
        entity: 'customer',
        entityId: customer.id,
        // The period and how many jobs it held: job ids could outgrow an audit row, and they are found
        // again from the same period.
        details: {
          startDate: request.startDate,
          endDate: request.endDate,
          jobCount: lines.length,
          referenceOrderCount: referenceChecks.count,
        },
      },
    };
  });
