import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFieldCrypto, FieldCryptoError } from './field-crypto';
import { generateMasterKey, loadMasterKey, MasterKeyError, parseMasterKey } from './master-key';

const crypto = createFieldCrypto(parseMasterKey(generateMasterKey()));

describe('field encryption', () => {
  it('round-trips text, with a fresh IV each time', () => {
    const first = crypto.encryptField('19800101-1234', 'persons.pnr:1');
    const second = crypto.encryptField('19800101-1234', 'persons.pnr:1');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain('1980');
    expect(crypto.decryptField(first, 'persons.pnr:1')).toBe('19800101-1234');
    expect(crypto.decryptField(crypto.encryptField('Åsa ÄÖ'))).toBe('Åsa ÄÖ');
  });

  it('refuses another context, another key, tampering and unknown versions', () => {
    const value = crypto.encryptField('secret', 'a');
    expect(() => crypto.decryptField(value, 'b')).toThrow(FieldCryptoError);
    const other = createFieldCrypto(parseMasterKey(generateMasterKey()));
    expect(() => other.decryptField(value, 'a')).toThrow(FieldCryptoError);
    const [version, iv, body] = value.split('.');
    const flipped = `${body?.slice(0, -2)}${body?.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => crypto.decryptField(`${version}.${iv}.${flipped}`, 'a')).toThrow(FieldCryptoError);
    expect(() => crypto.decryptField(`v9.${iv}.${body}`, 'a')).toThrow(/known version/);
    expect(() => crypto.decryptField('plain text', 'a')).toThrow(FieldCryptoError);
  });
});

describe('blind index', () => {
  it('is deterministic per purpose and key, and differs across purposes and keys', () => {
    expect(crypto.blindIndex('pnr', '19800101-1234')).toBe(crypto.blindIndex('pnr', '19800101-1234'));
    expect(crypto.blindIndex('pnr', '19800101-1234')).not.toBe(crypto.blindIndex('email', '19800101-1234'));
    const other = createFieldCrypto(parseMasterKey(generateMasterKey()));
    expect(other.blindIndex('pnr', 'x')).not.toBe(crypto.blindIndex('pnr', 'x'));
    expect(crypto.blindIndex('pnr', 'x')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('derives distinct keys per purpose', () => {
    expect(crypto.deriveKey('codes').equals(crypto.deriveKey('codes'))).toBe(true);
    expect(crypto.deriveKey('codes').equals(crypto.deriveKey('other'))).toBe(false);
  });
});

describe('master key', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('parses 32 bytes of base64 and refuses anything else', () => {
    expect(parseMasterKey(generateMasterKey())).toHaveLength(32);
    expect(() => parseMasterKey('c2hvcnQ=')).toThrow(MasterKeyError);
    expect(() => parseMasterKey('not base64!')).toThrow(MasterKeyError);
  });

  it('is required in production', () => {
    expect(() => loadMasterKey({ masterKey: undefined, appEnv: 'production', dataDir: '/x' })).toThrow(
      MasterKeyError,
    );
    const key = generateMasterKey();
    expect(loadMasterKey({ masterKey: key, appEnv: 'production', dataDir: '/x' }).toString('base64')).toBe(
      key,
    );
  });

  it('is generated once into DATA_DIR/master.key with mode 0600 in development', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'granska-key-'));
    dirs.push(dataDir);
    const first = loadMasterKey({ masterKey: undefined, appEnv: 'development', dataDir });
    const path = join(dataDir, 'master.key');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(parseMasterKey(readFileSync(path, 'utf8')).equals(first)).toBe(true);
    expect(loadMasterKey({ masterKey: undefined, appEnv: 'development', dataDir }).equals(first)).toBe(true);
  });

  it('is one in-memory key per process in test', () => {
    const a = loadMasterKey({ masterKey: undefined, appEnv: 'test', dataDir: '/nonexistent' });
    const b = loadMasterKey({ masterKey: undefined, appEnv: 'test', dataDir: '/nonexistent' });
    expect(a.equals(b)).toBe(true);
  });
});
