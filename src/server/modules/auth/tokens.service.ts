import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TokenResponse } from '../../../shared/contracts/auth';
import type { Config } from '../../config';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { IdentityCache } from '../../lib/identity-cache';
import type { Realtime } from '../../lib/realtime';
import { randomToken, sha256 } from '../../lib/tokens';
import * as repository from './auth.repository';

export type TokensService = ReturnType<typeof createTokensService>;

const invalidRefresh = () =>
  new AppError('invalid_grant', 'La sesión expiró o fue cerrada. Inicia sesión de nuevo.', 400);

/**
 * Access and refresh tokens. A login starts a family; each refresh rotates within it (the used
 * refresh token dies); presenting a used refresh token again means it leaked, so the whole
 * family is revoked (OAuth 2.0 Security BCP, refresh token rotation).
 */
export function createTokensService({
  db,
  config,
  realtime,
  identity,
}: {
  db: Kysely<Database>;
  config: Config;
  realtime: Realtime;
  identity: IdentityCache<unknown>;
}) {
  /** Revoked tokens stop working at once, on every process, and their sockets are dropped. */
  function afterRevocation(userId: number, revokedIds: number[]) {
    identity.invalidateUser(userId);
    realtime.disconnectTokens(revokedIds);
  }

  async function issue(userId: number, clientId: string, familyId: string, trx: Kysely<Database> = db): Promise<TokenResponse> {
    const accessToken = randomToken();
    const refreshToken = randomToken();
    const accessTokenId = await repository.insertAccessToken(trx, {
      token_hash: sha256(accessToken),
      user_id: userId,
      client_id: clientId,
      family_id: familyId,
      expires_at: isoNow(config.accessTokenTtl),
    });
    await repository.insertRefreshToken(trx, {
      token_hash: sha256(refreshToken),
      family_id: familyId,
      access_token_id: accessTokenId,
      user_id: userId,
      client_id: clientId,
      expires_at: isoNow(config.refreshTokenTtl),
    });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: config.accessTokenTtl, refresh_token: refreshToken };
  }

  return {
    /** Starts a new token family for a fresh login. */
    issueForLogin: (userId: number, clientId: string) =>
      db.transaction().execute((trx) => issue(userId, clientId, randomBytes(16).toString('hex'), trx)),

    async rotate(rawRefreshToken: string, clientId: string): Promise<TokenResponse> {
      const outcome = await db.transaction().execute(async (trx) => {
        const token = await repository.findRefreshToken(trx, sha256(rawRefreshToken));
        const refused = { error: invalidRefresh(), revoked: { userId: 0, ids: [] as number[] } } as const;
        if (!token || token.client_id !== clientId) return refused;
        const now = isoNow();
        if (token.revoked_at || token.expires_at <= now) return refused;
        if (!(await repository.claimRefreshToken(trx, token.id, now))) {
          // Reuse of a spent refresh token: someone else holds a copy. End every session of it.
          const revokedIds = await repository.revokeFamily(trx, token.family_id, now);
          return { error: invalidRefresh(), revoked: { userId: token.user_id, ids: revokedIds } } as const;
        }
        // The access token it came with is superseded: revoked with the rotation, so a copy of it
        // (a leaked header, a log) stops working now rather than at its expiry.
        const superseded = await repository.revokeAccessToken(trx, token.access_token_id, now);
        const tokens = await issue(token.user_id, clientId, token.family_id, trx);
        return { tokens, revoked: { userId: token.user_id, ids: superseded } } as const;
      });
      // After the commit: the cache (every process) and the sockets of the old token follow.
      if (outcome.revoked.ids.length > 0) afterRevocation(outcome.revoked.userId, outcome.revoked.ids);
      if ('error' in outcome) throw outcome.error;
      return outcome.tokens;
    },

    /** RFC 7009: revoking either token of a session ends the whole session (its family). */
    async revoke(rawToken: string): Promise<void> {
      const hash = sha256(rawToken);
      const now = isoNow();
      const token = (await repository.familyOfAccessToken(db, hash)) ?? (await repository.findRefreshToken(db, hash));
      if (!token) return; // RFC 7009 §2.2: an unknown token is not an error.
      const revokedIds = await repository.revokeFamily(db, token.family_id, now);
      afterRevocation(token.user_id, revokedIds);
    },

    /**
     * Ends every session of a user (password changed or reset, account closed); with keepTokenId,
     * the session that token belongs to survives (the one that changed the password).
     */
    async revokeAllOfUser(userId: number, keepTokenId?: number): Promise<void> {
      const keepFamily = keepTokenId ? (await repository.familyOfAccessTokenId(db, keepTokenId))?.family_id : undefined;
      const revokedIds = await repository.revokeAllOfUser(db, userId, isoNow(), keepFamily);
      afterRevocation(userId, revokedIds);
    },

    findLiveAccessToken: (tokenHash: string) => repository.findLiveAccessToken(db, tokenHash, isoNow()),
  };
}
