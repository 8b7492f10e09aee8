import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rules = () => t.app.inject({ method: 'GET', url: '/api/v1/route-rules' });

describe('GET /api/v1/route-rules', () => {
  it('is an empty table until the operator writes one', async () => {
    const response = await rules();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('publishes DATA_DIR/route-rules.json, re-read when it changes', async () => {
    const file = path.join(t.config.dataDir, 'route-rules.json');
    writeFileSync(file, JSON.stringify([{ from: '/promo', to: '/registro' }, { from: '/blog', to: 'https://blog.plataforma.mx/' }]));
    expect((await rules()).json()).toEqual([
      { from: '/promo', to: '/registro' },
      { from: '/blog', to: 'https://blog.plataforma.mx/' },
    ]);
    writeFileSync(file, JSON.stringify([{ from: '/promo', to: '/empresa' }]));
    expect((await rules()).json()).toEqual([{ from: '/promo', to: '/empresa' }]);
  });

  it('ignores a broken file instead of failing', async () => {
    writeFileSync(path.join(t.config.dataDir, 'route-rules.json'), '{ no es json');
    const response = await rules();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
