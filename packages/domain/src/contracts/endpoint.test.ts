import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okEnvelope } from '../api/envelopes';
import { mainApiErrorMessage } from '../errors';
import { ENDPOINTS } from './catalogue';
import { defineEndpoint, endpointName, endpointPath, mayCall } from './endpoint';

const riskValues = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/jobs/{id}/risc',
  params: z.object({ id: z.string() }),
  response: okEnvelope(z.unknown()),
  access: { groups: ['Analyst', 'Coordinator'] },
  errorMessage: 'Riskvärden kunde inte hämtas',
  summary: 'test',
});

describe('endpoint contracts', () => {
  it('fill the path parameters, URL-encoded', () => {
    expect(endpointPath(riskValues, { id: 'a b/c' })).toBe('/jobs/a%20b%2Fc/risc');
    expect(endpointName(riskValues)).toBe('GET /jobs/{id}/risc');
  });

  it('refuse a path with a parameter missing instead of calling a wrong URL', () => {
    expect(() => endpointPath(riskValues, {})).toThrow('GET /jobs/{id}/risc needs the parameter id');
    expect(() => endpointPath(riskValues, { id: '' })).toThrow('needs the parameter id');
  });

  it('let a user call an endpoint when one of its groups is named, and anyone call a public one', () => {
    expect(mayCall(riskValues, ['Customer', 'Coordinator'])).toBe(true);
    expect(mayCall(riskValues, ['Customer'])).toBe(false);
    expect(mayCall(riskValues, [])).toBe(false);
    expect(mayCall({ access: 'authenticated' }, [])).toBe(true);
    expect(mayCall({ access: 'public' }, [])).toBe(true);
  });

  it('carry the message the error catalogue of spec §8 gives their call', () => {
    for (const endpoint of ENDPOINTS.filter(({ service }) => service === 'mainApi')) {
      expect(endpoint.errorMessage, endpointName(endpoint)).toBe(
        mainApiErrorMessage(endpoint.method, endpoint.path),
      );
    }
  });

  it('name each call once', () => {
    const names = ENDPOINTS.map((endpoint) => `${endpoint.service} ${endpointName(endpoint)}`);
    expect(new Set(names).size).toBe(names.length);
  });
});
