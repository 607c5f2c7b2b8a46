import { groupsUnder, type LfdOrderRow, type OrderInitView, type OrderView } from '@granska/domain';
import { orderJobView } from '../../../test/job-fixtures';
import { fakeSession, fakeUser } from '../../../test/render';

export { type ApiCall, failure, ok, paged, stubMainApi } from '../../../test/main-api-stub';
export { VALID_SSN } from '../../../test/person-fields';

/** A customer user of the LFD portal with the given groups (plus the service group). */
export const lfdSession = (...groups: string[]) =>
  fakeSession(fakeUser(['ServiceLfd', ...groups], { custNo: '1004' }));

/** Every group below ServiceLfd in the permission tree: the demo's lfd@rekryteramera.example. */
export const ALL_LFD_GROUPS = groupsUnder('ServiceLfd');

export const lfdRow = (overrides: Partial<LfdOrderRow> = {}): LfdOrderRow => ({
  orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
  jobId: 'job-1',
  service: 'PRESCREEN',
  name: 'Anna Andersson',
  sequenceNumber: 1,
  currState: 'ANALYSING',
  ordered: true,
  orderDate: '2026-03-02T09:00:00.000Z',
  deadline: '2026-04-02T09:00:00.000Z',
  deadlineStatus: null,
  activationTime: null,
  followUpApproved: null,
  hasReport: false,
  ...overrides,
});

export const lfdInit = (overrides: Partial<OrderInitView> = {}): OrderInitView => ({
  services: ['PRESCREEN'],
  screeningCheckpoints: [],
  screeningStandard: null,
  serviceCost: {},
  screeningExtraServices: false,
  interview: { shown: false, sriPerformsInterview: true },
  bkConfig: {
    checkCitizenship: false,
    enableCriminalRecord: false,
    showVerifyEmployer: false,
    orderInstructions: null,
    riscOrderer: false,
    riscRecipient: false,
  },
  lfdConfig: { followUpLfdCheckPoints: ['EMPLOYER'], enableCriminalRecord: true, followUpLfdInterval: 6 },
  invoiceCompanies: [],
  recipients: [{ id: 'user-2', email: 'mottagare@rekryteramera.example' }],
  costCenter: null,
  ...overrides,
});

export const lfdOrder = (overrides: Partial<OrderView> = {}): OrderView => ({
  id: 'e5f6a7b8-0000-4000-8000-000000000005',
  customerId: 'cust-1004',
  custNo: '1004',
  service: 'PRESCREEN',
  ordered: true,
  customerOrderer: 'me',
  apiKeyId: null,
  customerRecipients: [],
  recipients: [],
  orderInstruction: null,
  invoiceCompany: null,
  costCenter: null,
  timestamp: '2026-03-02T08:00:00.000Z',
  jobs: [
    orderJobView({
      service: 'PRESCREEN',
      lfdDetails: {
        parentOrderId: null,
        sequenceNumber: 1,
        followUp: false,
        followUpLfdCheckPoints: ['EMPLOYER'],
        followUpApproved: false,
        ScheduleID: null,
        activationTime: null,
      },
    }),
  ],
  ...overrides,
});
