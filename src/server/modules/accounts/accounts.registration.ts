import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Service } from '../../../shared/contracts/common';
import type { registerConfirmationInputSchema, registerInputSchema } from '../../../shared/contracts/users';
import type { Config } from '../../config';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError, conflict, invalid, notFound, tooManyRequests } from '../../errors';
import type { PasswordHasher } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hmac, randomDigits, safeEqual } from '../../lib/tokens';
import type { UsersService } from '../users/users.service';
import { ACCOUNT_LIMITS } from './accounts.limits';
import { registrationAttemptMail, verificationCodeMail } from './accounts.mail';
import type { AccountsOutbox } from './accounts.outbox';
import * as repository from './accounts.repository';

const REGISTERED = 'Te enviamos un código de verificación a tu correo.';
const alreadyConfirmed = () => conflict('already_verified', 'Este correo ya fue confirmado. Inicia sesión.');
const codeClosed = () =>
  invalid('verification_code_expired', 'El código venció o se agotaron sus intentos. Pide uno nuevo.', {
    verification_code: ['El código venció o se agotaron sus intentos. Pide uno nuevo.'],
  });

/**
 * Sign-up with an e-mailed code. Every `POST /register` creates a registration (a verification
 * code row) and answers its id, the same 201 whatever the e-mail:
 * - a new e-mail: the account is created unconfirmed and the code mailed;
 * - an e-mail never confirmed: the account is left as it is; the new name and password wait on
 *   the new registration and apply only when its code (mailed to that inbox) is confirmed;
 * - a confirmed e-mail: nothing changes; its owner is told by mail, with a link to reset the
 *   password, and the registration's code is never sent anywhere.
 * Every code mailed for an account, a registration's first one included, counts under the resend
 * limits; past them the registration is still recorded but nothing is mailed.
 */
