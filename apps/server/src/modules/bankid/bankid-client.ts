import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createSecureContext } from 'node:tls';
import { type BankIdMessage, bankIdErrorUserMessage } from '@granska/domain';
import type { z } from 'zod';
import { ConfigError } from '../../platform/config';
import {
  type AuthRequest,
  CollectResponse,
  EmptyResponse,
  ErrorResponse,
  OrderResponse,
  type PhoneAuthRequest,
  PhoneOrderResponse,
  type PhoneSignRequest,
  type SignRequest,
} from './bankid-api';

/** BankID answers in well under a second; a stuck connection must not hold a user's request. */
export const BANKID_TIMEOUT_MS = 15_000;
const MAX_RESPONSE_BYTES = 1024 * 1024;

/**
 * An error answer of the RP API (`{errorCode, details}`) or a failure to reach it. `details` is for the
 * log only: never show it to a user (bankid.md); `userMessage` is what a user may see.
 */
export class BankIdError extends Error {
  readonly userMessage: BankIdMessage;

  constructor(
    /** BankID's errorCode; a transport failure is `requestTimeout` (time-out) or `internalError`. */
    readonly errorCode: string,
    /** The HTTP status BankID answered with; 0 when it was not reached. */
    readonly httpStatus: number,
    /** BankID's details or the transport error, for the log only. */
    readonly details: string | undefined,
    /** True when BankID was not reached or answered something that is not the API. */
    readonly transport = false,
  ) {
    super(`BankID error ${errorCode} (HTTP ${httpStatus})`);
    this.name = 'BankIdError';
    this.userMessage = bankIdErrorUserMessage(errorCode);
  }
}

export interface BankIdClientOptions {
  /**
   * The API base without a trailing slash, e.g. https://appapi2.test.bankid.com/rp/v6.0. A function
   * when it is known only later (the local BankID server is our own server's address once listening).
   */
  baseUrl: string | (() => string);
  /** The mutual-TLS agent for BankID (created on first use); none for the local server over http. */
  agent?: () => https.Agent;
  timeoutMs?: number;
}

export interface BankIdClient {
  auth(request: AuthRequest): Promise<OrderResponse>;
  sign(request: SignRequest): Promise<OrderResponse>;
  phoneAuth(request: PhoneAuthRequest): Promise<PhoneOrderResponse>;
  phoneSign(request: PhoneSignRequest): Promise<PhoneOrderResponse>;
  collect(orderRef: string): Promise<CollectResponse>;
  cancel(orderRef: string): Promise<void>;
}

interface RawResponse {
  status: number;
  body: string;
}

const post = (url: URL, payload: Buffer, agent: https.Agent | undefined, timeoutMs: number) =>
  new Promise<RawResponse>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      url,
      {
        method: 'POST',
        ...(agent ? { agent } : {}),
        // BankID answers 415 to a charset parameter: exactly application/json.
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          accept: 'application/json',
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) {
            response.destroy(new Error('response too large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
    );
    request.on('error', reject);
    request.end(payload);
  });

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The RP API v6.0 client; the same code talks to BankID and to the local BankID server. */
export const createBankIdClient = (options: BankIdClientOptions): BankIdClient => {
  const timeoutMs = options.timeoutMs ?? BANKID_TIMEOUT_MS;
  const baseUrl = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl);

  const call = async <T extends z.ZodType>(path: string, body: unknown, answer: T): Promise<z.infer<T>> => {
    const url = new URL(`${baseUrl().replace(/\/+$/, '')}/${path}`);
    let response: RawResponse;
    try {
      response = await post(url, Buffer.from(JSON.stringify(body), 'utf8'), options.agent?.(), timeoutMs);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const message = error instanceof Error ? error.message : String(error);
      throw new BankIdError(
        code === 'ETIMEDOUT' ? 'requestTimeout' : 'internalError',
        0,
        `${String(code ?? 'error')}: ${message}`,
        true,
      );
    }
    const json = parseJson(response.body);
    if (response.status === 200) {
      const parsed = answer.safeParse(json);
      if (parsed.success) return parsed.data;
      throw new BankIdError('internalError', 200, `unexpected answer to ${path}`, true);
    }
    const error = ErrorResponse.safeParse(json);
    if (error.success) throw new BankIdError(error.data.errorCode, response.status, error.data.details);
    throw new BankIdError(
      response.status >= 500 ? 'internalError' : 'invalidParameters',
      response.status,
      `HTTP ${response.status} without an error body`,
      true,
    );
  };

  return {
    auth: (request) => call('auth', request, OrderResponse),
    sign: (request) => call('sign', request, OrderResponse),
    phoneAuth: (request) => call('phone/auth', request, PhoneOrderResponse),
    phoneSign: (request) => call('phone/sign', request, PhoneOrderResponse),
    collect: (orderRef) => call('collect', { orderRef }, CollectResponse),
    cancel: async (orderRef) => {
      await call('cancel', { orderRef }, EmptyResponse);
    },
  };
};

export interface MutualTlsSettings {
  bankIdPfxPath: string | undefined;
  bankIdPfxPassphrase: string | undefined;
  bankIdCaPath: string | undefined;
}

/**
 * The production adapter's TLS: TLS 1.2, our PKCS#12 client certificate, BankID's CA as the only trusted
 * root. Throws a ConfigError (the server does not start) when a setting is missing, a file unreadable or
 * the passphrase does not open the certificate.
 */
export const createMutualTlsAgent = (settings: MutualTlsSettings): https.Agent => {
  const problems: string[] = [];
  const read = (name: string, path: string | undefined): Buffer | undefined => {
    if (!path) {
      problems.push(`${name}: required for BankID over mutual TLS`);
      return undefined;
    }
    try {
      return readFileSync(path);
    } catch (error) {
      problems.push(`${name}: cannot read ${path} (${(error as { code?: string }).code ?? 'error'})`);
      return undefined;
    }
  };
  const pfx = read('BANKID_PFX_PATH', settings.bankIdPfxPath);
  const ca = read('BANKID_CA_PATH', settings.bankIdCaPath);
  const passphrase = settings.bankIdPfxPassphrase;
  if (!passphrase) problems.push('BANKID_PFX_PASSPHRASE: required for BankID over mutual TLS');
  if (problems.length > 0 || !pfx || !ca || !passphrase) throw new ConfigError(problems);
  try {
    createSecureContext({ pfx, passphrase, ca });
  } catch {
    throw new ConfigError([
      'BANKID_PFX_PATH/BANKID_PFX_PASSPHRASE/BANKID_CA_PATH: the certificate cannot be opened with the passphrase, or the CA is not PEM',
    ]);
  }
  return new https.Agent({
    pfx,
    passphrase,
    ca,
    minVersion: 'TLSv1.2',
    maxVersion: 'TLSv1.2',
    keepAlive: true,
  });
};
