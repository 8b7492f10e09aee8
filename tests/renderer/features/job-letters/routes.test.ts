import { describe, expect, it } from 'vitest';
import { navItemsFor } from '../../../../src/renderer/app/navigation';
import { redirectFor } from '../../../../src/renderer/app/route-rules';
import { ROUTES } from '../../../../src/renderer/app/routes';

const flags = { isLogistica: false, isSuperempleos: false };

describe('employment-letter routes (spec §2)', () => {
  it('has the list, the draft and the letter, private, and the public verification page', () => {
    const table = new Map(ROUTES.map((route) => [route.path.replace(/:[A-Za-z]+/g, '{id}'), route]));
    for (const path of ['/superempleos/carta-laboral', '/superempleos/carta-laboral/{id}/crear', '/superempleos/carta-laboral/{id}/ver']) {
      expect(table.get(path), path).toMatchObject({ access: 'private', layout: 'default' });
    }
    expect(table.get('/verificar/carta-laboral/{id}')).toMatchObject({ access: 'public', layout: 'loggedout' });
  });

  it('sends signed-out visitors to /login, except on a verification link', () => {
    for (const path of ['/superempleos/carta-laboral', '/superempleos/carta-laboral/3/crear', '/superempleos/carta-laboral/3/ver']) expect(redirectFor(path, false, flags), path).toBe('/login');
    expect(redirectFor(`/verificar/carta-laboral/${'a'.repeat(43)}`, false, flags)).toBeNull();
    expect(redirectFor('/verificar/carta-laboral/corto', false, flags)).toBe('/login');
  });

  it('lists «Carta laboral» for employees and «Cartas laborales» for company admins', () => {
    const letters = (roles: string[]) => navItemsFor(roles).filter((item) => item.to === '/superempleos/carta-laboral').map((item) => item.label);
    expect(letters(['employee'])).toEqual(['Carta laboral']);
    expect(letters(['company_admin'])).toEqual(['Cartas laborales']);
    expect(letters(['company_admin', 'employee'])).toEqual(['Cartas laborales']);
    expect(letters(['final_user'])).toEqual([]);
  });
});
