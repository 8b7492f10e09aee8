import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { AntiBotChallenge } from '../../shared/contracts/contact';

/** What the page sends to `anti-bot.worker.ts`. */
export interface AntiBotWorkerRequest {
  challenge: AntiBotChallenge;
}

/** What `anti-bot.worker.ts` answers: the form's token, or why it could not make one. */
export type AntiBotWorkerResponse = { ok: true; token: string } | { ok: false; message: string };

/** btoa only takes Latin-1, so the JSON goes through UTF-8 bytes first. */
function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Solves an ALTCHA v2 challenge (PBKDF2 through Web Crypto) and encodes the payload the server
 * verifies: base64(JSON.stringify({ challenge: { parameters, signature }, solution })).
 */
export async function solveAntiBotChallenge(challenge: AntiBotChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('anti-bot challenge not solved in time');
  const { parameters, signature } = challenge;
  return toBase64(JSON.stringify({ challenge: { parameters, signature }, solution }));
}
