import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, BODY_LIMIT_BYTES, buildApp } from '../../app';
import { createTestDatabase, type TestDatabase, testConfig } from '../testing/test-app';
import { AppError } from './app-error';
import { useServiceEnvelope } from './error-handler';

// Routes that exist only in this test, mounted beside the real services with their envelopes.
const probeRoutes: FastifyPluginAsyncZod = async (probe) => {
  probe.post(
    '/echo',
    {
      config: { access: 'public' },
      schema: { body: z.object({ name: z.string().min(1), count: z.number().int().optional() }) },
    },
    async (request) => ({ status: 'OK', message: 'OK', result: [request.body] }),
  );
  probe.get('/crash', { config: { access: 'public' } }, async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/src/x.ts:12');
  });
  probe.get('/conflict', { config: { access: 'public' } }, async () => {
    throw AppError.conflict('Kundnumret används redan');
  });
  probe.get(
    '/query',
    {
      config: { access: 'public' },
      schema: { querystring: z.object({ page: z.coerce.number().int().min(0) }) },
    },
    async (request) => ({ page: request.query.page }),
  );
};

let app: App;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db });
  await app.register(
    async (api) => {
      useServiceEnvelope(api, 'status');
      await api.register(probeRoutes);
    },
    { prefix: '/api/probe' },
  );
  await app.register(
    async (ref) => {
      useServiceEnvelope(ref, 'statusCode');
      await ref.register(probeRoutes);
    },
    { prefix: '/ref/probe' },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const postJson = (url: string, payload: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

describe('unknown routes', () => {
  it('answer 404 in the main envelope under /api, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'NOT_FOUND', message: 'Resursen hittades inte', result: [] });
    }
  });

  it('answer 404 in the reference envelope under /ref, even for a browser', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/ref/order/nothing',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: 'Resursen hittades inte', result: [] });
  });

  it('answer 404 in the main envelope under the other service prefixes', async () => {
    for (const url of ['/security-screening/x', '/tags/x', '/documents/x', '/idp/x', '/api']) {
      const response = await app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'NOT_FOUND' });
    }
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 Ogiltig JSON', async () => {
    const response = await postJson('/api/probe/echo', '{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'BAD_REQUEST', message: 'Ogiltig JSON', result: [] });
    const ref = await postJson('/ref/probe/echo', '{oops}');
    expect(ref.statusCode).toBe(400);
    expect(ref.json()).toEqual({ statusCode: 400, message: 'Ogiltig JSON', result: [] });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await postJson('/api/probe/echo', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'BAD_REQUEST', message: 'Ogiltig JSON' });
  });

  it('answers a prototype-poisoning body with 400, not 500', async () => {
    const response = await postJson('/api/probe/echo', '{"name":"a","__proto__":{"x":1}}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'BAD_REQUEST', message: 'Ogiltig JSON' });
  });

  it('answers a body failing its schema with 400, Ogiltig begäran and the field issues', async () => {
    const response = await postJson('/api/probe/echo', JSON.stringify({ name: '', count: 1.5 }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: 'BAD_REQUEST', message: 'Ogiltig begäran', result: [] });
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'body.count',
      'body.name',
    ]);
    for (const issue of body.issues) expect(issue.message).toMatch(/[a-zåäö]/i);
    // Zod's own words come in English too, for the English interface.
    const name = body.issues.find((issue: { path: string }) => issue.path === 'body.name');
    expect(name.message).toMatch(/^För lite/);
    expect(name.messageEn).toMatch(/^Too small/);
  });

  it('names query-string issues as query.<field>', async () => {
    const response = await app.inject({ method: 'GET', url: '/ref/probe/query?page=-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, issues: [{ path: 'query.page' }] });
  });

  it('answers a body over the limit with 413 in the envelope, not 500', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES + 10) });
    const response = await postJson('/api/probe/echo', payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 'PAYLOAD_TOO_LARGE',
      message: 'Förfrågan är för stor',
      result: [],
    });
    const ref = await postJson('/ref/probe/echo', payload);
    expect(ref.statusCode).toBe(413);
    expect(ref.json()).toMatchObject({ statusCode: 413 });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('accepts a valid body', async () => {
    const response = await postJson('/api/probe/echo', JSON.stringify({ name: 'Anna' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', message: 'OK', result: [{ name: 'Anna' }] });
  });
});

describe('thrown errors', () => {
  it('maps an AppError to its status and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 'CONFLICT', message: 'Kundnumret används redan', result: [] });
  });

  it('answers an unexpected error with 500 and a generic Swedish message, no internals', async () => {
    for (const [url, expected] of [
      ['/api/probe/crash', { status: 'INTERNAL_ERROR' }],
      ['/ref/probe/crash', { statusCode: 500 }],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        ...expected,
        message: 'Ett internt fel uppstod. Försök igen senare',
        result: [],
      });
      expect(response.body).not.toMatch(/secret_table|\/srv\/app|stack/);
    }
  });
});
