import { addPerson } from './people';
import type { TestApp } from './test-app';

/**
 * The people of a wallet test, signed in: `people` are added as fresh final users (named after
 * their key, "ana" → "Ana") so each test file has wallets of its own; `demo` are demo accounts
 * (the charging company's admin, a plain employee, another company's admin…). Fills `ids` with
 * the added people's ids and `tokens` with everyone's access token.
 */
export async function signInWalletCast(
  t: TestApp,
  cast: { people: Record<string, string>; demo: Record<string, string> },
  ids: Record<string, number>,
  tokens: Record<string, string>,
): Promise<void> {
  for (const [who, email] of Object.entries(cast.people)) {
    ids[who] = await addPerson(t, { email, name: who.charAt(0).toUpperCase() + who.slice(1), roles: [['final_user', null]] });
  }
  for (const [who, email] of [...Object.entries(cast.people), ...Object.entries(cast.demo)]) tokens[who] = (await t.login(email)).access_token;
}
