import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type ClientAuthenticationHelper,
  ClientBigIntegerClass,
  client,
  largeA,
  passwordAuthenticationKey,
} from './official-client.test-support';
import {
  computeClaimSignature,
  computeSessionKey,
  createDeviceVerifier,
  createVerifier,
  g,
  k,
  modPow,
  N,
  newSecretBlock,
  padHex,
  parseDeviceSecretVerifierConfig,
  poolNameOf,
  powModN,
  SrpError,
  startDeviceSession,
  startServerSession,
  verifyDevicePasswordClaim,
  verifyPasswordClaim,
} from './srp';
import { formatClientTimestamp } from './timestamp';

const POOL_ID = 'eu-north-1_TestPool1';
const POOL = poolNameOf(POOL_ID);
const USER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const PASSWORD = 'Passw0rd!';

// The test vector of identity.md, which a server built from the same rules matched against client 6.3.21.
const vector = {
  saltHex: `00${'a3'.repeat(16)}`,
  aHex: '3d'.repeat(128),
  bHex: '5c'.repeat(128),
  secretBlock: Buffer.from('opaque-secret-block-0001').toString('base64'),
  timestamp: 'Tue Jan 6 09:05:07 UTC 2026',
  now: new Date(Date.UTC(2026, 0, 6, 9, 6, 0)),
  u: 'ef75d3ed53a5ea4e2b2b123d3a0ea2dd40a5a86a0058ba7e1366c78dbdbf9cd7',
  key: '8f72e73512d0951d9b6b968c3a88aeb5',
  signature: 'f08wTLyTCpW0fDLXOTNdPMnwElNVOXE6HRVq9o/5Piw=',
};

const rejectsWith = (reason: SrpError['reason'], run: () => unknown) => {
  expect(run).toThrow(SrpError);
  try {
    run();
  } catch (error) {
    expect((error as SrpError).reason).toBe(reason);
  }
};

/** The client's half of PASSWORD_VERIFIER, as CognitoUser.authenticateUserDefaultAuth does it. */
const clientClaim = async (
  helper: ClientAuthenticationHelper,
  poolName: string,
  userIdForSrp: string,
  password: string,
  challenge: { SALT: string; SRP_B: string; SECRET_BLOCK: string },
  timestamp: string,
) => {
  const key = await passwordAuthenticationKey(
    helper,
    userIdForSrp,
    password,
    challenge.SRP_B,
    challenge.SALT,
  );
  const signature = createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(poolName, 'utf8'),
        Buffer.from(userIdForSrp, 'utf8'),
        Buffer.from(challenge.SECRET_BLOCK, 'base64'),
        Buffer.from(timestamp, 'utf8'),
      ]),
    )
    .digest('base64');
  return { signature, key };
};

describe('group constants and padHex', () => {
  it('has the client k', () => {
    expect(k.toString(16)).toBe('538282c4354742d7cbbde2359fcf67f9f5b3a6b08791e5011b43b8a5b66d9ee6');
    expect(N.toString(16)).toHaveLength(768);
    expect(g).toBe(2n);
  });

  it('pads to even length and adds 00 before a high first digit', () => {
    expect(padHex(0n)).toBe('00');
    expect(padHex(0x5n)).toBe('05');
    expect(padHex(0x14n)).toBe('14');
    expect(padHex(0xecn)).toBe('00ec');
    expect(padHex(0x8n)).toBe('08');
    expect(padHex(0x80n)).toBe('0080');
    expect(padHex(0xabcn)).toBe('0abc');
    expect(padHex(N).slice(0, 4)).toBe('00ff');
    expect(() => padHex(-1n)).toThrow(RangeError);
  });

  it('agrees with the client padHex', () => {
    const helper = new client.AuthenticationHelper(POOL) as unknown as {
      padHex(value: unknown): string;
    };
    for (const hex of ['1', '7f', '80', 'ff', '100', 'abc', randomBytes(384).toString('hex')]) {
      expect(padHex(BigInt(`0x${hex}`))).toBe(helper.padHex(new ClientBigIntegerClass(hex, 16)));
    }
  });

  it('takes the pool name after the underscore', () => {
    expect(poolNameOf(POOL_ID)).toBe('TestPool1');
  });
});

describe('modular exponentiation', () => {
  it('matches plain square-and-multiply', () => {
    const plain = (base: bigint, exponent: bigint, modulus: bigint) => {
      let result = 1n;
      let b = base % modulus;
      for (let e = exponent; e > 0n; e >>= 1n) {
        if (e & 1n) result = (result * b) % modulus;
        b = (b * b) % modulus;
      }
      return result;
    };
    for (let i = 0; i < 3; i++) {
      const base = BigInt(`0x${randomBytes(384).toString('hex')}`) % N;
      const exponent = BigInt(`0x${randomBytes(128).toString('hex')}`);
      const expected = plain(base, exponent, N);
      expect(modPow(base, exponent, N)).toBe(expected);
      expect(powModN(base, exponent)).toBe(expected);
      expect(powModN(g, exponent)).toBe(plain(g, exponent, N));
    }
    expect(modPow(3n, 0n, 7n)).toBe(1n);
    expect(modPow(3n, 5n, 1n)).toBe(0n);
    expect(modPow(-2n, 3n, 7n)).toBe(6n);
  });

  it('falls back to bigint where OpenSSL refuses the operands', () => {
    const b = BigInt(`0x${'5c'.repeat(128)}`);
    expect(powModN(1n, b)).toBe(1n);
    expect(powModN(N - 1n, b)).toBe(1n);
    expect(powModN(N - 1n, b + 1n)).toBe(N - 1n);
    expect(powModN(0n, b)).toBe(0n);
    expect(powModN(N + 3n, 1n)).toBe(3n);
    expect(powModN(5n, 0n)).toBe(1n);
  });
});

