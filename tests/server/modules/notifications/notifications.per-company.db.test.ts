import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * A notice to a company needs `notifications.send` in THAT company (issue 12, point 2):
 * - «mixta»: company admin of Horizonte (3), plain employee of the logistics company (1);
 * - «lectora»: yard supervisor of company 1, plain employee of company 3 (sends nowhere).
 */
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await addPerson(t, { email: 'mixta@demo.mx', companies: [3], departments: [[1, 'operaciones']], roles: [['company_admin', 3], ['employee', 1]] });
  await addPerson(t, { email: 'lectora@demo.mx', departments: [[1, 'patio'], [3, 'ventas']], roles: [['container_supervisor', 1], ['employee', 3]] });
  for (const email of ['mixta@demo.mx', 'lectora@demo.mx']) tokens[email.split('@')[0]!] = (await t.login(email)).access_token;
});
afterAll(() => t.close());

const send = (who: string, companyId: number, title: string) =>
  t.app.inject({ method: 'POST', url: `/notifications-api/v1/companies/${companyId}/notifications`, headers: t.bearer(tokens[who]!), payload: { title, body: 'Junta a las 9' } });

const MATRIX: { who: string; companyId: number; status: number }[] = [
  { who: 'mixta', companyId: 1, status: 403 },
  { who: 'mixta', companyId: 3, status: 200 },
  { who: 'lectora', companyId: 1, status: 403 },
  { who: 'lectora', companyId: 3, status: 403 },
];

describe('per-company roles: company notices', () => {
  it.each(MATRIX)('$who → company $companyId: $status', async ({ who, companyId, status }) => {
    const response = await send(who, companyId, `Aviso de ${who} a ${companyId}`);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expect(expectErrorShape(response.json(), status).data.code).toBe('forbidden');
  });

  it('the refused notices reached nobody; the allowed one reached every member of company 3 and no one else', async () => {
    const rows = await t.database.db.selectFrom('notifications').select(['user_id', 'title', 'company_id']).where('title', 'like', 'Aviso de %').execute();
    expect(new Set(rows.map((row) => row.title))).toEqual(new Set(['Aviso de mixta a 3']));
    expect(rows.every((row) => row.company_id === 3)).toBe(true);
    const members = [
      await t.userIdOf('super@demo.mx'),
      await t.userIdOf('admin@horizonte.demo.mx'),
      await t.userIdOf('empleado@horizonte.demo.mx'),
      await t.userIdOf('mixta@demo.mx'),
      await t.userIdOf('lectora@demo.mx'),
    ];
    expect(rows.map((row) => row.user_id).sort((a, b) => a - b)).toEqual(members.sort((a, b) => a - b));
  });
});
