import { describe, expect, it } from 'vitest';
import {
  BANKID_ERROR_FALLBACK,
  bankIdErrorMessage,
  EMPTY_ORDER_LIST_ERROR,
  isExpiredTokenResponse,
  isMainApiSuccess,
  isReferenceServiceSuccess,
  LOGIN_ERROR_FALLBACK,
  loginErrorMessage,
  MAIN_API_ERROR_MESSAGES,
  MAIN_API_FALLBACK,
  mainApiErrorMessage,
  REFERENCE_SERVICE_FALLBACKS,
  REFERENCE_SERVICE_OPERATIONS,
  referenceServiceErrorMessage,
  SPI_REPORT_FINALIZE_ERROR,
} from './errors';

describe('loginErrorMessage', () => {
  it.each([
    ['UserNotFoundException', 'Användaren existerar inte'],
    ['NotAuthorizedException', 'Fel email eller lösenord'],
    ['CodeMismatchException', 'Fel SMSkod'],
    ['TooManyRequestsException', 'För många försök. Försök igen senare'],
    ['ExpiredCodeException', LOGIN_ERROR_FALLBACK],
    ['toString', LOGIN_ERROR_FALLBACK],
    ['', LOGIN_ERROR_FALLBACK],
    [{ code: 'CodeMismatchException', name: 'Error' }, 'Fel SMSkod'],
    [{ name: 'UserNotFoundException' }, 'Användaren existerar inte'],
    [{ code: '', name: 'NotAuthorizedException' }, 'Fel email eller lösenord'],
    [new Error('boom'), LOGIN_ERROR_FALLBACK],
    [null, LOGIN_ERROR_FALLBACK],
    [undefined, LOGIN_ERROR_FALLBACK],
    [42, LOGIN_ERROR_FALLBACK],
  ])('%j → %s', (error, expected) => {
    expect(loginErrorMessage(error)).toBe(expected);
  });

  it('falls back to Inloggning misslyckades', () => {
    expect(LOGIN_ERROR_FALLBACK).toBe('Inloggning misslyckades');
  });
});

describe('bankIdErrorMessage', () => {
  it.each([
    [70021, 'auth-queued', 'BankId session redan öppen'],
    ['70021', 'auth-result', 'BankId session redan öppen'],
    [70022, 'auth-queued', 'Samtycke redan genomfört'],
    [70203, 'auth-result', '70203'],
    ['70203', 'auth-result', '70203'],
    [70203, 'auth-queued', 'Anslutningen till BankID misslyckades'],
    [99999, 'auth-result', 'Anslutningen till BankID misslyckades'],
    [null, 'auth-result', 'Anslutningen till BankID misslyckades'],
    [undefined, 'auth-queued', 'Anslutningen till BankID misslyckades'],
  ] as const)('%s on %s → %s', (code, call, expected) => {
    expect(bankIdErrorMessage(code, call)).toBe(expected);
  });

  it('treats a call as auth-queued by default', () => {
    expect(bankIdErrorMessage(70203)).toBe(BANKID_ERROR_FALLBACK);
  });
});

