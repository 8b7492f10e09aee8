import type { TokenRequest, TokenResponse } from '../../../shared/contracts/auth';
import type { Config, OAuthClientId } from '../../config';
import { AppError, tooManyRequests } from '../../errors';
import type { PasswordHasher } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { IdentityCache } from '../../lib/identity-cache';
import { safeEqual, sha256 } from '../../lib/tokens';
import type { RoleSlug } from '../../../shared/roles';
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
  passwords: PasswordHasher;
  tokens: TokensService;
  users: UsersService;
  companies: CompaniesService;
  identity: IdentityCache<Principal>;
  /** The registration an unconfirmed account resumes from (the accounts module's), for the 403. */
  registrationToResume: (userId: number) => Promise<number>;
}) {
  const { config, limiter, passwords, tokens, users, companies, identity, registrationToResume } = deps;

  function checkClient(clientId: string, clientSecret: string): OAuthClientId {
    const expected = (config.clientSecrets as Record<string, string | undefined>)[clientId];
    // Compare even for an unknown client, so timing says nothing about which ids exist.
    const matches = safeEqual(expected ?? '', clientSecret) && expected !== undefined;
    if (!matches) throw new AppError('invalid_client', 'La aplicación cliente no está autorizada.', 401);
    return clientId as OAuthClientId;
  }

  /**
   * Reserves this attempt on both counters before any password is checked (see
   * lib/rate-limiter.ts): concurrent guesses each take a number, and those past the limit are
   * refused without costing an argon2 check. Answers how to settle the reservation afterwards.
   */
  async function reserveAttempt(accountKey: string, addressKey: string) {
    const [account, address] = await Promise.all([
      limiter.hit(accountKey, LOGIN_LIMITS.perAccount.windowSeconds),
      limiter.hit(addressKey, LOGIN_LIMITS.perAddress.windowSeconds),
    ]);
    // Only checked passwords that failed count: an attempt refused here, or never checked
    // because the server was busy, is taken back from both counters.
    const notChecked = () => Promise.all([limiter.undo(accountKey), limiter.undo(addressKey)]);
    const wait = Math.max(
      account.count > LOGIN_LIMITS.perAccount.max ? account.resetInSeconds : 0,
      address.count > LOGIN_LIMITS.perAddress.max ? address.resetInSeconds : 0,
    );
    if (wait > 0) {
      await notChecked();
      throw tooManyRequests(wait);
    }
    return {
      notChecked,
      /** A success clears the account's count and gives the address its attempt back. */
      succeeded: () => Promise.all([limiter.reset(accountKey), limiter.undo(addressKey)]),
    };
  }

  async function passwordGrant(username: string, password: string, clientId: string, ip: string): Promise<TokenResponse> {
    const email = username.trim().toLowerCase();
    const attempt = await reserveAttempt(`login:account:${email}`, `login:address:${ip}`);

    const user = await users.findCredentialsByEmail(email);
    let valid: boolean;
    try {
      // An unknown e-mail is checked against the decoy hash: same cost, same queue, same answer.
      valid = await passwords.verify(user?.password_hash ?? null, password);
    } catch (error) {
      await attempt.notChecked();
      throw error;
    }
    if (!user || !valid) throw badCredentials();
    await attempt.succeeded();
    if (!user.email_verified_at) {
      // Only after the password matched, so this says nothing to someone guessing.
      throw new AppError('account_not_verified', 'Confirma tu correo con el código que te enviamos antes de iniciar sesión.', 403, {
        user_id: user.id,
        registration_id: await registrationToResume(user.id),
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
        users.roleAssignmentsOf(token.user_id),
        companies.companyIdsOfUser(token.user_id),
      ]);
      const companyRoles: Record<number, RoleSlug[]> = {};
      for (const role of roles) {
        if (role.company_id !== null) (companyRoles[role.company_id] ??= []).push(role.slug);
      }
      const principal: Principal = {
        userId: token.user_id,
        tokenId: token.id,
        clientId: token.client_id,
        globalRoles: roles.filter((role) => role.company_id === null).map((role) => role.slug),
        companyRoles,
        companyIds,
        expiresAt: token.expires_at,
      };
      identity.setPrincipal(rawToken, token.user_id, principal, token.expires_at);
      return principal;
    },

    /** The cached principal of a token, without any I/O (the hot path of every request). */
    cachedPrincipal: (rawToken: string): Principal | undefined => identity.getPrincipal(rawToken),
  };
}
