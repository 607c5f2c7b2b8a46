import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived: signatures are computed over these bytes. */
  rawBody: string;
}

export interface ReceiverAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Never answer (the sender's time-out has to end the attempt). */
  hang?: boolean;
}

/**
 * An integration's webhook endpoint: a real HTTP server on 127.0.0.1 and a free port that keeps what it
 * receives and answers each request with the next queued answer (200 when none is queued).
 */
export const startWebhookReceiver = async () => {
  const received: ReceivedWebhook[] = [];
  const answers: ReceiverAnswer[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers.shift() ?? { status: 200, body: 'ok' };
      if (answer.hang) return;
      response
        .writeHead(answer.status, answer.headers ?? { 'content-type': 'text/plain' })
        .end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    port,
    url: (path = '/hooks/granska') => `http://127.0.0.1:${port}${path}`,
    /** Queues answers for the next requests, in order. */
    answerNext: (...next: ReceiverAnswer[]) => {
      answers.push(...next);
    },
    reset: () => {
      received.length = 0;
      answers.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
