import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../platform/testing/test-app';

describe('GET /health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers OK when the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'OK' });
  });
});

describe('GET /health with the database down', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({ database });
  });
  afterAll(async () => {
    await testApp.close();
    await database.dispose();
  });

  it('answers 503', async () => {
    await database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'SERVICE_UNAVAILABLE',
      message: 'Databasen svarar inte',
      result: [],
    });
  });
});
