import { SERVICE_LABELS } from '@granska/domain';
import type { Transaction } from '../../platform/db/database';
import type { JobHandler } from '../../platform/scheduler/scheduler';
import { enqueueJob } from '../../platform/scheduler/scheduler.repository';
import { runCommand } from '../audit';
import { type CustomerRow, findCustomerById } from '../customers';
import { lockJobRow } from '../jobs';
import { type BkJobRow, decryptPerson, findOrderRow, type JobStateChanged, saveSpiDetails } from '../orders';
import { orderScreeningReferenceCheck, type ReferenceDeps } from './reference-orders.service';

/**
 * A security screening's reference check (spec §3 performReferenceCheck, psConfig.sriPerformsReferenceCheck;
 * docs/decisions/spi-interviews.md): when the SPI job starts analysing, a reference check is ordered for
 * its person through this product and linked from spiDetails.refCheckId.
 */

/** The scheduled work that orders it (it has the keys to read the person and send the candidate's link). */
export const ORDER_SCREENING_REFERENCE_CHECK = 'reference-checks.order-for-screening';

const SCREENINGS: readonly BkJobRow['service'][] = ['SECURITY_SCREENING_BASIC', 'SECURITY_SCREENING'];

/** An SPI job (a screening with an interview) that asks for a reference check and has none yet. */
const wantsReferenceCheck = (job: BkJobRow): boolean =>
  SCREENINGS.includes(job.service) &&
  job.performReferenceCheck === true &&
  !!job.spiDetails &&
  !job.spiDetails.refCheckId;

/** psConfig.sriPerformsReferenceCheck (default true): false, the customer checks the references itself. */
const weCheckReferences = (customer: CustomerRow | undefined): boolean =>
  !!customer && customer.data.psConfig?.sriPerformsReferenceCheck !== false;

/**
 * The jobStateChanged reaction: a screening that starts analysing (the person consented, or the customer
 * omits consent) gets its reference check from scheduled work, committed with the transition. Not at
 * ordering: until the person consents, nobody contacts them about the vetting.
 */
export const requestScreeningReferenceCheck = async (
  tx: Transaction,
  { job, to }: Pick<JobStateChanged, 'job' | 'to'>,
): Promise<void> => {
  if (to !== 'ANALYSING' || !wantsReferenceCheck(job)) return;
  if (!weCheckReferences(await findCustomerById(tx, job.customerId))) return;
  await enqueueJob(tx, { kind: ORDER_SCREENING_REFERENCE_CHECK, payload: { jobId: job.id } });
};

/**
 * Orders the reference check of the screening `jobId` once: the person as candidate, the screening's
 * orderer and recipients as its orderer and recipients, its id kept in spiDetails.refCheckId. When the
 * customer has no questionnaire to send (or the person's details are refused), nothing is ordered and
 * the audit row says why; the field stays empty.
 */
export const orderReferenceCheckOfScreening = (
  deps: Pick<ReferenceDeps, 'db' | 'crypto' | 'publicUrl'>,
  jobId: string,
  now: Date,
): Promise<'ordered' | 'refused' | 'none'> =>
  runCommand(deps.db, { system: true, now }, async (tx) => {
    const none = { result: 'none' as const, audit: [] };
    const job = await lockJobRow(tx, jobId);
    if (!job || !wantsReferenceCheck(job) || !job.spiDetails) return none;
    const customer = await findCustomerById(tx, job.customerId);
    if (!customer || !weCheckReferences(customer)) return none;
    const screeningOrder = await findOrderRow(tx, job.orderId);
    const person = decryptPerson(deps.crypto, job);
    const outcome = await orderScreeningReferenceCheck(tx, deps, {
      customer,
      ordererUserId: screeningOrder?.ordererUserId ?? null,
      recipients: screeningOrder?.recipients ?? [],
      candidate: { name: person.name, email: person.email, phone: person.phone, ssn: person.ssn },
      position: job.position?.trim() || SERVICE_LABELS[job.service].sv,
      now,
    });
    if ('refusal' in outcome) {
      return {
        result: 'refused' as const,
        audit: {
          action: 'reference-order.screening-refused',
          entity: 'job',
          entityId: job.id,
          details: { customerId: customer.id, refusal: outcome.refusal },
        },
      };
    }
    await saveSpiDetails(tx, job, { ...job.spiDetails, refCheckId: outcome.order.id });
    return {
      result: 'ordered' as const,
      audit: {
        action: 'reference-order.send',
        entity: 'reference-order',
        entityId: outcome.order.id,
        details: { customerId: customer.id, jobId: job.id, surveyId: outcome.surveyId, by: 'screening' },
      },
    };
  });

export const screeningReferenceCheckJobs = (
  deps: Pick<ReferenceDeps, 'db' | 'crypto' | 'publicUrl'>,
  now: () => Date = () => new Date(),
): JobHandler[] => [
  {
    kind: ORDER_SCREENING_REFERENCE_CHECK,
    handle: async (payload) => {
      if (typeof payload.jobId !== 'string') return;
      await orderReferenceCheckOfScreening(deps, payload.jobId, now());
    },
  },
];
