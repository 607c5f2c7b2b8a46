import { isFetchStatusOk } from './api/envelopes';

/**
 * The error catalogue of spec §8 as data, and the rules that pick a message. 'Surveying time not found in
 * jobStateLog.' belongs to the deadline rules: `SURVEYING_TIME_NOT_FOUND` in deadlines.ts.
 */

export const LOGIN_ERROR_MESSAGES = {
  UserNotFoundException: 'Användaren existerar inte',
  NotAuthorizedException: 'Fel email eller lösenord',
  CodeMismatchException: 'Fel SMSkod',
  TooManyRequestsException: 'För många försök. Försök igen senare',
} as const;
export type LoginErrorCode = keyof typeof LOGIN_ERROR_MESSAGES;
export const LOGIN_ERROR_FALLBACK = 'Inloggning misslyckades';

const errorCodeOf = (error: unknown): string | undefined => {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const { code, name } = error as { code?: unknown; name?: unknown };
    if (typeof code === 'string' && code !== '') return code;
    if (typeof name === 'string') return name;
  }
  return undefined;
};

/**
 * The message for a failed login or password reset. Takes the exception name or the identity client's
 * error object (whose `code`, else `name`, is the exception name).
 */
export const loginErrorMessage = (error: unknown): string => {
  const code = errorCodeOf(error);
  return code !== undefined && Object.hasOwn(LOGIN_ERROR_MESSAGES, code)
    ? LOGIN_ERROR_MESSAGES[code as LoginErrorCode]
    : LOGIN_ERROR_FALLBACK;
};

export const BANKID_ERROR_MESSAGES = {
  '70021': 'BankId session redan öppen',
  '70022': 'Samtycke redan genomfört',
} as const;
export const BANKID_ERROR_FALLBACK = 'Anslutningen till BankID misslyckades';
/** On auth-result this code is handed on as itself, not turned into a message. */
export const BANKID_PASS_THROUGH_CODE = '70203';
export type BankIdCall = 'auth-queued' | 'auth-result';

export const bankIdErrorMessage = (
  code: string | number | null | undefined,
  call: BankIdCall = 'auth-queued',
): string => {
  const key = code == null ? '' : String(code);
  if (call === 'auth-result' && key === BANKID_PASS_THROUGH_CODE) return key;
  return Object.hasOwn(BANKID_ERROR_MESSAGES, key)
    ? BANKID_ERROR_MESSAGES[key as keyof typeof BANKID_ERROR_MESSAGES]
    : BANKID_ERROR_FALLBACK;
};

export const SPI_REPORT_FINALIZE_ERROR = 'Kunde inte färdigställa rapport, OBS intervjurapport måste bifogas';
export const MAIN_API_FALLBACK = 'Något gick fel';

/**
 * The Swedish failure message of every main-API call of spec §7, keyed by method and path template
 * (query strings left out), and of our own calls beside them. The spec's examples are used as written;
 * the rest follow their style. A call that does two things keys its second meaning with a word in
 * brackets ('POST /user (update)'); `mainApiErrorMessage` answers the plain key, the caller that knows
 * the meaning reads the bracketed one.
 */
