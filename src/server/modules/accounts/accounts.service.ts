import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Service } from '../../../shared/contracts/common';
import type {
  registerConfirmationInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updatePasswordInputSchema,
} from '../../../shared/contracts/users';
import type { Config } from '../../config';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError, conflict, invalid, notFound, tooManyRequests } from '../../errors';
import type { Mailer } from '../../lib/mailer';
import { verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hmac, randomDigits, randomToken, safeEqual, sha256 } from '../../lib/tokens';
import type { Principal } from '../../principal';
import { type UsersService, emailTaken } from '../users/users.service';
import * as repository from './accounts.repository';

export type AccountsService = ReturnType<typeof createAccountsService>;

/** Chosen limits (the spec is silent); each is a plain number so the README can quote it. */
export const ACCOUNT_LIMITS = {
  verificationCodeMinutes: 30,
  verificationCodeAttempts: 5,
  resendCooldownSeconds: 60,
  resendPerHour: 5,
  resetTokenMinutes: 60,
  resetEmailsPerHourPerAccount: 3,
  resetRequestsPerHourPerAddress: 20,
  registrationsPerHourPerAddress: 10,
  wrongCurrentPasswordPer15Minutes: 5,
} as const;

const BRAND: Record<Service, string> = { main: 'Plataforma', superempleos: 'Superempleos' };

