import { type CollectedDataView, OrderJobView, StaffJobDetails, StaffJobListItem } from '@granska/domain';

/*
 * One job, as each portal's contract shows it: the customer's order view and the staff portals' list
 * item and opened job. The job builders check what they build against the contract's schema, so a
 * fixture cannot drift from what the server answers. A feature's tests override what they are about.
 */

/** The consent the job started with: asked when ordered, accepted the next day. */
export const jobStartConsent = {
  id: 'consent-1',
  consentType: 'JobStart',
  state: 'CsntAccepted',
  createTime: '2026-03-02T08:00:01.000Z',
  time: '2026-03-03T09:30:00.000Z',
} as const;

/** What the order says of the job and its person, in every view of it: an ordinary COWORKER check. */
const orderedJob = {
  id: 'job-1',
  orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
  customerId: 'cust-1002',
  service: 'COWORKER',
  currState: 'ANALYSING',
  prevState: 'PENDING_CONSENT',
  jobStateLog: [
    { time: '2026-03-02T08:00:00.000Z', state: 'CREATED' },
    { time: '2026-03-02T08:00:01.000Z', state: 'PENDING_CONSENT' },
    { time: '2026-03-03T09:30:00.000Z', state: 'ANALYSING' },
  ],
  createTime: '2026-03-02T08:00:00.000Z',
  SSN: '19900101-1239',
  email: 'anna@example.se',
  phone: '+46701234567',
  position: 'Ekonomichef',
  description: null,
  gender: null,
  ageGroup: null,
  screeningCheckpoints: [],
  screeningQuestions: [],
  verifyFormerEmployer: false,
  verifyEducation: false,
  checkCitizenship: false,
  criminalRecord: false,
  consents: [jobStartConsent],
  orderDate: '2026-03-03T09:30:00.000Z',
  deadline: '2026-03-05T09:30:00.000Z',
  deadlineStatus: null,
} satisfies Partial<OrderJobView & StaffJobDetails>;

/** The job in the customer's order (POST /order/populate). */
export const orderJobView = (overrides: Partial<OrderJobView> = {}): OrderJobView =>
  OrderJobView.parse({
    ...orderedJob,
    name: 'Anna Andersson',
    personId: 'person-1',
    hasReport: false,
    webhookURL: null,
    lfdDetails: null,
    ...overrides,
  });

/** The job in a staff portal's list: at Bygg & Bevakning i Norr AB, no analyst yet. */
export const staffJobListItem = (overrides: Partial<StaffJobListItem> = {}): StaffJobListItem =>
  StaffJobListItem.parse({
    ...orderedJob,
    customerName: 'Bygg & Bevakning i Norr AB',
    staffId: null,
    analystEmail: null,
    spiLeaderId: null,
    spiLeaderEmail: null,
    personName: 'Anna Andersson',
    maskedSSN: '19900101-XXXX',
    consentState: 'CsntAccepted',
    collectedDataStatus: null,
    activationTime: null,
    ...overrides,
  });

/** The job opened in a staff portal (POST /job/populate). */
export const staffJobDetails = (overrides: Partial<StaffJobDetails> = {}): StaffJobDetails =>
  StaffJobDetails.parse({
    ...orderedJob,
    ...staffJobListItem(),
    orderInstruction: null,
    invoiceCompany: null,
    costCenter: null,
    assignments: [],
    coordinatorNotes: null,
    riscGrades: null,
    availableActions: [],
    interview: null,
    ...overrides,
  });

/**
 * The job's collected-data record as the data collector first opens it: CREATED, education to collect.
 * Not checked here (the form's tests give it details the form must refuse); the stub checks it when it
 * answers with it.
 */
export const collectedDataView = (overrides: Partial<CollectedDataView> = {}): CollectedDataView => ({
  id: 'rec-1',
  createTime: '2026-03-03T09:30:00.000Z',
  modified: '2026-03-03T09:30:00.000Z',
  status: 'CREATED',
  dataCollectorUserId: null,
  dataCollectorEmail: null,
  collectedDataDetails: {},
  jobId: 'a1b2c3d4-0000-4000-8000-000000000001',
  jobType: 'COWORKER',
  jobState: 'ANALYSING',
  customerId: 'cust-1002',
  customerName: 'Bygg & Bevakning i Norr AB',
  deadline: '2026-03-05T09:30:00.000Z',
  deadlineStatus: 'close',
  verifyFormerEmployer: false,
  verifyEducation: true,
  position: 'Lagerchef',
  screeningQuestions: [],
  topics: ['education'],
  educationCollected: false,
  employerCollected: false,
  extraQuestionCollected: false,
  debtHistoryCollected: false,
  driversLicenseCollected: false,
  vehicleOwnershipCollected: false,
  sanctionListCollected: false,
  tradingProhibitionCollected: false,
  citizenshipState: 'DO_NOT_CHECK',
  isChecked: false,
  editor: null,
  person: { name: 'Inga Insamlingsson', SSN: '19850412-0012' },
  mayEdit: true,
  mayReopen: false,
  ...overrides,
});
