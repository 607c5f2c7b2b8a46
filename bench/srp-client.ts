import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  computeClaimSignature,
  computeX,
  g,
  k,
  N,
  padHex,
  powModN,
} from '../apps/server/src/modules/identity/srp';
import { formatClientTimestamp } from '../apps/server/src/modules/identity/timestamp';

// The client half of USER_SRP_AUTH as /work/shared/design/identity.md describes it ("SRP-6a as the
// client computes it"), on native bigint with srp.ts's exponentiation (OpenSSL through powModN), so
// that the benchmark measures the server and not the official client's JavaScript BigInteger.

const HKDF_INFO = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
const SECRET_BYTES = 128;

const hashOfHex = (hex: string): bigint =>
  BigInt(`0x${createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex')}`);

export interface ChallengeParameters {
  poolName: string;
  userIdForSrp: string;
  password: string;
  /** SALT, SRP_B and SECRET_BLOCK of the PASSWORD_VERIFIER challenge. */
  saltHex: string;
  BHex: string;
  secretBlock: string;
}

export interface PasswordClaimResponse {
  TIMESTAMP: string;
  PASSWORD_CLAIM_SIGNATURE: string;
}

export interface SrpClient {
  /** SRP_A: unpadded lower-case hex, as the client sends it. */
  AHex: string;
  /** The claim for a PASSWORD_VERIFIER challenge. */
  respond(challenge: ChallengeParameters, now?: Date): PasswordClaimResponse;
}

/** A client log-in attempt: a fresh secret a and A = g^a mod N. */
export const startSrpClient = (): SrpClient => {
  let a = 0n;
  while (a <= 1n) a = BigInt(`0x${randomBytes(SECRET_BYTES).toString('hex')}`);
  const A = powModN(g, a);
  return {
    AHex: A.toString(16),
    respond: ({ poolName, userIdForSrp, password, saltHex, BHex, secretBlock }, now = new Date()) => {
      const B = BigInt(`0x${BHex}`);
      if (B % N === 0n) throw new Error('B mod N is 0');
      const u = hashOfHex(padHex(A) + padHex(B));
      if (u === 0n) throw new Error('u is 0');
      const x = computeX(poolName, userIdForSrp, password, saltHex);
      // S = (B - k·g^x)^(a + u·x) mod N
      const base = (((B - k * powModN(g, x)) % N) + N) % N;
      const S = powModN(base, a + u * x);
      // key = first 16 bytes of HMAC(HMAC(padHex(u), padHex(S)), "Caldera Derived Key" ‖ 0x01)
      const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
        .update(Buffer.from(padHex(S), 'hex'))
        .digest();
      const key = createHmac('sha256', prk).update(HKDF_INFO).digest().subarray(0, 16);
      const timestamp = formatClientTimestamp(now);
      return {
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: computeClaimSignature(key, poolName, userIdForSrp, secretBlock, timestamp),
      };
    },
  };
};
