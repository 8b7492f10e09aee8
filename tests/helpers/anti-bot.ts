import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Does what the browser does: fetch a challenge, solve it, encode the payload as the form's token. */
export async function solveAntiBot(fetchChallenge: () => Promise<unknown>): Promise<string> {
  const challenge = (await fetchChallenge()) as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}
