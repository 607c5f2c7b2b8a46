import { ClientConfig } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../platform/testing/test-app';

const testApp = testAppForFile({
  env: { USER_POOL_ID: 'eu-north-1_Test1', USER_POOL_CLIENT_ID: 'web-test' },
});

describe('GET /config.json', () => {
  it('gives the web app every base URL and the user pool', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      apiBaseUrl: '/api',
      referenceBaseUrl: '/ref',
      identityProviderUrl: '/idp',
      securityScreeningBaseUrl: '/security-screening',
      tagsBaseUrl: '/tags',
      documentsBaseUrl: '/documents',
      userPoolId: 'eu-north-1_Test1',
      clientId: 'web-test',
      version: '3.82.0',
      environment: 'test',
    });
    expect(ClientConfig.safeParse(response.json()).success).toBe(true);
  });
});
