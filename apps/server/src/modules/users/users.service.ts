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
import type { RequestContext } from '../../platform/http/request-context';
import { type CommandAudit, runAuditedRead, runCommand } from '../audit';
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
  type UserAdminDeps,
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
 * one transaction with its audit rows (runCommand); the policy (users.policy.ts) decides, this file
 * loads and writes.
 */
export interface UsersDeps {
  db: Database;
  crypto: FieldCrypto;
  userPoolId: string;
  /** Where the temporary-password e-mail sends the user. */
  loginUrl?: string;
}

type Db = Database | Transaction;

/** The identity admin service working in this transaction, at the request's time. */
const adminDeps = (deps: UsersDeps, db: Db, context: RequestContext): UserAdminDeps => ({
  db,
  crypto: deps.crypto,
  userPoolId: deps.userPoolId,
  ...(deps.loginUrl ? { loginUrl: deps.loginUrl } : {}),
  now: () => context.now,
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

const userAudit = (
  action: string,
  userId: string | null,
  details?: Record<string, unknown>,
): CommandAudit => ({
  action,
  entity: 'user',
  entityId: userId,
  ...(details ? { details } : {}),
});

const create = (deps: UsersDeps, context: RequestContext, request: SaveUserRequest): Promise<UserView> =>
  failingAs(USER_MESSAGES.createFailed, () =>
    runCommand(deps.db, context, async (tx) => {
      const scope = await resolveScope(tx, context.caller);
      const phone = normalisedPhone(request.userPhonenumber);
      const groups = [...new Set(request.groups ?? [])].sort();
      const decision = canCreate(scope, { custNo: blankToNull(request.custNo), groups });
      if (typeof decision === 'string') throw AppError.forbidden(decision);
      await requireCustomer(tx, decision.custNo);
      const admin = adminDeps(deps, tx, context);
      const created = await createUser(admin, {
        email: request.userEmail ?? '',
        phone: phone ?? null,
        custNo: decision.custNo,
        costCenter: blankToNull(request.costCenter) ?? null,
        groups,
      });
      const enabled = request.userEnabled ?? true;
      if (!enabled) await setEnabled(admin, created.userId, false);
      return {
        result: toUserView(scope, await getUser(admin, created.userId)),
        audit: userAudit('user.create', created.userId, { custNo: decision.custNo, groups, enabled }),
      };
    }),
  );

const ATTRIBUTE_FIELDS = ['userPhonenumber', 'custNo', 'costCenter'] as const;

const update = (
  deps: UsersDeps,
  context: RequestContext,
  userId: string,
  request: SaveUserRequest,
): Promise<UserView> =>
  failingAs(USER_MESSAGES.updateFailed, () =>
    runCommand(deps.db, context, async (tx) => {
      const scope = await resolveScope(tx, context.caller);
      const admin = adminDeps(deps, tx, context);
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
      const decision = canUpdate(scope, context.caller, managed(target), {
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
      const audit: CommandAudit[] = [];
      if (fields.length > 0 || groupsAdded.length > 0 || groupsRemoved.length > 0)
        audit.push(
          userAudit('user.update', userId, {
            fields,
            groupsAdded,
            groupsRemoved,
            ...(fields.includes('custNo')
              ? { custNoBefore: target.custNo ?? null, custNo: next.custNo }
              : {}),
          }),
        );
      if (request.userEnabled !== undefined && request.userEnabled !== target.userEnabled) {
        await setEnabled(admin, userId, request.userEnabled);
        audit.push(userAudit(request.userEnabled ? 'user.enable' : 'user.disable', userId));
      }
      return { result: toUserView(scope, await getUser(admin, userId)), audit };
    }),
  );

/** POST /user: create without `userId`, update with it. */
export const saveUser = (deps: UsersDeps, context: RequestContext, request: SaveUserRequest) =>
  request.userId === undefined
    ? create(deps, context, request)
    : update(deps, context, request.userId, request);

export const deleteUser = (deps: UsersDeps, context: RequestContext, userId: string) =>
  failingAs(USER_MESSAGES.deleteFailed, () =>
    runCommand(deps.db, context, async (tx) => {
      const scope = await resolveScope(tx, context.caller);
      const admin = adminDeps(deps, tx, context);
      const target = await getUser(admin, userId);
      refuse(canDelete(scope, context.caller, managed(target)));
      await deleteIdentityUser(admin, userId);
      return {
        result: { userId },
        audit: userAudit('user.delete', userId, {
          custNo: target.custNo ?? null,
          groups: managed(target).groups,
        }),
      };
    }),
  );

export const resetUserPassword = (deps: UsersDeps, context: RequestContext, userId: string) =>
  failingAs(USER_MESSAGES.resetFailed, () =>
    runCommand(deps.db, context, async (tx) => {
      const scope = await resolveScope(tx, context.caller);
      const admin = adminDeps(deps, tx, context);
      const target = await getUser(admin, userId);
      refuse(canResetPassword(scope, managed(target)));
      await resetPassword(admin, userId);
      return {
        result: toUserView(scope, await getUser(admin, userId)),
        audit: userAudit('user.reset-password', userId),
      };
    }),
  );

export const populateUser = (deps: UsersDeps, context: RequestContext, userId: string) =>
  failingAs(USER_MESSAGES.populateFailed, () =>
    runAuditedRead(deps.db, context, async (tx) => {
      const scope = await resolveScope(tx, context.caller);
      const target = await getUser(adminDeps(deps, tx, context), userId);
      refuse(canRead(scope, managed(target)));
      return { result: toUserView(scope, target), audit: userAudit('user.read', target.userId) };
    }),
  );

/** GET /users and POST /users: one page, ordered by e-mail. */
export const listUsers = (
  deps: UsersDeps,
  context: RequestContext,
  filter: ListUsersRequest,
): Promise<{ users: UserView[]; paging: Paging }> =>
  failingAs(USER_MESSAGES.listFailed, () =>
    runAuditedRead(deps.db, context, async (tx) => {
      const scope = await resolveScope(tx, context.caller);
      const listed = listScope(scope, filter.custNo || undefined);
      if (typeof listed === 'string') throw AppError.forbidden(listed);
      const page = await listIdentityUsers(adminDeps(deps, tx, context), {
        ...(filter.search ? { search: filter.search } : {}),
        ...(filter.role ? { group: filter.role } : {}),
        ...(listed.custNo ? { custNo: listed.custNo } : {}),
        page: filter.page,
        size: filter.size,
      });
      return {
        result: {
          users: page.users.map((user) => toUserView(scope, user)),
          paging: { page: page.page, size: page.size, total: page.total },
        },
        // An admin's read of user records is audited (ids only: never the search text, which may be an
        // e-mail).
        audit: userAudit('user.list', null, {
          userIds: page.users.map((user) => user.userId),
          ...(filter.role ? { role: filter.role } : {}),
          ...(listed.custNo ? { custNo: listed.custNo } : {}),
        }),
      };
    }),
  );
