// What other modules use of identity (docs/decisions/module-boundaries.md).
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
  type UserAdminContext,
  updateUserAttributes,
} from './user-admin.service';
