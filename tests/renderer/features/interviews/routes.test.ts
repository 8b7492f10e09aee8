import { describe, expect, it } from 'vitest';
import { navItemsFor } from '../../../../src/renderer/app/navigation';
import { redirectFor } from '../../../../src/renderer/app/route-rules';
import { ROUTES } from '../../../../src/renderer/app/routes';
import { applicantInterviewsPath } from '../../../../src/renderer/lib/paths';

const flags = { isLogistica: false, isSuperempleos: false };

describe('interview routes (issue 16)', () => {
  it('has the list, the agenda and the applicant screen private on the default layout; the e-mail link page public', () => {
    const table = new Map(ROUTES.map((route) => [route.path, route]));
    for (const path of ['/superempleos/entrevistas', '/superempleos/agenda', '/superempleos/vacantes/:vacancyId/entrevistas/:userId']) {
      expect(table.get(path), path).toMatchObject({ access: 'private', layout: 'default' });
      expect(redirectFor(path.replace(':vacancyId', '3').replace(':userId', '7'), false, flags), path).toBe('/login');
    }
    expect(table.get('/entrevista/responder')).toMatchObject({ access: 'public', layout: 'loggedout' });
    expect(redirectFor('/entrevista/responder', false, flags)).toBeNull();
  });

  it('builds the applicant screen path, with the form open for an application', () => {
    expect(applicantInterviewsPath(3, 7)).toBe('/superempleos/vacantes/3/entrevistas/7');
    expect(applicantInterviewsPath(3, 7, 12)).toBe('/superempleos/vacantes/3/entrevistas/7?agendar=12');
  });

  it('lists «Entrevistas» and «Agenda» for candidates and «Agenda de entrevistas» for company admins', () => {
    const entries = (roles: string[]) => navItemsFor(roles).map((item) => `${item.label} ${item.to}`);
    expect(entries(['final_user'])).toEqual(expect.arrayContaining(['Entrevistas /superempleos/entrevistas', 'Agenda /superempleos/agenda']));
    expect(entries(['company_admin'])).toContain('Agenda de entrevistas /superempleos/agenda');
    expect(entries(['employee']).some((entry) => entry.includes('entrevista'))).toBe(false);
  });
});
