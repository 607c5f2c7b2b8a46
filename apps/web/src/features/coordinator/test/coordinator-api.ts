import type { ReportView, StaffJobDetails, StaffJobListItem } from '@granska/domain';
import { staffJobDetails, staffJobListItem } from '../../../test/job-fixtures';
import { ok } from '../../../test/main-api-stub';
import { fakeSession, fakeUser } from '../../../test/render';

export { type ApiCall, failure, ok, paged, stubMainApi } from '../../../test/main-api-stub';

/** A staff user of the coordinator portal with these groups. */
export const staffSession = (...groups: string[]) => fakeSession(fakeUser(groups));

export const approvedPolicy = () =>
  ok([{ version: '2026-1', approved: true, approvedAt: '2026-03-01T08:00:00.000Z' }]);

export const listItem = (overrides: Partial<StaffJobListItem> = {}): StaffJobListItem =>
  staffJobListItem({
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    orderId: 'f1e2d3c4-0000-4000-8000-000000000009',
    orderDate: '2026-03-02T08:00:01.000Z',
    ...overrides,
  });

export const jobDetails = (overrides: Partial<StaffJobDetails> = {}): StaffJobDetails =>
  staffJobDetails({
    ...listItem(),
    email: 'anna@kandidat.example',
    verifyFormerEmployer: true,
    costCenter: 'Bygg',
    jobStateLog: [
      { time: '2026-03-02T08:00:01.000Z', state: 'PENDING_CONSENT' },
      { time: '2026-03-03T09:30:00.000Z', state: 'ANALYSING' },
    ],
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
  scheduledFinalize: null,
  canScheduleFinalize: false,
  ...overrides,
});
