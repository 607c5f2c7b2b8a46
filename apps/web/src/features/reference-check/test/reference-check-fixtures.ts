import {
  FraudSignal,
  ReferenceOrderBundle,
  ReferenceOrderView,
  ReferenceReport,
  ReferenceSettings,
  ReferenceView,
  Survey,
} from '@granska/domain';
import { fakeSession, fakeUser } from '../../../test/render';

export {
  type ReferenceApiCall,
  refFailure,
  refOk,
  refPaged,
  stubReferenceApi,
} from '../../../test/reference-api-stub';

/**
 * Fixtures of the reference-check portal's tests. Each is parsed with the contract's schema, so a
 * fixture cannot say what the server never would.
 */

/** The logged-in user's id in these tests (fakeUser's). */
export const ME = '6f1c2a9e-0000-4000-8000-000000000001';
export const ME_EMAIL = 'anna.andersson@example.se';

/** A customer user of the reference-check portal with the given groups (plus the service group). */
export const portalSession = (...groups: string[]) =>
  fakeSession(fakeUser(['ServiceReferenceCheck', ...groups], { custNo: '1002' }));

export const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';

export const orderView = (overrides: Partial<ReferenceOrderView> = {}): ReferenceOrderView =>
  ReferenceOrderView.parse({
    id: ORDER_ID,
    surveyId: 'survey-copy-1',
    state: 'SURVEYING',
    stateLog: [
      { time: '2026-03-02T08:00:00.000Z', state: 'CREATED' },
      { time: '2026-03-02T08:05:00.000Z', state: 'ORDERED' },
      { time: '2026-03-03T09:00:00.000Z', state: 'SURVEYING' },
    ],
    customerId: 'cust-1002',
    customerOrderer: ME,
    customerRecipients: [ME],
    company: 'Rekryteramera AB',
    companyHidden: false,
    signatureHidden: true,
    position: 'Backend-utvecklare',
    positionURL: 'https://example.se/jobb/1',
    description: 'Utvecklare i betalteamet',
    candidateInfo: {},
    minReferences: 1,
    maxReferences: 3,
    noVerification: false,
    orderDate: '2026-03-02T08:05:00.000Z',
    archived: null,
    ...overrides,
  });

export const draftOrder = (overrides: Partial<ReferenceOrderView> = {}): ReferenceOrderView =>
  orderView({
    id: 'd7a1f000-0000-4000-8000-000000000009',
    state: 'CREATED',
    stateLog: [{ time: '2026-03-02T08:00:00.000Z', state: 'CREATED' }],
    orderDate: null,
    ...overrides,
  });

export const referenceView = (overrides: Partial<ReferenceView> = {}): ReferenceView =>
  ReferenceView.parse({
    id: 'ref-1',
    orderId: ORDER_ID,
    surveyId: 'survey-copy-1',
    state: 'DONE',
    stateLog: [
      { time: '2026-03-03T09:00:00.000Z', state: 'CREATED' },
      { time: '2026-03-03T09:01:00.000Z', state: 'PENDING' },
      { time: '2026-03-04T12:00:00.000Z', state: 'DONE' },
    ],
    noVerification: false,
    ...overrides,
  });

export const surveyView = (overrides: Partial<Survey> = {}): Survey =>
  Survey.parse({
    id: 'survey-copy-1',
    classType: 'Survey',
    customerId: 'cust-1002',
    title: 'Standardreferens',
    description: 'Frågor till tidigare chefer',
    surveyQuestions: [
      { type: 'OPTIONS', mandatory: true, question: 'Skulle du anställa igen?', options: ['Ja', 'Nej'] },
      { type: 'SLIDER', mandatory: true, question: 'Samarbetsförmåga' },
      { type: 'FREETEXT', mandatory: false, question: 'Övrigt' },
    ],
    ...overrides,
  });

export const templateView = (overrides: Partial<Survey> = {}): Survey =>
  surveyView({ id: 'template-1', classType: 'SurveyTemplate', ...overrides });

export const publicTemplate = (overrides: Partial<Survey> = {}): Survey =>
  templateView({
    id: 'template-public',
    customerId: 'provider',
    title: 'Granskas standardmall',
    publicSurvey: true,
    ...overrides,
  });

export const fraudSignal = (overrides: Partial<FraudSignal> = {}): FraudSignal =>
  FraudSignal.parse({
    id: 'signal-1',
    kind: 'SHARED_IP',
    severity: 'alert',
    parties: ['ref-1', 'ref-2'],
    reviewedBy: null,
    reviewedAt: null,
    ...overrides,
  });

export const bundle = (
  overrides: Partial<{
    order: ReferenceOrderView;
    references: ReferenceView[];
    survey: Survey;
    fraudSignals: FraudSignal[];
  }> = {},
): ReferenceOrderBundle =>
  ReferenceOrderBundle.parse({
    order: orderView(),
    survey: surveyView(),
    references: [referenceView()],
    fraudSignals: [],
    ...overrides,
  });

export const reportView = (
  overrides: Partial<ReferenceReport> & Partial<Parameters<typeof bundle>[0]> = {},
): ReferenceReport => ReferenceReport.parse({ ...bundle(overrides), summary: [], ...overrides });

export const settingsView = (overrides: Partial<ReferenceSettings> = {}): ReferenceSettings =>
  ReferenceSettings.parse({
    id: 'settings-1',
    customerId: 'cust-1002',
    defaultMinReferences: 2,
    defaultMaxReferences: 4,
    bankIdVerification: true,
    noVerification: false,
    ...overrides,
  });
