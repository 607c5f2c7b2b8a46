import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Creditsafe Sweden as its documentation shows it (docs/decisions/credit-information.md):
 * `POST /v1/authenticate {username, password}` → `{token}`; `GET /getdata?searchnumber&blockname&language`
 * with `Authorization: Bearer <token>` → `{metaData, report}`, `{metaData, error}` for errors and
 * `{error}` with a rejection code (200). Tests choose the people, expire tokens and make it misbehave.
 */
export interface CreditsafeReceived {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface LocalCreditsafeOptions {
  username: string;
  password: string;
  /** Known people by search number: the report of each block, or a 200 answer of its own. */
  people: Record<string, { reports?: Record<string, Record<string, unknown>>; answer?: unknown }>;
}

const metaData = (path: string) => ({
  apiLogId: 547632,
  timeStamp: '2026-03-10T10:00:00',
  resource: 'GetData (1217)',
  method: 'GET',
  requestUrl: `https://se-webservice.apps.creditsafe.com${path}`,
  lodCreated: false,
});

const send = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

export const startLocalCreditsafe = async (options: LocalCreditsafeOptions) => {
  const received: CreditsafeReceived[] = [];
  const valid = new Set<string>();
  const state = {
    issued: 0,
    /** How GetData answers 401 to any token (once per refusal asked for). */
    refusals: 0,
    refusalStatus: 401 as 401 | 403,
    /** Status GetData answers regardless of the request (e.g. 500), or none. */
    failWith: undefined as number | undefined,
    /** GetData and Authenticate never answer: a provider that hangs. */
    hang: false,
    authenticateStatus: undefined as number | undefined,
  };
  const blocks = new Set<string>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      if (state.hang) return;

      if (request.method === 'POST' && url.pathname === '/v1/authenticate') {
        if (state.authenticateStatus) return send(response, state.authenticateStatus, { message: 'nej' });
        const { username, password } = JSON.parse(text || '{}') as Record<string, string>;
        if (username !== options.username || password !== options.password) {
          return send(response, 401, { message: 'Invalid credentials' });
        }
        state.issued += 1;
        const token = `eyJ.local-token-${state.issued}.sig`;
        valid.add(token);
        return send(response, 200, { token });
      }

      if (request.method === 'GET' && url.pathname === '/getdata') {
        const path = `${url.pathname}${url.search}`;
        const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
        if (!token)
          return send(response, 403, {
            metaData: metaData(path),
            error: { code: 'R2', text: 'Token får inte saknas eller vara tom' },
          });
        if (!valid.has(token) || state.refusals > 0) {
          state.refusals = Math.max(0, state.refusals - 1);
          return state.refusalStatus === 401
            ? send(response, 401, { message: 'Unauthorized' })
            : send(response, 403, {
                metaData: metaData(path),
                error: { code: 'R4', text: 'Token har gått ut' },
              });
        }
        if (state.failWith) {
          return send(response, state.failWith, {
            metaData: metaData(path),
            error: { code: '99', text: 'Tekniskt fel' },
          });
        }
        const block = url.searchParams.get('blockname') ?? '';
        if (!blocks.has(block)) {
          return send(response, 400, {
            metaData: metaData(path),
            error: { code: '11', text: 'Fel block', detail: 'BlockName finns inte på kundkontot' },
          });
        }
        const person = options.people[url.searchParams.get('searchnumber') ?? ''];
        if (!person)
          return send(response, 404, {
            metaData: metaData(path),
            error: { code: '15', text: 'Ingen träff' },
          });
        if (person.answer)
          return send(response, 200, { metaData: metaData(path), ...(person.answer as object) });
        return send(response, 200, { metaData: metaData(path), report: person.reports?.[block] ?? {} });
      }
      send(response, 404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    /** Blocks set up on the account. */
    addBlocks: (...names: string[]) => {
      for (const name of names) blocks.add(name);
    },
    /** Makes every token issued so far invalid, as when its hour has passed. */
    expireTokens: () => valid.clear(),
    authentications: () => received.filter((call) => call.path === '/v1/authenticate').length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
