import { isActiveUser, type UserView } from '@granska/domain';

export type UserState = 'active' | 'disabled' | 'awaitingFirstLogin' | 'resetRequired';

/**
 * The status column: a disabled account is 'Inaktiv' whatever its password state; otherwise
 * CONFIRMED (domain `isActiveUser`) is 'Aktiv', FORCE_CHANGE_PASSWORD (invited, temporary password not
 * yet replaced) 'Väntar på första inloggning', RESET_REQUIRED 'Återställning krävs'.
 */
export const userState = (user: Pick<UserView, 'userEnabled' | 'userStatus'>): UserState => {
  if (!user.userEnabled) return 'disabled';
  if (isActiveUser(user)) return 'active';
  return user.userStatus === 'RESET_REQUIRED' ? 'resetRequired' : 'awaitingFirstLogin';
};
