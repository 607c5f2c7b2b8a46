import {
  isValidPhone,
  type ListUsersRequest,
  labelOrValue,
  type Paging,
  type SaveUserRequest,
  USER_MESSAGES,
  type UserView,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Caller } from '../../platform/http/caller';
import { recordAudit } from '../audit';
import { findCustomerByCustNo } from '../customers';
import {
  type AdminUser,
  createUser,
  deleteUser as deleteIdentityUser,
  getUser,
  listUsers as listIdentityUsers,
  resetPassword,
  setEnabled,
  setGroups,
  type UserAdminContext,
  updateUserAttributes,
} from '../identity';
import {
  canCreate,
  canDelete,
  canRead,
  canResetPassword,
  canUpdate,
  isScope,
  listScope,
  type ManagedUser,
  type Refusal,
  scopeFor,
  type UserAdminScope,
  visibleGroups,
} from './users.policy';

/**
 * The users calls of spec §7 on top of the identity provider's admin service. Each command runs in
 * one transaction with its audit row; the policy (users.policy.ts) decides, this file loads and writes.
 */
export interface UsersContext {
  db: Database;
  crypto: FieldCrypto;
  userPoolId: string;
  /** Where the temporary-password e-mail sends the user. */
  loginUrl?: string;
}

/** Who calls and from where. */
export interface RequestMeta {
  caller: Caller;
  ip: string | null;
}

type Db = Database | Transaction;

const adminContext = (context: UsersContext, db: Db): UserAdminContext => ({
  db,
  crypto: context.crypto,
  userPoolId: context.userPoolId,
  ...(context.loginUrl ? { loginUrl: context.loginUrl } : {}),
});

const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** A 4xx of this call gets the call's message in front; 5xx stay as they are (the handler hides them). */
const failingAs = async <T>(message: string, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(`${message}: ${USER_MESSAGES.emailTaken}`);
    if (error instanceof AppError && error.statusCode < 500)
      throw new AppError(error.code, `${message}: ${error.message}`, {
        ...(error.issues ? { issues: error.issues } : {}),
        cause: error,
      });
    throw error;
  }
};

const refuse = (refusal: Refusal): void => {
  if (refusal) throw AppError.forbidden(refusal);
};

const resolveScope = async (db: Db, caller: Caller): Promise<UserAdminScope> => {
  const needsCustomer = !caller.groups.includes('UserAdmin') && caller.custNo;
  const customer = needsCustomer ? await findCustomerByCustNo(db, caller.custNo as string) : undefined;
  const scope = scopeFor(caller, customer ? (customer.data.access ?? []) : undefined);
  if (!isScope(scope)) throw AppError.forbidden(scope);
  return scope;
};

const managed = (user: AdminUser): ManagedUser => ({
  userId: user.userId,
  custNo: user.custNo ?? null,
  groups: user.userGroups?.map((group) => group.userGroupId) ?? [],
});

export const toUserView = (scope: UserAdminScope, user: AdminUser): UserView => ({
  userId: user.userId,
  userEmail: user.userEmail,
  ...(user.userPhonenumber ? { userPhonenumber: user.userPhonenumber } : {}),
  ...(user.custNo ? { custNo: user.custNo } : {}),
  ...(user.costCenter ? { costCenter: user.costCenter } : {}),
  userGroups: visibleGroups(scope, managed(user).groups).map((group) => ({
    userGroupId: group,
    description: labelOrValue('group', group),
  })),
  userStatus: user.userStatus ?? 'FORCE_CHANGE_PASSWORD',
  userEnabled: user.userEnabled ?? false,
  userCreated: user.userCreated ?? '',
  userUpdated: user.userUpdated ?? '',
});

/** null or '' clears; otherwise spaces and dashes are dropped and spec §5's phone rule applies. */
const normalisedPhone = (phone: string | null | undefined): string | null | undefined => {
  if (phone === undefined) return undefined;
  if (phone === null || phone.trim() === '') return null;
  const value = phone.replace(/[\s-]/g, '');
  if (!isValidPhone(value))
    throw AppError.badRequest(USER_MESSAGES.phoneInvalid, [
      { path: 'body.userPhonenumber', message: USER_MESSAGES.phoneInvalid },
    ]);
  return value;
};

