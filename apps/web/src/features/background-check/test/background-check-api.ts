import type { OrderInitView, OrderView } from '@granska/domain';
import { orderJobView } from '../../../test/job-fixtures';
import { fakeSession, fakeUser } from '../../../test/render';

export { type ApiCall, failure, ok, paged, stubMainApi } from '../../../test/main-api-stub';
export { VALID_SSN } from '../../../test/person-fields';

/** The logged-in user's id in these tests (fakeUser's). */
export const ME = '6f1c2a9e-0000-4000-8000-000000000001';

/** A customer user of the background-check portal with the given groups (plus the service group). */
export const portalSession = (...groups: string[]) =>
  fakeSession(fakeUser(['ServiceBackgroundCheck', ...groups], { custNo: '1002' }));

/** An orderer of every service, receiving, downloading and changing recipients. */
export const ordererGroups = [
  'BKOrderer',
  'BKOrdererCoworker',
  'BKOrdererSpecialist',
  'BKOrdererExecutive',
  'BKOrdererScreen',
  'BKRecipient',
];

/** A job of an order (the shared job fixture). */
export const jobView = orderJobView;

/** The e-mails of the users these tests use as recipients (the server sends them with the order). */
export const RECIPIENT_EMAILS: Record<string, string> = {
  [ME]: 'anna.andersson@example.se',
  'user-2': 'mottagare@example.se',
};

/** An order; its `recipients` follow `customerRecipients` with the e-mails above unless given. */
export const orderView = (overrides: Partial<OrderView> = {}): OrderView => {
  const customerRecipients = overrides.customerRecipients ?? [];
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    customerId: 'cust-1002',
    custNo: '1002',
    service: 'COWORKER',
    ordered: true,
    customerOrderer: ME,
    apiKeyId: null,
    customerRecipients,
    recipients: customerRecipients.map((id) => ({ id, email: RECIPIENT_EMAILS[id] ?? '' })),
    orderInstruction: null,
    invoiceCompany: null,
    costCenter: 'CC-7',
    timestamp: '2026-03-02T08:00:00.000Z',
    jobs: [jobView()],
    ...overrides,
  };
};

/** A saved, unsent order: its job CREATED, no consents, no dates. */
export const draftView = (overrides: Partial<OrderView> = {}): OrderView =>
  orderView({
    id: 'd7a1f000-0000-4000-8000-000000000009',
    ordered: false,
    jobs: [
      jobView({
        id: 'job-9',
        orderId: 'd7a1f000-0000-4000-8000-000000000009',
        currState: 'CREATED',
        prevState: null,
        jobStateLog: [{ time: '2026-03-02T08:00:00.000Z', state: 'CREATED' }],
        consents: [],
        orderDate: null,
        deadline: null,
      }),
    ],
    ...overrides,
  });

export const initView = (overrides: Partial<OrderInitView> = {}): OrderInitView => ({
  services: ['COWORKER', 'SPECIALIST', 'EXECUTIVE', 'SCREENING'],
  screeningCheckpoints: [
    { checkpoint: 'DRIVERSLICENSE', cost: 1250, standardChecked: true },
    { checkpoint: 'SANCTIONLIST', cost: 900 },
  ],
  screeningStandard: null,
  serviceCost: { COWORKER: 4500, SCREENING: 1200 },
  screeningExtraServices: true,
  interview: { shown: false, sriPerformsInterview: true },
  bkConfig: {
    checkCitizenship: false,
    enableCriminalRecord: false,
    showVerifyEmployer: true,
    orderInstructions: 'Ange alltid referensnummer.',
    riscOrderer: false,
    riscRecipient: false,
  },
  lfdConfig: null,
  invoiceCompanies: [],
  recipients: Object.entries(RECIPIENT_EMAILS).map(([id, email]) => ({ id, email })),
  costCenter: 'CC-7',
  ...overrides,
});
