import type { TokenRequest, TokenResponse } from '../../../shared/contracts/auth';
import type { Config, OAuthClientId } from '../../config';
import { AppError, tooManyRequests } from '../../errors';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { IdentityCache } from '../../lib/identity-cache';
import { safeEqual, sha256 } from '../../lib/tokens';
import type { Principal } from '../../principal';
import type { CompaniesService } from '../companies/companies.service';
import type { UsersService } from '../users/users.service';
import type { TokensService } from './tokens.service';

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Failed-login limits (OWASP Authentication Cheat Sheet): per account, so one account cannot be
 * guessed at; per address, so one address cannot spray many accounts. A success clears the
 * account's count. Windows are fixed; the 429 says how long to wait.
 */
export const LOGIN_LIMITS = {
  perAccount: { max: 5, windowSeconds: 15 * 60 },
  perAddress: { max: 30, windowSeconds: 15 * 60 },
} as const;

const badCredentials = () =>
  new AppError('invalid_grant', 'El correo o la contraseña no son correctos.', 400);

export function createAuthService(deps: {
  config: Config;
  limiter: RateLimiter;
  tokens: TokensService;
  users: UsersService;
  companies: CompaniesService;
  identity: IdentityCache<Principal>;
}) {
  const { config, limiter, tokens, users, companies, identity } = deps;

  function checkClient(clientId: string, clientSecret: string): OAuthClientId {
    const expected = (config.clientSecrets as Record<string, string | undefined>)[clientId];
    // Compare even for an unknown client, so timing says nothing about which ids exist.
    const matches = safeEqual(expected ?? '', clientSecret) && expected !== undefined;
    if (!matches) throw new AppError('invalid_client', 'La aplicación cliente no está autorizada.', 401);
    return clientId as OAuthClientId;
  }

  async function refuseWhileThrottled(keys: { key: string; max: number }[]) {
    for (const { key, max } of keys) {
      const { count, resetInSeconds } = await limiter.peek(key);
      if (count >= max) throw tooManyRequests(resetInSeconds);
    }
  }

  async function passwordGrant(username: string, password: string, clientId: string, ip: string): Promise<TokenResponse> {
    const email = username.trim().toLowerCase();
    const accountKey = `login:account:${email}`;
    const addressKey = `login:address:${ip}`;
    await refuseWhileThrottled([
      { key: accountKey, max: LOGIN_LIMITS.perAccount.max },
      { key: addressKey, max: LOGIN_LIMITS.perAddress.max },
    ]);

    const user = await users.findCredentialsByEmail(email);
    const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
    if (!user || !valid) {
      await Promise.all([
        limiter.hit(accountKey, LOGIN_LIMITS.perAccount.windowSeconds),
        limiter.hit(addressKey, LOGIN_LIMITS.perAddress.windowSeconds),
      ]);
      throw badCredentials();
    }
    await limiter.reset(accountKey);
    if (!user.email_verified_at) {
      // Only after the password matched, so this says nothing to someone guessing.
      throw new AppError('account_not_verified', 'Confirma tu correo con el código que te enviamos antes de iniciar sesión.', 403, {
        user_id: user.id,
      });
    }
    await users.upgradePasswordHashIfNeeded(user.id, user.password_hash, password);
    return tokens.issueForLogin(user.id, clientId);
  }

  return {
    async grant(request: TokenRequest, ip: string): Promise<TokenResponse> {
      const clientId = checkClient(request.client_id, request.client_secret);
      if (request.grant_type === 'password') return passwordGrant(request.username, request.password, clientId, ip);
      return tokens.rotate(request.refresh_token, clientId);
    },

    revoke: (rawToken: string) => tokens.revoke(rawToken),

    /**
     * Bearer token → principal; null when the token is unknown, expired, revoked or its user
     * closed. Served from the identity cache when it can be (see lib/identity-cache.ts).
     */
    async authenticate(rawToken: string): Promise<Principal | null> {
      const cached = identity.getPrincipal(rawToken);
      if (cached) return cached;
      const token = await tokens.findLiveAccessToken(sha256(rawToken));
      if (!token) return null;
      const [roles, companyIds] = await Promise.all([
        users.roleSlugsOf(token.user_id),
        companies.companyIdsOfUser(token.user_id),
      ]);
      const principal = { userId: token.user_id, tokenId: token.id, clientId: token.client_id, roles, companyIds };
      identity.setPrincipal(rawToken, token.user_id, principal, token.expires_at);
      return principal;
    },

    /** The cached principal of a token, without any I/O (the hot path of every request). */
    cachedPrincipal: (rawToken: string): Principal | undefined => identity.getPrincipal(rawToken),
  };
}