const blankToNull = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value?.trim() || null;

const requireCustomer = async (db: Db, custNo: string | null | undefined): Promise<void> => {
  if (custNo && !(await findCustomerByCustNo(db, custNo)))
    throw AppError.badRequest(USER_MESSAGES.customerMissing, [
      { path: 'body.custNo', message: USER_MESSAGES.customerMissing },
    ]);
};

const audit = (
  tx: Db,
  meta: RequestMeta,
  action: string,
  userId: string,
  details?: Record<string, unknown>,
) =>
  recordAudit(tx, {
    actor: meta.caller,
    action,
    entity: 'user',
    entityId: userId,
    ip: meta.ip,
    ...(details ? { details } : {}),
  });

const create = (context: UsersContext, meta: RequestMeta, request: SaveUserRequest): Promise<UserView> =>
  failingAs(USER_MESSAGES.createFailed, () =>
    context.db.transaction(async (tx) => {
      const scope = await resolveScope(tx, meta.caller);
      const phone = normalisedPhone(request.userPhonenumber);
      const groups = [...new Set(request.groups ?? [])].sort();
      const decision = canCreate(scope, { custNo: blankToNull(request.custNo), groups });
      if (typeof decision === 'string') throw AppError.forbidden(decision);
      await requireCustomer(tx, decision.custNo);
      const admin = adminContext(context, tx);
      const created = await createUser(admin, {
        email: request.userEmail ?? '',
        phone: phone ?? null,
        custNo: decision.custNo,
        costCenter: blankToNull(request.costCenter) ?? null,
        groups,
      });
      const enabled = request.userEnabled ?? true;
      if (!enabled) await setEnabled(admin, created.userId, false);
      await audit(tx, meta, 'user.create', created.userId, { custNo: decision.custNo, groups, enabled });
      return toUserView(scope, await getUser(admin, created.userId));
    }),
  );

const ATTRIBUTE_FIELDS = ['userPhonenumber', 'custNo', 'costCenter'] as const;

const update = (
  context: UsersContext,
  meta: RequestMeta,
  userId: string,
  request: SaveUserRequest,
): Promise<UserView> =>
  failingAs(USER_MESSAGES.updateFailed, () =>
    context.db.transaction(async (tx) => {
      const scope = await resolveScope(tx, meta.caller);
      const admin = adminContext(context, tx);
      const target = await getUser(admin, userId);
      refuse(canRead(scope, managed(target)));
      if (request.userEmail !== undefined && request.userEmail.toLowerCase() !== target.userEmail)
        throw AppError.badRequest(USER_MESSAGES.emailUnchangeable, [
          { path: 'body.userEmail', message: USER_MESSAGES.emailUnchangeable },
        ]);
      const next = {
        userPhonenumber: normalisedPhone(request.userPhonenumber),
        custNo: blankToNull(request.custNo),
        costCenter: blankToNull(request.costCenter),
      };
      const decision = canUpdate(scope, meta.caller, managed(target), {
        ...(next.custNo !== undefined ? { custNo: next.custNo } : {}),
        ...(request.groups !== undefined ? { groups: request.groups } : {}),
        ...(request.userEnabled !== undefined ? { enabled: request.userEnabled } : {}),
      });
      if (typeof decision === 'string') throw AppError.forbidden(decision);
      const fields = ATTRIBUTE_FIELDS.filter(
        (field) => next[field] !== undefined && next[field] !== (target[field] ?? null),
      );
      if (fields.includes('custNo')) await requireCustomer(tx, next.custNo);
      if (fields.length > 0)
        await updateUserAttributes(admin, userId, {
          ...(fields.includes('userPhonenumber') ? { phone: next.userPhonenumber ?? null } : {}),
          ...(fields.includes('custNo') ? { custNo: next.custNo ?? null } : {}),
          ...(fields.includes('costCenter') ? { costCenter: next.costCenter ?? null } : {}),
        });
      const before = managed(target).groups;
      const groupsAdded = decision.groups.filter((group) => !before.includes(group));
      const groupsRemoved = before.filter((group) => !decision.groups.includes(group));
      if (groupsAdded.length > 0 || groupsRemoved.length > 0) await setGroups(admin, userId, decision.groups);
      if (fields.length > 0 || groupsAdded.length > 0 || groupsRemoved.length > 0)
        await audit(tx, meta, 'user.update', userId, {
          fields,
          groupsAdded,
          groupsRemoved,
          ...(fields.includes('custNo') ? { custNoBefore: target.custNo ?? null, custNo: next.custNo } : {}),
        });
      if (request.userEnabled !== undefined && request.userEnabled !== target.userEnabled) {
        await setEnabled(admin, userId, request.userEnabled);
        await audit(tx, meta, request.userEnabled ? 'user.enable' : 'user.disable', userId);
      }
      return toUserView(scope, await getUser(admin, userId));
    }),
  );

