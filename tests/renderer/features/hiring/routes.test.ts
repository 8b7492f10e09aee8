import { describe, expect, it } from 'vitest';
import { navItemsFor } from '../../../../src/renderer/app/navigation';
import { redirectFor } from '../../../../src/renderer/app/route-rules';
import { ROUTES } from '../../../../src/renderer/app/routes';

const flags = { isLogistica: false, isSuperempleos: false };

describe('hiring routes (issue 15)', () => {
  it('has the company vacancies, the pipeline board and the review queue, private, on the hiring pages', async () => {
    const table = new Map(ROUTES.map((route) => [route.path, route]));
    for (const path of ['/superempleos/vacantes', '/superempleos/vacantes/:vacancyId', '/superempleos/revision-vacantes']) {
      expect(table.get(path), path).toMatchObject({ access: 'private', layout: 'default' });
      expect(redirectFor(path.replace(':vacancyId', '3'), false, flags), path).toBe('/login');
    }
    // One path for both sides: app/job-board-pages.tsx shows the board to the company's managers.
    expect((await table.get('/superempleos/vacantes/:vacancyId')!.page()).default.name).toBe('VacancyByRole');
    expect((await table.get('/superempleos/vacantes')!.page()).default.name).toBe('VacanciesByRole');
  });

  it('lists «Vacantes» for company admins and «Revisión de vacantes» for the super admin only', () => {
    const labels = (roles: string[]) => navItemsFor(roles).filter((item) => item.to.startsWith('/superempleos/') && !item.to.includes('carta')).map((item) => item.label);
    // «Agenda de entrevistas» is the live interviews' (issue 16), for the same managers.
    expect(labels(['company_admin'])).toEqual(['Vacantes', 'Agenda de entrevistas']);
    expect(labels(['super_admin'])).toEqual(['Vacantes', 'Revisión de vacantes', 'Agenda de entrevistas']);
    expect(labels(['employee'])).toEqual([]);
  });
});
