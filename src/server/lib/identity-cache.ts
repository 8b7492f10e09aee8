import { LRUCache } from 'lru-cache';

/**
 * Who a token belongs to, and what a user's profile is, kept in memory so that an authenticated
 * read does not cost database round trips (one Kysely query alone caps a process near 30% of a
 * bare Fastify route; see bench/README.md).
 *
 * Correctness comes from invalidation, not from the TTL: every write that changes a user's
 * identity (tokens revoked, roles, memberships, profile, account closed) calls `invalidateUser`,
 * which drops that user's entries here and — through the `remote` hook, wired to socket.io's
 * server-side events over the Redis adapter — on every other server process. The TTL is only a
 * backstop for a message lost between processes. No entry outlives its token's expiry.
 */
export interface IdentityCache<P> {
  /** Keyed by the bearer token itself: it lives only in this process's memory, like the request. */
  getPrincipal(token: string): P | undefined;
  setPrincipal(token: string, userId: number, principal: P, tokenExpiresAt: string): void;
  getProfile<T>(userId: number): T | undefined;
  setProfile(userId: number, profile: unknown): void;
  /** Drops a user's cached principals and profile here and on every other process. */
  invalidateUser(userId: number): void;
  /** Drops everything (e.g. a company renamed: many profiles name it). */
  invalidateAll(): void;
  /** Applies an invalidation that came from another process (does not forward it). */
  receive(message: InvalidationMessage): void;
  /** Set once the socket layer exists: forwards invalidations to the other processes. */
  setRemote(send: (message: InvalidationMessage) => void): void;
  /**
   * Hears every invalidation applied in this process, local or from another process: open
   * sockets re-check who they belong to (roles, companies, a closed session) when it fires.
   */
  onInvalidate(listener: (message: InvalidationMessage) => void): void;
}

export type InvalidationMessage = { kind: 'user'; userId: number } | { kind: 'all' };

export const IDENTITY_CACHE_TTL_MS = 30_000;

export function createIdentityCache<P>(options: { max?: number; ttlMs?: number } = {}): IdentityCache<P> {
  const ttl = options.ttlMs ?? IDENTITY_CACHE_TTL_MS;
  const max = options.max ?? 20_000;
  const hashesByUser = new Map<number, Set<string>>();
  const principals = new LRUCache<string, { userId: number; principal: P }>({
    max,
    ttl,
    dispose: (entry, tokenHash) => {
      const hashes = hashesByUser.get(entry.userId);
      hashes?.delete(tokenHash);
      if (hashes?.size === 0) hashesByUser.delete(entry.userId);
    },
  });
  const profiles = new LRUCache<number, { profile: unknown }>({ max, ttl });
  let remote: ((message: InvalidationMessage) => void) | undefined;
  const listeners: ((message: InvalidationMessage) => void)[] = [];
  const notify = (message: InvalidationMessage) => {
    for (const listener of listeners) listener(message);
  };

  function dropUser(userId: number) {
    for (const hash of [...(hashesByUser.get(userId) ?? [])]) principals.delete(hash);
    profiles.delete(userId);
  }
  function dropAll() {
    principals.clear();
    profiles.clear();
  }

  return {
    getPrincipal: (tokenHash) => principals.get(tokenHash)?.principal,
    setPrincipal(tokenHash, userId, principal, tokenExpiresAt) {
      const untilExpiry = Date.parse(tokenExpiresAt) - Date.now();
      if (untilExpiry <= 0) return;
      principals.set(tokenHash, { userId, principal }, { ttl: Math.min(ttl, untilExpiry) });
      let hashes = hashesByUser.get(userId);
      if (!hashes) hashesByUser.set(userId, (hashes = new Set()));
      hashes.add(tokenHash);
    },
    getProfile: <T>(userId: number) => profiles.get(userId)?.profile as T | undefined,
    setProfile: (userId, profile) => void profiles.set(userId, { profile }),
    invalidateUser(userId) {
      dropUser(userId);
      remote?.({ kind: 'user', userId });
      notify({ kind: 'user', userId });
    },
    invalidateAll() {
      dropAll();
      remote?.({ kind: 'all' });
      notify({ kind: 'all' });
    },
    receive(message) {
      if (message.kind === 'user') dropUser(message.userId);
      else dropAll();
      notify(message);
    },
    setRemote(send) {
      remote = send;
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
  };
}
