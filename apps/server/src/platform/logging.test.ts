import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggedPath, loggerOptions, serializeError } from './logging';

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

describe('request logging', () => {
  const KEY = 'Zq3v9xK2mW8pL4tR7yB1nC6dF0gH5jA2sE9uI3oP7kM';

  it('logs the path of a consent link without its key, and never the query string', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info');
    const app = Fastify({ logger: { ...(typeof options === 'object' ? options : {}), stream } });
    app.get('/*', async () => 'sida');
    for (const url of [`/external/consent/${KEY}`, `/consent/${KEY}?lang=en`, '/orders?search=Anna']) {
      await app.inject({ method: 'GET', url });
    }
    await app.close();
    const log = lines.join('');
    expect(log).not.toContain(KEY);
    expect(log).not.toContain('Anna');
    expect(log).toContain('"path":"/external/consent/[redacted]"');
    expect(log).toContain('"path":"/consent/[redacted]"');
    expect(log).toContain('"path":"/orders"');
  });

  it("hides the key of a reference check's candidate and referee links", () => {
    expect(loggedPath('/cre/candidate/abcDEF_123-x?lang=en')).toBe('/cre/candidate/[redacted]');
    expect(loggedPath('/cre/referee/abcDEF_123-x')).toBe('/cre/referee/[redacted]');
    expect(loggedPath('/scs/abcDEF_123-x?lang=en')).toBe('/scs/[redacted]');
  });

  it('leaves other paths alone', () => {
    expect(loggedPath('/api/consent/populate')).toBe('/api/consent/populate');
    expect(loggedPath('/external/consent')).toBe('/external/consent');
    expect(loggedPath('/external/candidate/abc')).toBe('/external/candidate/abc');
    expect(loggedPath('/cre/candidate')).toBe('/cre/candidate');
    expect(loggedPath(undefined)).toBeUndefined();
  });
});
