import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  BlockedAddressError,
  ipLiteralOf,
  isPublicAddress,
  publicOnlyLookup,
  type ResolveHost,
} from './network-guard';

/** How long one attempt may take, from resolving the name to the answer's status (and a refusal's snippet). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a refusing receiver's answer is read and kept (sanitized) for the delivery log. */
const SNIPPET_BYTES = 512;
const SNIPPET_CHARS = 200;

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface SendSettings {
  /** Production: refuse addresses that are not public (network-guard.ts). */
  publicAddressesOnly: boolean;
  resolve: ResolveHost;
  timeoutMs: number;
}

/** What one attempt came to. `error` is Swedish: it is shown in the customer's delivery log. */
export type SendOutcome =
  | { delivered: true; statusCode: number }
  | { delivered: false; statusCode: number | null; error: string; permanent: boolean };

export const WEBHOOK_ERRORS = {
  blockedAddress: 'Adressen pekar på ett internt nät och anropas inte',
  noSecret: 'API-nyckeln saknar webhook-hemlighet (skapad före webhooks); skapa en ny API-nyckel',
  noApiKey: 'Beställningen gjordes inte med en API-nyckel och har ingen webhook-hemlighet',
} as const;

const timedOut = (ms: number): string => `Mottagaren svarade inte inom ${Math.ceil(ms / 1000)} sekunder`;

const answered = (statusCode: number, snippet: string): string => {
  const redirect = statusCode >= 300 && statusCode < 400 ? ' (omdirigeringar följs inte)' : '';
  return `Mottagaren svarade ${statusCode}${redirect}${snippet ? `: ${snippet}` : ''}`;
};

const connectionFailed = (error: NodeJS.ErrnoException): string =>
  error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN'
    ? `Adressen kunde inte slås upp (${error.code})`
    : `Kunde inte nå mottagaren (${error.code ?? error.name})`;

/** Printable text only, whitespace collapsed, cut short: a receiver's answer is not ours to keep. */
export const sanitizeSnippet = (raw: Buffer): string => {
  const text = raw
    .toString('utf8')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .replace(/\uFFFD/g, '')
    .trim();
  return text.length > SNIPPET_CHARS ? `${text.slice(0, SNIPPET_CHARS)}…` : text;
};

const readSnippet = (response: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = () => {
      response.removeAllListeners('data');
      response.destroy();
      resolve(sanitizeSnippet(Buffer.concat(chunks).subarray(0, SNIPPET_BYTES)));
    };
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= SNIPPET_BYTES) finish();
    });
    response.on('end', finish);
    response.on('error', finish);
  });

/**
 * One POST of a notice. Redirects are not followed (a 3xx is a failed attempt); the whole attempt is
 * cut off after `timeoutMs`. Never throws: every way it can end is an outcome for the delivery log.
 */
export const postWebhook = (post: WebhookPost, settings: SendSettings): Promise<SendOutcome> => {
  const url = new URL(post.url);
  const literal = ipLiteralOf(url.hostname);
  if (settings.publicAddressesOnly && literal !== null && !isPublicAddress(literal)) {
    return Promise.resolve({
      delivered: false,
      statusCode: null,
      error: WEBHOOK_ERRORS.blockedAddress,
      permanent: true,
    });
  }
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const outgoing = request(url, {
      method: 'POST',
      headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
      // A fresh connection each time: no pooled socket outlives the attempt or skips the address check.
      agent: false,
      ...(settings.publicAddressesOnly ? { lookup: publicOnlyLookup(settings.resolve) } : {}),
    });
    const timer = setTimeout(() => {
      settle({ delivered: false, statusCode: null, error: timedOut(settings.timeoutMs), permanent: false });
      outgoing.destroy();
    }, settings.timeoutMs);
    outgoing.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      if (statusCode >= 200 && statusCode < 300) {
        // The body is ignored; a connection reset while it drains must not become an unhandled error.
        response.on('error', () => {});
        response.resume();
        settle({ delivered: true, statusCode });
        return;
      }
      void readSnippet(response).then((snippet) =>
        settle({ delivered: false, statusCode, error: answered(statusCode, snippet), permanent: false }),
      );
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof BlockedAddressError) {
        settle({ delivered: false, statusCode: null, error: WEBHOOK_ERRORS.blockedAddress, permanent: true });
      } else {
        settle({ delivered: false, statusCode: null, error: connectionFailed(error), permanent: false });
      }
    });
    outgoing.end(post.body);
  });
};
