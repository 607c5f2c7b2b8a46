import { and, asc, count, eq, gt, inArray, isNull, like, lt, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { returnedRow } from '../../platform/db/returned-row';
import { type CodeWindowPolicy, nextCodeWindow } from './codes';
import {
  type AuthSessionKind,
  type AuthSessionRow,
  type CodePurpose,
  type DeviceRow,
  idpAuthSessions,
  idpCodes,
  idpDevices,
  idpRefreshTokens,
  idpSigningKeys,
  type NewUserRow,
  type RefreshTokenRow,
  type SigningKeyRow,
  type UserRow,
  userGroups,
  users,
} from './identity.schema';

type Db = Database | Transaction;

// Users

export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

export const findUserById = async (db: Db, id: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** The user row, locked until the transaction ends (so a check and its update cannot interleave). */
export const lockUserRow = async (tx: Transaction, id: string): Promise<UserRow | undefined> =>
  (await tx.select().from(users).where(eq(users.id, id)).for('update'))[0];

/** The users with these ids that exist (in no particular order). */
export const findUsersByIds = async (db: Db, ids: readonly string[]): Promise<UserRow[]> =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]));

export const insertUser = async (db: Db, row: NewUserRow): Promise<UserRow> =>
  returnedRow(await db.insert(users).values(row).returning(), 'user insert');

export const updateUser = async (
  db: Db,
  id: string,
  changes: Partial<Omit<NewUserRow, 'id' | 'created'>>,
): Promise<UserRow | undefined> =>
  (
    await db
      .update(users)
      .set({ ...changes, updated: new Date() })
      .where(eq(users.id, id))
      .returning()
  )[0];

export const deleteUserRow = async (db: Db, id: string): Promise<boolean> =>
  (await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })).length > 0;

export interface UserQuery {
  emailPrefix?: string;
  /** Substring of the e-mail address, lower-cased (e-mails are stored lower-cased). */
  emailContains?: string;
  group?: string;
  custNo?: string;
  limit: number;
  offset: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

const userFilter = ({ emailPrefix, emailContains, group, custNo }: UserQuery) =>
  and(
    emailPrefix ? like(users.email, `${escapeLike(emailPrefix)}%`) : undefined,
    emailContains ? like(users.email, `%${escapeLike(emailContains)}%`) : undefined,
    custNo ? eq(users.custNo, custNo) : undefined,
    group
      ? inArray(
          users.id,
          sql`(select ${userGroups.userId} from ${userGroups} where ${userGroups.group} = ${group})`,
        )
      : undefined,
  );

export const listUserRows = async (db: Db, query: UserQuery): Promise<{ rows: UserRow[]; total: number }> => {
  const where = userFilter(query);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.email))
    .limit(query.limit)
    .offset(query.offset);
  const [totalRow] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: Number(totalRow?.total ?? 0) };
};

// Groups

export const groupsOfUsers = async (db: Db, userIds: readonly string[]): Promise<Map<string, string[]>> => {
  const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(userGroups)
    .where(inArray(userGroups.userId, [...userIds]))
    .orderBy(asc(userGroups.group));
  for (const row of rows) byUser.get(row.userId)?.push(row.group);
  return byUser;
};

export const groupsOfUser = async (db: Db, userId: string): Promise<string[]> =>
  (await groupsOfUsers(db, [userId])).get(userId) ?? [];

export const addGroups = async (db: Db, userId: string, groups: readonly string[]): Promise<void> => {
  if (groups.length === 0) return;
  await db
    .insert(userGroups)
    .values(groups.map((group) => ({ userId, group })))
    .onConflictDoNothing();
};

export const removeGroups = async (db: Db, userId: string, groups: readonly string[]): Promise<void> => {
  if (groups.length === 0) return;
  await db
    .delete(userGroups)
    .where(and(eq(userGroups.userId, userId), inArray(userGroups.group, [...groups])));
};

