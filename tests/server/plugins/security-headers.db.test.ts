import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LOADER_SCRIPT } from '../../../src/shared/app-loader-script';
import { COLOR_SCHEME_SCRIPT } from '../../../src/shared/color-scheme-script';
import { type TestApp, createTestApp } from '../../helpers/test-app';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const INLINE_SCRIPT_HASHES = `${hashOf(COLOR_SCHEME_SCRIPT)} ${hashOf(APP_LOADER_SCRIPT)}`;

/** Issue 12, point 7: the PWA, its assets and the API answer with the security headers. */
let t: TestApp;
beforeAll(async () => {
  const web = mkdtempSync(path.join(tmpdir(), 'plataforma-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Plataforma</title>');
  writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  // Loopback is the trusted proxy here, so X-Forwarded-Proto from app.inject's 127.0.0.1 counts.
  t = await createTestApp({ WEB_DIR: web, TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => t.close());

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0]!, part.slice(part.indexOf(' ') + 1)] as [string, string]),
  );
}

describe('security headers', () => {
  it.each(['/', '/login', '/assets/index-abc123.js', '/api/v1/states', '/api/v1/no-existe'])('%s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    // Files from this server and two inline scripts by their hashes (colour scheme, prerendered pages' loader): no other.
    expect(csp.get('script-src')).toBe(`'self' ${INLINE_SCRIPT_HASHES}`);
    expect(csp.get('script-src-attr')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect([...csp.values()].join(' ')).not.toMatch(/unsafe-eval|\*/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['permissions-policy']).toContain('camera=(self)');
    expect(response.headers['permissions-policy']).toContain('microphone=(self)');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
    // Screen share in the video rooms, for the app's own pages only.
    expect(response.headers['permissions-policy']).toContain('display-capture=(self)');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Plain http: no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS only when the request came over https (through a trusted proxy)', async () => {
    const overHttps = await t.app.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await t.app.inject({ method: 'GET', url: '/login', remoteAddress: '203.0.113.5', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives Swagger UI its own CSP (its scripts are files too), never framed', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const csp = directives(docs.headers['content-security-policy']);
    expect(csp.get('script-src')).toMatch(/^'self'( 'sha256-[^']+')*$/);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('security headers with the maps provider configured', () => {
  it('lets the provider\'s script load and answer, and nothing else', async () => {
    const google = await createTestApp({ MAPS_PROVIDER: 'google' });
    try {
      const csp = directives((await google.app.inject({ method: 'GET', url: '/api/v1/states' })).headers['content-security-policy']);
      expect(csp.get('script-src')).toBe(`'self' ${INLINE_SCRIPT_HASHES} https://maps.googleapis.com`);
      expect(csp.get('connect-src')).toBe("'self' https://maps.googleapis.com");
      expect(csp.get('frame-src')).toBe("'none'");
    } finally {
      await google.close();
    }
  });
});
