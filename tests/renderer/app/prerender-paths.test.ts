import { describe, expect, it } from 'vitest';
import { pageDataOf, prerenderedPathsFor, shouldHydrate } from '../../../src/renderer/app/prerender-paths';
import { PUBLIC_PATHS } from '../../../src/renderer/app/route-rules';

const DEFAULT = { isLogistica: false, isSuperempleos: false };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('the public pages the web build prerenders (issue 18)', () => {
  it('are every public route of spec §2, the directory in its loading state', () => {
    const paths = prerenderedPathsFor(DEFAULT);
    expect(paths).toEqual([...PUBLIC_PATHS]);
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
    expect(shouldHydrate('/login', at('/login'), false)).toBe(true);
    expect(shouldHydrate('/login', at('/login/'), false)).toBe(true);
    expect(shouldHydrate('/', at('/'), false)).toBe(true);
  });

  it('renders afresh for a signed-in visitor, another route, a query, or an empty shell', () => {
    // Signed in: the header differs and /login sends the person on (spec §2).
    expect(shouldHydrate('/login', at('/login'), true)).toBe(false);
    // The service worker answers every route with the shell; an old tab may hold another page's HTML.
    expect(shouldHydrate('/', at('/login'), false)).toBe(false);
    expect(shouldHydrate(null, at('/login'), false)).toBe(false);
    expect(shouldHydrate('', at('/'), false)).toBe(false);
    // The directory's filters in the address change its first render.
    expect(shouldHydrate('/directorio', at('/directorio', '?q=puerto'), false)).toBe(false);
  });
});

describe('the data a page was rendered with', () => {
  const documentWith = (text: string | null) => ({ getElementById: (id: string) => (id === 'app-state' && text !== null ? ({ textContent: text } as HTMLElement) : null) });

  it('is read from the JSON element the server wrote after #root', () => {
    expect(pageDataOf(documentWith('{"mutations":[],"queries":[]}'))).toEqual({ mutations: [], queries: [] });
  });

  it('is absent on a page without data, and unreadable data is no data (the app then asks the API)', () => {
    expect(pageDataOf(documentWith(null))).toBeUndefined();
    expect(pageDataOf(documentWith(''))).toBeUndefined();
    expect(pageDataOf(documentWith('{"queries": ['))).toBeUndefined();
  });
});