export const MAIN_API_ERROR_MESSAGES = {
  'GET /account/customer': 'Kunden kunde inte hämtas',
  'POST /user': 'Kontot kunde inte skapas',
  'POST /user (update)': 'Kontot kunde inte sparas',
  'POST /user/delete': 'Kontot kunde inte raderas',
  'POST /user/reset': 'Lösenordet kunde inte återställas',
  'POST /user/populate': 'Kontot kunde inte hämtas',
  'GET /users': 'Användarna kunde inte hämtas',
  'POST /users': 'Användarna kunde inte hämtas',
  'POST /customer/populate': 'Kunden kunde inte hämtas',
  'POST /customer': 'Kunden kunde inte sparas',
  'POST /customer/delete': 'Kunden kunde inte raderas',
  'POST /customer/createapikey': 'Kunde inte skapa/hämta API-nyckel',
  'GET /customer/apikeys': 'Kunde inte skapa/hämta API-nyckel',
  'POST /customer/apikey/revoke': 'API-nyckeln kunde inte spärras',
  'GET /customers': 'Kunderna kunde inte hämtas',
  'POST /order': 'Beställning kunde inte sparas',
  'POST /order/abort': 'Beställning kunde inte avbrytas',
  'POST /order/populate': 'Beställning kunde inte hämtas',
  'POST /order/init': 'Beställning kunde inte påbörjas',
  'GET /order/recipients': 'Mottagarna kunde inte hämtas',
  'POST /persons/{id}/orders': 'Beställning för personen kunde inte skapas',
  'GET /orders': 'Beställningar kunde inte hämtas',
  'GET /order/lfd': 'LFD-beställningar kunde inte hämtas',
  'GET /order/lfdarchived': 'Arkiverade LFD-beställningar kunde inte hämtas',
  'GET /order/lfdscheduled': 'Schemalagda LFD-beställningar kunde inte hämtas',
  'POST /order/lfd/delete': 'LFD-beställningen kunde inte raderas',
  'PUT /order/lfd/{id}/follow-up-approval': 'Uppföljningen kunde inte godkännas',
  'DELETE /order/lfd/{id}/follow-up': 'Schemaläggningen kunde inte raderas',
  'POST /protective-security/persons': 'Personen kunde inte skapas',
  'DELETE /protective-security/persons/{id}': 'Personen kunde inte raderas',
  'POST /protective-security/persons/import': 'Personerna kunde inte importeras',
  'GET /protective-security/order-form': 'Beställningsformuläret kunde inte hämtas',
  'POST /protective-security/persons/{id}/orders': 'Beställning kunde inte sparas',
  'DELETE /protective-security/orders/{id}/schedule': 'Schemaläggningen kunde inte raderas',
  'POST /job/populate': 'Ärendet kunde inte hämtas',
  'POST /job/approve': 'Ärendet kunde inte godkännas',
  'POST /job/reverse': 'Ärendet kunde inte återställas',
  'POST /job/close-unapproved': 'Ärendet kunde inte avslutas',
  'POST /jobs/user': 'Ärendena kunde inte tilldelas',
  'GET /jobs': 'Ärenden kunde inte hämtas',
  'GET /jobs/counts': 'Antal ärenden kunde inte hämtas',
  'POST /job/coordinator-notes': 'Koordinatorns anteckningar kunde inte sparas',
  'GET /staff/analysts': 'Analytikerna kunde inte hämtas',
  'GET /staff/spi-leaders': 'SPI-ledarna kunde inte hämtas',
  'GET /staff/policy': 'Säkerhetspolicyn kunde inte hämtas',
  'POST /staff/policy/approve': 'Godkännandet av säkerhetspolicyn kunde inte sparas',
  'POST /billing/customer': 'Faktureringsunderlag kunde inte hämtas',
  'GET /collecteddata/{id}': 'Inmatade uppgifter kunde inte hämtas',
  'GET /collecteddata/': 'Inmatningskön kunde inte hämtas',
  'PUT /collecteddata/{id}': 'Inmatade uppgifter kunde inte sparas',
  'GET /jobs/{id}/collecteddata': 'Inmatade uppgifter kunde inte hämtas',
  'POST /datapart': 'Datadel kunde inte sparas',
  'POST /datapart/populate': 'Datadel kunde inte hämtas',
  'GET /jobs/{id}/dataparts': 'Datadelar kunde inte hämtas',
  'POST /bulkdata/actapublica': 'Domstolsuppgifter kunde inte hämtas',
  'POST /bulkdata/creditsafe': 'Kreditupplysning kunde inte hämtas',
  'POST /report/preview': 'Förhandsgranskning av rapport kunde inte skapas',
  'POST /report/populate': 'Rapporten kunde inte hämtas',
  'POST /report': 'Rapport kunde inte sparas',
  'POST /report/final': 'Kunde inte färdigställa rapport',
  'POST /report/delivered': 'Rapport kunde inte markeras som levererad',
  'POST /report/approval/resend': 'Ny begäran om godkännande kunde inte skickas',
  'POST /review/preview': 'Förhandsgranskning kunde inte skapas',
  'POST /report/finalasimages': 'Rapporten kunde inte hämtas som bilder',
  'POST /jobs/{id}/report': 'Rapport kunde inte skapas',
  'POST /protective-security/orders/{id}/reports': 'Rapport kunde inte sparas',
  'POST /attachment': 'Bilaga kunde inte sparas',
  'POST /attachment/populate': 'Bilaga kunde inte hämtas',
  'POST /attachment/delete': 'Bilaga kunde inte raderas',
  'POST /attachment/list': 'Bilagor kunde inte hämtas',
  'POST /consent/report': 'Rapporten kunde inte hämtas',
  'POST /consent/report/pdf': 'Rapporten kunde inte hämtas',
  'POST /consent/report/comment': 'Kommentaren kunde inte sparas',
  'POST /bankid/auth-queued': BANKID_ERROR_FALLBACK,
  'POST /clearance-survey/populate': 'Enkäten kunde inte hämtas',
  'POST /clearance-survey/answers': 'Svaren kunde inte sparas',
  'POST /clearance-survey/submit': 'Svaren kunde inte skickas in',
  'POST /clearance-survey/bankid/sign': BANKID_ERROR_FALLBACK,
  'POST /clearance-survey/bankid/collect': BANKID_ERROR_FALLBACK,
  'GET /jobs/{id}/clearance-survey': 'Enkätsvaren kunde inte hämtas',
  'POST /bankid/auth-result': BANKID_ERROR_FALLBACK,
  'GET /spi-coordinators/jobs': 'SPI-ärenden kunde inte hämtas',
  'GET /spi-leaders/jobs': 'SPI-ärenden kunde inte hämtas',
  'POST /spi-coordinators/updateSpiLeader': 'SPI-ledare kunde inte uppdateras',
  'POST /spi-leaders/jobs/{id}/spi-report/final': SPI_REPORT_FINALIZE_ERROR,
  'GET /spi-leaders/jobs/{id}': 'SPI-ärendet kunde inte hämtas',
  'POST /spi-leaders/jobs/{id}/booking': 'Intervjun kunde inte bokas',
  'DELETE /spi-leaders/jobs/{id}/booking': 'Intervjun kunde inte avbokas',
  'GET /jobs/{id}/spi-report': 'SPI-rapporten kunde inte hämtas',
  'GET /jobs/{id}/spi-report/file': 'Intervjurapporten kunde inte hämtas',
  'GET /jobs/{id}/reference-check': 'Referenstagningen kunde inte hämtas',
  'GET /jobs/{id}/reference-check/report': 'Referensrapporten kunde inte hämtas',
  'POST /spi-protocol/populate': 'Protokollet kunde inte hämtas',
  'POST /spi-protocol/bankid/sign': BANKID_ERROR_FALLBACK,
  'POST /spi-protocol/bankid/collect': BANKID_ERROR_FALLBACK,
  'POST /spi-leaders/jobs/{id}/protocol/link': 'Länken till protokollet kunde inte skickas',
  'POST /spi-leaders/jobs/{id}/protocol/bankid/sign': BANKID_ERROR_FALLBACK,
  'POST /spi-leaders/jobs/{id}/protocol/bankid/collect': BANKID_ERROR_FALLBACK,
  'POST /protective-security/orders/{id}/spi-report': 'SPI-rapporten kunde inte hämtas',
  'POST /orders/{id}/scheduled-order': 'Schemaläggning kunde inte sparas',
  'GET /orders/{id}/scheduled-order': 'Schemaläggning kunde inte hämtas',
  'DELETE /orders/{id}/scheduled-order': 'Schemaläggningen kunde inte raderas',
  'POST /report/{id}/scheduled-finalize': 'Schemalagt färdigställande kunde inte sparas',
  'DELETE /report/{id}/scheduled-finalize': 'Schemalagt färdigställande kunde inte raderas',
  'GET /jobs/{id}/risc': 'Riskvärden kunde inte hämtas',
  'POST /jobs/{id}/risc': 'Riskvärden kunde inte sparas',
  'PUT /protective-security/orders/{id}/schedule-approval': 'Aktivering kunde inte godkännas',
  'PATCH /orders/{id}': 'Mottagare kunde inte uppdateras',
  'GET /protective-security/orders': 'Beställningar kunde inte hämtas',
  'GET /protective-security/persons': 'Personer kunde inte hämtas',
  'GET /protective-security/persons/{id}': 'Personen kunde inte hämtas',
  'PUT /protective-security/persons/{id}': 'Personen kunde inte sparas',
  'GET /persons/{id}/jobs': 'Personens ärenden kunde inte hämtas',
  'GET /persons/{id}/orders': 'Personens beställningar kunde inte hämtas',
  'GET /scheduled-jobs/failed': 'Misslyckade bakgrundsjobb kunde inte hämtas',
  'GET /deletion-certificates': 'Raderingsintygen kunde inte hämtas',
  'GET /deletion-certificates/{id}': 'Raderingsintyget kunde inte hämtas',
  'GET /webhooks/deliveries': 'Webhook-leveranserna kunde inte hämtas',
  'GET /version': 'Versionen kunde inte hämtas',
  'GET /protective-security/renewals': 'Förnyelserna kunde inte hämtas',
  'GET /protective-security/persons/{id}/renewals': 'Personens förnyelser kunde inte hämtas',
} as const;
export type MainApiCall = keyof typeof MAIN_API_ERROR_MESSAGES;

