import { type ApiKeyInfo, type CustomerResult, Survey, type UserView } from '@granska/domain';
import { fakeSession, fakeUser } from '../../../test/render';

export { type ApiCall, failure, ok, paged, stubMainApi } from '../../../test/main-api-stub';
export { refFailure, refOk, stubReferenceApi } from '../../../test/reference-api-stub';

/** A user administrator's session. */
export const adminSession = () => fakeSession(fakeUser(['UserAdmin']));

export const userView = (overrides: Partial<UserView> = {}): UserView => ({
  userId: 'u-1',
  userEmail: 'kalle.kund@exempel.se',
  userPhonenumber: '+46701112233',
  custNo: 'K1001',
  costCenter: '',
  userGroups: [{ userGroupId: 'CustomerAdmin', description: 'Kundadmin' }],
  userStatus: 'CONFIRMED',
  userEnabled: true,
  userCreated: '2026-01-05T09:00:00.000Z',
  userUpdated: '2026-01-05T09:00:00.000Z',
  ...overrides,
});

export const customerResult = (overrides: Partial<CustomerResult> = {}): CustomerResult => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  custNo: 'K1001',
  custName: 'Exempel AB',
  custOrgNo: '556677-8899',
  custAdress: 'Storgatan 1, 111 22 Stockholm',
  access: ['BackgroundCheck'],
  modified: '2026-01-05T09:00:00.000Z',
  hiddenCustomer: false,
  testCustomer: false,
  ...overrides,
});

export const apiKeyInfo = (overrides: Partial<ApiKeyInfo> = {}): ApiKeyInfo => ({
  id: 'k-1',
  prefix: 'gsk_ab12cd34',
  keyName: 'Lönesystem',
  keyDescription: 'Integration mot lönesystemet',
  customerId: 'a1b2c3d4-0000-4000-8000-000000000001',
  created: '2026-01-05T09:00:00.000Z',
  lastUsed: null,
  revoked: null,
  ...overrides,
});

/** A public questionnaire template as /survey/populate answers the admin. */
export const publicTemplate = (overrides: Partial<Survey> = {}): Survey =>
  Survey.parse({
    id: 'template-public',
    classType: 'SurveyTemplate',
    title: 'Granskas standardmall',
    description: 'Frågor till tidigare chefer',
    publicSurvey: true,
    surveyQuestions: [
      { type: 'OPTIONS', mandatory: true, question: 'Skulle du anställa igen?', options: ['Ja', 'Nej'] },
      { type: 'FREETEXT', mandatory: false, question: 'Övrigt' },
    ],
    ...overrides,
  });
