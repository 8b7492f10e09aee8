import { describe, expect, it } from 'vitest';
import { prerenderedPathsFor, shouldHydrate } from '../../../src/renderer/app/prerender-paths';
import { PUBLIC_PATHS } from '../../../src/renderer/app/route-rules';

const DEFAULT = { isLogistica: false, isSuperempleos: false };

describe('the public pages the web build prerenders (issue 18)', () => {
  it('are every public route of spec §2 but the directory, whose page shows data', () => {
    const paths = prerenderedPathsFor(DEFAULT);
    expect(paths).toEqual(PUBLIC_PATHS.filter((path) => path !== '/directorio'));
    expect(paths).toEqual(expect.arrayContaining(['/', '/login', '/registro', '/registro/superempleos', '/recuperar-password', '/verificarme', '/empresa', '/usuarios', '/contacto', '/nosotros', '/preguntas-frecuentes', '/politicas-cookies', '/terminos-servicio', '/politicas-privacidad']));
  });

  it('leave out what the build redirects: the logistics build sends / to /login, with both flags the legal pages too', () => {
    expect(prerenderedPathsFor({ isLogistica: true, isSuperempleos: false })).not.toContain('/');
    expect(prerenderedPathsFor({ isLogistica: true, isSuperempleos: false })).toContain('/login');
    const both = prerenderedPathsFor({ isLogistica: true, isSuperempleos: true });
    for (const closed of ['/', '/politicas-cookies', '/terminos-servicio', '/politicas-privacidad', '/verificarme']) expect(both).not.toContain(closed);
    expect(prerenderedPathsFor({ isLogistica: false, isSuperempleos: true })).toContain('/');
  });
});

describe('hydrating the prerendered HTML or rendering afresh', () => {
  it('hydrates the page the HTML was rendered for, trailing slash or not', () => {
    expect(shouldHydrate('/login', '/login', false)).toBe(true);
    expect(shouldHydrate('/login', '/login/', false)).toBe(true);
    expect(shouldHydrate('/', '/', false)).toBe(true);
  });

  it('renders afresh for a signed-in visitor, another route, or an empty shell', () => {
    // Signed in: the header differs and /login sends the person on (spec §2).
    expect(shouldHydrate('/login', '/login', true)).toBe(false);
    // The service worker answers every route with the shell; an old tab may hold another page's HTML.
    expect(shouldHydrate('/', '/login', false)).toBe(false);
    expect(shouldHydrate(null, '/login', false)).toBe(false);
    expect(shouldHydrate('', '/', false)).toBe(false);
  });
});
