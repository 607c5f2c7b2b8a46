import { ANALYSIS_MESSAGES, CreditInformationPerson } from '@granska/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreditsafeSettings } from '../../../platform/config';
import { AppError } from '../../../platform/http/app-error';
import {
  CREDITSAFE_TOKEN_LIFETIME_MS,
  CREDITSAFE_TOKEN_RENEWAL_MARGIN_MS,
  createCreditsafeProvider,
} from './credit-information.creditsafe';
import { startLocalCreditsafe } from './creditsafe.test-support';

const NOW = new Date('2026-03-10T10:00:00Z');
const FOUND = '19850412-1232';
const PROTECTED = '19700101-0017';
const DECEASED = '19400101-0009';
const UNKNOWN = '19990101-0000';
const PASSWORD = 'S3cret-pw';

/** A report in sections, parameter names as a block may spell them. */
const CREDIT_REPORT = {
  person: {
    FIRST_NAME: 'Anna Maria',
    GIVEN_NAME: 'Anna',
    LAST_NAME: 'Testsson',
    CO_ADDRESS: '',
    ADDRESS: 'Provgatan 1',
    ZIPCODE: '111 22',
    TOWN: 'STOCKHOLM',
    COUNTY: 'Stockholms län',
    COMMUNITY: 'Stockholm',
    SEX: 'K',
    AGE: '40',
    CIVIL_STATE: 'Gift',
  },
  credit: {
    PAYMENT_REMARKS_COUNT: '2',
    PAYMENT_REMARKS_SUM: '15 000',
    AMAL_NUMBER: 1,
    AMAL_AMOUNT: 5000,
    EMAL_NUMBER: 1,
    EMAL_AMOUNT: 10000,
    SCORING: '55',
    RISK_CLASS: '3',
    BANKRUPTCY: 'N',
    DEBT_RELIEF: 'false',
    INCOMES: [
      { YEAR: 2023, INCOME: '320000' },
      { YEAR: 2025, INCOME: '350000', TAX: '100000' },
      { YEAR: 2024, INCOME: '340000' },
      { YEAR: 2022, INCOME: '300000' },
    ],
  },
};
const FULL_REPORT = {
  ...CREDIT_REPORT,
  PUBLIC_CLAIMS: [{ DATE: '20240115', AMOUNT: '5000', CREDITOR: 'Skatteverket', CASE_NUMBER: 'A-1' }],
  ADDRESS_HISTORY: [
    { ADDRESS: 'Gamla vägen 2', ZIP: '222 33', TOWN: 'LUND', FROM: '2015-01-01', TO: '2020-06-30' },
  ],
};

const settingsFor = (url: string, timeoutMs = 2_000): CreditsafeSettings => ({
  url,
  authUrl: url,
  username: 'GRANSKA01',
  password: PASSWORD,
  blocks: { basic: 'GRANSKA_BAS', credit: 'GRANSKA_KREDIT', full: 'GRANSKA_FULL' },
  timeoutMs,
});

let creditsafe: Awaited<ReturnType<typeof startLocalCreditsafe>>;
let clock = NOW.getTime();
const provider = (settings?: Partial<CreditsafeSettings>) =>
  createCreditsafeProvider({ ...settingsFor(creditsafe.url), ...settings }, { now: () => clock });

/** The AppError a lookup ends in: what the analyst sees, and the cause the log gets. */
const refusalOf = async (lookUp: Promise<unknown>) => {
  const error = await lookUp.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  return { statusCode: appError.statusCode, message: appError.message, cause: String(appError.cause) };
};

beforeAll(async () => {
  creditsafe = await startLocalCreditsafe({
    username: 'GRANSKA01',
    password: PASSWORD,
    people: {
      '198504121232': {
        reports: {
          GRANSKA_BAS: CREDIT_REPORT.person,
          GRANSKA_KREDIT: CREDIT_REPORT,
          GRANSKA_FULL: FULL_REPORT,
        },
      },
      '197001010017': {
        answer: {
          error: { code: 'S2', text: 'Skyddad', detail: 'Skyddad person.' },
          report: { AGE: 56, SCORING: 80 },
        },
      },
      '194001010009': { answer: { error: { code: 'S4', text: 'Avliden', detail: '2025-11-02' } } },
    },
  });
  creditsafe.addBlocks('GRANSKA_BAS', 'GRANSKA_KREDIT', 'GRANSKA_FULL');
});
afterAll(() => creditsafe.close());
beforeEach(() => {
  creditsafe.received.length = 0;
  Object.assign(creditsafe.state, {
    refusals: 0,
    refusalStatus: 401,
    failWith: undefined,
    hang: false,
    authenticateStatus: undefined,
  });
  clock = NOW.getTime();
});