describe('main API messages', () => {
  // Every call of spec §7, method and path template.
  const specCalls = [
    'POST /user',
    'POST /user/delete',
    'POST /user/reset',
    'POST /user/populate',
    'GET /users',
    'POST /users',
    'POST /customer/populate',
    'POST /customer',
    'POST /customer/delete',
    'POST /customer/createapikey',
    'GET /customers',
    'POST /order',
    'POST /order/abort',
    'POST /order/populate',
    'POST /order/init',
    'POST /persons/{id}/orders',
    'GET /orders',
    'GET /order/lfd',
    'GET /order/lfdarchived',
    'GET /order/lfdscheduled',
    'POST /job/populate',
    'POST /job/approve',
    'POST /job/reverse',
    'POST /job/close-unapproved',
    'POST /jobs/user',
    'GET /jobs',
    'POST /billing/customer',
    'GET /collecteddata/{id}',
    'GET /collecteddata/',
    'PUT /collecteddata/{id}',
    'GET /jobs/{id}/collecteddata',
    'POST /datapart',
    'POST /datapart/populate',
    'GET /jobs/{id}/dataparts',
    'POST /bulkdata/actapublica',
    'POST /bulkdata/creditsafe',
    'POST /report/preview',
    'POST /report',
    'POST /report/final',
    'POST /report/delivered',
    'POST /report/approval/resend',
    'POST /review/preview',
    'POST /report/finalasimages',
    'POST /jobs/{id}/report',
    'POST /protective-security/orders/{id}/reports',
    'POST /attachment',
    'POST /attachment/populate',
    'POST /attachment/delete',
    'POST /attachment/list',
    'POST /consent/report',
    'POST /consent/report/pdf',
    'POST /consent/report/comment',
    'POST /bankid/auth-queued',
    'POST /bankid/auth-result',
    'GET /spi-coordinators/jobs',
    'GET /spi-leaders/jobs',
    'POST /spi-coordinators/updateSpiLeader',
    'POST /spi-leaders/jobs/{id}/spi-report/final',
    'GET /spi-leaders/jobs/{id}',
    'POST /spi-leaders/jobs/{id}/booking',
    'DELETE /spi-leaders/jobs/{id}/booking',
    'GET /jobs/{id}/spi-report',
    'GET /jobs/{id}/spi-report/file',
    'GET /jobs/{id}/reference-check',
    'GET /jobs/{id}/reference-check/report',
    'POST /orders/{id}/scheduled-order',
    'GET /orders/{id}/scheduled-order',
    'POST /report/{id}/scheduled-finalize',
    'GET /jobs/{id}/risc',
    'PUT /protective-security/orders/{id}/schedule-approval',
    'PATCH /orders/{id}',
    'GET /protective-security/orders',
    'GET /protective-security/persons',
    'GET /protective-security/persons/{id}',
    'PUT /protective-security/persons/{id}',
    'GET /persons/{id}/jobs',
    'GET /persons/{id}/orders',
    // Ours: the account page's customer (spec §7 says that call goes to a service it does not show),
    // the API-key list and revoke beside POST /customer/createapikey, and POST /user as an update.
    'GET /account/customer',
    'GET /customer/apikeys',
    'POST /customer/apikey/revoke',
    'POST /user (update)',
    // Ours for staff work (docs/decisions/staff-jobs.md).
    'GET /jobs/counts',
    'POST /job/coordinator-notes',
    'GET /staff/analysts',
    'GET /staff/spi-leaders',
    'GET /staff/policy',
    'POST /staff/policy/approve',
    // Ours: setting the risk grades beside spec §7's GET /jobs/{id}/risc (docs/decisions/analysis.md).
    'POST /jobs/{id}/risc',
    // Ours: the recipients to choose, beside POST /order/init, for non-orderers too (orders.md).
    'GET /order/recipients',
    // Ours: an LFD draft deleted or a finished check archived (LfdDelete; lfd.md).
    'POST /order/lfd/delete',
    // Ours: approving and cancelling a scheduled LFD follow-up (LfdApproveFollowUp, LfdCancelActivation; lfd.md).
    'PUT /order/lfd/{id}/follow-up-approval',
    'DELETE /order/lfd/{id}/follow-up',
    // Ours: creating and deleting a person card of the SÄK register (protective-security-register.md).
    'POST /protective-security/persons',
    'DELETE /protective-security/persons/{id}',
    'POST /protective-security/persons/import',
    'GET /protective-security/order-form',
    'POST /protective-security/persons/{id}/orders',
    'DELETE /protective-security/orders/{id}/schedule',
    // Ours: reading a report draft, which spec §7 does not list (reports.md).
    'POST /report/populate',
    // Ours: cancelling a scheduled order or finalizing (scheduled-work.md).
    'DELETE /orders/{id}/scheduled-order',
    'DELETE /report/{id}/scheduled-finalize',
    // Ours: the scheduled work given up, for the admins (scheduler.md).
    'GET /scheduled-jobs/failed',
    // Ours: the deletion certificates of finished cases, for the customer admin (deletion-policy.md).
    'GET /deletion-certificates',
    'GET /deletion-certificates/{id}',
    // Ours: the webhook delivery log (webhooks.md) and the server's version.
    'GET /webhooks/deliveries',
    'GET /version',
    // Ours: the security-class renewal follow-up (security-clearance-renewal.md).
    'GET /protective-security/renewals',
    'GET /protective-security/persons/{id}/renewals',
    // Ours: the security-clearance survey, its BankID signature and its answers for the analyst
    // (security-clearance-survey.md).
    'POST /clearance-survey/populate',
    'POST /clearance-survey/answers',
    'POST /clearance-survey/submit',
    'POST /clearance-survey/bankid/sign',
    'POST /clearance-survey/bankid/collect',
    'GET /jobs/{id}/clearance-survey',
    // Ours: the SPI interview protocol signed with BankID, and the customer's SPI report
    // (spi-interviews.md).
    'POST /spi-protocol/populate',
    'POST /spi-protocol/bankid/sign',
    'POST /spi-protocol/bankid/collect',
    'POST /spi-leaders/jobs/{id}/protocol/link',
    'POST /spi-leaders/jobs/{id}/protocol/bankid/sign',
    'POST /spi-leaders/jobs/{id}/protocol/bankid/collect',
    'POST /protective-security/orders/{id}/spi-report',
  ];

  it('has a Swedish message for every call of spec §7 and of ours, and no other', () => {
    expect(Object.keys(MAIN_API_ERROR_MESSAGES).sort()).toEqual([...specCalls].sort());
    for (const message of Object.values(MAIN_API_ERROR_MESSAGES)) expect(message.trim()).not.toBe('');
  });

  it.each([
    ['POST', '/user', 'Kontot kunde inte skapas'],
    ['POST', '/customer/populate', 'Kunden kunde inte hämtas'],
    ['POST', '/order', 'Beställning kunde inte sparas'],
    ['POST', '/customer/createapikey', 'Kunde inte skapa/hämta API-nyckel'],
    ['POST', '/report/final', 'Kunde inte färdigställa rapport'],
    ['POST', '/orders/abc-1/scheduled-order', 'Schemaläggning kunde inte sparas'],
    ['GET', '/orders/abc-1/scheduled-order', 'Schemaläggning kunde inte hämtas'],
    [
      'POST',
      '/spi-leaders/jobs/j1/spi-report/final',
      'Kunde inte färdigställa rapport, OBS intervjurapport måste bifogas',
    ],
    ['GET', '/collecteddata/', 'Inmatningskön kunde inte hämtas'],
    ['GET', '/collecteddata/c-9', 'Inmatade uppgifter kunde inte hämtas'],
    ['put', '/collecteddata/c-9', 'Inmatade uppgifter kunde inte sparas'],
    ['GET', '/orders?page=0&size=10&service=LFD', 'Beställningar kunde inte hämtas'],
    ['GET', '/jobs?pageSize=10&nextToken=x', 'Ärenden kunde inte hämtas'],
    ['POST', '/jobs/user', 'Ärendena kunde inte tilldelas'],
    ['POST', '/jobs/j1/report', 'Rapport kunde inte skapas'],
    ['PATCH', '/orders/o1', 'Mottagare kunde inte uppdateras'],
    ['POST', '/billing/customer', 'Faktureringsunderlag kunde inte hämtas'],
    ['GET', '/customer/apikeys?customerId=c1&page=0', 'Kunde inte skapa/hämta API-nyckel'],
    ['POST', '/customer/apikey/revoke', 'API-nyckeln kunde inte spärras'],
    ['GET', '/orders/o1', MAIN_API_FALLBACK],
    ['POST', '/jobs//report', MAIN_API_FALLBACK],
    ['DELETE', '/user', MAIN_API_FALLBACK],
    ['GET', '/nothing', MAIN_API_FALLBACK],
  ])('%s %s → %s', (method, path, expected) => {
    expect(mainApiErrorMessage(method, path)).toBe(expected);
  });

  it('answers the plain call for a path whose second meaning has its own key', () => {
    expect(MAIN_API_ERROR_MESSAGES['POST /user (update)']).toBe('Kontot kunde inte sparas');
    expect(mainApiErrorMessage('POST', '/user')).toBe('Kontot kunde inte skapas');
  });

  it('keeps the spec string for SPI finalize', () => {
    expect(SPI_REPORT_FINALIZE_ERROR).toBe(
      'Kunde inte färdigställa rapport, OBS intervjurapport måste bifogas',
    );
  });
});

