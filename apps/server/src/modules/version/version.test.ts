import { okEnvelope, VersionInfo } from '@granska/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  productionTestEnv,
  type TestApp,
  testAppForFile,
} from '../../platform/testing/test-app';

const testApp = testAppForFile();
describe('GET /api/version', () => {
  it('answers the version in the main envelope, without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/version' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OK',
      message: 'OK',
      result: [{ version: '3.82.0', environment: 'test' }],
    });
    expect(okEnvelope(VersionInfo).safeParse(response.json()).success).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('serves the document at /api/docs/json, generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.version).toBe('3.82.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/config.json', '/api/version']),
    );
    const version = document.paths['/api/version'].get.responses['200'].content['application/json'].schema;
    expect(version.properties.result.items.properties).toHaveProperty('environment');
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('OpenAPI in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ env: productionTestEnv() });
  });
  afterAll(() => production.close());

  it('is not served: the docs are a test service (README)', async () => {
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/index.html',
    ]) {
      const response = await production.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        status: 'NOT_FOUND',
        message: 'Resursen hittades inte',
        result: [],
      });
    }
    expect(production.app.registeredRoutes.some((route) => route.url.startsWith('/api/docs'))).toBe(false);
  });

  it('leaves the rest of the main API in place', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/version' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual([{ version: '3.82.0', environment: 'production' }]);
  });
});
