import type { ConsentPageView } from '@granska/domain';

/** What the person's link opens, unanswered: a job-start consent for a screening unless overridden. */
export const pendingConsentView = (overrides: Partial<ConsentPageView> = {}): ConsentPageView => ({
  consentType: 'JobStart',
  state: 'CsntPendingAnswer',
  answeredAt: null,
  expiresAt: '2026-05-11T08:00:00.000Z',
  withdrawn: false,
  possibleAnswers: ['accept', 'decline'],
  customerName: 'Byggbevakning AB',
  service: 'SCREENING',
  position: 'Platschef',
  jobState: 'PENDING_CONSENT',
  screeningCheckpoints: [],
  verifyFormerEmployer: false,
  verifyEducation: false,
  checkCitizenship: false,
  criminalRecord: false,
  retentionMonths: 24,
  ...overrides,
});
