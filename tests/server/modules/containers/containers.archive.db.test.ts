import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container, ContainerPage } from '../../../../src/shared/contracts/containers';
import { iso6346CheckDigit } from '../../../../src/shared/iso6346';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/** Issue 19.8: a container with history is archived, never deleted. */
let t: TestApp;
const tokens: Record<string, string> = {};
const LOGINS = { operador: 'operador@logistica.demo.mx', receptor: 'receptor@logistica.demo.mx', horizonte: 'admin@horizonte.demo.mx' };
type Who = keyof typeof LOGINS;

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(LOGINS)) tokens[key] = (await t.login(email)).access_token;
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.bearer(tokens[who]!), ...(payload && { payload }) });

let serial = 700_000;
async function createContainer(): Promise<Container> {
  serial += 3;
  const body = `ARCU${String(serial).padStart(6, '0')}`;
  const response = await call('operador', 'POST', '/containers', { number: `${body}${iso6346CheckDigit(body)}`, iso_type: '22G1', load_status: 'empty', category: 'import', shipping_line: 'MSC' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Container;
}

/** A free slot of the demo yard: the first one the suggestion endpoint would also accept. */
async function gateIn(container: Container) {
  for (let bay = 1; bay <= 30; bay++) {
    const response = await call('receptor', 'POST', `/containers/${container.id}/history`, { type: 'gate_in', position: { block: 'A', bay, row: 6, tier: 1 } });
    if (response.statusCode === 201) return;
  }
  throw new Error('no free slot found in block A, row 6');
}

const listed = async (query: string) => ((await call('operador', 'GET', `/containers?${query}`)).json() as ContainerPage).data.map((container) => container.number);

describe('deleting and archiving containers', () => {
  it('a container entered by mistake (no history beyond its creation and edits) is deleted', async () => {
    const container = await createContainer();
    expect((await call('operador', 'DELETE', `/containers/${container.id}`)).statusCode).toBe(200);
    expectErrorShape((await call('operador', 'GET', `/containers/${container.id}`)).json(), 404);
  });

  it('one with movements is refused (409 container_has_history) and stays, history and all', async () => {
    const container = await createContainer();
    await gateIn(container);
    const refused = await call('operador', 'DELETE', `/containers/${container.id}`);
    expect(expectErrorShape(refused.json(), 409)).toMatchObject({ data: { code: 'container_has_history' } });
    expect(refused.json().message).toMatch(/archívalo/);
    expect((await call('operador', 'GET', `/containers/${container.id}`)).statusCode).toBe(200);
  });

  it('is archived only once out of the yard; archived, it leaves the lists (archived=true shows it) and is restored', async () => {
    const container = await createContainer();
    await gateIn(container);
    const inYard = await call('operador', 'POST', `/containers/${container.id}/archive`);
    expect(expectErrorShape(inYard.json(), 409)).toMatchObject({ data: { code: 'container_in_yard' } });

    expect((await call('receptor', 'POST', `/containers/${container.id}/history`, { type: 'gate_out' })).statusCode).toBe(201);
    const archived = await call('operador', 'POST', `/containers/${container.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect((archived.json() as Container).archived_at).not.toBeNull();
    expect(await listed(`q=${container.number}`)).toEqual([]);
    expect(await listed(`q=${container.number}&archived=true`)).toEqual([container.number]);
    // Still readable by its address, with its history (the archiving is in it).
    const history = (await call('operador', 'GET', `/containers/${container.id}/history`)).json() as { data: { kind: string; notes: string | null }[] };
    expect(history.data[0]).toMatchObject({ kind: 'updated', notes: 'Archivado' });

    const restored = await call('operador', 'DELETE', `/containers/${container.id}/archive`);
    expect((restored.json() as Container).archived_at).toBeNull();
    expect(await listed(`q=${container.number}`)).toEqual([container.number]);
  });

  it("another tenant's container answers 404 to archive and restore", async () => {
    const container = await createContainer();
    expectErrorShape((await call('horizonte', 'POST', `/containers/${container.id}/archive`)).json(), 404);
    expectErrorShape((await call('horizonte', 'DELETE', `/containers/${container.id}/archive`)).json(), 404);
  });
});