export function createRegistrations(deps: {
  db: Kysely<Database>;
  config: Config;
  passwords: PasswordHasher;
  limiter: RateLimiter;
  users: UsersService;
  outbox: AccountsOutbox;
}) {
  const { db, config, passwords, limiter, users, outbox } = deps;

  // A 6-digit code hashed with plain SHA-256 falls to a million guesses offline; keyed, it does not.
  const codeHash = (userId: number, code: string) => hmac(config.appKey, `verify:${userId}:${code}`);
  const codeExpiry = () => isoNow(ACCOUNT_LIMITS.verificationCodeMinutes * 60);

  /** Counts one code mailed to the account; answers the wait when it is over the limits. */
  async function mailAllowance(userId: number): Promise<number> {
    const cooldown = await limiter.hit(`resend:cooldown:${userId}`, ACCOUNT_LIMITS.resendCooldownSeconds);
    if (cooldown.count > 1) return cooldown.resetInSeconds;
    const hour = await limiter.hit(`resend:hour:${userId}`, 3600);
    return hour.count > ACCOUNT_LIMITS.resendPerHour ? hour.resetInSeconds : 0;
  }

  /** The account of the e-mail, created unconfirmed when there is none (a racing twin's when it lost). */
  async function accountFor(input: z.output<typeof registerInputSchema>, passwordHash: string) {
    const known = (row: { id: number; email_verified_at: string | null }) => ({ id: row.id, created: false, confirmed: row.email_verified_at !== null });
    const existing = await users.findCredentialsByEmail(input.email);
    if (existing) return known(existing);
    try {
      const id = await users.createAccount({
        name: input.name,
        surname: input.surname ?? null,
        lastname: input.lastname ?? null,
        email: input.email,
        password_hash: passwordHash,
        service: input.service,
      });
      return { id, created: true, confirmed: false };
    } catch (error) {
      const twin = error instanceof AppError && error.code === 'email_taken' ? await users.findCredentialsByEmail(input.email) : undefined;
      if (!twin) throw error;
      return known(twin);
    }
  }

  return {
    async register(input: z.output<typeof registerInputSchema>, ip: string) {
      const { count, resetInSeconds } = await limiter.hit(`register:address:${ip}`, 3600);
      if (count > ACCOUNT_LIMITS.registrationsPerHourPerAddress) throw tooManyRequests(resetInSeconds);
      // Hashed on every path, so the time taken does not tell a new e-mail from a known one.
      const passwordHash = await passwords.hash(input.password);
      const account = await accountFor(input, passwordHash);
      const repeated = !account.created && !account.confirmed;
      const code = randomDigits(6);
      const id = await repository.insertRegistration(db, {
        user_id: account.id,
        code_hash: codeHash(account.id, code),
        expires_at: codeExpiry(),
        ...(repeated && {
          pending_name: input.name,
          pending_surname: input.surname ?? null,
          pending_lastname: input.lastname ?? null,
          pending_password_hash: passwordHash,
        }),
      });
      if ((await mailAllowance(account.id)) === 0) {
        outbox.mailLater(
          account.confirmed ? registrationAttemptMail(input.email, input.service, config.publicUrl) : verificationCodeMail(input.email, input.service, code),
        );
      }
      return { id, email: input.email, message: REGISTERED };
    },

    async confirm(registrationId: number, input: z.output<typeof registerConfirmationInputSchema>) {
      const registration = await repository.findRegistration(db, registrationId);
      const user = registration && (await users.findCredentialsById(registration.user_id));
      if (!registration || !user) throw notFound('No encontramos ese registro.');
      if (registration.consumed_at) throw alreadyConfirmed();
      const now = isoNow();
      // The attempt is taken before the code is compared: 40 concurrent guesses compare 5 at most.
      const attempt = await repository.takeCodeAttempt(db, registrationId, ACCOUNT_LIMITS.verificationCodeAttempts, now);
      if (!attempt) throw codeClosed();
      if (!safeEqual(attempt.code_hash, codeHash(user.id, input.verification_code))) {
        const left = ACCOUNT_LIMITS.verificationCodeAttempts - attempt.attempts;
        const message =
          left > 0 ? `El código no es correcto. Te quedan ${left} ${left === 1 ? 'intento' : 'intentos'}.` : 'Demasiados intentos con este código. Pide uno nuevo.';
        throw invalid('invalid_verification_code', message, { verification_code: [message] });
      }
      if (!(await repository.consumeVerificationCode(db, registrationId, now))) throw alreadyConfirmed();
      // A confirmed account's registrations change nothing (its owner never got their codes).
      if (!user.email_verified_at) {
        const pending =
          registration.pending_password_hash && registration.pending_name
            ? {
                name: registration.pending_name,
                surname: registration.pending_surname,
                lastname: registration.pending_lastname,
                password_hash: registration.pending_password_hash,
              }
            : undefined;
        await users.markEmailVerified(user.id, pending);
        await repository.expireOtherRegistrations(db, user.id, registrationId, now);
      }
      return { message: 'Tu correo quedó confirmado. Ya puedes iniciar sesión.' };
    },

    async resend(registrationId: number, service: Service) {
      const registration = await repository.findRegistration(db, registrationId);
      const user = registration && (await users.findCredentialsById(registration.user_id));
      if (!registration || !user) throw notFound('No encontramos ese registro.');
      if (registration.consumed_at) throw alreadyConfirmed();
      const wait = await mailAllowance(user.id);
      if (wait > 0) throw tooManyRequests(wait);
      const code = randomDigits(6);
      if (!(await repository.renewCode(db, registrationId, codeHash(user.id, code), codeExpiry()))) throw alreadyConfirmed();
      // Same answer for a confirmed account's registration, and nothing sent: see register.
      if (!user.email_verified_at) outbox.mailLater(verificationCodeMail(user.email, service, code));
      return { message: 'Te enviamos un código nuevo.' };
    },

    /**
     * The registration an unconfirmed account goes back to after logging in with the right
     * password: its newest one, or a new one whose code is already expired (the person asks for
     * a code from the confirmation page, under the same limits).
     */
    async registrationToResume(userId: number): Promise<number> {
      const latest = await repository.latestUnconfirmedRegistration(db, userId);
      if (latest !== undefined) return latest;
      return repository.insertRegistration(db, { user_id: userId, code_hash: codeHash(userId, randomDigits(6)), expires_at: isoNow() });
    },
  };
}
