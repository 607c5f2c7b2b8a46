import { ANALYSIS_MESSAGES, type CreditInformationLevel, CreditRegisterStatus } from '@granska/domain';
import { z } from 'zod';
import type { CreditsafeSettings } from '../../../platform/config';
import { AppError } from '../../../platform/http/app-error';
import type { CreditInformationProvider, CreditInformationRequest } from './credit-information.port';
import { recordAtLevel } from './credit-information-levels';
import { personFromCreditsafeReport } from './creditsafe-report';

/** A token is valid one hour from Authenticate; it is renewed five minutes before that. */
export const CREDITSAFE_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const CREDITSAFE_TOKEN_RENEWAL_MARGIN_MS = 5 * 60 * 1000;

/** GetData's codes for a token it does not take (HTTP 403): missing, bad expiry, expired, invalid, issuer. */
const TOKEN_REFUSALS = new Set(['R2', 'R3', 'R4', 'R5', 'R6']);
/** HTTP 404 with code 15: no such person ('Ingen träff'). */
const NO_MATCH = '15';

const AuthenticateAnswer = z.object({ token: z.string().min(1) });

const ProviderError = z.looseObject({
  code: z.union([z.string(), z.number()]).transform(String),
  text: z.string().default(''),
  detail: z.string().optional(),
});

const GetDataAnswer = z.looseObject({
  metaData: z.looseObject({ apiLogId: z.union([z.string(), z.number()]).optional() }).optional(),
  error: ProviderError.optional(),
  report: z.record(z.string(), z.unknown()).optional(),
});
type GetDataAnswer = z.infer<typeof GetDataAnswer>;

/**
 * What went wrong with Creditsafe, for the log (the cause of the AppError the caller sees). Never the
 * personal number, the token or the credentials: only the call, its status, Creditsafe's code and the
 * apiLogId their support asks for.
 */
export class CreditsafeError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CreditsafeError';
  }
}

const notConnected = (why: string) =>
  new AppError('SERVICE_UNAVAILABLE', ANALYSIS_MESSAGES.creditInformationUnavailable, {
    cause: new CreditsafeError(why),
  });
const unreachable = (why: string, cause?: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', ANALYSIS_MESSAGES.creditInformationUnreachable, {
    cause: new CreditsafeError(why, cause === undefined ? undefined : { cause }),
  });
const badAnswer = (why: string, cause?: unknown) =>
  new AppError('BAD_GATEWAY', ANALYSIS_MESSAGES.providerFailed, {
    cause: new CreditsafeError(why, cause === undefined ? undefined : { cause }),
  });

/** A network failure or time-out of one call, as the 503 the analyst sees. */
const call = async (what: string, url: string, init: RequestInit, timeoutMs: number) => {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw unreachable(timedOut ? `${what} timed out after ${timeoutMs} ms` : `${what} unreachable`, error);
  }
};

const readJson = async (what: string, response: Response, timeoutMs: number): Promise<unknown> => {
  try {
    return await response.json();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    if (timedOut) throw unreachable(`${what} timed out after ${timeoutMs} ms`, error);
    return undefined;
  }
};

const describe = (what: string, status: number, answer: GetDataAnswer | undefined) => {
  const code = answer?.error?.code ? ` code ${answer.error.code}` : '';
  const log = answer?.metaData?.apiLogId === undefined ? '' : ` (apiLogId ${answer.metaData.apiLogId})`;
  return `${what} answered ${status}${code}${log}`;
};

interface Token {
  value: string;
  renewAt: number;
}

export interface CreditsafeProviderOptions {
  /** Milliseconds since the epoch; a test moves it to age the token. */
  now?: () => number;
}

/**
 * The Creditsafe Sweden adapter (docs/decisions/credit-information.md): a bearer token from CONNECT
 * Authenticate, kept and shared until five minutes before its hour ends (and renewed once when GetData
 * refuses it), then `GET /getdata?searchnumber&blockname&language=sv` with the level's block.
 */
