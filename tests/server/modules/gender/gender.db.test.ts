import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('admin@logistica.demo.mx')).access_token;
});
afterAll(() => t.close());

const infer = async (fullName: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/gender?full_name=${encodeURIComponent(fullName)}`,
    headers: t.bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { gender: string; name: string; probability?: number };
};

describe('GET /api/v1/gender', () => {
  it.each([
    ['María José Pérez', 'female', 'maria jose'],
    ['José María Morelos', 'male', 'jose maria'],
    ['JOSÉ PÉREZ LÓPEZ', 'male', 'jose'],
    ['Ma. Guadalupe Hernández', 'female', 'maria guadalupe'],
    ['Guadalupe', 'female', 'guadalupe'],
    ['Xochitl Gálvez', 'female', 'xochitl'],
    ['Xóchitl', 'female', 'xochitl'],
    ['Itzel Ramírez', 'female', 'itzel'],
    ['Jesús', 'male', 'jesus'],
    ['Sofía Ramírez Ortega', 'female', 'sofia'],
    ['Ángel', 'male', 'angel'],
    ['Cuauhtémoc Blanco', 'male', 'cuauhtemoc'],
  ])('%s → %s', async (fullName, gender, name) => {
    expect(await infer(fullName)).toEqual({ gender, name });
  });

  it('answers unknown rather than guessing', async () => {
    expect(await infer('Zzyzx')).toEqual({ gender: 'unknown', name: 'zzyzx' });
    expect(await infer('123 !!')).toEqual({ gender: 'unknown', name: '123' });
  });

  it('needs a name and a bearer', async () => {
    const blank = await t.app.inject({ method: 'GET', url: '/api/v1/gender?full_name=%20', headers: t.bearer(token) });
    expect(expectErrorShape(blank.json(), 422).data.code).toBe('validation_failed');
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/gender', headers: t.bearer(token) });
    expect(missing.statusCode).toBe(422);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/gender?full_name=Ana' });
    expect(expectErrorShape(anonymous.json(), 401).data.code).toBe('unauthenticated');
  });
});
