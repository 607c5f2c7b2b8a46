import type { NotifyChannel } from '../../platform/db/database';
import type { UserRow } from './identity.schema';

/** The channel the database notifies, with a user's id, on each change that can refuse or narrow them. */
export const AUTH_CHANGES_CHANNEL: NotifyChannel = 'granska_auth_changes';

/** How long an entry serves without a notification; notifications, not this, make revocation immediate. */
export const CALLER_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

export interface CachedCaller {
  user: Pick<UserRow, 'id' | 'email' | 'custNo' | 'costCenter'>;
  heldGroups: ReadonlySet<string>;
}

interface Entry extends CachedCaller {
  liveSessions: Set<string>;
  expiresAt: number;
}

/**
 * One app's cache of what the auth layer reads per request: an enabled user's row, the groups they hold
 * and the sessions seen open (docs/decisions/request-context.md). It serves only while the database's
 * change notifications are heard: each notification forgets its user, and losing the listening
 * connection forgets everyone until it is back. A load that overlapped a notification is not kept.
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private active = false;
  /** Bumped by every forget: a load started under an older generation may hold what was just revoked. */
  private generation = 0;

  constructor(private readonly clock: () => number = () => performance.now()) {}

  /** The cached caller of this user and session, if the cache is live and holds both. */
  get(userId: string, sessionId: string): CachedCaller | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(userId);
      return undefined;
    }
    return entry.liveSessions.has(sessionId) ? entry : undefined;
  }

  /** A mark to hand back to `keep`, taken before reading the database. */
  mark(): number {
    return this.generation;
  }

  /** Keeps what was read since `mark`, unless something was forgotten in between or the cache is off. */
  keep(mark: number, sessionId: string, caller: CachedCaller): void {
    if (!this.active || mark !== this.generation) return;
    const entry = this.entries.get(caller.user.id);
    if (entry && entry.expiresAt > this.clock()) {
      entry.liveSessions.add(sessionId);
      return;
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(caller.user.id, {
      ...caller,
      liveSessions: new Set([sessionId]),
      expiresAt: this.clock() + CALLER_CACHE_TTL_MS,
    });
  }

  forget(userId: string): void {
    this.generation += 1;
    this.entries.delete(userId);
  }

  /** Serving while change notifications are heard; off (and empty) while they may be missed. */
  setListening(on: boolean): void {
    this.generation += 1;
    this.entries.clear();
    this.active = on;
  }
}