export const replaceGroups = async (db: Db, userId: string, groups: readonly string[]): Promise<void> => {
  await db.delete(userGroups).where(eq(userGroups.userId, userId));
  await addGroups(db, userId, groups);
};

// Log-in sessions (challenges)

export const insertAuthSession = async (db: Db, row: typeof idpAuthSessions.$inferInsert): Promise<void> => {
  await db.insert(idpAuthSessions).values(row);
};

/** The session of this id while it is of the expected kind, unused and unexpired. */
const liveAuthSession = (id: string, kind: AuthSessionKind, now: Date) =>
  and(
    eq(idpAuthSessions.id, id),
    eq(idpAuthSessions.kind, kind),
    isNull(idpAuthSessions.usedAt),
    gt(idpAuthSessions.expiresAt, now),
  );

/** A session that is unused, unexpired and of the expected kind. */
export const findLiveAuthSession = async (
  db: Db,
  id: string,
  kind: AuthSessionKind,
  now: Date,
): Promise<AuthSessionRow | undefined> =>
  (
    await db
      .select()
      .from(idpAuthSessions)
      .where(liveAuthSession(id, kind, now))
      .limit(1)
  )[0];

/** Marks a live session used and returns it; undefined if it was used, expired or never existed. */
export const consumeAuthSession = async (
  db: Db,
  id: string,
  kind: AuthSessionKind,
  now: Date,
): Promise<AuthSessionRow | undefined> =>
  (
    await db
      .update(idpAuthSessions)
      .set({ usedAt: now })
      .where(liveAuthSession(id, kind, now))
      .returning()
  )[0];

export const deleteExpiredAuthSessions = async (db: Db, before: Date): Promise<void> => {
  await db.delete(idpAuthSessions).where(lt(idpAuthSessions.expiresAt, before));
};

// Refresh tokens

/** Stores a new log-in session; its id is what the session's access tokens carry as `sid`. */
export const insertRefreshToken = async (
  db: Db,
  row: typeof idpRefreshTokens.$inferInsert,
): Promise<RefreshTokenRow> =>
  returnedRow(await db.insert(idpRefreshTokens).values(row).returning(), 'refresh token insert');

export const findRefreshToken = async (db: Db, hash: string): Promise<RefreshTokenRow | undefined> =>
  (await db.select().from(idpRefreshTokens).where(eq(idpRefreshTokens.hash, hash)).limit(1))[0];

export const findSession = async (db: Db, sessionId: string): Promise<RefreshTokenRow | undefined> =>
  (await db.select().from(idpRefreshTokens).where(eq(idpRefreshTokens.sessionId, sessionId)).limit(1))[0];

/** Ends the user's sessions (all, or all but one): their refresh and access tokens are refused from now. */
export const revokeRefreshTokensOfUser = async (
  db: Db,
  userId: string,
  now: Date,
  { exceptSessionId }: { exceptSessionId?: string | null } = {},
): Promise<void> => {
  await db
    .update(idpRefreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(idpRefreshTokens.userId, userId),
        isNull(idpRefreshTokens.revokedAt),
        exceptSessionId ? ne(idpRefreshTokens.sessionId, exceptSessionId) : undefined,
      ),
    );
};

// One-time codes

/**
 * Stores a new code in the user's window for the purpose (codes.ts's rules), under a row lock; false,
 * and nothing changed, when the window's sends are used up.
 */
export const issueCode = async (
  tx: Transaction,
  code: { userId: string; purpose: CodePurpose; hash: string; expiresAt: Date },
  now: Date,
  policy: CodeWindowPolicy,
): Promise<boolean> => {
  const where = and(eq(idpCodes.userId, code.userId), eq(idpCodes.purpose, code.purpose));
  const [current] = await tx.select().from(idpCodes).where(where).for('update');
  const window = nextCodeWindow(
    current && {
      windowStartedAt: current.windowStartedAt.getTime(),
      sentInWindow: current.sentInWindow,
      attempts: current.attempts,
    },
    now,
    policy,
  );
  if (window === 'limited') return false;
  const columns = {
    hash: code.hash,
    expiresAt: code.expiresAt,
    attempts: window.attempts,
    windowStartedAt: new Date(window.windowStartedAt),
    sentInWindow: window.sentInWindow,
    created: now,
  };
  await tx
    .insert(idpCodes)
    .values({ userId: code.userId, purpose: code.purpose, ...columns })
    .onConflictDoUpdate({ target: [idpCodes.userId, idpCodes.purpose], set: columns });
  return true;
};

