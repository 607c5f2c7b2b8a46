/** Every query of the portal sits under this root, per logged-in user; a save invalidates `users`. */
export const customerAdminKeys = {
  all: ['customer-admin'] as const,
  customer: (userId: string | undefined) => ['customer-admin', 'customer', userId] as const,
  users: ['customer-admin', 'users'] as const,
  usersPage: (userId: string | undefined, page: number, search: string) =>
    ['customer-admin', 'users', userId, { page, search }] as const,
  user: (userId: string) => ['customer-admin', 'users', 'one', userId] as const,
  deletionCertificates: (userId: string | undefined, page: number) =>
    ['customer-admin', 'deletion-certificates', userId, { page }] as const,
};
