import { type Challenge, type Payload, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import type { AntiBotChallenge } from '../../../shared/contracts/contact';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { hmac } from '../../lib/tokens';
import * as repository from './anti-bot.repository';

export type AntiBotService = ReturnType<typeof createAntiBotService>;

const CHALLENGE_TTL_SECONDS = 10 * 60;

const refused = (message = 'No pudimos comprobar que no eres un robot. Vuelve a intentarlo.') =>
  new AppError('challenge_failed', message, 422, { errors: { token: [message] } });

/**
 * The self-hosted anti-bot check of the public forms: an ALTCHA v2 proof of work (PBKDF2). The
 * server signs a challenge, the browser spends ~0.5 s of CPU finding its counter, and the server
 * checks the answer in ~1 ms. No third party sees the visitor. Each solved challenge is good for
 * one submission, on any server process (the spent list is in the database).
 */
export function createAntiBotService({ db, appKey, cost }: { db: Kysely<Database>; appKey: string; cost: number }) {
  const hmacSignatureSecret = hmac(appKey, 'anti-bot:signature');
  const hmacKeySignatureSecret = hmac(appKey, 'anti-bot:key');

  return {
    async createChallenge(): Promise<AntiBotChallenge> {
      const challenge: Challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost,
        counter: randomInt(500, 1500),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return challenge as AntiBotChallenge;
    },

    /** Checks a base64 JSON payload `{ challenge, solution }` and spends it. */
    async verify(token: string): Promise<void> {
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
      } catch {
        throw refused();
      }
      if (!payload?.challenge?.parameters || !payload.challenge.signature || typeof payload.solution?.counter !== 'number') {
        throw refused();
      }
      let result;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
      } catch {
        throw refused();
      }
      if (result.expired) throw refused('La verificación anti-bot venció. Vuelve a enviar el formulario.');
      if (!result.verified) throw refused();
      const expiresAt = new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000).toISOString();
      if (!(await repository.spendChallenge(db, payload.challenge.signature, expiresAt, new Date().toISOString()))) {
        throw refused('Esta verificación anti-bot ya se usó. Vuelve a enviar el formulario.');
      }
    },
  };
}
