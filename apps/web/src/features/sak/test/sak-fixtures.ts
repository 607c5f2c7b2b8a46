import type {
  PsDocumentView,
  PsOrderFormView,
  PsOrderRow,
  PsPersonRow,
  PsPersonView,
  PsTagView,
} from '@granska/domain';
import { fakeSession, fakeUser } from '../../../test/render';

export { failure, ok, paged, stubMainApi } from '../../../test/main-api-stub';

/** A user of the SÄK portal of customer 1003 with the given groups (plus the service group). */
export const sakSession = (...groups: string[]) =>
  fakeSession(fakeUser(['ServiceProtectiveSecurity', ...groups], { custNo: '1003' }));

/** The demo security manager's groups that the register uses. */
export const MANAGER_GROUPS = [
  'PSSecurityManager',
  'PSCreatePerson',
  'PSEditSecurityClass',
  'PSDeletePsPerson',
  'PSTag',
  'PSEditTag',
  'PSDeleteTag',
];

export const tag = (overrides: Partial<PsTagView> = {}): PsTagView => ({
  id: 'tag-1',
  name: 'Ledning',
  persons: 1,
  ...overrides,
});

export const card = (overrides: Partial<PsPersonView> = {}): PsPersonView => ({
  id: 'person-1',
  customerId: 'cust-1003',
  name: 'Sara Säkerhet',
  personalNumber: '19750101-1238',
  email: 'sara@tryggregion.example',
  phone: '+46701234567',
  status: 'ACTIVE',
  statusLog: [{ status: 'ACTIVE', date: '2026-03-01T09:00:00.000Z' }],
  securityClasses: [
    {
      securityClass: '2',
      status: 'CLEARED',
      statusHistory: [
        { status: 'PENDING', dateCreated: '2026-03-01T09:00:00.000Z' },
        { status: 'CLEARED', dateCreated: '2026-03-20T09:00:00.000Z' },
      ],
    },
  ],
  notes: [
    {
      text: 'Placerad inför tillträdet.',
      author: 'chef@tryggregion.example',
      date: '2026-03-01T09:00:00.000Z',
      flag: false,
    },
  ],
  tags: ['tag-1'],
  service: null,
  created: '2026-03-01T09:00:00.000Z',
  modified: '2026-03-20T09:00:00.000Z',
  ...overrides,
});

export const psDocument = (overrides: Partial<PsDocumentView> = {}): PsDocumentView => ({
  id: 'document-1',
  personId: 'person-1',
  filename: 'Säkerhetsskyddsavtal.pdf',
  type: 'application/pdf',
  size: 2048,
  uploadedBy: 'chef@tryggregion.example',
  created: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

export const row = (overrides: Partial<PsPersonRow> = {}): PsPersonRow => {
  const { id, name, status, securityClasses, tags, modified } = card();
  return { id, name, status, securityClasses, tags, modified, ...overrides };
};

export const psOrderForm = (overrides: Partial<PsOrderFormView> = {}): PsOrderFormView => ({
  services: ['SECURITY_SCREENING_BASIC', 'SECURITY_SCREENING', 'SECURITY_CLEARANCE'],
  recipients: [{ id: 'user-rec', email: 'mottagare@tryggregion.example' }],
  includes: { citizenship: true, law: true, criminalRecord: false },
  omitConsent: false,
  orderInstructions: null,
  formerEmployer: { shown: true, value: false },
  education: { shown: false, value: false },
  referenceCheck: { shown: false, value: false },
  interview: { shown: true, sriPerformsInterview: true },
  ...overrides,
});

export const psOrderRow = (overrides: Partial<PsOrderRow> = {}): PsOrderRow => ({
  orderId: 'order-1',
  jobId: 'job-1',
  service: 'SECURITY_SCREENING_BASIC',
  psPersonId: 'person-1',
  name: 'Sara Säkerhet',
  currState: 'PENDING_CONSENT',
  orderDate: '2026-11-20T09:00:00.000Z',
  deadline: null,
  deadlineStatus: null,
  interviewTime: null,
  hasReport: false,
  spiReportAvailable: false,
  activationTime: null,
  scheduleApproved: null,
  created: '2026-11-20T09:00:00.000Z',
  ...overrides,
});