describe('test vector of identity.md', () => {
  const A = modPow(g, BigInt(`0x${vector.aHex}`), N).toString(16);
  const { verifierHex } = createVerifier(POOL, USER_ID, PASSWORD, vector.saltHex);
  const { BHex, bHex } = startServerSession(verifierHex, vector.bHex);

  it('derives u, the key and the signature', () => {
    const { u, key } = computeSessionKey({ AHex: A, bHex, BHex, verifierHex });
    expect(u.toString(16)).toBe(vector.u);
    expect(key.toString('hex')).toBe(vector.key);
    expect(computeClaimSignature(key, POOL, USER_ID, vector.secretBlock, vector.timestamp)).toBe(
      vector.signature,
    );
  });

  it('accepts the vector signature and rejects a changed one', () => {
    const claim = {
      poolName: POOL,
      userIdForSrp: USER_ID,
      verifierHex,
      AHex: A,
      bHex,
      BHex,
      secretBlockB64: vector.secretBlock,
      timestamp: vector.timestamp,
      signatureB64: vector.signature,
      now: vector.now,
    };
    expect(verifyPasswordClaim(claim)).toBe(true);
    expect(verifyPasswordClaim({ ...claim, signatureB64: `g${vector.signature.slice(1)}` })).toBe(false);
    expect(verifyPasswordClaim({ ...claim, signatureB64: '' })).toBe(false);
    expect(verifyPasswordClaim({ ...claim, userIdForSrp: `${USER_ID}x` })).toBe(false);
  });

  it('is what the official client derives from the same a', async () => {
    const helper = new client.AuthenticationHelper(POOL);
    helper.smallAValue = new ClientBigIntegerClass(vector.aHex, 16);
    helper.largeAValue = undefined;
    expect(await largeA(helper)).toBe(A);
    const { key, signature } = await clientClaim(
      helper,
      POOL,
      USER_ID,
      PASSWORD,
      { SALT: vector.saltHex, SRP_B: BHex, SECRET_BLOCK: vector.secretBlock },
      vector.timestamp,
    );
    expect(key.toString('hex')).toBe(vector.key);
    expect(signature).toBe(vector.signature);
  });
});

describe('round trip with the official AuthenticationHelper', () => {
  const login = async (password: string, options: { timestamp?: string; now?: Date } = {}) => {
    const { saltHex, verifierHex } = createVerifier(POOL, USER_ID, PASSWORD);
    const helper = new client.AuthenticationHelper(POOL);
    const AHex = await largeA(helper);
    const { bHex, BHex } = startServerSession(verifierHex);
    const secretBlockB64 = newSecretBlock();
    const timestamp = options.timestamp ?? formatClientTimestamp(new Date());
    const { signature } = await clientClaim(
      helper,
      POOL,
      USER_ID,
      password,
      { SALT: saltHex, SRP_B: BHex, SECRET_BLOCK: secretBlockB64 },
      timestamp,
    );
    const claim = {
      poolName: POOL,
      userIdForSrp: USER_ID,
      verifierHex,
      AHex,
      bHex,
      BHex,
      secretBlockB64,
      timestamp,
      signatureB64: signature,
      ...(options.now ? { now: options.now } : {}),
    };
    return { claim, verify: () => verifyPasswordClaim(claim) };
  };

  it('accepts the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const { verify } = await login(PASSWORD);
      expect(verify()).toBe(true);
    }
  });

  it('rejects a wrong password', async () => {
    const { verify } = await login('Passw0rd?');
    expect(verify()).toBe(false);
  });

  it('rejects another secret block than the one issued', async () => {
    const { claim } = await login(PASSWORD);
    expect(verifyPasswordClaim({ ...claim, secretBlockB64: newSecretBlock() })).toBe(false);
  });

  it('rejects A ≡ 0 (mod N)', async () => {
    const { claim } = await login(PASSWORD);
    rejectsWith('A_MOD_N_ZERO', () => verifyPasswordClaim({ ...claim, AHex: N.toString(16) }));
    rejectsWith('A_MOD_N_ZERO', () => verifyPasswordClaim({ ...claim, AHex: '0' }));
    rejectsWith('A_MOD_N_ZERO', () => verifyPasswordClaim({ ...claim, AHex: (2n * N).toString(16) }));
  });

  it('rejects malformed numbers', async () => {
    const { claim } = await login(PASSWORD);
    rejectsWith('MALFORMED_INPUT', () => verifyPasswordClaim({ ...claim, AHex: 'xyz' }));
    rejectsWith('MALFORMED_INPUT', () => verifyPasswordClaim({ ...claim, AHex: 'f'.repeat(2000) }));
    rejectsWith('MALFORMED_INPUT', () => verifyPasswordClaim({ ...claim, AHex: '' }));
    rejectsWith('MALFORMED_INPUT', () => startServerSession('1'));
    rejectsWith('MALFORMED_INPUT', () => startServerSession(N.toString(16)));
  });

  it('rejects a stale or unreadable timestamp and accepts 5 minutes of skew', async () => {
    const now = new Date();
    const stale = await login(PASSWORD, {
      timestamp: formatClientTimestamp(new Date(now.getTime() - 6 * 60_000)),
    });
    rejectsWith('STALE_TIMESTAMP', stale.verify);
    const future = await login(PASSWORD, {
      timestamp: formatClientTimestamp(new Date(now.getTime() + 6 * 60_000)),
    });
    rejectsWith('STALE_TIMESTAMP', future.verify);
    const skewed = await login(PASSWORD, {
      timestamp: formatClientTimestamp(new Date(now.getTime() - 4 * 60_000)),
    });
    expect(skewed.verify()).toBe(true);
    const garbled = await login(PASSWORD, { timestamp: now.toISOString() });
    rejectsWith('STALE_TIMESTAMP', garbled.verify);
  });
});

