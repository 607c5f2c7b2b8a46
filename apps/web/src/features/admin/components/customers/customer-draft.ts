import type { CustomerResult, SaveCustomerRequest } from '@granska/domain';

/**
 * The customer editor's state: the POST /customer body itself. A save replaces every field of the
 * customer (customers.ts), so the draft starts from the whole stored customer and keeps what the
 * editor does not show (e.g. `flag`) as it was.
 */
export type CustomerDraft = SaveCustomerRequest;

/** A new customer: spec §3/§9 defaults (deletion policy RETAIN; SRI performs interview and reference check). */
export const emptyCustomerDraft = (): CustomerDraft => ({
  custNo: '',
  custName: '',
  custOrgNo: '',
  custAdress: '',
  custContact: {},
  custBillingData: {},
  access: [],
  bkConfig: {},
  lfdConfig: {},
  psConfig: { deletionPolicy: 'RETAIN', sriPerformsInterview: true, sriPerformsReferenceCheck: true },
  rtConfig: {},
  invoiceCompanies: [],
  screeningCheckpoints: [],
  screeningStandard: '',
  serviceCost: {},
  custMotivations: [],
  positionAnalysis: '',
  screeningQuestions: [],
  notes: '',
  showVerifyEmployer: false,
  hiddenCustomer: false,
  testCustomer: false,
});

export const customerDraftFrom = (customer: CustomerResult): CustomerDraft => {
  const { modified: _modified, ...stored } = customer;
  const empty = emptyCustomerDraft();
  return {
    ...empty,
    ...stored,
    custContact: { ...stored.custContact },
    custBillingData: { ...stored.custBillingData },
    bkConfig: { ...stored.bkConfig },
    lfdConfig: { ...stored.lfdConfig },
    psConfig: { ...empty.psConfig, ...stored.psConfig } as CustomerDraft['psConfig'],
    rtConfig: { ...stored.rtConfig },
  };
};

const lines = (values: readonly string[] | undefined): string[] =>
  (values ?? []).map((value) => value.trim()).filter((value) => value !== '');

/** The body to send: texts trimmed, empty list lines dropped, the contact's customer number kept in step. */
export const customerRequestFrom = (draft: CustomerDraft): CustomerDraft => ({
  ...draft,
  custNo: draft.custNo.trim(),
  custName: draft.custName.trim(),
  custOrgNo: draft.custOrgNo.trim(),
  custContact: { ...draft.custContact, custNo: draft.custNo.trim() },
  invoiceCompanies: lines(draft.invoiceCompanies),
  screeningQuestions: lines(draft.screeningQuestions),
  psConfig: draft.psConfig
    ? { ...draft.psConfig, scsQuestionIds: lines(draft.psConfig.scsQuestionIds) }
    : draft.psConfig,
  custMotivations: (draft.custMotivations ?? []).filter(
    (motivation) => (motivation.text ?? '').trim() !== '',
  ),
});