const templateMatches = (template: string, path: string): boolean => {
  const wanted = template.split('/');
  const actual = path.split('/');
  return (
    wanted.length === actual.length &&
    wanted.every((part, index) => part === actual[index] || (part === '{id}' && (actual[index] ?? '') !== ''))
  );
};

/**
 * The message for a failed main-API call, from the method and the concrete path (ids filled in, a query
 * string allowed). An exact template wins over one with `{id}`, so `/collecteddata/` is the queue.
 */
export const mainApiErrorMessage = (method: string, path: string): string => {
  const verb = method.toUpperCase();
  const bare = path.split(/[?#]/)[0] ?? '';
  const exact = `${verb} ${bare}`;
  if (Object.hasOwn(MAIN_API_ERROR_MESSAGES, exact)) return MAIN_API_ERROR_MESSAGES[exact as MainApiCall];
  for (const [call, message] of Object.entries(MAIN_API_ERROR_MESSAGES)) {
    const [callVerb = '', template = '', meaning] = call.split(' ');
    if (meaning === undefined && callVerb === verb && templateMatches(template, bare)) return message;
  }
  return MAIN_API_FALLBACK;
};

/** Main API success: status OK and, when present, a fetchStatus whose part before the first colon is OK. */
export const isMainApiSuccess = (
  envelope: { readonly status?: string | null; readonly fetchStatus?: string | null } | null | undefined,
): boolean => {
  if (envelope?.status !== 'OK') return false;
  return envelope.fetchStatus == null || isFetchStatusOk(envelope.fetchStatus);
};

export const isReferenceServiceSuccess = (
  envelope: { readonly statusCode?: number | string | null } | null | undefined,
): boolean => Number(envelope?.statusCode) === 200;

/**
 * Each reference-service operation (spec §7), its path and its fallback message (spec §8). One path may
 * serve several operations (a template or a list of them), each with its own message.
 */
export const REFERENCE_SERVICE_OPERATIONS = {
  fetchSurvey: { path: '/survey/populate', fallback: 'Misslyckades att hämta frågebatteri' },
  fetchTemplate: { path: '/survey/populate', fallback: 'Misslyckades att hämta frågebatteri-mall' },
  fetchTemplates: { path: '/survey/populate', fallback: 'Misslyckades att hämta frågebatteri-mallar' },
  saveTemplate: { path: '/survey', fallback: 'Misslyckades att spara frågebatteri-mall' },
  deleteTemplate: { path: '/survey/delete', fallback: 'Misslyckades att radera frågebatteri-mall' },
  copyTemplate: { path: '/survey/copy', fallback: 'Misslyckades att kopiera frågebatteri-mall' },
  fetchOrder: { path: '/order/populate', fallback: 'Misslyckades att hämta beställning' },
  fetchOrders: { path: '/order/list', fallback: 'Misslyckades att hämta beställningar' },
  decryptOrder: { path: '/order/decrypt', fallback: 'Misslyckades att avkryptera beställning' },
  decryptOrders: { path: '/order/decrypt', fallback: 'Misslyckades att avkryptera beställningar' },
  saveOrder: { path: '/order', fallback: 'Misslyckades att spara beställning' },
  deleteOrder: { path: '/order/delete', fallback: 'Misslyckades att radera beställning' },
  sendOrder: { path: '/order/send', fallback: 'Misslyckades att skicka beställning' },
  archiveOrder: { path: '/order/archive', fallback: 'Misslyckades att arkivera beställning' },
  fetchReport: { path: '/order/report', fallback: 'Misslyckades att hämta rapport' },
  fetchPdf: { path: '/order/pdf', fallback: 'Misslyckades att hämta PDF' },
  fetchDecryptedPdf: { path: '/order/pdf/decrypted', fallback: 'Misslyckades att hämta PDF' },
  fetchPollStatus: { path: '/poll', fallback: 'Misslyckades att hämta poll-status' },
  fetchReference: { path: '/reference/populate', fallback: 'Misslyckades att hämta referensen' },
  fetchReferences: { path: '/reference/populate', fallback: 'Misslyckades att hämta referenser' },
  decryptReference: { path: '/reference/decrypt', fallback: 'Misslyckades att avkryptera referensen' },
  decryptReferences: { path: '/reference/decrypt', fallback: 'Misslyckades att avkryptera referenser' },
  saveReference: { path: '/reference', fallback: 'Misslyckades att spara referens' },
  verifyReference: { path: '/reference/verify', fallback: 'Misslyckades att verifiera referens' },
  deleteReference: { path: '/reference/delete', fallback: 'Misslyckades att radera referens' },
  sendReferences: { path: '/reference/send', fallback: 'Misslyckades att skicka referenser' },
  sendAnswers: { path: '/reference/send/surveyanswers', fallback: 'Misslyckades att skicka svar' },
  sign: { path: '/reference/sign', fallback: 'Misslyckades att signera' },
  decline: { path: '/reference/decline', fallback: 'Misslyckades att avböja' },
  saveCandidate: { path: '/candidate', fallback: 'Misslyckades att autentisera' },
  authenticateCandidate: { path: '/candidate/auth', fallback: 'Misslyckades att autentisera' },
  fetchSettings: { path: '/customer/settings/populate', fallback: 'Misslyckades att hämta inställningar' },
  saveSettings: { path: '/customer/settings', fallback: 'Misslyckades att spara inställningar' },
  fetchArchivedOrders: {
    path: '/customer/billing',
    fallback: 'Misslyckades att hämta arkiverade beställningar',
  },
} as const satisfies Record<string, { path: string; fallback: string }>;
export type ReferenceServiceOperation = keyof typeof REFERENCE_SERVICE_OPERATIONS;
export type ReferenceServicePath = (typeof REFERENCE_SERVICE_OPERATIONS)[ReferenceServiceOperation]['path'];

/** The fallback message by path: the single-item operation where a path serves several. */
export const REFERENCE_SERVICE_FALLBACKS: Readonly<Record<ReferenceServicePath, string>> = {
  '/survey/populate': REFERENCE_SERVICE_OPERATIONS.fetchSurvey.fallback,
  '/survey': REFERENCE_SERVICE_OPERATIONS.saveTemplate.fallback,
  '/survey/delete': REFERENCE_SERVICE_OPERATIONS.deleteTemplate.fallback,
  '/survey/copy': REFERENCE_SERVICE_OPERATIONS.copyTemplate.fallback,
  '/order/populate': REFERENCE_SERVICE_OPERATIONS.fetchOrder.fallback,
  '/order/list': REFERENCE_SERVICE_OPERATIONS.fetchOrders.fallback,
  '/order/decrypt': REFERENCE_SERVICE_OPERATIONS.decryptOrder.fallback,
  '/order': REFERENCE_SERVICE_OPERATIONS.saveOrder.fallback,
  '/order/delete': REFERENCE_SERVICE_OPERATIONS.deleteOrder.fallback,
  '/order/send': REFERENCE_SERVICE_OPERATIONS.sendOrder.fallback,
  '/order/archive': REFERENCE_SERVICE_OPERATIONS.archiveOrder.fallback,
  '/order/report': REFERENCE_SERVICE_OPERATIONS.fetchReport.fallback,
  '/order/pdf': REFERENCE_SERVICE_OPERATIONS.fetchPdf.fallback,
  '/order/pdf/decrypted': REFERENCE_SERVICE_OPERATIONS.fetchDecryptedPdf.fallback,
  '/poll': REFERENCE_SERVICE_OPERATIONS.fetchPollStatus.fallback,
  '/reference/populate': REFERENCE_SERVICE_OPERATIONS.fetchReference.fallback,
  '/reference/decrypt': REFERENCE_SERVICE_OPERATIONS.decryptReference.fallback,
  '/reference': REFERENCE_SERVICE_OPERATIONS.saveReference.fallback,
  '/reference/verify': REFERENCE_SERVICE_OPERATIONS.verifyReference.fallback,
  '/reference/delete': REFERENCE_SERVICE_OPERATIONS.deleteReference.fallback,
  '/reference/send': REFERENCE_SERVICE_OPERATIONS.sendReferences.fallback,
  '/reference/send/surveyanswers': REFERENCE_SERVICE_OPERATIONS.sendAnswers.fallback,
  '/reference/sign': REFERENCE_SERVICE_OPERATIONS.sign.fallback,
  '/reference/decline': REFERENCE_SERVICE_OPERATIONS.decline.fallback,
  '/candidate': REFERENCE_SERVICE_OPERATIONS.saveCandidate.fallback,
  '/candidate/auth': REFERENCE_SERVICE_OPERATIONS.authenticateCandidate.fallback,
  '/customer/settings/populate': REFERENCE_SERVICE_OPERATIONS.fetchSettings.fallback,
  '/customer/settings': REFERENCE_SERVICE_OPERATIONS.saveSettings.fallback,
  '/customer/billing': REFERENCE_SERVICE_OPERATIONS.fetchArchivedOrders.fallback,
};

/** An empty order list is reported as a failed order fetch (spec §8). */
export const EMPTY_ORDER_LIST_ERROR = REFERENCE_SERVICE_OPERATIONS.fetchOrder.fallback;

/**
 * The message shown for a failed reference-service call: the server's message of a non-200 envelope,
 * or the transport error's message, else the operation's fallback.
 */
export const referenceServiceErrorMessage = (
  operation: ReferenceServiceOperation,
  failure?: { readonly message?: unknown } | null,
): string => {
  const message = failure?.message;
  return typeof message === 'string' && message.trim() !== ''
    ? message
    : REFERENCE_SERVICE_OPERATIONS[operation].fallback;
};

/** A 401 from the reference service whose message says this triggers one token refresh and a retry. */
export const isExpiredTokenResponse = (status: number, message: string | null | undefined): boolean =>
  status === 401 && /incoming token has expired/i.test(message ?? '');
