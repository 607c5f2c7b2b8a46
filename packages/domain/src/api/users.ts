import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import { UserStatus } from '../enums';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { labelOrValue } from '../labels';
import { ALL_GROUPS, type Group } from '../permissions';
import { VALIDATION_MESSAGES } from '../validation/limits';
import { okEnvelope } from './envelopes';
import { DEFAULT_PAGE_SIZE, pageBodyFields, pagedOkEnvelope, pageQueryFields } from './paging';

/**
 * The users half of the main API (spec §7: POST /user, /user/delete, /user/reset, /user/populate;
 * GET /users?role; POST /users). Shared by the server, which registers its routes from these, and the
 * admin and customer-admin portals. Every answer is the main-API envelope; single users are the one
 * item of `result`; lists are paged (docs/decisions/paging.md). Rights: docs/decisions/user-admin.md.
 */

export const USERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

const EMAIL_MAX = 254;
const TEXT_MAX = 100;
const GROUPS_MAX = ALL_GROUPS.length;

/** A group name the product knows (staff or customer, spec §6). */
export const GroupName = z.enum(ALL_GROUPS as unknown as [Group, ...Group[]]);

/** One group of a user as the API shows it: the name and its Swedish label (spec §6 labels). */
export const UserGroupView = z.object({
  userGroupId: z.string(),
  /** Swedish label, e.g. 'Kundadmin'; the group name itself when it has no label. */
  description: z.string(),
  created: z.string().optional(),
  updated: z.string().optional(),
});
export type UserGroupView = z.infer<typeof UserGroupView>;

/** A user as the API shows it (spec §3 fields). Never secrets (no password, MFA or token data). */
export const UserView = z.object({
  userId: z.string(),
  userEmail: z.string(),
  userPhonenumber: z.string().optional(),
  custNo: z.string().optional(),
  costCenter: z.string().optional(),
  userGroups: z.array(UserGroupView),
  userStatus: UserStatus,
  userEnabled: z.boolean(),
  /** ISO-8601. */
  userCreated: z.string(),
  /** ISO-8601. */
  userUpdated: z.string(),
});
export type UserView = z.infer<typeof UserView>;

/**
 * POST /user: create (no `userId`) or update (`userId` given).
 * - Create: `userEmail` required (it is the user name); `groups` defaults to none, `userEnabled` to
 *   true. The identity provider e-mails a temporary password; the first log-in asks for a new one.
 * - Update: every field left out stays as it is; `groups` replaces the whole list; `userEnabled`
 *   enables or disables (disabling ends the user's sessions). `userEmail`, if sent, must equal the
 *   current address: the e-mail cannot be changed.
 * - `userPhonenumber`, `costCenter`: null or '' clears. `custNo`: a customer admin may only send its
 *   own customer number (or leave it out).
 */
export const SaveUserRequest = z
  .object({
    userId: z.string().trim().min(1).max(TEXT_MAX).optional(),
    userEmail: z.string().trim().min(3).max(EMAIL_MAX).optional(),
    userPhonenumber: z.string().trim().max(TEXT_MAX).nullable().optional(),
    custNo: z.string().trim().max(TEXT_MAX).nullable().optional(),
    costCenter: z.string().trim().max(TEXT_MAX).nullable().optional(),
    groups: z.array(GroupName).max(GROUPS_MAX).optional(),
    userEnabled: z.boolean().optional(),
  })
  .refine((request) => request.userId !== undefined || request.userEmail !== undefined, {
    message: 'E-postadress saknas',
    path: ['userEmail'],
  });
export type SaveUserRequest = z.infer<typeof SaveUserRequest>;

/** POST /user/delete, /user/reset, /user/populate. */
export const UserIdRequest = z.object({ userId: z.string().trim().min(1).max(TEXT_MAX) });
export type UserIdRequest = z.infer<typeof UserIdRequest>;

const listFilterFields = {
  /** Only users in this group (spec §7 `role`). */
  role: GroupName.optional(),
  /** Case-insensitive substring of the e-mail address. */
  search: z.string().trim().max(EMAIL_MAX).optional(),
  /** Only users of this customer. A customer admin's list is always its own customer. */
  custNo: z.string().trim().max(TEXT_MAX).optional(),
};

/** GET /users?role&search&custNo&page&size (page 0-based, size default 10, max 100). */
export const ListUsersQuery = z.object({ ...listFilterFields, ...pageQueryFields(USERS_PAGE_SIZE) });
export type ListUsersQuery = z.infer<typeof ListUsersQuery>;
export type ListUsersQueryInput = z.input<typeof ListUsersQuery>;

/** POST /users: the same filter as a JSON body (numbers as numbers); `{}` lists page 0 of everyone visible. */
export const ListUsersRequest = z.object({ ...listFilterFields, ...pageBodyFields(USERS_PAGE_SIZE) });
export type ListUsersRequest = z.infer<typeof ListUsersRequest>;
export type ListUsersRequestInput = z.input<typeof ListUsersRequest>;

