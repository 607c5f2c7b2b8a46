// What other modules use of identity (docs/decisions/module-boundaries.md).

export {
  findUserByEmail,
  findUserById,
  findUsersByIds,
  groupsOfUser,
  listUserRows,
} from './identity.repository';
// The staff queues show each job's analyst and SPI leader by e-mail: a join on the users, read only.
export { userGroups, users } from './identity.schema';
export { validRecipients } from './recipients';
export {
  type AdminUser,
  createUser,
  deleteUser,
  ensureUser,
  getUser,
  listUsers,
  resetPassword,
  setEnabled,
  setGroups,
  type UserAdminDeps,
  updateUserAttributes,
} from './user-admin.service';