describe('Creditsafe adapter: authentication and GetData as documented', () => {
  it('authenticates with the user key, then asks GetData for the level’s block with the personal number', async () => {
    const person = await provider().lookUp({ personalNumber: FOUND, level: 'CREDIT', now: NOW });

    const [authenticate, getData] = creditsafe.received;
    expect(authenticate).toMatchObject({
      method: 'POST',
      path: '/v1/authenticate',
      body: { username: 'GRANSKA01', password: PASSWORD },
    });
    expect(authenticate?.headers['content-type']).toBe('application/json');
    expect(getData).toMatchObject({
      method: 'GET',
      path: '/getdata',
      query: { searchnumber: '198504121232', blockname: 'GRANSKA_KREDIT', language: 'sv' },
    });
    expect(getData?.headers.authorization).toMatch(/^Bearer eyJ\.local-token-\d+\.sig$/);

    expect(CreditInformationPerson.parse(person)).toEqual(person);
    expect(person).toEqual({
      personalNumber: FOUND,
      firstNames: 'Anna Maria',
      givenName: 'Anna',
      lastName: 'Testsson',
      address: 'Provgatan 1',
      zip: '111 22',
      town: 'STOCKHOLM',
      county: 'Stockholms län',
      community: 'Stockholm',
      gender: 'FEMALE',
      age: 40,
      civilState: 'Gift',
      bankruptcy: { hasBankruptcy: false },
      debtRelief: { hasDebtRelief: false },
      paymentRemarks: { count: 2, sum: 15000, amalCount: 1, amalSum: 5000, emalCount: 1, emalSum: 10000 },
      scoring: { score: 55, riskClass: '3' },
      incomes: [
        { year: 2025, income: 350000, tax: 100000 },
        { year: 2024, income: 340000 },
        { year: 2023, income: 320000 },
      ],
    });
  });

  it('maps the level to its block and keeps only the level’s fields', async () => {
    const lookUp = provider();
    const full = await lookUp.lookUp({ personalNumber: FOUND, level: 'FULL', now: NOW });
    expect(full.publicClaims).toEqual([
      { date: '2024-01-15', amount: 5000, creditor: 'Skatteverket', caseNumber: 'A-1' },
    ]);
    expect(full.addressHistory).toEqual([
      { address: 'Gamla vägen 2', zip: '222 33', town: 'LUND', from: '2015-01-01', to: '2020-06-30' },
    ]);
    const basic = await lookUp.lookUp({ personalNumber: FOUND, level: 'BASIC', now: NOW });
    expect(basic).toMatchObject({ lastName: 'Testsson', town: 'STOCKHOLM' });
    expect(basic.paymentRemarks).toBeUndefined();
    expect(
      creditsafe.received.filter((call) => call.path === '/getdata').map((call) => call.query.blockname),
    ).toEqual(['GRANSKA_FULL', 'GRANSKA_BAS']);
  });

  it('tells a protected or deceased person by the rejection code, with what the block gives', async () => {
    const lookUp = provider();
    expect(await lookUp.lookUp({ personalNumber: PROTECTED, level: 'CREDIT', now: NOW })).toEqual({
      personalNumber: PROTECTED,
      age: 56,
      scoring: { score: 80 },
      protectedIdentity: true,
      registerStatus: { code: 'S2', text: 'Skyddad', detail: 'Skyddad person.' },
    });
    expect(await lookUp.lookUp({ personalNumber: DECEASED, level: 'BASIC', now: NOW })).toEqual({
      personalNumber: DECEASED,
      registerStatus: { code: 'S4', text: 'Avliden', detail: '2025-11-02' },
    });
  });

  it('answers 404 for a person Creditsafe does not know', async () => {
    expect(
      await refusalOf(provider().lookUp({ personalNumber: UNKNOWN, level: 'BASIC', now: NOW })),
    ).toMatchObject({
      statusCode: 404,
      message: ANALYSIS_MESSAGES.creditInformationNoMatch,
    });
  });
});

