import { describe, expect, it } from 'vitest';
import { navItemsFor } from '../../../../src/renderer/app/navigation';
import { redirectFor } from '../../../../src/renderer/app/route-rules';
import { ROUTES } from '../../../../src/renderer/app/routes';

const flags = { isLogistica: false, isSuperempleos: false };

describe('the job board, candidate side: routes (issue 15)', () => {
  it('has the search, the vacancy, applications, bookmarks and the profile, private, and the public vacancy page', () => {
    const table = new Map(ROUTES.map((route) => [route.path.replace(/:[A-Za-z]+/g, '{id}'), route]));
    for (const path of ['/superempleos/vacantes', '/superempleos/vacantes/{id}', '/superempleos/postulaciones', '/superempleos/guardadas', '/superempleos/perfil']) {
      expect(table.get(path), path).toMatchObject({ access: 'private', layout: 'default' });
    }
    expect(table.get('/empleos/{id}')).toMatchObject({ access: 'public', layout: 'loggedout' });
  });

  it('sends signed-out visitors to /login, except on a public vacancy page', () => {
    for (const path of ['/superempleos/vacantes', '/superempleos/vacantes/3', '/superempleos/postulaciones', '/superempleos/guardadas', '/superempleos/perfil']) expect(redirectFor(path, false, flags), path).toBe('/login');
    expect(redirectFor('/empleos/3', false, flags)).toBeNull();
  });

  it('gives candidates Vacantes, Postulaciones, Guardadas and Mi perfil (the job board\'s), and their account as «Mi cuenta»', () => {
    const labels = (roles: string[]) => navItemsFor(roles).map((item) => `${item.label} ${item.to}`);
    const candidate = labels(['final_user']);
    for (const entry of ['Vacantes /superempleos/vacantes', 'Postulaciones /superempleos/postulaciones', 'Guardadas /superempleos/guardadas', 'Mi perfil /superempleos/perfil', 'Mi cuenta /perfil']) expect(candidate).toContain(entry);
    expect(candidate).not.toContain('Mi perfil /perfil');
    const employee = labels(['employee']);
    expect(employee).toContain('Mi perfil /perfil');
    expect(employee.some((entry) => entry.includes('/superempleos/postulaciones'))).toBe(false);
  });
});
