import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { isTimestampFresh } from './timestamp';

// RFC 3526 group 15 (3072-bit MODP), as in the client's AuthenticationHelper.
const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

/** Server secret size: the same 128 random bytes the client uses for its a. */
const SECRET_EXPONENT_BYTES = 128;
const SALT_BYTES = 16;
// A, B and verifiers are below N (768 hex digits); anything much longer is not from the client.
const MAX_GROUP_HEX_LENGTH = 800;
const HKDF_INFO = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
const HEX_PATTERN = /^[0-9a-fA-F]+$/;

export type SrpErrorReason = 'MALFORMED_INPUT' | 'A_MOD_N_ZERO' | 'U_ZERO' | 'STALE_TIMESTAMP';

/** A protocol violation (as opposed to a wrong password, which is `false`). */
export class SrpError extends Error {
  override readonly name = 'SrpError';
  readonly reason: SrpErrorReason;

  constructor(reason: SrpErrorReason, message: string = reason) {
    super(message);
    this.reason = reason;
  }
}

/**
 * The client's padHex: even-length hex of a non-negative value, with `00` in front when the first
 * digit is 8–f (a Java BigInteger two's-complement byte array).
 */
export const padHex = (value: bigint): string => {
  if (value < 0n) throw new RangeError('padHex expects a non-negative value');
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
};

export const parseHex = (value: unknown, maxLength = MAX_GROUP_HEX_LENGTH): bigint => {
  if (
    typeof value !== 'string' ||
    value.length === 0 ||
    value.length > maxLength ||
    !HEX_PATTERN.test(value)
  ) {
    throw new SrpError('MALFORMED_INPUT', 'expected a hex number');
  }
  return BigInt(`0x${value}`);
};

const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hexHash = (hex: string): string => sha256Hex(Buffer.from(hex, 'hex'));

export const k = BigInt(`0x${hexHash(padHex(N) + padHex(g))}`);

/** Pool name as the client uses it in SRP: the user-pool id after its `_`. */
export const poolNameOf = (userPoolId: string): string => {
  const index = userPoolId.indexOf('_');
  return index < 0 ? userPoolId : userPoolId.slice(index + 1);
};

/** base^exponent mod modulus on bigint, left-to-right with a sliding window of odd powers. */
export const modPow = (base: bigint, exponent: bigint, modulus: bigint): bigint => {
  if (modulus <= 0n || exponent < 0n) throw new RangeError('modPow expects modulus > 0 and exponent >= 0');
  if (modulus === 1n) return 0n;
  const b = ((base % modulus) + modulus) % modulus;
  const bits = exponent.toString(2);
  const width = bits.length > 256 ? 5 : bits.length > 32 ? 4 : 1;
  const oddPowers: bigint[] = [b];
  const square = (b * b) % modulus;
  for (let i = 1; i < 1 << (width - 1); i++) oddPowers.push(((oddPowers[i - 1] ?? 1n) * square) % modulus);
  let result = 1n;
  let i = 0;
  while (i < bits.length) {
    if (bits[i] === '0') {
      result = (result * result) % modulus;
      i++;
      continue;
    }
    let end = Math.min(i + width, bits.length);
    while (bits[end - 1] === '0') end--;
    for (let j = i; j < end; j++) result = (result * result) % modulus;
    const power = oddPowers[(Number.parseInt(bits.slice(i, end), 2) - 1) >> 1];
    if (power === undefined) throw new Error('modPow window out of range');
    result = (result * power) % modulus;
    i = end;
  }
  return result;
};

// OpenSSL's constant-time, Montgomery exponentiation is reached through DH keys over (N, g): importing
// a private key x computes g^x, and deriving with a public key y computes y^x. That is about five times
// faster than bigint and does not leak the secret exponent through timing.
const derLength = (length: number): number[] =>
  length < 0x80 ? [length] : length < 0x100 ? [0x81, length] : [0x82, length >> 8, length & 0xff];
const der = (tag: number, body: Buffer): Buffer =>
  Buffer.concat([Buffer.from([tag, ...derLength(body.length)]), body]);
const derInteger = (value: bigint): Buffer => der(0x02, Buffer.from(padHex(value), 'hex'));
const derSequence = (...parts: Buffer[]): Buffer => der(0x30, Buffer.concat(parts));
const DH_ALGORITHM = derSequence(
  der(0x06, Buffer.from('2a864886f70d010301', 'hex')), // dhKeyAgreement (PKCS #3)
  derSequence(derInteger(N), derInteger(g)),
);

const dhPrivateKey = (exponent: bigint): KeyObject =>
  createPrivateKey({
    key: derSequence(derInteger(0n), DH_ALGORITHM, der(0x04, derInteger(exponent))),
    format: 'der',
    type: 'pkcs8',
  });

