import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../platform/config';
import { testConfig } from '../../platform/testing/test-app';
import { BankIdError, createBankIdClient, createMutualTlsAgent } from './bankid-client';
import { bankIdClientForConfig } from './bankid-runtime';

// A CA, a server certificate for 127.0.0.1 and a relying-party client certificate in PKCS#12, made
// with the machine's openssl: the production adapter is exercised against a server that demands them.
let dir: string;
let server: https.Server;
let baseUrl: string;
const seen: { clientSubject?: string; protocol?: string; contentType?: string } = {};

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/** A new key `<name>.key` and its certificate `<name>.pem`, signed by the test CA for two days. */
const signedByCa = (name: string, subject: string, extra: string[] = []) => {
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.csr`,
    '-subj',
    subject,
  );
  openssl(
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    `${name}.pem`,
    '-days',
    '2',
    ...extra,
  );
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'granska-bankid-tls-'));
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Test BankID CA',
  );
  writeFileSync(join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1\n');
  signedByCa('server', '/CN=127.0.0.1', ['-extfile', 'server.ext']);
  signedByCa('rp', '/CN=Granska RP test');
  openssl(
    'pkcs12',
    '-export',
    '-inkey',
    'rp.key',
    '-in',
    'rp.pem',
    '-out',
    'rp.p12',
    '-passout',
    'pass:qwerty123',
  );

  server = https.createServer(
    {
      key: readFileSync(join(dir, 'server.key')),
      cert: readFileSync(join(dir, 'server.pem')),
      ca: readFileSync(join(dir, 'ca.pem')),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      const socket = request.socket as TLSSocket;
      seen.clientSubject = String(socket.getPeerCertificate().subject?.CN ?? '');
      seen.protocol = socket.getProtocol() ?? '';
      seen.contentType = request.headers['content-type'];
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ orderRef: 'o-1', autoStartToken: 'a-1', qrStartToken: 'q-1', qrStartSecret: 's-1' }),
      );
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}/rp/v6.0`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const settings = () => ({
  bankIdPfxPath: join(dir, 'rp.p12'),
  bankIdPfxPassphrase: 'qwerty123',
  bankIdCaPath: join(dir, 'ca.pem'),
});

describe('the production adapter: mutual TLS', () => {
  it('presents the PKCS#12 client certificate over TLS 1.2 and trusts only the configured CA', async () => {
    const agent = createMutualTlsAgent(settings());
    const client = createBankIdClient({ baseUrl, agent: () => agent });
    expect(await client.auth({ endUserIp: '192.0.2.1' })).toMatchObject({ orderRef: 'o-1' });
    expect(seen).toEqual({
      clientSubject: 'Granska RP test',
      protocol: 'TLSv1.2',
      contentType: 'application/json',
    });
    agent.destroy();
  });

  it('is what the configuration selects when BANKID_URL is set', async () => {
    const config = testConfig({
      BANKID_URL: baseUrl,
      BANKID_PFX_PATH: settings().bankIdPfxPath,
      BANKID_PFX_PASSPHRASE: 'qwerty123',
      BANKID_CA_PATH: settings().bankIdCaPath,
    });
    const client = bankIdClientForConfig(config, () => null);
    expect((await client.auth({ endUserIp: '192.0.2.1' })).orderRef).toBe('o-1');
  });

  it('does not reach a server without the client certificate', async () => {
    const agent = new https.Agent({ ca: readFileSync(settings().bankIdCaPath) });
    const client = createBankIdClient({ baseUrl, agent: () => agent });
    const error = await client.auth({ endUserIp: '192.0.2.1' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ transport: true });
    expect(error).toBeInstanceOf(BankIdError);
    agent.destroy();
  });

  it('refuses to start without its certificate, with an unreadable file or a wrong passphrase', () => {
    expect(() =>
      createMutualTlsAgent({
        bankIdPfxPath: undefined,
        bankIdPfxPassphrase: undefined,
        bankIdCaPath: undefined,
      }),
    ).toThrow(ConfigError);
    let error: unknown;
    try {
      createMutualTlsAgent({
        ...settings(),
        bankIdPfxPath: join(dir, 'missing.p12'),
        bankIdCaPath: undefined,
      });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual([
      expect.stringMatching(/^BANKID_PFX_PATH: cannot read .*missing\.p12 \(ENOENT\)$/),
      'BANKID_CA_PATH: required for BankID over mutual TLS',
    ]);
    expect(() => createMutualTlsAgent({ ...settings(), bankIdPfxPassphrase: 'wrong' })).toThrow(
      /cannot be opened with the passphrase/,
    );
  });
});
