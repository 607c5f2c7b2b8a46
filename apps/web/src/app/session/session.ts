/** The logged-in user as the identity token describes it (spec §3, identity.md). */
export interface SessionUser {
  userId: string;
  email: string;
  phone: string;
  groups: readonly string[];
  custNo: string | null;
}

/**
 * The seam between the app and the identity provider. The identity issue fills it from
 * amazon-cognito-identity-js; until then everyone is logged out.
 */
export interface Session {
  user: SessionUser | null;
  signOut(): Promise<void>;
  /** The current access token, refreshed when needed; null when logged out. */
  getAccessToken(): Promise<string | null>;
  /** Forces a refresh (the reference service's expired-token answer); the new token or null. */
  refreshAccessToken(): Promise<string | null>;
}

export const loggedOutSession: Session = {
  user: null,
  signOut: async () => {},
  getAccessToken: async () => null,
  refreshAccessToken: async () => null,
};
