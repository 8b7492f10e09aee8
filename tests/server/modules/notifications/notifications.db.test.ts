import { type Socket, io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  markAllReadResultSchema,
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
} from '../../../../src/shared/contracts/notifications';
import { type ServerToClientEvents, notificationCountEventSchema, notificationCreatedEventSchema } from '../../../../src/shared/realtime';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
let url: string;
let tokens: Record<string, string>;
let ids: Record<string, number>;
const sockets: Socket[] = [];

const WHO = {
  super: 'super@demo.mx',
  admin: 'admin@logistica.demo.mx',
  operador: 'operador@logistica.demo.mx',
  grua: 'grua@logistica.demo.mx',
  supervisor: 'supervisor@logistica.demo.mx',
  receptor: 'receptor@logistica.demo.mx',
  soporte: 'soporte@logistica.demo.mx',
  ajena: 'admin@ajena.demo.mx',
  candidato: 'candidato@demo.mx',
} as const;
type Who = keyof typeof WHO;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  tokens = {};
  ids = {};
  for (const [key, email] of Object.entries(WHO)) {
    tokens[key] = (await t.login(email)).access_token;
    ids[key] = await t.userIdOf(email);
  }
});
afterAll(() => t.close());
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

const call = (who: Who | null, method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: who ? t.bearer(tokens[who]!) : {}, ...(payload ? { payload } : {}) });

const N = '/notifications-api/v1/notifications';
const send = (who: Who, companyId: number, payload: object) => call(who, 'POST', `/notifications-api/v1/companies/${companyId}/notifications`, payload);
const countOf = async (who: Who) => unreadCountSchema.parse((await call(who, 'GET', `${N}/count`)).json()).unread_count;

function open(who: Who): Promise<Socket<ServerToClientEvents>> {
  const socket: Socket<ServerToClientEvents> = connect(url, { transports: ['websocket'], auth: { token: tokens[who] }, reconnection: false, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Every event of one kind a socket hears from now on. */
function record<E extends keyof ServerToClientEvents>(socket: Socket<ServerToClientEvents>, event: E) {
  const heard: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => heard.push(payload)) as never);
  return heard;
}

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for an event');
    await settle(20);
  }
};

describe('the demo notices', () => {
  it('gives the company admin and an operator unread notices, newest first', async () => {
    for (const who of ['admin', 'operador'] as const) {
      const page = notificationPageSchema.parse((await call(who, 'GET', N)).json());
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(page.data.every((n) => n.read_at === null)).toBe(true);
      expect(page.data.map((n) => n.id)).toEqual([...page.data.map((n) => n.id)].sort((a, b) => b - a));
      expect(await countOf(who)).toBe(page.total);
    }
  });
});

describe('GET /notifications-api/v1/notifications', () => {
  it('lists only the caller’s own, paginated 20 a page, with an unread filter', async () => {
    await t.services.notifications.notify(
      Array.from({ length: 23 }, () => ids.supervisor!),
      { title: 'x', body: 'y' },
    ); // duplicates collapse: one notice
    for (let i = 0; i < 22; i++) await t.services.notifications.notify([ids.supervisor!], { title: `Aviso ${i}`, body: 'Cuerpo', route: '/inicio' });
    const first = notificationPageSchema.parse((await call('supervisor', 'GET', N)).json());
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 23 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({ title: 'Aviso 21', route: '/inicio', read_at: null, company_id: null });
    const second = notificationPageSchema.parse((await call('supervisor', 'GET', `${N}?page=2`)).json());
    expect(second.data.map((n) => n.title)).toEqual(['Aviso 1', 'Aviso 0', 'x']);
    const beyond = notificationPageSchema.parse((await call('supervisor', 'GET', `${N}?page=9`)).json());
    expect(beyond).toMatchObject({ data: [], current_page: 9, last_page: 2, total: 23 });

    await call('supervisor', 'PUT', `${N}/${first.data[0]!.id}`, { read: true });
    const unread = notificationPageSchema.parse((await call('supervisor', 'GET', `${N}?only_unread=true`)).json());
    expect(unread.total).toBe(22);
    expect(unread.data.some((n) => n.id === first.data[0]!.id)).toBe(false);
    const all = notificationPageSchema.parse((await call('supervisor', 'GET', `${N}?only_unread=false&page=1`)).json());
    expect(all.total).toBe(23);
  });

  it('refuses a bad page or filter with 422 in Spanish', async () => {
    for (const query of ['page=0', 'page=abc', 'page=1.5', 'only_unread=quizas']) {
      const response = await call('supervisor', 'GET', `${N}?${query}`);
      expect(response.statusCode, query).toBe(422);
      const error = expectErrorShape(response.json(), 422);
      expect(error.message).toBe('Los datos enviados no son válidos. Revisa los campos marcados.');
    }
    const page0 = expectErrorShape((await call('supervisor', 'GET', `${N}?page=0`)).json(), 422);
    expect(page0.data.errors?.['querystring.page']).toEqual(['La página empieza en 1.']);
  });

  it('asks for a session (401)', async () => {
    for (const path of [N, `${N}/count`, `${N}/1`, '/api/v1/notifications']) {
      const response = await call(null, 'GET', path);
      expect(response.statusCode).toBe(401);
      expect(expectErrorShape(response.json(), 401).data.code).toBe('unauthenticated');
    }
  });
});