export type SpentAttempt =
  | { kind: 'spent'; hash: string; expiresAt: Date; attemptsBefore: number }
  | { kind: 'exhausted' }
  | { kind: 'none' };

/**
 * Counts one try at the user's code in a single statement, before the code is compared: of many
 * concurrent tries only `maxAttempts` get a code to compare with.
 */
export const spendCodeAttempt = async (
  db: Db,
  userId: string,
  purpose: CodePurpose,
  maxAttempts: number,
): Promise<SpentAttempt> => {
  const where = and(eq(idpCodes.userId, userId), eq(idpCodes.purpose, purpose));
  const [spent] = await db
    .update(idpCodes)
    .set({ attempts: sql`${idpCodes.attempts} + 1` })
    .where(and(where, lt(idpCodes.attempts, maxAttempts)))
    .returning({ hash: idpCodes.hash, expiresAt: idpCodes.expiresAt, attempts: idpCodes.attempts });
  if (spent) {
    return {
      kind: 'spent',
      hash: spent.hash,
      expiresAt: spent.expiresAt,
      attemptsBefore: spent.attempts - 1,
    };
  }
  const [exists] = await db.select({ userId: idpCodes.userId }).from(idpCodes).where(where).limit(1);
  return exists ? { kind: 'exhausted' } : { kind: 'none' };
};

/** Deletes the code; false if another request used it first. */
export const deleteCode = async (db: Db, userId: string, purpose: CodePurpose): Promise<boolean> =>
  (
    await db
      .delete(idpCodes)
      .where(and(eq(idpCodes.userId, userId), eq(idpCodes.purpose, purpose)))
      .returning({ userId: idpCodes.userId })
  ).length > 0;

// Devices

export const insertDevice = async (db: Db, row: typeof idpDevices.$inferInsert): Promise<void> => {
  await db.insert(idpDevices).values(row);
};

export const findDevice = async (db: Db, deviceKey: string): Promise<DeviceRow | undefined> =>
  (await db.select().from(idpDevices).where(eq(idpDevices.deviceKey, deviceKey)).limit(1))[0];

export const updateDevice = async (
  db: Db,
  deviceKey: string,
  changes: Partial<typeof idpDevices.$inferInsert>,
): Promise<void> => {
  await db.update(idpDevices).set(changes).where(eq(idpDevices.deviceKey, deviceKey));
};

export const deleteDevice = async (db: Db, deviceKey: string): Promise<void> => {
  await db.delete(idpDevices).where(eq(idpDevices.deviceKey, deviceKey));
};

// Signing keys

export const listSigningKeys = (db: Db): Promise<SigningKeyRow[]> =>
  db.select().from(idpSigningKeys).orderBy(asc(idpSigningKeys.created));

export const insertSigningKey = async (db: Db, row: typeof idpSigningKeys.$inferInsert): Promise<void> => {
  await db.insert(idpSigningKeys).values(row).onConflictDoNothing();
};

export const retireSigningKeys = async (db: Db, kids: readonly string[], at: Date): Promise<void> => {
  if (kids.length === 0) return;
  await db
    .update(idpSigningKeys)
    .set({ retiredAt: at })
    .where(and(inArray(idpSigningKeys.kid, [...kids]), isNull(idpSigningKeys.retiredAt)));
};

export const deleteSigningKeys = async (db: Db, kids: readonly string[]): Promise<void> => {
  if (kids.length === 0) return;
  await db.delete(idpSigningKeys).where(inArray(idpSigningKeys.kid, [...kids]));
};
