import { ENDPOINTS, endpointName, FileAnswer, okEnvelope } from '@granska/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testAppForFile } from '../testing/test-app';
import { addEndpoint, routeUrl, WrongServiceError } from './endpoint-routes';
import { SERVICE_MOUNTS } from './services';

const testApp = testAppForFile();

describe('endpoint contracts on the server', () => {
  it('are each registered under their service, at their path, with their access', () => {
    for (const endpoint of ENDPOINTS) {
      const url = `${SERVICE_MOUNTS[endpoint.service].prefix}${routeUrl(endpoint.path)}`;
      const route = testApp.app.registeredRoutes.find(
        (registered) => registered.method === endpoint.method && registered.url === url,
      );
      expect(route, endpointName(endpoint)).toBeDefined();
      expect(route?.access, endpointName(endpoint)).toEqual(endpoint.access);
    }
  });

  it('are documented with their summary', async () => {
    const document = (await testApp.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    for (const endpoint of ENDPOINTS.filter(({ service }) => service === 'mainApi')) {
      const path = endpoint.path.replace(/\{(\w+)\}/g, '{$1}');
      expect(document.paths[`/api${path}`]?.[endpoint.method.toLowerCase()]?.summary).toBe(endpoint.summary);
    }
  });

  it("take a body limit of their own, give the handler the reply, and send a file endpoint's file", async () => {
    const app = Fastify({ bodyLimit: 100 });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const upload = {
      service: 'mainApi',
      method: 'POST',
      path: '/upload',
      body: z.object({ data: z.string() }),
      response: okEnvelope(z.object({ length: z.number() })),
      access: 'public',
      errorMessage: 'Kunde inte spara',
      summary: 'test upload',
    } as const;
    const download = {
      service: 'mainApi',
      method: 'POST',
      path: '/download',
      response: FileAnswer,
      access: 'public',
      errorMessage: 'Kunde inte hämta',
      summary: 'test download',
      file: { contentType: 'application/pdf' },
    } as const;
    await app.register(
      async (api) => {
        addEndpoint(
          api,
          upload,
          async ({ body, reply }) => {
            reply.header('cache-control', 'no-store');
            return { status: 'OK' as const, message: '', result: [{ length: body.data.length }] };
          },
          { bodyLimit: 1000 },
        );
        addEndpoint(api, download, async () => ({
          filename: 'rapport.pdf',
          bytes: new Uint8Array([37, 80, 68, 70]),
        }));
      },
      { prefix: SERVICE_MOUNTS.mainApi.prefix },
    );
    const prefix = SERVICE_MOUNTS.mainApi.prefix;

    const uploaded = await app.inject({
      method: 'POST',
      url: `${prefix}/upload`,
      payload: { data: 'x'.repeat(500) },
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toEqual({ status: 'OK', message: '', result: [{ length: 500 }] });
    expect(uploaded.headers['cache-control']).toBe('no-store');
    const tooLarge = await app.inject({
      method: 'POST',
      url: `${prefix}/upload`,
      payload: { data: 'x'.repeat(1000) },
    });
    expect(tooLarge.statusCode).toBe(413);

    const downloaded = await app.inject({ method: 'POST', url: `${prefix}/download` });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-disposition']).toBe('attachment; filename="rapport.pdf"');
    expect(downloaded.rawPayload.toString()).toBe('%PDF');
    await app.close();
  });

  it('refuse to be registered under another service', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const tagsEndpoint = {
      service: 'tags',
      method: 'GET',
      path: '/tags',
      response: okEnvelope(z.string()),
      access: 'authenticated',
      errorMessage: 'Taggarna kunde inte hämtas',
      summary: 'test',
    } as const;
    let refusal: unknown;
    await app.register(
      async (api) => {
        try {
          addEndpoint(api, tagsEndpoint, async () => ({ status: 'OK' as const, message: '', result: [] }));
        } catch (error) {
          refusal = error;
        }
      },
      { prefix: SERVICE_MOUNTS.mainApi.prefix },
    );
    expect(refusal).toBeInstanceOf(WrongServiceError);
    await app.close();
  });
});
