import { describe, expect, it } from 'vitest';
import { redirectFor } from '../../../src/renderer/app/route-rules';
import { PUBLIC_LANDING_ROUTE, SUPEREMPLEOS_LANDING_ROUTE, landingRouteFor, searchPathFor, superempleosNavigation } from '../../../src/renderer/app/superempleos-variant';

const none = { isLogistica: false, isSuperempleos: false };
const superempleos = { isLogistica: false, isSuperempleos: true };
const both = { isLogistica: true, isSuperempleos: true };

describe('the superempleos build (spec §1, §2)', () => {
  it('makes the job board the home: `/` is its landing in the superempleos layout, public', () => {
    const route = landingRouteFor(superempleos);
    expect(route).toBe(SUPEREMPLEOS_LANDING_ROUTE);
    expect(route).toMatchObject({ path: '/', layout: 'superempleos', access: 'public' });
    expect(redirectFor('/', false, superempleos)).toBeNull();
    expect(redirectFor('/', true, superempleos)).toBeNull();
  });

  it('the default build keeps the public site at `/`', () => {
    expect(landingRouteFor(none)).toBe(PUBLIC_LANDING_ROUTE);
    expect(landingRouteFor(none)).toMatchObject({ path: '/', layout: 'loggedout' });
  });

  it('with both flags `/` still goes to /login (the logistics rule wins), so the public landing row stays', () => {
    expect(landingRouteFor(both)).toBe(PUBLIC_LANDING_ROUTE);
    expect(redirectFor('/', false, both)).toBe('/login');
  });

  it('the landing page loads as its own chunk', async () => {
    const page = await SUPEREMPLEOS_LANDING_ROUTE.page();
    expect(typeof page.default).toBe('function');
  });

  it('the search box and the category tiles open the search with their filters', () => {
    expect(searchPathFor({ q: '  ingeniero logística ' })).toBe('/superempleos/vacantes?q=ingeniero+log%C3%ADstica');
    expect(searchPathFor({ job_category_id: 10 })).toBe('/superempleos/vacantes?job_category_id=10');
    expect(searchPathFor({ q: '   ' })).toBe('/superempleos/vacantes');
  });

  it('navigation: a visitor searches, signs in or registers as a candidate; a signed-in user follows applications and letters', () => {
    const visitor = superempleosNavigation(false);
    expect(visitor.main.map((link) => link.to)).toEqual(['/superempleos/vacantes']);
    expect(visitor.access.map((link) => link.to)).toEqual(['/login', '/registro/superempleos']);
    const signedIn = superempleosNavigation(true);
    expect(signedIn.main.map((link) => link.to)).toEqual(['/superempleos/vacantes', '/superempleos/postulaciones', '/superempleos/carta-laboral']);
    expect(signedIn.access).toEqual([]);
    // Every navigation target is either public or sent to /login when signed out (never a dead end).
    for (const link of [...visitor.main, ...visitor.access]) expect([null, '/login']).toContain(redirectFor(link.to, false, superempleos));
  });
});
