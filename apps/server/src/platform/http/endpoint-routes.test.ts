import { ENDPOINTS, endpointName, okEnvelope } from '@granska/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app';
import { addEndpoint, routeUrl, WrongServiceError } from './endpoint-routes';
import { SERVICE_MOUNTS } from './services';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(() => testApp.close());

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