/** GET /users and POST /users: `{status, message, result: UserView[], paging: {page, size, total}}`. */
export const UserListEnvelope = pagedOkEnvelope(UserView);
export type UserListEnvelope = z.infer<typeof UserListEnvelope>;

/** POST /user/delete: `result` is `[{userId}]` of the deleted user. POST /user/reset: `[UserView]`. */
export const DeletedUser = z.object({ userId: z.string() });
export type DeletedUser = z.infer<typeof DeletedUser>;

/**
 * The users calls' Swedish failure messages. A failure's envelope message is the call's message, a
 * colon and the reason, e.g. 'Kontot kunde inte skapas: Det finns redan en användare med den
 * e-postadressen' or 'Kontot kunde inte raderas: Du kan inte radera ditt eget konto'. Schema
 * validation failures answer 400 'Ogiltig begäran' with `issues` (api-envelopes.md).
 */
export const USER_MESSAGES = {
  createFailed: MAIN_API_ERROR_MESSAGES['POST /user'],
  updateFailed: MAIN_API_ERROR_MESSAGES['POST /user (update)'],
  deleteFailed: MAIN_API_ERROR_MESSAGES['POST /user/delete'],
  resetFailed: MAIN_API_ERROR_MESSAGES['POST /user/reset'],
  populateFailed: MAIN_API_ERROR_MESSAGES['POST /user/populate'],
  listFailed: MAIN_API_ERROR_MESSAGES['GET /users'],
  emailTaken: 'Det finns redan en användare med den e-postadressen',
  emailUnchangeable: 'E-postadressen kan inte ändras',
  customerMissing: 'Kunden finns inte',
  phoneInvalid: 'Telefonnummer ogiltigt',
} as const;

/** The identity service's refusals of a user change (its own rules, beside the users calls'). */
export const USER_ADMIN_MESSAGES = {
  notFound: 'Användaren finns inte',
  emailTaken: USER_MESSAGES.emailTaken,
  badEmail: VALIDATION_MESSAGES.emailInvalid,
  badPhone: USER_MESSAGES.phoneInvalid,
  badGroup: (group: string) => `Okänd behörighetsgrupp: ${group}`,
  badPassword: VALIDATION_MESSAGES.passwordInvalidTitle,
  smsWithoutPhone: 'SMS-kod kräver ett telefonnummer',
} as const;

/** Why a user admin may not make a change (docs/decisions/user-admin.md): the 403's reason. */
export const USER_REFUSALS = {
  notUserAdmin: 'Du saknar behörighet att administrera användare',
  noCustomer: 'Ditt konto är inte kopplat till någon kund',
  otherCustomer: 'Du kan bara hantera användare hos din egen kund',
  moveCustomer: 'Du kan inte flytta en användare till en annan kund',
  staffGroup: (group: string) => `Du kan inte tilldela personalbehörigheten ${labelOrValue('group', group)}`,
  notGrantable: (group: string) =>
    `Behörigheten ${labelOrValue('group', group)} ingår inte i kundens tjänster`,
  staffTarget: 'Du kan inte hantera personalens konton',
  selfDelete: 'Du kan inte radera ditt eget konto',
  selfDisable: 'Du kan inte inaktivera ditt eget konto',
  selfDemote: (group: string) => `Du kan inte ta bort din egen behörighet ${labelOrValue('group', group)}`,
} as const;

/** The users calls: a UserAdmin, or a CustomerAdmin for its own customer (the server checks which). */
export const USERS_ACCESS = { groups: ['UserAdmin', 'CustomerAdmin'] } as const satisfies EndpointAccess;

/**
 * POST /user. Its message is the create's; a caller updating (`userId` given) shows
 * USER_MESSAGES.updateFailed instead ('POST /user (update)').
 */
export const saveUserEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/user',
  body: SaveUserRequest,
  response: okEnvelope(UserView),
  access: USERS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /user'],
  summary: 'Create (no userId) or update a user: e-mail, phone, customer, cost center, groups, enabled',
});

export const deleteUserEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/user/delete',
  body: UserIdRequest,
  response: okEnvelope(DeletedUser),
  access: USERS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /user/delete'],
  summary: 'Delete a user',
});

export const resetUserPasswordEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/user/reset',
  body: UserIdRequest,
  response: okEnvelope(UserView),
  access: USERS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /user/reset'],
  summary: "Reset a user's password: a new temporary password is e-mailed",
});

export const populateUserEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/user/populate',
  effect: 'read',
  body: UserIdRequest,
  response: okEnvelope(UserView),
  access: USERS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /user/populate'],
  summary: 'One user',
});

export const listUsersEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/users',
  query: ListUsersQuery,
  response: UserListEnvelope,
  access: USERS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /users'],
  summary: 'Users by group (role), e-mail substring (search) and customer, paged',
});

export const searchUsersEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/users',
  effect: 'read',
  body: ListUsersRequest,
  response: UserListEnvelope,
  access: USERS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /users'],
  summary: 'Users by a filter in the body (as GET /users), paged',
});