const dhPublicKey = (value: bigint): KeyObject =>
  createPublicKey({
    key: derSequence(DH_ALGORITHM, der(0x03, Buffer.concat([Buffer.from([0]), derInteger(value)]))),
    format: 'der',
    type: 'spki',
  });

const readDer = (buffer: Buffer, offset: number): { tag: number; start: number; end: number } => {
  const tag = buffer[offset];
  const first = buffer[offset + 1];
  if (tag === undefined || first === undefined) throw new Error('truncated DER');
  if (first < 0x80) return { tag, start: offset + 2, end: offset + 2 + first };
  const count = first & 0x7f;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + (buffer[offset + 2 + i] ?? 0);
  return { tag, start: offset + 2 + count, end: offset + 2 + count + length };
};

const dhPublicValue = (privateKey: KeyObject): bigint => {
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  const outer = readDer(spki, 0);
  const algorithm = readDer(spki, outer.start);
  const bitString = readDer(spki, algorithm.end);
  const integer = readDer(spki, bitString.start + 1);
  if (bitString.tag !== 0x03 || integer.tag !== 0x02) throw new Error('unexpected DH public key encoding');
  return BigInt(`0x${spki.subarray(integer.start, integer.end).toString('hex')}`);
};

/** base^exponent mod N; OpenSSL when it accepts the operands, bigint otherwise (e.g. base 1 or N-1). */
export const powModN = (base: bigint, exponent: bigint): bigint => {
  const b = ((base % N) + N) % N;
  if (exponent < 2n || exponent >= N - 1n || b < 2n || b > N - 2n) return modPow(b, exponent, N);
  try {
    const privateKey = dhPrivateKey(exponent);
    if (b === g) return dhPublicValue(privateKey);
    const secret = diffieHellman({ privateKey, publicKey: dhPublicKey(b) });
    return BigInt(`0x${secret.toString('hex')}`);
  } catch {
    return modPow(b, exponent, N);
  }
};

const randomPositive = (bytes: number): bigint => {
  for (;;) {
    const value = BigInt(`0x${randomBytes(bytes).toString('hex')}`);
    if (value > 1n) return value;
  }
};

/** x = H(padHex(salt) ‖ H(poolName ‖ userIdForSrp ‖ ":" ‖ password)); the salt goes through padHex as a number. */
export const computeX = (
  poolName: string,
  userIdForSrp: string,
  password: string,
  saltHex: string,
): bigint => {
  const salt = parseHex(saltHex, 2 * 64);
  return BigInt(`0x${hexHash(padHex(salt) + sha256Hex(`${poolName}${userIdForSrp}:${password}`))}`);
};

export interface SrpVerifier {
  /** Sent as SALT; the client reads it as a number and pads it, so it is kept in padHex form. */
  saltHex: string;
  verifierHex: string;
}

/** A new salt and verifier v = g^x for a password. The verifier is as sensitive as a fast password hash. */
export const createVerifier = (
  poolName: string,
  userIdForSrp: string,
  password: string,
  saltHex: string = padHex(randomPositive(SALT_BYTES)),
): SrpVerifier => {
  const x = computeX(poolName, userIdForSrp, password, saltHex);
  return { saltHex, verifierHex: padHex(powModN(g, x)) };
};

const parseVerifier = (verifierHex: string): bigint => {
  const v = parseHex(verifierHex);
  if (v <= 1n || v >= N) throw new SrpError('MALFORMED_INPUT', 'verifier out of range');
  return v;
};

export interface ServerSession {
  /** The server secret b: keep it server-side with the session, never send it. */
  bHex: string;
  /** SRP_B for the challenge parameters. */
  BHex: string;
}

/** B = (k·v + g^b) mod N with a fresh b (or the given one, for test vectors). */
export const startServerSession = (verifierHex: string, bHex?: string): ServerSession => {
  const v = parseVerifier(verifierHex);
  for (;;) {
    const b = bHex === undefined ? randomPositive(SECRET_EXPONENT_BYTES) : parseHex(bHex);
    const B = (k * v + powModN(g, b)) % N;
    if (B !== 0n) return { bHex: b.toString(16), BHex: B.toString(16) };
    if (bHex !== undefined) throw new SrpError('MALFORMED_INPUT', 'B mod N is 0');
  }
};

export interface SessionKeyInput {
  AHex: string;
  bHex: string;
  BHex: string;
  verifierHex: string;
}

/** u, S and the 16-byte HKDF key the client derives; throws SrpError for A ≡ 0 (mod N) or u = 0. */
export const computeSessionKey = ({ AHex, bHex, BHex, verifierHex }: SessionKeyInput) => {
  const A = parseHex(AHex);
  const b = parseHex(bHex);
  const B = parseHex(BHex);
  const v = parseVerifier(verifierHex);
  if (A % N === 0n) throw new SrpError('A_MOD_N_ZERO', 'A mod N is 0');
  const u = BigInt(`0x${hexHash(padHex(A) + padHex(B))}`);
  if (u === 0n) throw new SrpError('U_ZERO', 'u is 0');
  const S = powModN(((A % N) * powModN(v, u)) % N, b);
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  const key = createHmac('sha256', prk).update(HKDF_INFO).digest().subarray(0, 16);
  return { u, S, key };
};

