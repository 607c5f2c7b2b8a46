import { z } from 'zod';
import { UserStatus } from '../enums';
import { EntityId, IsoTimestamp } from './common';

/** One group of the identity token's group claim. */
export const UserGroup = z.object({
  userGroupId: z.string(),
  description: z.string().optional(),
  created: IsoTimestamp.optional(),
  updated: IsoTimestamp.optional(),
});
export type UserGroup = z.infer<typeof UserGroup>;

export const User = z.object({
  userId: EntityId.optional(),
  userEmail: z.string().optional(),
  userPhonenumber: z.string().optional(),
  custNo: z.string().optional(),
  costCenter: z.string().optional(),
  userGroups: z.array(UserGroup).optional(),
  userStatus: UserStatus.optional(),
  userEnabled: z.boolean().optional(),
  userCreated: IsoTimestamp.optional(),
  userUpdated: IsoTimestamp.optional(),
});
export type User = z.infer<typeof User>;

/** The group names of a user, as the route guard and the permission tree take them. */
export const userGroupNames = (user: Pick<User, 'userGroups'> | null | undefined): string[] =>
  user?.userGroups?.map((group) => group.userGroupId) ?? [];
