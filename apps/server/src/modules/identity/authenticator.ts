import { ALL_GROUPS, type Group } from '@granska/domain';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { Database } from '../../platform/db/database';
import { AuthenticationError, type Authenticator } from '../../platform/http/auth';
import type { Caller } from '../../platform/http/caller';
import type { CachedCaller, CallerCache } from './caller-cache';
import { findUserById, groupsOfUser } from './identity.repository';
import { isSessionLive } from './identity-provider.service';
import type { SigningKeyStore } from './signing-keys.service';

const KNOWN_GROUPS = new Set<string>(ALL_GROUPS);

/** Where the keys come from: the built-in provider's ring in process, or a hosted pool's JWKS URL. */
export type KeySource = { kind: 'local'; keys: SigningKeyStore } | { kind: 'remote'; jwksUrl: URL };

export interface AuthenticatorOptions {
  db: Database;
  issuer: string;
  clientId: string;
  keySource: KeySource;
  /** The app's cache of users, groups and open sessions; without one, every call reads them. */
  callers?: CallerCache;
  now?: () => Date;
}

const localKeySets = new WeakMap<JSONWebKeySet, JWTVerifyGetKey>();

const keyGetter = (source: KeySource): JWTVerifyGetKey => {
  if (source.kind === 'remote') return createRemoteJWKSet(source.jwksUrl);
  return async (header, token) => {
    const jwks = await source.keys.jwksFor(header.kid);
    let keySet = localKeySets.get(jwks);
    if (!keySet) {
      keySet = createLocalJWKSet(jwks);
      localKeySets.set(jwks, keySet);
    }
    return keySet(header, token);
  };
};

const stringArray = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;

/**
 * The main API's check of an access token (signature, issuer, expiry, token_use, client_id), then the
 * user row: deleted, disabled or signed-out users are refused. Groups are the token's `cognito:groups`
 * that the user still holds, so a removed group takes effect at once and an added one at the next
 * refresh. A hosted pool's users need no row here; theirs come from the token alone.
 */
export const createAuthenticator = ({
  db,
  issuer,
  clientId,
  keySource,
  callers,
  now,
}: AuthenticatorOptions): Authenticator => {
  const getKey = keyGetter(keySource);
  const callerOf = (cached: CachedCaller, tokenGroups: readonly string[]): Caller => ({
    userId: cached.user.id,
    email: cached.user.email,
    groups: tokenGroups.filter(
      (group): group is Group => KNOWN_GROUPS.has(group) && cached.heldGroups.has(group),
    ),
    custNo: cached.user.custNo,
    costCenter: cached.user.costCenter,
  });
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, getKey, {
        issuer,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        ...(now ? { currentDate: now() } : {}),
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AuthenticationError('expired', 'token expired');
      throw new AuthenticationError('invalid', 'token invalid');
    }
    if (payload.token_use !== 'access') throw new AuthenticationError('invalid', 'not an access token');
    if (payload.client_id !== clientId) throw new AuthenticationError('invalid', 'token of another client');
    const tokenGroups = stringArray(payload['cognito:groups'] ?? []);
    if (!tokenGroups || typeof payload.sub !== 'string')
      throw new AuthenticationError('invalid', 'bad claims');

    const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
    const cached = sessionId ? callers?.get(payload.sub, sessionId) : undefined;
    if (cached) return callerOf(cached, tokenGroups);

    const mark = callers?.mark();
    const user = await findUserById(db, payload.sub);
    if (!user) {
      if (keySource.kind === 'local') throw new AuthenticationError('invalid', 'user deleted');
      return {
        userId: payload.sub,
        email: typeof payload.username === 'string' ? payload.username : payload.sub,
        groups: tokenGroups.filter((group): group is Group => KNOWN_GROUPS.has(group)),
        custNo: null,
        costCenter: null,
      } satisfies Caller;
    }
    if (!user.enabled) throw new AuthenticationError('invalid', 'user disabled');
    if (!sessionId || !(await isSessionLive(db, user.id, sessionId))) {
      throw new AuthenticationError('invalid', 'session ended');
    }
    const loaded: CachedCaller = { user, heldGroups: new Set(await groupsOfUser(db, user.id)) };
    if (callers && mark !== undefined) callers.keep(mark, sessionId, loaded);
    return callerOf(loaded, tokenGroups);
  };
};
