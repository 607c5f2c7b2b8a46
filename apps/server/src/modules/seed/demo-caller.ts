import type { Transaction } from '../../platform/db/database';
import type { Caller } from '../../platform/http/caller';
import { findUserByEmail, groupsOfUser } from '../identity';

/** A demo user as the caller the auth layer would make of them; undefined when gone or disabled. */
export const demoCallerOf = async (tx: Transaction, email: string): Promise<Caller | undefined> => {
  const user = await findUserByEmail(tx, email);
  if (!user?.enabled) return undefined;
  return {
    userId: user.id,
    email: user.email,
    groups: (await groupsOfUser(tx, user.id)) as Caller['groups'],
    custNo: user.custNo,
    costCenter: user.costCenter,
  };
};
