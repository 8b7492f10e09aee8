import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Service } from '../../../shared/contracts/common';
import type { resetPasswordInputSchema, updatePasswordInputSchema } from '../../../shared/contracts/users';
import type { Config } from '../../config';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError, invalid, notFound, tooManyRequests } from '../../errors';
import type { Mailer } from '../../lib/mailer';
import type { PasswordHasher } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { randomToken, sha256 } from '../../lib/tokens';
import type { Principal } from '../../principal';
import type { UsersService } from '../users/users.service';
import { ACCOUNT_LIMITS } from './accounts.limits';
import { passwordResetMail } from './accounts.mail';
import { createAccountsOutbox } from './accounts.outbox';
import * as repository from './accounts.repository';
import { createRegistrations } from './accounts.registration';

export { ACCOUNT_LIMITS } from './accounts.limits';

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService(deps: {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  users: UsersService;
  logger: { error(obj: object, msg: string): void };
}) {
  const { db, config, mailer, limiter, passwords, users, logger } = deps;
  const outbox = createAccountsOutbox(mailer, logger);
  const registrations = createRegistrations({ db, config, passwords, limiter, users, outbox });

  async function throttle(key: string, max: number, windowSeconds: number) {
    const { count, resetInSeconds } = await limiter.hit(key, windowSeconds);
    if (count > max) throw tooManyRequests(resetInSeconds);
  }

  /** Off the request path (see requestPasswordReset): only real accounts get this far. */
  async function mailResetLink(email: string, service: Service) {
    const user = await users.findCredentialsByEmail(email);
    if (!user) return;
    // Past the per-account limit nothing more is sent, silently, so the inbox cannot be mail-bombed.
    const { count } = await limiter.hit(`reset:account:${user.id}`, 3600);
    if (count > ACCOUNT_LIMITS.resetEmailsPerHourPerAccount) return;
    const token = randomToken();
    await repository.replacePasswordReset(db, user.id, sha256(token), isoNow(ACCOUNT_LIMITS.resetTokenMinutes * 60), isoNow());
    const link = `${config.publicUrl}/recuperar-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
    await mailer.send(passwordResetMail(email, service, link));
  }

  return {
    register: registrations.register,
    confirmRegistration: registrations.confirm,
    resendConfirmation: registrations.resend,
    registrationToResume: registrations.registrationToResume,

    /**
     * Always the same answer in the same time, whether or not the e-mail has an account (no
     * enumeration): the lookup, the token and the mail all happen after the reply.
     */
    async requestPasswordReset(email: string, service: Service, ip: string) {
      await throttle(`reset:address:${ip}`, ACCOUNT_LIMITS.resetRequestsPerHourPerAddress, 3600);
      outbox.later('enlace para restablecer la contraseña', () => mailResetLink(email, service));
      return { message: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.' };
    },

    async resetPassword(input: z.output<typeof resetPasswordInputSchema>, ip: string) {
      await throttle(`reset:address:${ip}`, ACCOUNT_LIMITS.resetRequestsPerHourPerAddress, 3600);
      const refused = () =>
        invalid('invalid_reset_token', 'El enlace de recuperación no es válido o ya venció. Pide uno nuevo.');
      const reset = await repository.findPasswordReset(db, sha256(input.token));
      if (!reset || reset.used_at || reset.expires_at <= isoNow()) throw refused();
      const user = await users.findCredentialsById(reset.user_id);
      if (!user || user.email !== input.email) throw refused();
      if (!(await repository.usePasswordReset(db, reset.id, isoNow()))) throw refused();
      await users.setPassword(user.id, input.password);
      // Following the link proves the person reads that inbox.
      if (!user.email_verified_at) await users.markEmailVerified(user.id);
      return { message: 'Tu contraseña se actualizó. Inicia sesión con la nueva.' };
    },

    async updatePassword(principal: Principal, input: z.output<typeof updatePasswordInputSchema>) {
      const key = `update-password:${principal.userId}`;
      // Reserved before the check (see lib/rate-limiter.ts); only wrong passwords keep their count.
      const { count, resetInSeconds } = await limiter.hit(key, 15 * 60);
      if (count > ACCOUNT_LIMITS.wrongCurrentPasswordPer15Minutes) {
        await limiter.undo(key);
        throw tooManyRequests(resetInSeconds);
      }
      let valid: boolean;
      try {
        const user = await users.findCredentialsById(principal.userId);
        if (!user) throw notFound('No encontramos ese usuario.');
        valid = await passwords.verify(user.password_hash, input.current_password);
      } catch (error) {
        await limiter.undo(key);
        throw error;
      }
      if (!valid) {
        throw new AppError('wrong_password', 'La contraseña actual no es correcta.', 422, {
          errors: { current_password: ['La contraseña actual no es correcta.'] },
        });
      }
      await limiter.reset(key);
      await users.setPassword(principal.userId, input.password, principal.tokenId);
      return { message: 'Tu contraseña se actualizó. Cerramos tus otras sesiones.' };
    },

    /** Waits for mail still being sent (graceful shutdown). */
    idle: () => outbox.idle(),
  };
}
