import { describe, expect, it } from 'vitest';
import { notFound, tooManyRequests } from '../../../../src/server/errors';
import type { PageHead } from '../../../../src/server/modules/public-pages/public-pages.head';
import { type PageContext, createPublicPages, definePageKind } from '../../../../src/server/modules/public-pages/public-pages.registry';

const SHELL = '<!doctype html><html><head><title>Plataforma</title></head><body><div id="root"></div></body></html>';

/** A kind for `/cosas/{x}` whose lookup does what the test says. */
function thingPage(lookup: (x: string, context: PageContext) => Promise<PageHead | null>) {
  return definePageKind({
    name: 'things',
    match: (pathname) => /^\/cosas\/([^/]+)$/.exec(pathname)?.[1] ?? null,
    notFound: { title: 'Cosa no encontrada', description: 'No existe.' },
    head: (x, context) => lookup(x, context),
  });
}

function pages(lookup: Parameters<typeof thingPage>[0]) {
  const errors: unknown[] = [];
  const engine = createPublicPages({ publicUrl: 'https://plataforma.example.mx', onError: (error) => errors.push(error) });
  engine.register(thingPage(lookup));
  return { engine, errors };
}

describe('the public pages engine', () => {
  it('gives a kind its parameters, the address and the public URL, and writes its head', async () => {
    const { engine } = pages(async (x, context) => ({ title: `Cosa ${x}`, description: `${context.address} ${context.publicUrl}`, path: `/cosas/${x}` }));
    const page = await engine.render('/cosas/7', async () => SHELL, { address: '203.0.113.9' });
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<title>Cosa 7 · Plataforma</title>');
    expect(page?.html).toContain('content="203.0.113.9 https://plataforma.example.mx"');
  });

  it('leaves a path no kind claims to the plain shell', async () => {
    const { engine } = pages(async () => {
      throw new Error('not asked');
    });
    expect(await engine.render('/otra/7', async () => SHELL, { address: '::1' })).toBeNull();
  });

  it('answers 404 «no encontrada», noindex, when the lookup finds nothing or the service says 404', async () => {
    for (const lookup of [async () => null, async () => Promise.reject(notFound())]) {
      const { engine, errors } = pages(lookup);
      const page = await engine.render('/cosas/7', async () => SHELL, { address: '::1' });
      expect(page?.status).toBe(404);
      expect(page?.html).toContain('<title>Cosa no encontrada · Plataforma</title>');
      expect(page?.html).toContain('<meta name="robots" content="noindex" />');
      expect(errors).toEqual([]);
    }
  });

  it('serves the plain shell when the lookup fails: a failure is reported, a rate limit is not', async () => {
    const broken = pages(async () => Promise.reject(new Error('la base de datos no responde')));
    expect(await broken.engine.render('/cosas/7', async () => SHELL, { address: '::1' })).toBeNull();
    expect(broken.errors).toHaveLength(1);
    const limited = pages(async () => Promise.reject(tooManyRequests(30)));
    expect(await limited.engine.render('/cosas/7', async () => SHELL, { address: '::1' })).toBeNull();
    expect(limited.errors).toEqual([]);
  });

  it('refuses a kind registered twice', () => {
    const { engine } = pages(async () => null);
    expect(() => engine.register(thingPage(async () => null))).toThrow(/registered twice/);
  });
});
