import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from '../../../src/server/plugins/log-redaction';
import { type TestApp, createTestApp } from '../../helpers/test-app';

/** Issue 12, point 9: reset tokens and URL signatures never reach the request log. */
describe('redactUrl', () => {
  it.each([
    ['/recuperar-password?token=abc123&email=ana%40demo.mx', `/recuperar-password?token=${REDACTED}&email=ana%40demo.mx`],
    ['/api/v1/waybills/verify/CP-1-000001?s=f00d', `/api/v1/waybills/verify/CP-1-000001?s=${REDACTED}`],
    ['/api/v1/reports/members?format=csv&expires=1&user=2&signature=beef', `/api/v1/reports/members?format=csv&expires=1&user=2&signature=${REDACTED}`],
    ['/x?CODE=123456&Token=a&%74oken=b', `/x?CODE=${REDACTED}&Token=${REDACTED}&%74oken=${REDACTED}`],
    ['/x?token', `/x?token=${REDACTED}`],
    ['/x?q=%E0%A4%A&sig=1', '/x?q=%E0%A4%A&sig=1'],
    ['/api/v1/companies?q=token', '/api/v1/companies?q=token'],
    ['/login', '/login'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });
  });
  afterAll(() => t.close());

  it('masks the secrets of reset links, waybill links and signed report URLs', async () => {
    const secrets = ['reset-token-0123456789', 'waybill-signature-abcdef', 'report-signature-987654'];
    await t.app.inject({ method: 'GET', url: `/recuperar-password?token=${secrets[0]}&email=ana%40demo.mx` });
    await t.app.inject({ method: 'GET', url: `/api/v1/waybills/verify/CP-1-000001?s=${secrets[1]}` });
    await t.app.inject({ method: 'GET', url: `/api/v1/reports/members?format=csv&expires=1&user=1&signature=${secrets[2]}` });
    const logged = lines.join('');
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual([
      `/recuperar-password?token=${REDACTED}&email=ana%40demo.mx`,
      `/api/v1/waybills/verify/CP-1-000001?s=${REDACTED}`,
      `/api/v1/reports/members?format=csv&expires=1&user=1&signature=${REDACTED}`,
    ]);
    for (const secret of secrets) expect(logged).not.toContain(secret);
  });
});
