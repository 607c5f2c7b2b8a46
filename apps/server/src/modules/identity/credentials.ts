import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { UserRow } from './identity.schema';
import { createVerifier, type SrpVerifier } from './srp';

export interface CredentialContext {
  crypto: FieldCrypto;
  /** The SRP pool name: the user-pool id after its `_`. */
  poolName: string;
}

const verifierContext = (userId: string) => `users.srp_verifier:${userId}`;

/** Salt and encrypted verifier columns for a password. */
export const passwordCredentials = (
  { crypto, poolName }: CredentialContext,
  userId: string,
  password: string,
): { srpSalt: string; srpVerifier: string } => {
  const { saltHex, verifierHex } = createVerifier(poolName, userId, password);
  return { srpSalt: saltHex, srpVerifier: crypto.encryptField(verifierHex, verifierContext(userId)) };
};

export const storedVerifier = ({ crypto }: CredentialContext, user: UserRow): SrpVerifier => ({
  saltHex: user.srpSalt,
  verifierHex: crypto.decryptField(user.srpVerifier, verifierContext(user.id)),
});

/** For ChangePassword, where the client sends the old password itself. */
export const passwordMatches = (context: CredentialContext, user: UserRow, password: string): boolean => {
  const stored = storedVerifier(context, user);
  const candidate = createVerifier(context.poolName, user.id, password, stored.saltHex);
  const a = Buffer.from(candidate.verifierHex, 'hex');
  const b = Buffer.from(stored.verifierHex, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '@$!%*?&';

const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));

/** A 12-character temporary password that passes the spec §5 policy (no look-alike characters). */
export const newTemporaryPassword = (): string => {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  const all = LOWER + UPPER + DIGITS;
  while (chars.length < 12) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
};

/** '+46701234567' → '+*******4567', as a hosted pool shows it. */
export const maskPhone = (phone: string): string => {
  const visible = phone.slice(-4);
  const start = phone.startsWith('+') ? '+' : '';
  return `${start}${'*'.repeat(Math.max(phone.length - visible.length - start.length, 3))}${visible}`;
};

/** 'anna@example.se' → 'a***@e***.se'. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.charAt(0)}***@${domain.charAt(0)}***${tld}`;
};
