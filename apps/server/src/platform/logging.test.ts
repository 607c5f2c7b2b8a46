import { describe, expect, it } from 'vitest';
import { serializeError } from './logging';

describe('serializeError', () => {
  it('drops query parameters, which can be personal data, from messages and stacks', () => {
    const error = new Error('Failed query: select * from persons where ssn = $1\nparams: 19800101-1234', {
      cause: Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' }),
    });
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain('19800101-1234');
    expect(logged.message).toContain('params: [redacted]');
    expect(logged.cause).toMatchObject({ message: 'connection refused', code: 'ECONNREFUSED' });
  });

  it('does not serialize thrown non-errors', () => {
    expect(serializeError('secret').message).toBe('[non-error thrown]');
  });
});
