import { randomUUID } from 'node:crypto';
import {
  ALL_GROUPS,
  type Group,
  isValidEmail,
  isValidPassword,
  USER_ADMIN_MESSAGES,
  type User,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { queueEmail } from '../notifications';
import { newTemporaryPassword, passwordCredentials } from './credentials';
import {
  addGroups,
  deleteUserRow,
  findUserByEmail,
  findUserById,
  groupsOfUser,
  groupsOfUsers,
  insertUser,
  listUserRows,
  removeGroups,
  replaceGroups,
  revokeRefreshTokensOfUser,
  updateUser,
} from './identity.repository';
import type { UserRow } from './identity.schema';
import { signOutEverywhere } from './identity-provider.service';
import { emptyLockout } from './lockout';
import { poolNameOf } from './srp';

/**
 * The admin side of the user pool (identity.md: internal, not on the public endpoint). The users
 * module's commands call these after their own authorization, in their transaction, and write the audit
 * rows; errors are AppErrors for the main API.
 */
export interface UserAdminDeps {
  db: Database | Transaction;
  crypto: FieldCrypto;
  userPoolId: string;
  /** Where the temporary-password e-mail tells the user to log in. */
  loginUrl?: string;
  /** When sessions are ended (the request's time, from the users module); the clock's without it. */
  now?: () => Date;
}

export type MfaSetting = 'SMS' | null;

export interface AdminUser extends User {
  userId: string;
  userEmail: string;
  mfa: MfaSetting;
}

const KNOWN_GROUPS = new Set<string>(ALL_GROUPS);
const PHONE_PATTERN = /^\+\d{7,16}$/;

const messages = USER_ADMIN_MESSAGES;

const normaliseEmail = (email: string): string => {
  const value = email.trim().toLowerCase();
  // The domain's one e-mail rule (docs/decisions/email-validation.md).
  if (!isValidEmail(value)) throw AppError.badRequest(messages.badEmail);
  return value;
};

const normalisePhone = (phone: string | null | undefined): string | null => {
  if (phone === undefined || phone === null || phone.trim() === '') return null;
  const value = phone.replace(/[\s-]/g, '');
  if (!PHONE_PATTERN.test(value)) throw AppError.badRequest(messages.badPhone);
  return value;
};

const checkGroups = (groups: readonly string[]): Group[] => {
  for (const group of groups)
    if (!KNOWN_GROUPS.has(group)) throw AppError.badRequest(messages.badGroup(group));
  return [...new Set(groups)] as Group[];
};

/**
 * The steps of one admin operation, all or nothing. No audit row here: inside the users module's
 * command (which writes it) this is a savepoint; alone (the seed, test kits) a transaction of its own.
 */
const atomically = <T>(deps: UserAdminDeps, work: (tx: Transaction) => Promise<T>): Promise<T> =>
  deps.db.transaction(work);

const credentials = (deps: UserAdminDeps, userId: string, password: string) =>
  passwordCredentials({ crypto: deps.crypto, poolName: poolNameOf(deps.userPoolId) }, userId, password);

const toAdminUser = (row: UserRow, groups: readonly string[]): AdminUser => ({
  userId: row.id,
  userEmail: row.email,
  ...(row.phone ? { userPhonenumber: row.phone } : {}),
  ...(row.custNo ? { custNo: row.custNo } : {}),
  ...(row.costCenter ? { costCenter: row.costCenter } : {}),
  userGroups: groups.map((group) => ({ userGroupId: group })),
  userStatus: row.status,
  userEnabled: row.enabled,
  userCreated: row.created.toISOString(),
  userUpdated: row.updated.toISOString(),
  mfa: row.mfa ?? null,
});

const existing = async (db: Database | Transaction, userId: string): Promise<UserRow> => {
  const row = await findUserById(db, userId);
  if (!row) throw AppError.notFound(messages.notFound);
  return row;
};

const sendTemporaryPassword = (
  deps: UserAdminDeps,
  db: Database | Transaction,
  email: string,
  password: string,
  reason: 'created' | 'reset',
) =>
  queueEmail(db, deps.crypto, {
    to: email,
    subject: reason === 'created' ? 'Ditt konto i Granska' : 'Ditt lösenord i Granska har återställts',
    text:
      (reason === 'created'
        ? 'Ett konto har skapats åt dig i Granska.\n\n'
        : 'Ditt lösenord har återställts.\n\n') +
      `Användarnamn: ${email}\nTillfälligt lösenord: ${password}\n\n` +
      `Logga in${deps.loginUrl ? ` på ${deps.loginUrl}` : ''} och välj ett nytt lösenord.`,
    category: 'temporary-password',
  });

export interface CreateUserInput {
  email: string;
  phone?: string | null;
  custNo?: string | null;
  costCenter?: string | null;
  groups?: readonly string[];
  mfa?: MfaSetting;
  /** Generated when not given; the user must replace it at the first log-in. */
  temporaryPassword?: string;
}

export interface CreateUserOptions {
  /** E-mail the temporary password (default). Off for the demo seed, whose passwords are printed. */
  sendTemporaryPassword?: boolean;
}

/** AdminCreateUser: status FORCE_CHANGE_PASSWORD, the temporary password sent by e-mail. */
export const createUser = async (
  deps: UserAdminDeps,
  input: CreateUserInput,
  { sendTemporaryPassword: send = true }: CreateUserOptions = {},
): Promise<AdminUser> => {
  const email = normaliseEmail(input.email);
  const phone = normalisePhone(input.phone);
  const groups = checkGroups(input.groups ?? []);
  const mfa = input.mfa ?? null;
  if (mfa === 'SMS' && !phone) throw AppError.badRequest(messages.smsWithoutPhone);
  const password = input.temporaryPassword ?? newTemporaryPassword();
  if (!isValidPassword(password)) throw AppError.badRequest(messages.badPassword);
  return atomically(deps, async (tx) => {
    if (await findUserByEmail(tx, email)) throw AppError.conflict(messages.emailTaken);
    const id = randomUUID();
    const row = await insertUser(tx, {
      id,
      email,
      phone,
      custNo: input.custNo?.trim() || null,
      costCenter: input.costCenter?.trim() || null,
      status: 'FORCE_CHANGE_PASSWORD',
      enabled: true,
      mfa,
      ...credentials(deps, id, password),
    });
    await addGroups(tx, id, groups);
    if (send) await sendTemporaryPassword(deps, tx, email, password, 'created');
    return toAdminUser(row, [...groups].sort());
  });
};

export const getUser = async (deps: UserAdminDeps, userId: string): Promise<AdminUser> => {
  const row = await existing(deps.db, userId);
  return toAdminUser(row, await groupsOfUser(deps.db, userId));
};

export const getUserByEmail = async (deps: UserAdminDeps, email: string): Promise<AdminUser | null> => {
  const row = await findUserByEmail(deps.db, email.trim().toLowerCase());
  return row ? toAdminUser(row, await groupsOfUser(deps.db, row.id)) : null;
};

export interface ListUsersInput {
  /** Start of the e-mail address (case-insensitive). */
  filter?: string;
  /** Anywhere in the e-mail address (case-insensitive). */
  search?: string;
  group?: string;
  custNo?: string;
  /** 0-based. */
  page?: number;
  size?: number;
}

export const MAX_PAGE_SIZE = 100;

export const listUsers = async (
  deps: UserAdminDeps,
  { filter, search, group, custNo, page = 0, size = 25 }: ListUsersInput = {},
): Promise<{ users: AdminUser[]; total: number; page: number; size: number }> => {
  const limit = Math.min(Math.max(Math.trunc(size), 1), MAX_PAGE_SIZE);
  const offset = Math.max(Math.trunc(page), 0) * limit;
  const { rows, total } = await listUserRows(deps.db, {
    ...(filter?.trim() ? { emailPrefix: filter.trim().toLowerCase() } : {}),
    ...(search?.trim() ? { emailContains: search.trim().toLowerCase() } : {}),
    ...(group ? { group } : {}),
    ...(custNo ? { custNo } : {}),
    limit,
    offset,
  });
  const groups = await groupsOfUsers(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    users: rows.map((row) => toAdminUser(row, groups.get(row.id) ?? [])),
    total,
    page: Math.max(Math.trunc(page), 0),
    size: limit,
  };
};

export interface UpdateUserInput {
  phone?: string | null;
  custNo?: string | null;
  costCenter?: string | null;
  mfa?: MfaSetting;
}

export const updateUserAttributes = async (
  deps: UserAdminDeps,
  userId: string,
  input: UpdateUserInput,
): Promise<AdminUser> => {
  const row = await existing(deps.db, userId);
  const phone = input.phone === undefined ? row.phone : normalisePhone(input.phone);
  const mfa = input.mfa === undefined ? row.mfa : input.mfa;
  if (mfa === 'SMS' && !phone) throw AppError.badRequest(messages.smsWithoutPhone);
  const updated = await updateUser(deps.db, userId, {
    phone,
    mfa,
    ...(input.custNo !== undefined ? { custNo: input.custNo?.trim() || null } : {}),
    ...(input.costCenter !== undefined ? { costCenter: input.costCenter?.trim() || null } : {}),
  });
  return toAdminUser(updated ?? row, await groupsOfUser(deps.db, userId));
};

/** AdminDeleteUser: the user and everything hanging off it (groups, tokens, devices, codes). */
export const deleteUser = async (deps: UserAdminDeps, userId: string): Promise<void> => {
  if (!(await deleteUserRow(deps.db, userId))) throw AppError.notFound(messages.notFound);
};

/**
 * AdminResetUserPassword: a new temporary password by e-mail and status RESET_REQUIRED. The log-in
 * with it continues as a first log-in (NEW_PASSWORD_REQUIRED), which the client and the web app
 * already handle; a hosted pool's PasswordResetRequiredException would need a code flow instead.
 */
export const resetPassword = async (deps: UserAdminDeps, userId: string): Promise<void> => {
  const row = await existing(deps.db, userId);
  const password = newTemporaryPassword();
  await atomically(deps, async (tx) => {
    await updateUser(tx, userId, {
      ...credentials(deps, userId, password),
      ...lockoutColumns(),
      status: 'RESET_REQUIRED',
    });
    await revokeRefreshTokensOfUser(tx, userId, now(deps));
    await sendTemporaryPassword(deps, tx, row.email, password, 'reset');
  });
};

const lockoutColumns = () => ({
  failedLogins: emptyLockout().failures,
  lastFailureAt: null,
  lockedUntil: null,
});

const now = (deps: UserAdminDeps) => (deps.now ? deps.now() : new Date());

/** AdminSetUserPassword: permanent → CONFIRMED; otherwise a temporary one (FORCE_CHANGE_PASSWORD). */
export const setPassword = async (
  deps: UserAdminDeps,
  userId: string,
  password: string,
  { permanent }: { permanent: boolean },
): Promise<void> => {
  await existing(deps.db, userId);
  if (!isValidPassword(password)) throw AppError.badRequest(messages.badPassword);
  await updateUser(deps.db, userId, {
    ...credentials(deps, userId, password),
    ...lockoutColumns(),
    status: permanent ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
  });
};

/** AdminEnableUser / AdminDisableUser; disabling also ends every session. */
export const setEnabled = async (deps: UserAdminDeps, userId: string, enabled: boolean): Promise<void> => {
  await existing(deps.db, userId);
  await atomically(deps, async (tx) => {
    await updateUser(tx, userId, { enabled });
    if (!enabled) await signOutEverywhere(tx, userId, now(deps));
  });
};

export const addToGroup = async (deps: UserAdminDeps, userId: string, group: string): Promise<void> => {
  await existing(deps.db, userId);
  await addGroups(deps.db, userId, checkGroups([group]));
};

export const removeFromGroup = async (deps: UserAdminDeps, userId: string, group: string): Promise<void> => {
  await existing(deps.db, userId);
  await removeGroups(deps.db, userId, [group]);
};

export const setGroups = async (
  deps: UserAdminDeps,
  userId: string,
  groups: readonly string[],
): Promise<void> => {
  await existing(deps.db, userId);
  const checked = checkGroups(groups);
  await atomically(deps, (tx) => replaceGroups(tx, userId, checked));
};

export const listGroupsOfUser = async (deps: UserAdminDeps, userId: string): Promise<string[]> => {
  await existing(deps.db, userId);
  return groupsOfUser(deps.db, userId);
};

/** AdminUserGlobalSignOut. */
export const globalSignOut = async (deps: UserAdminDeps, userId: string): Promise<void> => {
  await existing(deps.db, userId);
  await atomically(deps, (tx) => signOutEverywhere(tx, userId, now(deps)));
};

export interface EnsureUserInput extends Omit<CreateUserInput, 'temporaryPassword'> {
  password: string;
  /** false: the password is temporary and the first log-in asks for a new one. */
  permanent: boolean;
}

/** For seeding: creates the user with this password unless the e-mail exists; true if it was created. */
export const ensureUser = async (deps: UserAdminDeps, input: EnsureUserInput): Promise<boolean> => {
  if (await findUserByEmail(deps.db, normaliseEmail(input.email))) return false;
  const { password, permanent, ...rest } = input;
  const user = await createUser(
    deps,
    { ...rest, temporaryPassword: password },
    { sendTemporaryPassword: false },
  );
  if (permanent) await setPassword(deps, user.userId, password, { permanent: true });
  return true;
};
