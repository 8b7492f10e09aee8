import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app';

/**
 * Its own file: on PostgreSQL, Kysely's migrator looks for its lock table in any schema, so a
 * second test app migrating while another one is open in the same process finds the other's table.
 */
describe('a server started before the first build', () => {
  it('says the app is not built, then serves it once it is', async () => {
    const later = mkdtempSync(path.join(tmpdir(), 'plataforma-web-later-'));
    const empty = await createTestApp({ WEB_DIR: path.join(later, 'web') });
    try {
      const before = await empty.app.inject({ method: 'GET', url: '/login' });
      expect(before.statusCode).toBe(404);
      expect(before.body).toContain('npm run build:web');
      mkdirSync(path.join(later, 'web', 'assets'), { recursive: true });
      writeFileSync(path.join(later, 'web', 'index.html'), '<!doctype html><title>Recién compilada</title>');
      writeFileSync(path.join(later, 'web', 'assets', 'index-1.js'), 'console.log(1)');
      expect((await empty.app.inject({ method: 'GET', url: '/login' })).body).toContain('Recién compilada');
      expect((await empty.app.inject({ method: 'GET', url: '/assets/index-1.js' })).statusCode).toBe(200);
    } finally {
      await empty.close();
    }
  });
});