export function createAccountsService(deps: {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  limiter: RateLimiter;
  users: UsersService;
  logger: { error(obj: object, msg: string): void };
}) {
  const { db, config, mailer, limiter, users, logger } = deps;

  // A 6-digit code hashed with plain SHA-256 falls to a million guesses offline; keyed, it does not.
  const codeHash = (userId: number, code: string) => hmac(config.appKey, `verify:${userId}:${code}`);

  /** Mail trouble must not lose the account: it is logged and the person can ask for a new code. */
  async function sendSafely(message: Parameters<Mailer['send']>[0]) {
    try {
      await mailer.send(message);
    } catch (error) {
      logger.error({ err: error, to: message.to }, 'no se pudo enviar el correo');
    }
  }

  async function sendVerificationCode(userId: number, email: string, service: Service) {
    const code = randomDigits(6);
    const now = isoNow();
    await repository.replaceVerificationCode(db, userId, codeHash(userId, code), isoNow(ACCOUNT_LIMITS.verificationCodeMinutes * 60), now);
    await sendSafely({
      to: email,
      subject: `${BRAND[service]}: tu código de verificación es ${code}`,
      text: [
        `Hola:`,
        ``,
        `Tu código para confirmar tu correo en ${BRAND[service]} es: ${code}`,
        ``,
        `Vence en ${ACCOUNT_LIMITS.verificationCodeMinutes} minutos. Si no creaste una cuenta, ignora este mensaje.`,
      ].join('\n'),
    });
  }

  async function throttle(key: string, max: number, windowSeconds: number) {
    const { count, resetInSeconds } = await limiter.hit(key, windowSeconds);
    if (count > max) throw tooManyRequests(resetInSeconds);
  }

  return {
    async register(input: z.output<typeof registerInputSchema>, ip: string) {
      await throttle(`register:address:${ip}`, ACCOUNT_LIMITS.registrationsPerHourPerAddress, 3600);
      const account = {
        name: input.name,
        surname: input.surname ?? null,
        lastname: input.lastname ?? null,
        email: input.email,
        password: input.password,
        service: input.service,
      };
      const existing = await users.findCredentialsByEmail(input.email);
      if (existing?.email_verified_at) throw emailTaken();
      const id = existing ? existing.id : await users.createAccount(account);
      if (existing) await users.refreshUnconfirmedAccount(existing.id, account);
      await sendVerificationCode(id, input.email, input.service);
      return { id, email: input.email, message: 'Te enviamos un código de verificación a tu correo.' };
    },

    async confirmRegistration(userId: number, input: z.output<typeof registerConfirmationInputSchema>) {
      const user = await users.findCredentialsById(userId);
      if (!user) throw notFound('No encontramos ese registro.');
      if (user.email_verified_at) throw conflict('already_verified', 'Este correo ya fue confirmado. Inicia sesión.');
      const open = await repository.findOpenVerificationCode(db, userId);
      const now = isoNow();
      if (!open || open.expires_at <= now) {
        throw invalid('verification_code_expired', 'El código venció. Pide uno nuevo.', {
          verification_code: ['El código venció. Pide uno nuevo.'],
        });
      }
      if (!safeEqual(open.code_hash, codeHash(userId, input.verification_code))) {
        const attempts = open.attempts + 1;
        const exhausted = attempts >= ACCOUNT_LIMITS.verificationCodeAttempts;
        await repository.countFailedAttempt(db, open.id, exhausted, now);
        const message = exhausted
          ? 'Demasiados intentos con este código. Pide uno nuevo.'
          : `El código no es correcto. Te quedan ${ACCOUNT_LIMITS.verificationCodeAttempts - attempts} intentos.`;
        throw invalid('invalid_verification_code', message, { verification_code: [message] });
      }
      if (!(await repository.consumeVerificationCode(db, open.id, now))) {
        throw conflict('already_verified', 'Este código ya se usó.');
      }
      await users.markEmailVerified(userId);
      return { message: 'Tu correo quedó confirmado. Ya puedes iniciar sesión.' };
    },

    async resendConfirmation(userId: number, service: Service) {
      const user = await users.findCredentialsById(userId);
      if (!user) throw notFound('No encontramos ese registro.');
      if (user.email_verified_at) throw conflict('already_verified', 'Este correo ya fue confirmado. Inicia sesión.');
      await throttle(`resend:cooldown:${userId}`, 1, ACCOUNT_LIMITS.resendCooldownSeconds);
      await throttle(`resend:hour:${userId}`, ACCOUNT_LIMITS.resendPerHour, 3600);
      await sendVerificationCode(userId, user.email, service);
      return { message: 'Te enviamos un código nuevo.' };
    },

    /**
     * Always the same answer, whether or not the e-mail has an account (no enumeration). Past the
     * per-account limit nothing more is sent, silently, so the address cannot be mail-bombed.
     */
    async requestPasswordReset(email: string, service: Service, ip: string) {
      await throttle(`reset:address:${ip}`, ACCOUNT_LIMITS.resetRequestsPerHourPerAddress, 3600);
      const answer = { message: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.' };
      const user = await users.findCredentialsByEmail(email);
      if (!user) return answer;
      const { count } = await limiter.hit(`reset:account:${user.id}`, 3600);
      if (count > ACCOUNT_LIMITS.resetEmailsPerHourPerAccount) return answer;
      const token = randomToken();
      await repository.replacePasswordReset(db, user.id, sha256(token), isoNow(ACCOUNT_LIMITS.resetTokenMinutes * 60), isoNow());
      const link = `${config.publicUrl}/recuperar-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
      await sendSafely({
        to: email,
        subject: `${BRAND[service]}: restablece tu contraseña`,
        text: [
          'Hola:',
          '',
          `Recibimos una solicitud para restablecer tu contraseña de ${BRAND[service]}. Abre este enlace:`,
          link,
          '',
          `El enlace sirve una sola vez y vence en ${ACCOUNT_LIMITS.resetTokenMinutes} minutos. Si no lo pediste, ignora este mensaje; tu contraseña no cambia.`,
        ].join('\n'),
      });
      return answer;
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
      const { count, resetInSeconds } = await limiter.peek(key);
      if (count >= ACCOUNT_LIMITS.wrongCurrentPasswordPer15Minutes) throw tooManyRequests(resetInSeconds);
      const user = await users.findCredentialsById(principal.userId);
      if (!user) throw notFound('No encontramos ese usuario.');
      if (!(await verifyPassword(user.password_hash, input.current_password))) {
        await limiter.hit(key, 15 * 60);
        throw new AppError('wrong_password', 'La contraseña actual no es correcta.', 422, {
          errors: { current_password: ['La contraseña actual no es correcta.'] },
        });
      }
      await limiter.reset(key);
      await users.setPassword(user.id, input.password, principal.tokenId);
      return { message: 'Tu contraseña se actualizó. Cerramos tus otras sesiones.' };
    },
  };
}