const claimSignature = (
  key: Buffer,
  poolName: string,
  userIdForSrp: string,
  secretBlockB64: string,
  timestamp: string,
): Buffer =>
  createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(poolName, 'utf8'),
        Buffer.from(userIdForSrp, 'utf8'),
        Buffer.from(secretBlockB64, 'base64'),
        Buffer.from(timestamp, 'utf8'),
      ]),
    )
    .digest();

/** base64 HMAC-SHA256(key, poolName ‖ userIdForSrp ‖ secretBlock ‖ timestamp), as the client signs. */
export const computeClaimSignature = (
  key: Buffer,
  poolName: string,
  userIdForSrp: string,
  secretBlockB64: string,
  timestamp: string,
): string => claimSignature(key, poolName, userIdForSrp, secretBlockB64, timestamp).toString('base64');

/** A fresh opaque SECRET_BLOCK (base64). */
export const newSecretBlock = (): string => randomBytes(48).toString('base64');

export interface PasswordClaim extends SessionKeyInput {
  poolName: string;
  userIdForSrp: string;
  /** The SECRET_BLOCK this server issued for the session (not the client's echo). */
  secretBlockB64: string;
  timestamp: string;
  signatureB64: string;
  now?: Date;
}

/**
 * Checks PASSWORD_CLAIM_SIGNATURE. false = wrong password (count it as a failed log-in); SrpError =
 * malformed or hostile input, or a TIMESTAMP more than 5 minutes from now.
 */
export const verifyPasswordClaim = (claim: PasswordClaim): boolean => {
  if (typeof claim.timestamp !== 'string' || !isTimestampFresh(claim.timestamp, claim.now)) {
    throw new SrpError('STALE_TIMESTAMP', 'TIMESTAMP is not within 5 minutes of now');
  }
  const { key } = computeSessionKey(claim);
  const expected = claimSignature(
    key,
    claim.poolName,
    claim.userIdForSrp,
    claim.secretBlockB64,
    claim.timestamp,
  );
  if (typeof claim.signatureB64 !== 'string') throw new SrpError('MALFORMED_INPUT', 'signature missing');
  const given = Buffer.from(claim.signatureB64, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

// Remembered devices: the same SRP with the device group key as the pool name and the device key as
// the user id; the password is a random one the client generated and keeps in its storage.

/** ConfirmDevice's DeviceSecretVerifierConfig: base64 of the client's padHex'd verifier and salt. */
export const parseDeviceSecretVerifierConfig = (config: unknown): SrpVerifier => {
  if (typeof config !== 'object' || config === null) {
    throw new SrpError('MALFORMED_INPUT', 'DeviceSecretVerifierConfig missing');
  }
  const { PasswordVerifier, Salt } = config as Record<string, unknown>;
  if (typeof PasswordVerifier !== 'string' || typeof Salt !== 'string') {
    throw new SrpError('MALFORMED_INPUT', 'PasswordVerifier and Salt are required');
  }
  const verifier = Buffer.from(PasswordVerifier, 'base64');
  const salt = Buffer.from(Salt, 'base64');
  if (salt.length === 0 || salt.length > 64) throw new SrpError('MALFORMED_INPUT', 'bad device salt');
  const v = parseVerifier(verifier.toString('hex'));
  return { saltHex: padHex(BigInt(`0x${salt.toString('hex')}`)), verifierHex: padHex(v) };
};

/** What the client's generateHashDevice computes (for tests and fixtures). */
export const createDeviceVerifier = (
  deviceGroupKey: string,
  deviceKey: string,
  devicePassword: string,
  saltHex?: string,
): SrpVerifier => createVerifier(deviceGroupKey, deviceKey, devicePassword, saltHex);

/** DEVICE_SRP_AUTH: SRP_B for the device's verifier. */
export const startDeviceSession = (verifierHex: string, bHex?: string): ServerSession =>
  startServerSession(verifierHex, bHex);

export interface DevicePasswordClaim extends Omit<PasswordClaim, 'poolName' | 'userIdForSrp'> {
  deviceGroupKey: string;
  deviceKey: string;
}

/** DEVICE_PASSWORD_VERIFIER. */
export const verifyDevicePasswordClaim = ({
  deviceGroupKey,
  deviceKey,
  ...rest
}: DevicePasswordClaim): boolean =>
  verifyPasswordClaim({ ...rest, poolName: deviceGroupKey, userIdForSrp: deviceKey });
