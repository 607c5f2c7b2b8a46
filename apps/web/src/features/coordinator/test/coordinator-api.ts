import type { ReportView, StaffJobDetails, StaffJobListItem } from '@granska/domain';
import { ok } from '../../../test/main-api-stub';
import { fakeSession, fakeUser } from '../../../test/render';

export { type ApiCall, failure, ok, paged, stubMainApi } from '../../../test/main-api-stub';

/** A staff user of the coordinator portal with these groups. */
export const staffSession = (...groups: string[]) => fakeSession(fakeUser(groups));

export const approvedPolicy = () =>
  ok([{ version: '2026-1', approved: true, approvedAt: '2026-03-01T08:00:00.000Z' }]);

export const listItem = (overrides: Partial<StaffJobListItem> = {}): StaffJobListItem => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  orderId: 'f1e2d3c4-0000-4000-8000-000000000009',
  customerId: 'cust-1002',
  customerName: 'Bygg & Bevakning i Norr AB',
  service: 'COWORKER',
  currState: 'ANALYSING',
  prevState: 'PENDING_CONSENT',
  createTime: '2026-03-02T08:00:00.000Z',
  orderDate: '2026-03-02T08:00:01.000Z',
  deadline: '2026-03-05T09:30:00.000Z',
  deadlineStatus: null,
  staffId: null,
  analystEmail: null,
  spiLeaderId: null,
  spiLeaderEmail: null,
  personName: 'Anna Andersson',
  maskedSSN: '19900101-XXXX',
  consentState: 'CsntAccepted',
  collectedDataStatus: null,
  ...overrides,
});

export const jobDetails = (overrides: Partial<StaffJobDetails> = {}): StaffJobDetails => ({
  ...listItem(),
  SSN: '19900101-1239',
  email: 'anna@kandidat.example',
  phone: '+46701234567',
  position: 'Ekonomichef',
  description: null,
  gender: null,
  ageGroup: null,
  screeningCheckpoints: [],
  screeningQuestions: [],
  verifyFormerEmployer: true,
  verifyEducation: false,
  checkCitizenship: false,
  criminalRecord: false,
  orderInstruction: null,
  invoiceCompany: null,
  costCenter: 'Bygg',
  consents: [
    {
      id: 'consent-1',
      consentType: 'JobStart',
      state: 'CsntAccepted',
      createTime: '2026-03-02T08:00:01.000Z',
      time: '2026-03-03T09:30:00.000Z',
    },
  ],
  jobStateLog: [
    { time: '2026-03-02T08:00:01.000Z', state: 'PENDING_CONSENT' },
    { time: '2026-03-03T09:30:00.000Z', state: 'ANALYSING' },
  ],
  assignments: [],
  coordinatorNotes: null,
  riscGrades: null,
  availableActions: ['reverse'],
  ...overrides,
});

/** The report as the server answers POST /report/delivered and /report/approval/resend (ReportView). */
export const reportView = (overrides: Partial<ReportView> = {}): ReportView => ({
  jobId: 'a1b2c3d4-0000-4000-8000-000000000001',
  reportId: 'report-1',
  state: 'FINAL',
  jobState: 'APPROVED',
  language: 'sv',
  content: { summary: 'Inga anmärkningar.', sections: {} },
  sections: ['LAW', 'ECONOMY', 'COMPANY', 'INTERNET', 'OTHER'],
  pdfStatus: 'ready',
  pdfGeneratedAt: '2026-03-05T10:00:00.000Z',
  finalizedAt: '2026-03-05T10:00:00.000Z',
  finalizedBy: 'coordinator@granska.example',
  deliveredAt: null,
  downloadedAt: null,
  modified: '2026-03-05T10:00:00.000Z',
  approval: null,
  canEdit: false,
  canFinalize: false,
  canMarkDelivered: false,
  ...overrides,
});
