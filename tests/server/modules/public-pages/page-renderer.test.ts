import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageRenderer } from '../../../../src/server/modules/public-pages/page-renderer';
import { PAGE_DATA_SCRIPT_ID, ROOT_END_MARKER, SSR_MANIFEST } from '../../../../src/shared/page-data-script';

/**
 * The server's render of public pages with data, against a stand-in for the web build's server
 * bundle (the real one is built and used by tests/e2e/prerender.spec.ts): it asks its API call
 * through the transport it is given and renders what came back.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'page-renderer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A build's bundle folder (`name`) whose entry file is `entry`, named in its manifest as the web build does. */
function bundle(name: string, label: string, entry = 'prerender-a1.mjs'): string {
  const dir = path.join(folder, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, SSR_MANIFEST), JSON.stringify({ entry }));
  writeFileSync(
    path.join(dir, entry),
    `export const rendersWithData = (pathname) => pathname === '/directorio';
export async function renderWithData(pathname, transport) {
  if (pathname !== '/directorio') return null;
  const answer = await transport({ method: 'GET', url: 'http://localhost:8080/api/v1/search/companies-directory?q=&page=1', headers: { accept: 'application/json' } });
  if (answer.status !== 200) throw new Error('the list failed: ' + answer.status);
  const { data } = JSON.parse(answer.body);
  return { html: '<h1>${label}</h1><ul>' + data.map((company) => '<li>' + company.name + '</li>').join('') + '</ul>', state: { queries: [{ names: data.map((company) => company.name) }] } };
}
`,
  );
  return dir;
}

const PAGE = `<!doctype html><html><head><style>.card{}</style></head><body><div id="root" data-prerendered="/directorio"><h1>Directorio</h1><p>Cargando</p></div>${ROOT_END_MARKER}<template id="app-scripts"></template></body></html>`;

function renderer(bundleDir: string, options: { companies?: string[]; status?: number; now?: () => number } = {}) {
  const calls: { url: string; address: string }[] = [];
  const errors: unknown[] = [];
  const pages = createPageRenderer({
    bundleDir,
    async request({ url, address }) {
      calls.push({ url, address });
      return { status: options.status ?? 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: (options.companies ?? ['Naviera </script> & Co']).map((name) => ({ name })) }) };
    },
    onError: (error) => void errors.push(error),
    now: options.now,
  });
  return { pages, calls, errors };
}

describe('public pages rendered with their data', () => {
  it("puts the render in #root's place and the data after it, its queries asked in-process with the visitor's address", async () => {
    const { pages, calls } = renderer(bundle('list', 'Directorio de empresas'));
    const html = await pages.render('/directorio', async () => PAGE, { address: '203.0.113.9' });
    expect(calls).toEqual([{ url: '/api/v1/search/companies-directory?q=&page=1', address: '203.0.113.9' }]);
    expect(html).toContain(`<div id="root" data-prerendered="/directorio"><h1>Directorio de empresas</h1><ul><li>Naviera </script> & Co</li></ul></div>${ROOT_END_MARKER}`);
    // The data cannot end its script element, whatever the companies' names say.
    expect(html).toContain(`<script type="application/json" id="${PAGE_DATA_SCRIPT_ID}">{"queries":[{"names":["Naviera \\u003c/script\\u003e \\u0026 Co"]}]}</script><template id="app-scripts">`);
    expect(html).toContain('<style>.card{}</style>');
    expect(html).not.toContain('Cargando');
  });

  it('renders a page once a minute, whoever asks', async () => {
    let clock = 0;
    const { pages, calls } = renderer(bundle('cached', 'Directorio'), { now: () => clock });
    await Promise.all([pages.render('/directorio', async () => PAGE, { address: 'a' }), pages.render('/directorio', async () => PAGE, { address: 'b' })]);
    clock = 59_999;
    await pages.render('/directorio', async () => PAGE, { address: 'c' });
    expect(calls).toHaveLength(1);
    clock = 60_000;
    await pages.render('/directorio', async () => PAGE, { address: 'd' });
    expect(calls.map((call) => call.address)).toEqual(['a', 'd']);
  });

  it('leaves the page as the build wrote it: no data for that path, no marker, no bundle', async () => {
    const { pages, calls } = renderer(bundle('others', 'Directorio'));
    expect(await pages.render('/login', async () => PAGE.replace('/directorio', '/login'), { address: 'a' })).toBeNull();
    expect(await pages.render('/directorio', async () => PAGE.replace(ROOT_END_MARKER, ''), { address: 'a' })).toBeNull();
    expect(await renderer(path.join(folder, 'missing')).pages.render('/directorio', async () => PAGE, { address: 'a' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a render that fails is logged and the build\'s page served (once a minute, not per visitor)', async () => {
    const { pages, calls, errors } = renderer(bundle('failing', 'Directorio'), { status: 503 });
    expect(await pages.render('/directorio', async () => PAGE, { address: 'a' })).toBeNull();
    expect(await pages.render('/directorio', async () => PAGE, { address: 'b' })).toBeNull();
    expect(errors).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('loads the bundle again when a new build replaced it (the server keeps running across builds)', async () => {
    const { pages } = renderer(bundle('rebuilt', 'Antes'));
    expect(await pages.render('/directorio', async () => PAGE, { address: 'a' })).toContain('<h1>Antes</h1>');
    bundle('rebuilt', 'Después', 'prerender-b2.mjs');
    expect(await pages.render('/directorio', async () => PAGE, { address: 'a' })).toContain('<h1>Después</h1>');
  });
});
