import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAntiBot } from '../../../helpers/anti-bot';
import { TINY_PNG, multipartFile } from '../../../helpers/multipart';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Complaints and suggestions (panel service): filed by signed-out visitors (anti-bot, per-address
 * limit, contact required) or signed-in users; worked by the bus company's managers through the
 * status flow, the answer mailed to the author; another tenant's complaint does not exist.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let routeId = 0;
let address = 0;

type Who = 'admin' | 'candidato' | 'ajena' | 'super';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const solved = () => solveAntiBot(async () => (await t.app.inject({ method: 'GET', url: '/api/v1/challenge' })).json());
/** Each public filing comes from its own address unless a test says otherwise (the limit is per address). */
const freshAddress = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const publicPost = async (payload: object, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/panel-api/v1/complaints', remoteAddress, payload });
const complaint = (overrides: object = {}) => ({
  kind: 'complaint',
  category: 'conductor',
  company_id: 2,
  occurred_at: new Date(Date.now() - 3600_000).toISOString(),
  description: 'El conductor no se detuvo en la parada de Av. Juárez.',
  contact_name: 'Rosa Elena',
  contact_email: 'rosa@ejemplo.mx',
  ...overrides,
});

async function filed(overrides: object = {}, who: Who = 'candidato') {
  const response = await call('POST', '/panel-api/v1/complaints', who, complaint(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; folio: string; photo_token: string };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, email] of [['admin', 'transporte@parabus.demo.mx'], ['candidato', 'candidato@demo.mx'], ['ajena', 'admin@ajena.demo.mx'], ['super', 'super@demo.mx']] as const) {
    tokens[who] = (await t.login(email)).access_token;
  }
  const terminal = async (code: string) => {
    const response = await call('POST', '/api/v1/terminals', 'admin', { code, name: `Terminal ${code}`, municipality: 'Guadalajara', state: 'Jalisco', postal_code: '44100' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const route = await call('POST', '/api/v1/routes', 'admin', { code: 'QS-R1', name: 'Centro - Zapopan', origin_terminal_id: await terminal('QS-A'), destination_terminal_id: await terminal('QS-B') });
  expect(route.statusCode, route.body).toBe(201);
  routeId = route.json().id;
});
afterAll(() => t.close());

describe('filing', () => {
  it('a visitor files a complaint with the anti-bot token; the company comes from the route; folio per company', async () => {
    const response = await publicPost(complaint({ company_id: undefined, route_id: routeId, token: await solved() }));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.folio).toMatch(/^QS-\d{6}$/);
    expect(body.message).toContain(body.folio);
    const row = await t.database.db.selectFrom('complaints').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: 2, route_id: routeId, source: 'public', user_id: null, status: 'received', contact_email: 'rosa@ejemplo.mx' });
    const next = await filed();
    expect(Number(next.folio.slice(3))).toBe(Number(body.folio.slice(3)) + 1);
    const history = await t.database.db.selectFrom('complaint_updates').selectAll().where('complaint_id', '=', body.id).execute();
    expect(history).toMatchObject([{ from_status: null, to_status: 'received' }]);
  });

  it('refuses a visitor without the anti-bot token or without contact, and stores nothing', async () => {
    const count = async () => Number((await t.database.db.selectFrom('complaints').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const noToken = await publicPost(complaint());
    expect(noToken.statusCode).toBe(422);
    expect(expectErrorShape(noToken.json(), 422).data.errors).toHaveProperty('token');
    const forged = await publicPost(complaint({ token: Buffer.from('{"challenge":{}}').toString('base64') }));
    expect(expectErrorShape(forged.json(), 422).data.code).toBe('challenge_failed');
    const noContact = await publicPost(complaint({ contact_name: null, contact_email: null, token: await solved() }));
    expect(noContact.statusCode).toBe(422);
    expect(Object.keys(expectErrorShape(noContact.json(), 422).data.errors!)).toEqual(expect.arrayContaining(['contact_name', 'contact_email']));
    expect(await count()).toBe(before);
  });

  it('validates kind, category, description length, a future date and the company', async () => {
    const cases: [object, string][] = [
      [{ kind: 'felicitación' }, 'kind'],
      [{ category: 'comida' }, 'category'],
      [{ description: 'corto' }, 'description'],
      [{ description: 'x'.repeat(4001) }, 'description'],
      [{ occurred_at: new Date(Date.now() + 86_400_000).toISOString() }, 'occurred_at'],
      [{ company_id: undefined }, 'company_id'],
      [{ company_id: undefined, route_id: 999_999 }, 'route_id'],
      [{ company_id: 4, route_id: routeId }, 'company_id'],
    ];
    for (const [overrides, name] of cases) {
      const response = await call('POST', '/panel-api/v1/complaints', 'candidato', complaint(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(expectErrorShape(response.json(), 422).data.errors, JSON.stringify(overrides)).toHaveProperty(name);
    }
  });

  it('limits filings per address to 5 an hour (429 with retry-after)', async () => {
    const from = '10.9.9.9';
    for (let index = 0; index < 5; index++) expect((await publicPost(complaint({ token: await solved() }), from)).statusCode).toBe(201);
    const sixth = await publicPost(complaint({ token: await solved() }), from);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeTruthy();
    expect((await publicPost(complaint({ token: await solved() }), '10.9.9.10')).statusCode).toBe(201);
  });

  it('a signed-in user files without contact or token; the photo is attached by the author or with the token, images only', async () => {
    const mine = await filed({ contact_name: null, contact_email: null, kind: 'suggestion', category: 'horario' });
    const row = await t.database.db.selectFrom('complaints').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'app', user_id: await t.userIdOf('candidato@demo.mx'), kind: 'suggestion' });
    const text = multipartFile('file', 'nota.txt', Buffer.from('hola'), 'text/plain');
    expect((await t.app.inject({ method: 'POST', url: `/panel-api/v1/complaints/${mine.id}/photo`, headers: { ...t.bearer(tokens.candidato!), ...text.headers }, payload: text.payload })).statusCode).toBe(415);
    const png = multipartFile('file', 'foto.png', TINY_PNG, 'image/png');
    const stranger = await t.app.inject({ method: 'POST', url: `/panel-api/v1/complaints/${mine.id}/photo`, headers: png.headers, payload: png.payload });
    expect(stranger.statusCode).toBe(404);
    const wrongToken = await t.app.inject({ method: 'POST', url: `/panel-api/v1/complaints/${mine.id}/photo?photo_token=1.abc`, headers: png.headers, payload: png.payload });
    expect(wrongToken.statusCode).toBe(404);
    const withToken = await t.app.inject({ method: 'POST', url: `/panel-api/v1/complaints/${mine.id}/photo?photo_token=${mine.photo_token}`, headers: png.headers, payload: png.payload });
    expect(withToken.statusCode, withToken.body).toBe(200);
    const detail = (await call('GET', `/panel-api/v1/complaints/${mine.id}`, 'candidato')).json();
    expect(detail.photo_url).toBe(`/panel-api/v1/complaints/${mine.id}/photo`);
    for (const who of ['candidato', 'admin'] as const) {
      const photo = await call('GET', detail.photo_url, who);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
    }
    expect((await call('GET', detail.photo_url, 'ajena')).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('by company for its managers with counts per status; by user own only; by id the company or the author; others 404', async () => {
    const mine = await filed();
    const list = await call('GET', '/panel-api/v1/companies/2/complaints?status=received&kind=complaint', 'admin');
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.data.map((row: { id: number }) => row.id)).toContain(mine.id);
    expect(page.data.every((row: { status: string; kind: string }) => row.status === 'received' && row.kind === 'complaint')).toBe(true);
    expect(page.counts.received).toBeGreaterThan(0);
    expect(Object.keys(page.counts).sort()).toEqual(['answered', 'closed', 'in_review', 'received']);
    expect((await call('GET', `/panel-api/v1/companies/2/complaints?route_id=${routeId}`, 'admin')).json().data.every((row: { route: { id: number } | null }) => row.route?.id === routeId)).toBe(true);
    expect((await call('GET', '/panel-api/v1/companies/2/complaints', 'ajena')).statusCode).toBe(404);
    expect((await call('GET', '/panel-api/v1/companies/2/complaints', 'candidato')).statusCode).toBe(404);
    const own = await call('GET', `/panel-api/v1/users/${await t.userIdOf('candidato@demo.mx')}/complaints`, 'candidato');
    expect(own.json().data.map((row: { id: number }) => row.id)).toContain(mine.id);
    expect((await call('GET', `/panel-api/v1/users/${await t.userIdOf('candidato@demo.mx')}/complaints`, 'admin')).statusCode).toBe(404);
    expect((await call('GET', `/panel-api/v1/complaints/${mine.id}`, 'candidato')).statusCode).toBe(200);
    expect((await call('GET', `/panel-api/v1/complaints/${mine.id}`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', `/panel-api/v1/complaints/${mine.id}`, 'ajena')).statusCode).toBe(404);
    expect((await call('PUT', `/panel-api/v1/complaints/${mine.id}/status`, 'ajena', { status: 'in_review' })).statusCode).toBe(404);
    expect((await call('PUT', `/panel-api/v1/complaints/${mine.id}/status`, 'candidato', { status: 'in_review' })).statusCode).toBe(404);
    expect((await call('GET', `/panel-api/v1/complaints/${mine.id}`, 'admin')).json().status).toBe('received');
  });
});

describe('status flow', () => {
  it('received → in_review → answered (answer required, mailed and notified) → closed; jumps refused', async () => {
    const mine = await filed();
    const jump = await call('PUT', `/panel-api/v1/complaints/${mine.id}/status`, 'admin', { status: 'answered', answer: 'Gracias.' });
    expect(jump.statusCode).toBe(409);
    expect(expectErrorShape(jump.json(), 409).data.code).toBe('complaint_invalid_transition');
    expect((await call('PUT', `/panel-api/v1/complaints/${mine.id}/status`, 'admin', { status: 'in_review', note: 'Revisamos la bitácora de la unidad.' })).statusCode).toBe(200);
    const noAnswer = await call('PUT', `/panel-api/v1/complaints/${mine.id}/status`, 'admin', { status: 'answered' });
    expect(noAnswer.statusCode).toBe(422);
    expect(expectErrorShape(noAnswer.json(), 422).data.errors).toHaveProperty('answer');
    const answered = await call('PUT', `/panel-api/v1/complaints/${mine.id}/status`, 'admin', { status: 'answered', answer: 'Hablamos con el conductor y reforzamos la capacitación.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'answered', answer: 'Hablamos con el conductor y reforzamos la capacitación.' });
    await t.services.complaints.settled();
    const mail = t.mailer.last('candidato@demo.mx')!;
    expect(mail.subject).toBe(`Respuesta a tu queja ${mine.folio}`);
    expect(mail.text).toContain('reforzamos la capacitación');
    const notices = await t.database.db.selectFrom('notifications').selectAll().where('user_id', '=', await t.userIdOf('candidato@demo.mx')).execute();
    expect(notices.some((row) => row.title === `Respondimos tu queja ${mine.folio}`)).toBe(true);
    const closed = await call('PUT', `/panel-api/v1/complaints/${mine.id}/status`, 'admin', { status: 'closed' });
    expect(closed.json().updates.map((row: { to_status: string }) => row.to_status)).toEqual(['received', 'in_review', 'answered', 'closed']);
    expect(closed.json().updates[1].note).toBe('Revisamos la bitácora de la unidad.');
    expect((await call('PUT', `/panel-api/v1/complaints/${mine.id}/status`, 'admin', { status: 'in_review' })).statusCode).toBe(409);
  });

  it('mails the answer of a public complaint to its contact address', async () => {
    const response = await publicPost(complaint({ contact_email: 'pasajero@ejemplo.mx', token: await solved() }));
    const { id, folio } = response.json();
    await call('PUT', `/panel-api/v1/complaints/${id}/status`, 'admin', { status: 'in_review' });
    await call('PUT', `/panel-api/v1/complaints/${id}/status`, 'admin', { status: 'answered', answer: 'Ajustamos el horario.' });
    await t.services.complaints.settled();
    expect(t.mailer.last('pasajero@ejemplo.mx')?.subject).toBe(`Respuesta a tu queja ${folio}`);
  });
});
