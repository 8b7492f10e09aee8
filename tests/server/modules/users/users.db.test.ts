import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRegisteredUsersSchema, registeredUsersStatsSchema, userSchema } from '../../../../src/shared/contracts/users';
import { TINY_PNG, multipartFile } from '../../../helpers/multipart';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
let tokens: Record<string, string>;
let ids: Record<string, number>;

const WHO = {
  super: 'super@demo.mx',
  admin: 'admin@logistica.demo.mx',
  operador: 'operador@logistica.demo.mx',
  grua: 'grua@logistica.demo.mx',
  soporte: 'soporte@logistica.demo.mx',
  ajena: 'admin@ajena.demo.mx',
  horizonte: 'admin@horizonte.demo.mx',
  empleado: 'empleado@horizonte.demo.mx',
  candidato: 'candidato@demo.mx',
} as const;
type Who = keyof typeof WHO;

beforeAll(async () => {
  t = await createTestApp();
  tokens = {};
  ids = {};
  for (const [key, email] of Object.entries(WHO)) {
    tokens[key] = (await t.login(email)).access_token;
    ids[key] = await t.userIdOf(email);
  }
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

describe('PUT /api/v1/users/{id}', () => {
  it('lets a user edit their own name', async () => {
    const response = await call('grua', 'PUT', `/api/v1/users/${ids.grua}`, { name: '  Ernesto Iván ', lastname: null });
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({ name: 'Ernesto Iván', lastname: null, surname: 'Díaz' });
  });

  it('lets a company admin edit a member of the company; an employee may not', async () => {
    expect((await call('admin', 'PUT', `/api/v1/users/${ids.operador}`, { surname: 'Hernández' })).statusCode).toBe(200);
    const refused = await call('grua', 'PUT', `/api/v1/users/${ids.operador}`, { name: 'X' });
    expect(refused.statusCode).toBe(403);
    expect(expectErrorShape(refused.json(), 403).data.code).toBe('forbidden');
  });

  it('refuses unknown fields and blank names with 422', async () => {
    const unknown = await call('grua', 'PUT', `/api/v1/users/${ids.grua}`, { email: 'otro@ejemplo.mx' });
    expect(unknown.statusCode).toBe(422);
    const blank = await call('grua', 'PUT', `/api/v1/users/${ids.grua}`, { name: '   ' });
    expect(expectErrorShape(blank.json(), 422).data.errors?.name).toEqual(['El nombre es obligatorio.']);
  });

  it('protects a super admin from company admins', async () => {
    expect((await call('admin', 'PUT', `/api/v1/users/${ids.super}`, { name: 'X' })).statusCode).toBe(403);
  });

  it('answers 404 for an id that does not exist or is not a number', async () => {
    expect((await call('super', 'PUT', '/api/v1/users/999999', { name: 'X' })).statusCode).toBe(404);
    const bad = await call('super', 'PUT', '/api/v1/users/abc', { name: 'X' });
    expect(bad.statusCode).toBe(422);
    expect(expectErrorShape(bad.json(), 422).data.errors).toHaveProperty(['params.id']);
  });
});

describe('profile photo', () => {
  const upload = (who: Who, userId: number, content: Buffer, filename = 'foto.png', field = 'photo') => {
    const body = multipartFile(field, filename, content);
    return t.app.inject({ method: 'POST', url: `/api/v1/users/${userId}/photo`, headers: { ...t.bearer(tokens[who]!), ...body.headers }, payload: body.payload });
  };

  it('stores the photo under a generated name, serves it, and replaces it cleanly', async () => {
    const first = await upload('grua', ids.grua!, TINY_PNG, '../../../etc/passwd.png');
    expect(first.statusCode).toBe(200);
    const path = first.json().profile_photo_path as string;
    expect(path).toMatch(/^\/media\/profile-photos\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: t.bearer(tokens.grua!) });
    expect(me.json().profile_photo_path).toBe(path);

    const second = await upload('grua', ids.grua!, TINY_PNG);
    expect(second.json().profile_photo_path).not.toBe(path);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404); // the old file is gone
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${ids.grua}/photo`, headers: t.bearer(tokens.grua!) });
    expect(removed.json().profile_photo_path).toBeNull();
  });

  it('checks the bytes, not the name: a text file called .png is refused', async () => {
    const response = await upload('grua', ids.grua!, Buffer.from('no soy una imagen'), 'foto.png');
    expect(response.statusCode).toBe(422);
    expect(expectErrorShape(response.json(), 422).data.errors?.photo).toEqual(['La foto debe ser una imagen PNG, JPEG o WebP.']);
  });

  it('refuses a photo over 2 MiB with 413, and a request without the file with 422', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    expect((await upload('grua', ids.grua!, big)).statusCode).toBe(413);
    expect((await upload('grua', ids.grua!, TINY_PNG, 'x.png', 'otro')).statusCode).toBe(422);
    const json = await t.app.inject({ method: 'POST', url: `/api/v1/users/${ids.grua}/photo`, headers: t.bearer(tokens.grua!), payload: { photo: 'x' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it("lets an admin change a member's photo but not an employee a colleague's", async () => {
    expect((await upload('admin', ids.operador!, TINY_PNG)).statusCode).toBe(200);
    expect((await upload('grua', ids.operador!, TINY_PNG)).statusCode).toBe(403);
  });

  it('answers 404 for a photo name that does not exist or is not ours', async () => {
    for (const url of ['/media/profile-photos/0123456789abcdef0123456789abcdef.png', '/media/profile-photos/..%2F..%2Fapp.key', '/media/profile-photos/x']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('cached identity', () => {
  it("shows a user's own cached session every change at once: profile, roles and what they allow", async () => {
    const session = await t.login('supervisor@logistica.demo.mx');
    const id = await t.userIdOf('supervisor@logistica.demo.mx');
    const read = () => t.app.inject({ method: 'GET', url: '/api/v1/user', headers: t.bearer(session.access_token) });
    expect((await read()).json().name).toBe('Mariana'); // now cached
    await call('admin', 'PUT', `/api/v1/users/${id}`, { name: 'Mariana Isabel' });
    expect((await read()).json().name).toBe('Mariana Isabel');

    const statistics = () => t.app.inject({ method: 'GET', url: '/api/v1/statistics/registered-users', headers: t.bearer(session.access_token) });
    expect((await statistics()).statusCode).toBe(403);
    await call('super', 'POST', `/api/v1/users/${id}/assign-roles`, { roles: ['container_supervisor', 'employee', 'company_admin'] });
    expect((await read()).json().roles.map((r: { slug: string }) => r.slug)).toContain('company_admin');
    expect((await statistics()).statusCode).toBe(200);
    await call('super', 'POST', `/api/v1/users/${id}/assign-roles`, { roles: ['container_supervisor', 'employee'] });
    expect((await statistics()).statusCode).toBe(403);
  });
});

describe('POST /api/v1/users/{id}/verified', () => {
  it('is a super admin toggle', async () => {
    const off = await call('super', 'POST', `/api/v1/users/${ids.candidato}/verified`, { verified_profile: false });
    expect(off.json().verified_profile).toBe(false);
    const on = await call('super', 'POST', `/api/v1/users/${ids.candidato}/verified`, { verified_profile: true });
    expect(on.json().verified_profile).toBe(true);
    expect((await call('admin', 'POST', `/api/v1/users/${ids.operador}/verified`, { verified_profile: false })).statusCode).toBe(403);
    expect((await call('super', 'POST', `/api/v1/users/${ids.candidato}/verified`, { verified_profile: 'sí' })).statusCode).toBe(422);
  });
});

describe('POST /api/v1/users/{id}/assign-roles', () => {
  it('lets a super admin set any roles', async () => {
    const response = await call('super', 'POST', `/api/v1/users/${ids.soporte}/assign-roles`, { roles: ['technical_support', 'employee', 'container_supervisor'] });
    expect(response.statusCode).toBe(200);
    expect(response.json().roles.map((r: { slug: string }) => r.slug)).toEqual(['technical_support', 'employee', 'container_supervisor']);
  });

  it('lets a company admin grant operational roles but not admin power', async () => {
    const ok = await call('admin', 'POST', `/api/v1/users/${ids.grua}/assign-roles`, { roles: ['employee', 'containers_crane_operator', 'container_receiver'] });
    expect(ok.statusCode).toBe(200);
    const refused = await call('admin', 'POST', `/api/v1/users/${ids.grua}/assign-roles`, { roles: ['employee', 'super_admin'] });
    expect(refused.statusCode).toBe(403);
    expect(expectErrorShape(refused.json(), 403).data).toMatchObject({ code: 'role_not_assignable', roles: ['super_admin'] });
  });

  it('refuses a role that does not exist', async () => {
    const response = await call('super', 'POST', `/api/v1/users/${ids.grua}/assign-roles`, { roles: ['capitan'] });
    expect(response.statusCode).toBe(422);
    expect(expectErrorShape(response.json(), 422).data.errors).toHaveProperty(['roles.0']);
  });

  it('does not let an employee assign roles', async () => {
    expect((await call('operador', 'POST', `/api/v1/users/${ids.grua}/assign-roles`, { roles: ['employee'] })).statusCode).toBe(403);
  });

  it('does not let a super admin drop their own super_admin role', async () => {
    expect((await call('super', 'POST', `/api/v1/users/${ids.super}/assign-roles`, { roles: ['employee'] })).statusCode).toBe(403);
  });
});

describe('GET /api/v1/users/{id}/companies', () => {
  it('lists a user their own companies, direct and through departments', async () => {
    const response = await call('operador', 'GET', `/api/v1/users/${ids.operador}/companies`);
    expect(response.json()).toEqual([{ id: 1, name: 'Logística Portuaria del Pacífico' }]);
  });

  it('shows a company admin only the companies they share with the user', async () => {
    // The operator also works for company 3; its admin must not learn about company 1.
    await t.database.db.insertInto('company_users').values({ company_id: 3, user_id: ids.operador! }).execute();
    const shared = await call('horizonte', 'GET', `/api/v1/users/${ids.operador}/companies`);
    expect(shared.json()).toEqual([{ id: 3, name: 'Comercializadora Horizonte' }]);
    const all = await call('super', 'GET', `/api/v1/users/${ids.operador}/companies`);
    expect(all.json().map((c: { id: number }) => c.id).sort()).toEqual([1, 3]);
    await t.database.db.deleteFrom('company_users').where('company_id', '=', 3).where('user_id', '=', ids.operador!).execute();
  });

  it('is not for employees asking about a colleague', async () => {
    expect((await call('grua', 'GET', `/api/v1/users/${ids.operador}/companies`)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/statistics/registered-users', () => {
  it('answers the public counts by role without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/statistics/registered-users' });
    expect(response.statusCode).toBe(200);
    const body = publicRegisteredUsersSchema.parse(response.json());
    const open = await t.database.db.selectFrom('users').select('id').where('deleted_at', 'is', null).execute();
    expect(body.total).toBe(open.length);
    expect(body.by_role.find((row) => row.role === 'final_user')!.count).toBeGreaterThanOrEqual(1);
    expect(body.by_role.find((row) => row.role === 'super_admin')!.count).toBe(1);
    expect(response.json()).not.toHaveProperty('by_month');
    // A token that is not valid is refused, not taken for a visitor.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/statistics/registered-users', headers: { authorization: 'Bearer not-a-valid-token-at-all' } })).statusCode).toBe(401);
  });

  it('counts every user for a super admin, with twelve months', async () => {
    const response = await call('super', 'GET', '/api/v1/statistics/registered-users');
    const stats = registeredUsersStatsSchema.parse(response.json());
    // The demo users, and the work interviews' second applicant (work-interviews-demo.ts).
    expect(stats.total).toBe(14);
    expect(stats.verified_email).toBe(14);
    expect(stats.last_30_days).toBe(14);
    expect(stats.by_month).toHaveLength(12);
    expect(stats.by_month.at(-1)).toEqual({ month: new Date().toISOString().slice(0, 7), count: 14 });
  });

  it("counts only the company's users for a company admin", async () => {
    const stats = registeredUsersStatsSchema.parse((await call('horizonte', 'GET', '/api/v1/statistics/registered-users')).json());
    // company 3: its admin, its employee (through ventas) and super (a member of every company)
    expect(stats.total).toBe(3);
  });

  it('is not for employees', async () => {
    expect((await call('operador', 'GET', '/api/v1/statistics/registered-users')).statusCode).toBe(403);
  });
});

describe('DELETE /api/v1/users/{id}', () => {
  it('closes an account: its sessions end, the e-mail can register again', async () => {
    const session = await t.login('empleado@horizonte.demo.mx');
    const response = await call('horizonte', 'DELETE', `/api/v1/users/${ids.empleado}?reason=${encodeURIComponent('Dejó la empresa')}`);
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: t.bearer(session.access_token) })).statusCode).toBe(401);
    expect((await call('horizonte', 'GET', `/api/v1/users/${ids.empleado}`)).statusCode).toBe(404);
    const row = await t.database.db.selectFrom('users').select(['deleted_at', 'deletion_reason']).where('id', '=', ids.empleado!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ deletion_reason: 'Dejó la empresa' });
    expect(row.deleted_at).not.toBeNull();
  });

  it('lets a person close their own account', async () => {
    expect((await call('candidato', 'DELETE', `/api/v1/users/${ids.candidato}`)).statusCode).toBe(200);
    expect((await call('candidato', 'GET', '/api/v1/user')).statusCode).toBe(401);
  });

  it('does not let an employee close a colleague', async () => {
    expect((await call('operador', 'DELETE', `/api/v1/users/${ids.soporte}`)).statusCode).toBe(403);
  });
});
