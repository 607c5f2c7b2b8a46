import {
  availableJobActions,
  deadlineStatus,
  formatDate,
  type JobAssignmentView,
  maskPersonalNumber,
  type StaffJobDetails,
  type StaffJobListItem,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Caller } from '../../platform/http/caller';
import {
  type BkConsentRow,
  type BkJobRow,
  type BkOrderRow,
  consentView,
  FINISHED_STATES,
  type PersonData,
  personAndCheckFields,
  personFieldContext,
} from '../orders';
import type { JobListRow } from './jobs.repository';

/** Rows → the staff views of packages/domain/src/api/jobs.ts. */

/** Coordinator notes may name people, so they are encrypted bound to their job. */
export const coordinatorNotesContext = (jobId: string) => `bk_jobs.coordinator_notes:${jobId}`;

/** A listed job with what is shown beside it; its place in the list (the sort key) is not shown. */
export type ListItemInput = Omit<JobListRow, 'sortKey'>;

/** The list's person fields: the name and the masked personal number (decrypted, never the rest). */
const listedPerson = (crypto: FieldCrypto, job: BkJobRow) => ({
  personName: crypto.decryptField(job.nameEnc, personFieldContext('name', job.id)),
  maskedSSN: maskPersonalNumber(crypto.decryptField(job.ssnEnc, personFieldContext('ssn', job.id))),
});

const listItem = (input: ListItemInput, person: { personName: string; maskedSSN: string }, now: Date) => {
  const { job } = input;
  return {
    id: job.id,
    orderId: job.orderId,
    customerId: job.customerId,
    customerName: input.customerName,
    service: job.service,
    currState: job.currState,
    prevState: job.prevState,
    createTime: job.created.toISOString(),
    orderDate: job.orderDate?.toISOString() ?? null,
    deadline: job.deadline?.toISOString() ?? null,
    // Finished or stopped jobs are not waited for, so their deadline is not highlighted.
    deadlineStatus: FINISHED_STATES.includes(job.currState) ? null : deadlineStatus(job.deadline, now),
    staffId: job.staffId,
    analystEmail: input.analystEmail,
    spiLeaderId: job.spiLeaderId,
    spiLeaderEmail: input.spiLeaderEmail,
    ...person,
    consentState: input.consentState,
    collectedDataStatus: input.collectedDataStatus,
    activationTime: input.activationTime,
  } satisfies StaffJobListItem;
};

export const toStaffJobListItem = (crypto: FieldCrypto, input: ListItemInput, now: Date): StaffJobListItem =>
  listItem(input, listedPerson(crypto, input.job), now);

export interface DetailsInput extends ListItemInput {
  person: PersonData;
  order: Pick<BkOrderRow, 'orderInstruction' | 'invoiceCompany' | 'costCenter'>;
  consents: readonly BkConsentRow[];
  /** E-mail of every user named in the assignments. */
  emails: ReadonlyMap<string, string>;
  caller: Caller;
}

const assignmentView =
  (emails: ReadonlyMap<string, string>) =>
  (assignment: BkJobRow['assignments'][number]): JobAssignmentView => ({
    fromUser: assignment.fromUser,
    toUser: assignment.toUser,
    fromEmail: assignment.fromUser ? (emails.get(assignment.fromUser) ?? null) : null,
    toEmail: assignment.toUser ? (emails.get(assignment.toUser) ?? null) : null,
    time: assignment.time,
  });

export const toStaffJobDetails = (crypto: FieldCrypto, input: DetailsInput, now: Date): StaffJobDetails => {
  const { job, person } = input;
  return {
    ...listItem(input, { personName: person.name, maskedSSN: maskPersonalNumber(person.ssn) }, now),
    ...personAndCheckFields(job, person),
    orderInstruction: input.order.orderInstruction,
    invoiceCompany: input.order.invoiceCompany,
    costCenter: input.order.costCenter,
    consents: input.consents.map(consentView),
    jobStateLog: job.jobStateLog,
    assignments: job.assignments.map(assignmentView(input.emails)),
    coordinatorNotes: job.coordinatorNotesEnc
      ? crypto.decryptField(job.coordinatorNotesEnc, coordinatorNotesContext(job.id))
      : null,
    riscGrades: job.riscGrades ?? null,
    availableActions: availableJobActions(
      {
        currState: job.currState,
        prevState: job.prevState,
        service: job.service,
        consents: input.consents,
        reportApprovalState:
          input.consents.filter((consent) => consent.consentType === 'ReportApproval').at(-1)?.state ?? null,
        staffId: job.staffId,
        jobStateLog: job.jobStateLog,
      },
      input.caller.groups,
    ),
    interview: job.spiDetails
      ? {
          spiType: job.spiDetails.spiType,
          sriPerformsInterview: job.spiDetails.sriPerformsInterview !== false,
          bookedTime: job.spiDetails.booking?.time ?? job.spiDetails.date ?? null,
          spiDate: job.spiDate ? formatDate(job.spiDate) : null,
          performReferenceCheck: job.performReferenceCheck,
          refCheckId: job.spiDetails.refCheckId ?? null,
        }
      : null,
  };
};