describe('device SRP with the official AuthenticationHelper', () => {
  const DEVICE_GROUP_KEY = '-abcdEFGH';
  const DEVICE_KEY = 'eu-north-1_3f0e2c1a-9d8b-4c7e-a6f5-0123456789ab';

  const confirmDevice = async () => {
    const helper = new client.AuthenticationHelper(POOL);
    await new Promise<void>((resolve, reject) =>
      helper.generateHashDevice(DEVICE_GROUP_KEY, DEVICE_KEY, (error) => (error ? reject(error) : resolve())),
    );
    // What CognitoUser sends in ConfirmDevice.
    const config = {
      Salt: Buffer.from(helper.getSaltDevices(), 'hex').toString('base64'),
      PasswordVerifier: Buffer.from(helper.getVerifierDevices(), 'hex').toString('base64'),
    };
    return { config, devicePassword: helper.getRandomPassword() };
  };

  const deviceLogin = async (verifier: { saltHex: string; verifierHex: string }, devicePassword: string) => {
    const helper = new client.AuthenticationHelper(DEVICE_GROUP_KEY);
    const AHex = await largeA(helper);
    const { bHex, BHex } = startDeviceSession(verifier.verifierHex);
    const secretBlockB64 = newSecretBlock();
    const timestamp = formatClientTimestamp(new Date());
    const { signature } = await clientClaim(
      helper,
      DEVICE_GROUP_KEY,
      DEVICE_KEY,
      devicePassword,
      { SALT: verifier.saltHex, SRP_B: BHex, SECRET_BLOCK: secretBlockB64 },
      timestamp,
    );
    return {
      deviceGroupKey: DEVICE_GROUP_KEY,
      deviceKey: DEVICE_KEY,
      verifierHex: verifier.verifierHex,
      AHex,
      bHex,
      BHex,
      secretBlockB64,
      timestamp,
      signatureB64: signature,
    };
  };

  it('reads the verifier config and accepts the device', async () => {
    const { config, devicePassword } = await confirmDevice();
    const verifier = parseDeviceSecretVerifierConfig(config);
    expect(verifier).toEqual(
      createDeviceVerifier(DEVICE_GROUP_KEY, DEVICE_KEY, devicePassword, verifier.saltHex),
    );
    for (let i = 0; i < 3; i++) {
      expect(verifyDevicePasswordClaim(await deviceLogin(verifier, devicePassword))).toBe(true);
    }
  });

  it('rejects a wrong device password, another device key and A ≡ 0', async () => {
    const { config, devicePassword } = await confirmDevice();
    const verifier = parseDeviceSecretVerifierConfig(config);
    expect(verifyDevicePasswordClaim(await deviceLogin(verifier, `${devicePassword}x`))).toBe(false);
    const claim = await deviceLogin(verifier, devicePassword);
    expect(verifyDevicePasswordClaim({ ...claim, deviceKey: `${DEVICE_KEY}x` })).toBe(false);
    rejectsWith('A_MOD_N_ZERO', () => verifyDevicePasswordClaim({ ...claim, AHex: N.toString(16) }));
  });

  it('refuses a malformed verifier config', () => {
    rejectsWith('MALFORMED_INPUT', () => parseDeviceSecretVerifierConfig(null));
    rejectsWith('MALFORMED_INPUT', () => parseDeviceSecretVerifierConfig({ Salt: 'AQ==' }));
    rejectsWith('MALFORMED_INPUT', () =>
      parseDeviceSecretVerifierConfig({ Salt: '', PasswordVerifier: 'AQ==' }),
    );
    rejectsWith('MALFORMED_INPUT', () =>
      parseDeviceSecretVerifierConfig({ Salt: 'AQ==', PasswordVerifier: 'AQ==' }),
    );
  });
});