/** POST /user: create without `userId`, update with it. */
export const saveUser = (context: UsersContext, meta: RequestMeta, request: SaveUserRequest) =>
  request.userId === undefined
    ? create(context, meta, request)
    : update(context, meta, request.userId, request);

export const deleteUser = (context: UsersContext, meta: RequestMeta, userId: string) =>
  failingAs(USER_MESSAGES.deleteFailed, () =>
    context.db.transaction(async (tx) => {
      const scope = await resolveScope(tx, meta.caller);
      const admin = adminContext(context, tx);
      const target = await getUser(admin, userId);
      refuse(canDelete(scope, meta.caller, managed(target)));
      await deleteIdentityUser(admin, userId);
      await audit(tx, meta, 'user.delete', userId, {
        custNo: target.custNo ?? null,
        groups: managed(target).groups,
      });
      return { userId };
    }),
  );

export const resetUserPassword = (context: UsersContext, meta: RequestMeta, userId: string) =>
  failingAs(USER_MESSAGES.resetFailed, () =>
    context.db.transaction(async (tx) => {
      const scope = await resolveScope(tx, meta.caller);
      const admin = adminContext(context, tx);
      const target = await getUser(admin, userId);
      refuse(canResetPassword(scope, managed(target)));
      await resetPassword(admin, userId);
      await audit(tx, meta, 'user.reset-password', userId);
      return toUserView(scope, await getUser(admin, userId));
    }),
  );

export const populateUser = (context: UsersContext, meta: RequestMeta, userId: string) =>
  failingAs(USER_MESSAGES.populateFailed, async () => {
    const scope = await resolveScope(context.db, meta.caller);
    const target = await getUser(adminContext(context, context.db), userId);
    refuse(canRead(scope, managed(target)));
    await audit(context.db, meta, 'user.read', target.userId);
    return toUserView(scope, target);
  });

/** GET /users and POST /users: one page, ordered by e-mail. */
export const listUsers = (
  context: UsersContext,
  meta: RequestMeta,
  filter: ListUsersRequest,
): Promise<{ users: UserView[]; paging: Paging }> =>
  failingAs(USER_MESSAGES.listFailed, async () => {
    const scope = await resolveScope(context.db, meta.caller);
    const listed = listScope(scope, filter.custNo || undefined);
    if (typeof listed === 'string') throw AppError.forbidden(listed);
    const page = await listIdentityUsers(adminContext(context, context.db), {
      ...(filter.search ? { search: filter.search } : {}),
      ...(filter.role ? { group: filter.role } : {}),
      ...(listed.custNo ? { custNo: listed.custNo } : {}),
      page: filter.page,
      size: filter.size,
    });
    // An admin's read of user records is audited (ids only: never the search text, which may be an e-mail).
    await recordAudit(context.db, {
      actor: meta.caller,
      action: 'user.list',
      entity: 'user',
      entityId: null,
      ip: meta.ip,
      details: {
        userIds: page.users.map((user) => user.userId),
        ...(filter.role ? { role: filter.role } : {}),
        ...(listed.custNo ? { custNo: listed.custNo } : {}),
      },
    });
    return {
      users: page.users.map((user) => toUserView(scope, user)),
      paging: { page: page.page, size: page.size, total: page.total },
    };
  });