export const createCreditsafeProvider = (
  settings: CreditsafeSettings,
  options: CreditsafeProviderOptions = {},
): CreditInformationProvider => {
  const now = options.now ?? Date.now;
  let token: Token | undefined;
  let pending: Promise<Token> | undefined;

  const authenticate = async (): Promise<Token> => {
    const response = await call(
      'Authenticate',
      `${settings.authUrl}/v1/authenticate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ username: settings.username, password: settings.password }),
      },
      settings.timeoutMs,
    );
    const body = await readJson('Authenticate', response, settings.timeoutMs);
    if (response.status >= 500 || response.status === 429) {
      throw unreachable(`Authenticate answered ${response.status}`);
    }
    // Refused credentials are a configuration problem: the service is not connected as it should be.
    if (!response.ok) throw notConnected(`Authenticate answered ${response.status}`);
    const answer = AuthenticateAnswer.safeParse(body);
    if (!answer.success) throw badAnswer('Authenticate answered 200 without a token');
    return {
      value: answer.data.token,
      renewAt: now() + CREDITSAFE_TOKEN_LIFETIME_MS - CREDITSAFE_TOKEN_RENEWAL_MARGIN_MS,
    };
  };

  /** The kept token while it is fresh; else one new token, shared by every lookup waiting for it. */
  const currentToken = async (): Promise<Token> => {
    if (token && now() < token.renewAt) return token;
    pending ??= authenticate().finally(() => {
      pending = undefined;
    });
    token = await pending;
    return token;
  };

  const forget = (refused: Token) => {
    if (token === refused) token = undefined;
  };

  const getData = async (tokenValue: string, searchNumber: string, block: string) => {
    const query = new URLSearchParams({ searchnumber: searchNumber, blockname: block, language: 'sv' });
    const response = await call(
      'GetData',
      `${settings.url}/getdata?${query}`,
      { headers: { authorization: `Bearer ${tokenValue}`, accept: 'application/json' } },
      settings.timeoutMs,
    );
    const body = await readJson('GetData', response, settings.timeoutMs);
    const parsed = GetDataAnswer.safeParse(body ?? {});
    return { status: response.status, answer: parsed.success ? parsed.data : undefined };
  };

  const isTokenRefusal = (status: number, answer: GetDataAnswer | undefined) =>
    status === 401 || (status === 403 && TOKEN_REFUSALS.has(answer?.error?.code ?? ''));

  const blockFor = (level: CreditInformationLevel) =>
    level === 'BASIC'
      ? settings.blocks.basic
      : level === 'CREDIT'
        ? settings.blocks.credit
        : settings.blocks.full;

  return {
    testData: false,
    lookUp: async ({ personalNumber, level }: CreditInformationRequest) => {
      const searchNumber = personalNumber.replace(/\D/g, '');
      const block = blockFor(level);
      let used = await currentToken();
      let { status, answer } = await getData(used.value, searchNumber, block);
      if (isTokenRefusal(status, answer)) {
        forget(used);
        used = await currentToken();
        ({ status, answer } = await getData(used.value, searchNumber, block));
        if (isTokenRefusal(status, answer))
          throw notConnected(describe('GetData (new token)', status, answer));
      }
      if (status === 404 && answer?.error?.code === NO_MATCH) {
        throw new AppError('NOT_FOUND', ANALYSIS_MESSAGES.creditInformationNoMatch, {
          cause: new CreditsafeError(describe('GetData', status, answer)),
        });
      }
      if (status >= 500 || status === 429) throw unreachable(describe('GetData', status, answer));
      // No access to the service (7) or a block the account lacks (11): the connection is misconfigured.
      if (status === 403 || (status === 400 && answer?.error?.code === '11')) {
        throw notConnected(describe('GetData', status, answer));
      }
      if (status !== 200 || !answer) throw badAnswer(describe('GetData', status, answer));
      // 200 with an error is a rejection code: the person is not active in the register (S2–S7).
      const registerStatus = answer.error ? CreditRegisterStatus.parse(answer.error) : undefined;
      if (!answer.report && !registerStatus) throw badAnswer(describe('GetData', status, answer));
      try {
        const person = personFromCreditsafeReport(personalNumber, answer.report, registerStatus);
        return recordAtLevel(person, level);
      } catch (error) {
        throw badAnswer(`${describe('GetData', status, answer)}: report does not map`, error);
      }
    },
  };
};