describe('envelopes', () => {
  it.each([
    [{ status: 'OK' }, true],
    [{ status: 'OK', fetchStatus: 'OK' }, true],
    [{ status: 'OK', fetchStatus: 'OK: fetched 3' }, true],
    [{ status: 'OK', fetchStatus: 'ERROR: not found' }, false],
    [{ status: 'OK', fetchStatus: 'OKAY' }, false],
    [{ status: 'OK', fetchStatus: '' }, false],
    [{ status: 'OK', fetchStatus: null }, true],
    [{ status: 'ERROR' }, false],
    [{ status: 'ok' }, false],
    [{}, false],
    [null, false],
  ])('main API %j success: %s', (envelope, expected) => {
    expect(isMainApiSuccess(envelope)).toBe(expected);
  });

  it.each([
    [{ statusCode: 200 }, true],
    [{ statusCode: '200' }, true],
    [{ statusCode: 201 }, false],
    [{ statusCode: 500 }, false],
    [{}, false],
    [null, false],
  ])('reference service %j success: %s', (envelope, expected) => {
    expect(isReferenceServiceSuccess(envelope)).toBe(expected);
  });
});

describe('reference service messages', () => {
  it.each([
    ['fetchSurvey', 'Misslyckades att hämta frågebatteri'],
    ['fetchTemplate', 'Misslyckades att hämta frågebatteri-mall'],
    ['fetchTemplates', 'Misslyckades att hämta frågebatteri-mallar'],
    ['saveTemplate', 'Misslyckades att spara frågebatteri-mall'],
    ['deleteTemplate', 'Misslyckades att radera frågebatteri-mall'],
    ['copyTemplate', 'Misslyckades att kopiera frågebatteri-mall'],
    ['fetchOrder', 'Misslyckades att hämta beställning'],
    ['fetchOrders', 'Misslyckades att hämta beställningar'],
    ['decryptOrder', 'Misslyckades att avkryptera beställning'],
    ['decryptOrders', 'Misslyckades att avkryptera beställningar'],
    ['saveOrder', 'Misslyckades att spara beställning'],
    ['deleteOrder', 'Misslyckades att radera beställning'],
    ['sendOrder', 'Misslyckades att skicka beställning'],
    ['archiveOrder', 'Misslyckades att arkivera beställning'],
    ['fetchReport', 'Misslyckades att hämta rapport'],
    ['fetchPdf', 'Misslyckades att hämta PDF'],
    ['fetchDecryptedPdf', 'Misslyckades att hämta PDF'],
    ['fetchPollStatus', 'Misslyckades att hämta poll-status'],
    ['fetchReference', 'Misslyckades att hämta referensen'],
    ['fetchReferences', 'Misslyckades att hämta referenser'],
    ['decryptReference', 'Misslyckades att avkryptera referensen'],
    ['decryptReferences', 'Misslyckades att avkryptera referenser'],
    ['saveReference', 'Misslyckades att spara referens'],
    ['deleteReference', 'Misslyckades att radera referens'],
    ['sendReferences', 'Misslyckades att skicka referenser'],
    ['sendAnswers', 'Misslyckades att skicka svar'],
    ['sign', 'Misslyckades att signera'],
    ['decline', 'Misslyckades att avböja'],
    ['saveCandidate', 'Misslyckades att autentisera'],
    ['authenticateCandidate', 'Misslyckades att autentisera'],
    ['fetchSettings', 'Misslyckades att hämta inställningar'],
    ['saveSettings', 'Misslyckades att spara inställningar'],
    ['fetchArchivedOrders', 'Misslyckades att hämta arkiverade beställningar'],
  ] as const)('%s falls back to %s', (operation, expected) => {
    expect(referenceServiceErrorMessage(operation)).toBe(expected);
  });

  it('covers every reference-service path of spec §7', () => {
    const specPaths = [
      '/survey/populate',
      '/survey',
      '/survey/delete',
      '/survey/copy',
      '/order/populate',
      '/order/decrypt',
      '/order/list',
      '/order',
      '/order/delete',
      '/order/send',
      '/order/archive',
      '/order/report',
      '/order/pdf',
      '/order/pdf/decrypted',
      '/poll',
      '/reference/populate',
      '/reference/decrypt',
      '/reference',
      '/reference/verify',
      '/reference/delete',
      '/reference/send',
      '/reference/send/surveyanswers',
      '/reference/sign',
      '/reference/decline',
      '/candidate',
      '/candidate/auth',
      '/customer/settings/populate',
      '/customer/settings',
      '/customer/billing',
    ];
    expect(Object.keys(REFERENCE_SERVICE_FALLBACKS).sort()).toEqual([...specPaths].sort());
    const operationPaths = new Set(Object.values(REFERENCE_SERVICE_OPERATIONS).map((entry) => entry.path));
    expect([...operationPaths].sort()).toEqual([...specPaths].sort());
  });

  it('builds every fallback as Misslyckades att <verb> <object>', () => {
    for (const message of Object.values(REFERENCE_SERVICE_FALLBACKS)) {
      expect(message).toMatch(/^Misslyckades att \S+( \S+)*$/);
    }
    expect(REFERENCE_SERVICE_FALLBACKS['/survey/populate']).toBe('Misslyckades att hämta frågebatteri');
  });

  it.each([
    [{ message: 'Order saknas' }, 'Order saknas'],
    [new Error('Failed to fetch'), 'Failed to fetch'],
    [{ message: '' }, 'Misslyckades att spara beställning'],
    [{ message: '   ' }, 'Misslyckades att spara beställning'],
    [{ message: 42 }, 'Misslyckades att spara beställning'],
    [null, 'Misslyckades att spara beställning'],
  ])('a failure %j shows %s', (failure, expected) => {
    expect(referenceServiceErrorMessage('saveOrder', failure)).toBe(expected);
  });

  it('reports an empty order list as a failed order fetch', () => {
    expect(EMPTY_ORDER_LIST_ERROR).toBe('Misslyckades att hämta beställning');
  });

  it.each([
    [401, 'The incoming token has expired', true],
    [401, 'the incoming token has expired', true],
    [401, 'Unauthorized', false],
    [403, 'The incoming token has expired', false],
    [401, null, false],
  ])('status %s with %s is expired: %s', (status, message, expected) => {
    expect(isExpiredTokenResponse(status, message)).toBe(expected);
  });
});
