import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, expectErrorShape } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one error model', () => {
  it.each([
    ['GET', '/api/v1/no-existe'],
    ['POST', '/api/v1/users'],
    ['GET', '/oauth/authorize'],
    ['GET', '/attendance-api/v1/shifts'],
    ['GET', '/api'],
  ] as const)('answers an unknown API path %s %s with 404 route_not_found', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(expectErrorShape(response.json(), 404).data.code).toBe('route_not_found');
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json(), 400).data.code).toBe('invalid_json');
  });

  it('refuses a NUL character anywhere in the input with 422 (PostgreSQL cannot store it)', async () => {
    const session = await t.login('candidato@demo.mx');
    const id = await t.userIdOf('candidato@demo.mx');
    const body = await t.app.inject({ method: 'PUT', url: `/api/v1/users/${id}`, headers: t.bearer(session.access_token), payload: { name: 'A\u0000B' } });
    expect(body.statusCode).toBe(422);
    expect(expectErrorShape(body.json(), 422).data.errors).toEqual({ name: ['El texto contiene un carácter no permitido (NUL).'] });
    const query = await t.app.inject({ method: 'GET', url: '/api/v1/reset-password-email?email=a%00@b.mx' });
    expect(expectErrorShape(query.json(), 422).data.errors).toHaveProperty(['querystring.email']);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/register', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(response.statusCode).toBe(415);
    expect(expectErrorShape(response.json(), 415).data.code).toBe('unsupported_media_type');
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expectErrorShape(response.json(), 413);
  });

  it('hides the text of an unexpected error behind a Spanish 500', async () => {
    const database = t.database;
    // Break the database under the app: every query now fails in an unforeseen way.
    const session = await t.login('admin@logistica.demo.mx');
    await database.db.schema.alterTable('roles').renameTo('roles_moved').execute();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: t.bearer(session.access_token) });
      expect(response.statusCode).toBe(500);
      const error = expectErrorShape(response.json(), 500);
      expect(error).toEqual({ message: 'Ocurrió un error inesperado. Intenta de nuevo.', status: 500, data: { code: 'internal_error' } });
      expect(response.body).not.toMatch(/roles|sqlite|relation|stack/i);
    } finally {
      await database.db.schema.alterTable('roles_moved').renameTo('roles').execute();
    }
  });

  it('says where the server is healthy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and lists every route of this issue', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/oauth/token',
      '/oauth/revoke',
      '/api/v1/user',
      '/api/v1/users/{id}',
      '/api/v1/users/{id}/verified',
      '/api/v1/users/{id}/assign-roles',
      '/api/v1/users/{id}/companies',
      '/api/v1/companies/{id}',
      '/api/v1/register',
      '/api/v1/register/{id}/confirmation',
      '/api/v1/reset-password-email',
      '/api/v1/reset-password',
      '/api/v1/update-password',
      '/api/v1/statistics/registered-users',
      '/api/v1/contact',
      '/api/v1/company-contact',
      '/api/v1/mailing-list',
    ]) {
      expect(paths).toContain(path);
    }
    expect(response.json().paths['/api/v1/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });

  it('is OpenAPI 3.0 throughout (Swagger UI draws 3.1 four times slower): no 3.1-only schema keywords', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toBe('3.0.3');
    const found = new Set<string>();
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}[${index}]`));
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (Array.isArray(schema.type)) found.add(`${at}: type array`);
      if ('const' in schema && typeof schema.const !== 'object') found.add(`${at}: const`);
      if (typeof schema.exclusiveMinimum === 'number' || typeof schema.exclusiveMaximum === 'number') found.add(`${at}: numeric exclusive bound`);
      if (schema.type === 'null') found.add(`${at}: null type`);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}.${key}`);
    };
    walk(document.paths, 'paths');
    expect([...found].slice(0, 5)).toEqual([]);
  });

  it('serves the human-readable page at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