describe('Creditsafe adapter: the token', () => {
  it('is reused until shortly before its hour ends, then renewed', async () => {
    const lookUp = provider();
    const request = { personalNumber: FOUND, level: 'BASIC' as const, now: NOW };
    await Promise.all([lookUp.lookUp(request), lookUp.lookUp(request)]);
    clock += 30 * 60 * 1000;
    await lookUp.lookUp(request);
    expect(creditsafe.authentications()).toBe(1);

    clock = NOW.getTime() + CREDITSAFE_TOKEN_LIFETIME_MS - CREDITSAFE_TOKEN_RENEWAL_MARGIN_MS;
    await lookUp.lookUp(request);
    expect(creditsafe.authentications()).toBe(2);
    const tokens = creditsafe.received
      .filter((call) => call.path === '/getdata')
      .map((call) => call.headers.authorization);
    expect(new Set(tokens.slice(0, 3)).size).toBe(1);
    expect(tokens[3]).not.toBe(tokens[0]);
  });

  it('is renewed once when GetData refuses it (401, or 403 with an expired-token code)', async () => {
    for (const refusalStatus of [401, 403] as const) {
      const lookUp = provider();
      const request = { personalNumber: FOUND, level: 'BASIC' as const, now: NOW };
      await lookUp.lookUp(request);
      creditsafe.received.length = 0;
      creditsafe.expireTokens();
      creditsafe.state.refusalStatus = refusalStatus;

      expect(await lookUp.lookUp(request)).toMatchObject({ lastName: 'Testsson' });
      expect(creditsafe.received.map((call) => call.path)).toEqual([
        '/getdata',
        '/v1/authenticate',
        '/getdata',
      ]);
    }
  });

  it('is not renewed in a loop: a second refusal answers 503', async () => {
    const lookUp = provider();
    creditsafe.state.refusals = 2;
    expect(await refusalOf(lookUp.lookUp({ personalNumber: FOUND, level: 'BASIC', now: NOW }))).toMatchObject(
      {
        statusCode: 503,
        message: ANALYSIS_MESSAGES.creditInformationUnavailable,
      },
    );
    expect(creditsafe.authentications()).toBe(2);
  });

  it('refused credentials answer 503 "not connected", and the password is in no message', async () => {
    const refusal = await refusalOf(
      provider({ password: 'wrong-password' }).lookUp({ personalNumber: FOUND, level: 'BASIC', now: NOW }),
    );
    expect(refusal).toMatchObject({
      statusCode: 503,
      message: ANALYSIS_MESSAGES.creditInformationUnavailable,
    });
    expect(refusal.cause).toContain('Authenticate answered 401');
    expect(refusal.cause).not.toContain('wrong-password');
  });
});

describe('Creditsafe adapter: a provider that fails', () => {
  it('answers 503 when Creditsafe has an error, naming its code and apiLogId for the log only', async () => {
    creditsafe.state.failWith = 500;
    const refusal = await refusalOf(provider().lookUp({ personalNumber: FOUND, level: 'FULL', now: NOW }));
    expect(refusal).toMatchObject({
      statusCode: 503,
      message: ANALYSIS_MESSAGES.creditInformationUnreachable,
    });
    expect(refusal.cause).toBe('CreditsafeError: GetData answered 500 code 99 (apiLogId 547632)');
    for (const secret of ['198504121232', FOUND, 'local-token', PASSWORD])
      expect(refusal.cause).not.toContain(secret);
  });

  it('answers 503 "not connected" for a block the account does not have', async () => {
    const refusal = await refusalOf(
      provider({ blocks: { basic: 'NO_SUCH_BLOCK', credit: 'x', full: 'y' } }).lookUp({
        personalNumber: FOUND,
        level: 'BASIC',
        now: NOW,
      }),
    );
    expect(refusal).toMatchObject({
      statusCode: 503,
      message: ANALYSIS_MESSAGES.creditInformationUnavailable,
    });
    expect(refusal.cause).toContain('code 11');
  });

  it('gives up after the time-out and answers 503', async () => {
    creditsafe.state.hang = true;
    const refusal = await refusalOf(
      provider({ timeoutMs: 300 }).lookUp({ personalNumber: FOUND, level: 'BASIC', now: NOW }),
    );
    expect(refusal).toMatchObject({
      statusCode: 503,
      message: ANALYSIS_MESSAGES.creditInformationUnreachable,
    });
    expect(refusal.cause).toContain('timed out after 300 ms');
  });

  it('answers 503 when nothing listens at the address', async () => {
    const refusal = await refusalOf(
      provider({ url: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9' }).lookUp({
        personalNumber: FOUND,
        level: 'BASIC',
        now: NOW,
      }),
    );
    expect(refusal).toMatchObject({
      statusCode: 503,
      message: ANALYSIS_MESSAGES.creditInformationUnreachable,
    });
    expect(refusal.cause).toContain('Authenticate unreachable');
  });
});