describe('one notification: GET and PUT /notifications-api/v1/notifications/{id}', () => {
  it('reads, marks read and unread again; the count follows', async () => {
    const [latest] = notificationPageSchema.parse((await call('operador', 'GET', N)).json()).data;
    const before = await countOf('operador');
    const got = await call('operador', 'GET', `${N}/${latest!.id}`);
    expect(got.statusCode).toBe(200);
    expect(notificationSchema.parse(got.json())).toEqual(latest);

    const read = notificationSchema.parse((await call('operador', 'PUT', `${N}/${latest!.id}`, { read: true })).json());
    expect(read.read_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await countOf('operador')).toBe(before - 1);
    const again = notificationSchema.parse((await call('operador', 'PUT', `${N}/${latest!.id}`, { read: true })).json());
    expect(again.read_at).toBe(read.read_at); // already read: unchanged
    const unread = notificationSchema.parse((await call('operador', 'PUT', `${N}/${latest!.id}`, { read: false })).json());
    expect(unread.read_at).toBeNull();
    expect(await countOf('operador')).toBe(before);
  });

  it("answers 404 for another user's notification and changes nothing", async () => {
    const [adminNotice] = notificationPageSchema.parse((await call('admin', 'GET', N)).json()).data;
    for (const [method, payload] of [['GET', undefined], ['PUT', { read: true }]] as const) {
      const response = await call('operador', method, `${N}/${adminNotice!.id}`, payload);
      expect(response.statusCode).toBe(404);
      const error = expectErrorShape(response.json(), 404);
      expect(error.data.code).toBe('not_found');
      expect(error.message).toBe('No encontramos esa notificación.');
    }
    expect(notificationSchema.parse((await call('admin', 'GET', `${N}/${adminNotice!.id}`)).json()).read_at).toBeNull();
    expect((await call('operador', 'GET', `${N}/999999`)).statusCode).toBe(404);
  });

  it('refuses bad ids and bodies with 422 in Spanish', async () => {
    const badId = expectErrorShape((await call('operador', 'GET', `${N}/abc`)).json(), 422);
    expect(badId.data.errors?.['params.id']).toEqual(['El identificador debe ser un número.']);
    const [mine] = notificationPageSchema.parse((await call('operador', 'GET', N)).json()).data;
    for (const payload of [{}, { read: 'sí' }, { read: 1 }, { read: true, extra: 1 }]) {
      const response = await call('operador', 'PUT', `${N}/${mine!.id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expectErrorShape(response.json(), 422);
    }
    const missing = expectErrorShape((await call('operador', 'PUT', `${N}/${mine!.id}`, {})).json(), 422);
    expect(missing.data.errors?.read).toEqual(['Indica si la notificación queda leída (true) o sin leer (false).']);
  });
});

describe('PUT /notifications-api/v1/notifications/read-all', () => {
  it("marks every unread notice of the caller, and only the caller's", async () => {
    const adminBefore = await countOf('admin');
    await t.services.notifications.notify([ids.receptor!, ids.receptor!, ids.grua!], { title: 'Junta', body: 'A las 9', companyId: 1 });
    await t.services.notifications.notify([ids.receptor!], { title: 'Otra', body: 'Más' });
    const response = await call('receptor', 'PUT', `${N}/read-all`);
    expect(response.statusCode).toBe(200);
    expect(markAllReadResultSchema.parse(response.json())).toEqual({ updated: 2, unread_count: 0 });
    expect(await countOf('receptor')).toBe(0);
    expect(markAllReadResultSchema.parse((await call('receptor', 'PUT', `${N}/read-all`)).json())).toEqual({ updated: 0, unread_count: 0 });
    expect(await countOf('admin')).toBe(adminBefore);
    expect(await countOf('grua')).toBeGreaterThan(0);
  });
});

describe('GET and PUT /api/v1/notifications (active)', () => {
  it('is active by default, and the choice is kept', async () => {
    expect((await call('soporte', 'GET', '/api/v1/notifications')).json()).toEqual({ active: true });
    const off = await call('soporte', 'PUT', '/api/v1/notifications', { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ active: false });
    expect((await call('soporte', 'GET', '/api/v1/notifications')).json()).toEqual({ active: false });
    expect((await call('operador', 'GET', '/api/v1/notifications')).json()).toEqual({ active: true });
    expect((await call('soporte', 'PUT', '/api/v1/notifications', { active: true })).json()).toEqual({ active: true });
    expect((await call('soporte', 'GET', '/api/v1/notifications')).json()).toEqual({ active: true });
  });

  it('refuses anything but a boolean with 422 in Spanish', async () => {
    for (const payload of [{}, { active: 'no' }, { active: 0 }, { active: null }]) {
      const response = await call('soporte', 'PUT', '/api/v1/notifications', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(expectErrorShape(response.json(), 422).data.errors?.active).toEqual(['Indica si quieres recibir avisos en tiempo real (true o false).']);
    }
  });
});

describe('POST /notifications-api/v1/companies/{id}/notifications', () => {
  it('lets the company admin write to every member of the company', async () => {
    const members = ['super', 'admin', 'soporte', 'operador', 'supervisor', 'receptor', 'grua'] as const;
    const before = await Promise.all(members.map(countOf));
    const response = await send('admin', 1, { title: '  Simulacro  ', body: 'Mañana a las 10:00 hay simulacro de sismo.', route: '/inicio' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: members.length });
    const after = await Promise.all(members.map(countOf));
    expect(after).toEqual(before.map((count) => count + 1));
    const [latest] = notificationPageSchema.parse((await call('grua', 'GET', N)).json()).data;
    expect(latest).toMatchObject({ title: 'Simulacro', route: '/inicio', company_id: 1, read_at: null });
    expect(await countOf('ajena')).toBe(0);
    expect(await countOf('candidato')).toBe(0);
  });

  it('writes only to the members listed; a stranger among them is a 422 naming them', async () => {
    const before = await countOf('grua');
    const ok = await send('admin', 1, { title: 'Grúa 3', body: 'Revisión a las 14:00', user_ids: [ids.grua, ids.grua] });
    expect(ok.json()).toEqual({ sent: 1 });
    expect(await countOf('grua')).toBe(before + 1);

    const refused = await send('admin', 1, { title: 'Hola', body: 'Hola', user_ids: [ids.grua, ids.candidato] });
    expect(refused.statusCode).toBe(422);
    const error = expectErrorShape(refused.json(), 422);
    expect(error.message).toBe(`El usuario ${ids.candidato} no pertenece a esta empresa.`);
    expect(error.data.errors?.user_ids).toEqual([error.message]);
    expect(await countOf('grua')).toBe(before + 1); // nothing sent
  });

  it('refuses bad content with 422 in Spanish', async () => {
    const cases: [object, string, string][] = [
      [{ body: 'x' }, 'title', 'El título es obligatorio.'],
      [{ title: '   ', body: 'x' }, 'title', 'El título es obligatorio.'],
      [{ title: 'x'.repeat(121), body: 'x' }, 'title', 'El título no puede tener más de 120 caracteres.'],
      [{ title: 'x' }, 'body', 'El mensaje es obligatorio.'],
      [{ title: 'x', body: 'y'.repeat(1001) }, 'body', 'El mensaje no puede tener más de 1000 caracteres.'],
      [{ title: 'x', body: 'y', user_ids: [] }, 'user_ids', 'Elige al menos un destinatario o no envíes la lista.'],
      [{ title: 'x', body: 'y', user_ids: ['3'] }, 'user_ids.0', 'Cada destinatario debe ser un identificador numérico.'],
    ];
    for (const route of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'inicio', '/con espacio']) {
      cases.push([{ title: 'x', body: 'y', route }, 'route', 'La ruta debe ser una dirección de la aplicación que empiece con "/" (por ejemplo /contenedores).']);
    }
    for (const [payload, field, message] of cases) {
      const response = await send('admin', 1, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(expectErrorShape(response.json(), 422).data.errors?.[field], JSON.stringify(payload)).toEqual([message]);
    }
    expect((await send('admin', 1, { title: 'x', body: 'y', route: '', user_ids: [ids.admin] })).json()).toEqual({ sent: 1 });
  });

  it('is 403 for members without the power and 404 for another tenant', async () => {
    for (const who of ['operador', 'soporte'] as const) {
      const response = await send(who, 1, { title: 'x', body: 'y' });
      expect(response.statusCode).toBe(403);
      expect(expectErrorShape(response.json(), 403).data.code).toBe('forbidden');
    }
    for (const [who, company] of [['ajena', 1], ['admin', 4], ['operador', 4], ['super', 999]] as const) {
      const response = await send(who, company, { title: 'x', body: 'y' });
      expect(response.statusCode, `${who} → ${company}`).toBe(404);
      expect(expectErrorShape(response.json(), 404).data.code).toBe('not_found');
    }
    expect((await send('super', 4, { title: 'Aviso', body: 'De la plataforma' })).json()).toEqual({ sent: 2 });
  });
});

describe('real time', () => {
  it('pushes exactly one notification.created with the payload of the contract', async () => {
    const socket = await open('operador');
    const created = record(socket, 'notification.created');
    const response = await send('admin', 1, { title: 'Grúa fuera de servicio', body: 'La grúa 2 está en mantenimiento.', route: '/perfil', user_ids: [ids.operador] });
    expect(response.json()).toEqual({ sent: 1 });
    await until(() => created.length > 0);
    await settle();
    expect(created).toHaveLength(1);
    const event = notificationCreatedEventSchema.parse(created[0]);
    const [stored] = notificationPageSchema.parse((await call('operador', 'GET', N)).json()).data;
    expect(event).toEqual({
      id: stored!.id,
      title: 'Grúa fuera de servicio',
      body: 'La grúa 2 está en mantenimiento.',
      route: '/perfil',
      created_at: stored!.created_at,
      unread_count: await countOf('operador'),
    });
  });

  it('pushes notification.count when marking read, unread and all read (and not when nothing changed)', async () => {
    const socket = await open('operador');
    const counts = record(socket, 'notification.count');
    const [latest] = notificationPageSchema.parse((await call('operador', 'GET', `${N}?only_unread=true`)).json()).data;
    const before = await countOf('operador');
    await call('operador', 'PUT', `${N}/${latest!.id}`, { read: true });
    await until(() => counts.length === 1);
    await call('operador', 'PUT', `${N}/${latest!.id}`, { read: true });
    await call('operador', 'PUT', `${N}/${latest!.id}`, { read: false });
    await until(() => counts.length === 2);
    await call('operador', 'PUT', `${N}/read-all`);
    await until(() => counts.length === 3);
    await call('operador', 'PUT', `${N}/read-all`);
    await settle();
    expect(counts.map((event) => notificationCountEventSchema.parse(event).unread_count)).toEqual([before - 1, before, 0]);
  });

  it('with the setting off, stores and counts the notice but sends no notification.created', async () => {
    await call('grua', 'PUT', '/api/v1/notifications', { active: false });
    const socket = await open('grua');
    const created = record(socket, 'notification.created');
    const counts = record(socket, 'notification.count');
    const before = await countOf('grua');
    expect((await send('admin', 1, { title: 'Silencioso', body: 'Sin aviso en vivo', user_ids: [ids.grua] })).json()).toEqual({ sent: 1 });
    await until(() => counts.length === 1);
    await settle();
    expect(created).toEqual([]);
    expect(counts).toEqual([{ unread_count: before + 1 }]);
    expect(await countOf('grua')).toBe(before + 1);
    expect(notificationPageSchema.parse((await call('grua', 'GET', N)).json()).data[0]!.title).toBe('Silencioso');

    await call('grua', 'PUT', '/api/v1/notifications', { active: true });
    await send('admin', 1, { title: 'En vivo', body: 'Otra vez', user_ids: [ids.grua] });
    await until(() => created.length === 1);
    expect(created[0]).toMatchObject({ title: 'En vivo', unread_count: before + 2 });
  });

  it('does not reach another user', async () => {
    const other = await open('supervisor');
    const heard = record(other, 'notification.created');
    await send('admin', 1, { title: 'Solo grúa', body: 'x', user_ids: [ids.grua] });
    await settle();
    expect(heard).toEqual([]);
  });
});

describe('notify(), for other modules', () => {
  it('refuses content outside the contract as a bug', async () => {
    await expect(t.services.notifications.notify([ids.grua!], { title: 'x', body: 'y', route: '//evil.example' })).rejects.toThrow(/in-app route/);
    await expect(t.services.notifications.notify([ids.grua!], { title: '', body: 'y' })).rejects.toThrow();
    expect(await t.services.notifications.notify([], { title: 'x', body: 'y' })).toBe(0);
  });
});

describe('the service as an API', () => {
  it('answers unknown paths under /notifications-api/ with the JSON 404, not the web app', async () => {
    const response = await call('operador', 'GET', '/notifications-api/v1/nada');
    expect(response.statusCode).toBe(404);
    expect(expectErrorShape(response.json(), 404).data.code).toBe('route_not_found');
  });

  it('lists its routes in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const documented = response.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(documented['/notifications-api/v1/notifications/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(documented['/api/v1/notifications'] ?? {}).sort()).toEqual(['get', 'put']);
    for (const path of ['/notifications-api/v1/notifications', '/notifications-api/v1/notifications/count', '/notifications-api/v1/notifications/read-all', '/notifications-api/v1/companies/{id}/notifications']) {
      expect(documented[path], path).toBeDefined();
    }
  });
});
