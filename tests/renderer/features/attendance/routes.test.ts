import { describe, expect, it } from 'vitest';
import { navItemsFor } from '../../../../src/renderer/app/navigation';
import { redirectFor } from '../../../../src/renderer/app/route-rules';
import { ROUTES } from '../../../../src/renderer/app/routes';
import { attendanceEmployeePath, paths } from '../../../../src/renderer/lib/paths';

const ATTENDANCE_SCREENS = [
  '/control-asistencia/turnos',
  '/control-asistencia/horarios',
  '/control-asistencia/descansos',
  '/control-asistencia/mis-horarios',
  '/control-asistencia/mis-asistencias',
  '/control-asistencia/registro-global',
  '/control-asistencia/monitoreo-personal',
  '/control-asistencia/empleado/{id}',
  '/control-asistencia/calendario/empleados',
  '/control-asistencia/calendario/departamentos',
];

describe('attendance routes (spec §2)', () => {
  it('has every screen for people and managers in the route table, private, in the default layout, each a lazy page', () => {
    const table = new Map(ROUTES.map((route) => [route.path.replace(/:[A-Za-z]+/g, '{id}'), route]));
    for (const path of ATTENDANCE_SCREENS) {
      const route = table.get(path);
      expect(route, path).toMatchObject({ access: 'private', layout: 'default' });
      expect(route!.page.toString(), path).toMatch(/import\(|dynamic_import/);
    }
    expect(attendanceEmployeePath(12)).toBe('/control-asistencia/empleado/12');
  });

  it('sends signed-out visitors to /login', () => {
    for (const path of ['/control-asistencia/turnos', '/control-asistencia/empleado/12', '/control-asistencia/calendario/departamentos']) {
      expect(redirectFor(path, false, { isLogistica: false, isSuperempleos: false })).toBe('/login');
      expect(redirectFor(path, true, { isLogistica: false, isSuperempleos: false })).toBeNull();
    }
  });

  it('shows an employee only their own screens and managers all of them', () => {
    const attendance = (roles: string[]) => navItemsFor(roles).filter((item) => item.to.startsWith('/control-asistencia/')).map((item) => item.to);
    expect(attendance(['employee'])).toEqual([paths.attendanceMyShifts, paths.attendanceMyRecords]);
    for (const role of ['company_admin', 'super_admin']) {
      expect(attendance([role])).toEqual(
        expect.arrayContaining([
          paths.attendanceMyShifts,
          paths.attendanceMyRecords,
          paths.attendanceMonitoring,
          paths.attendanceRecords,
          paths.attendanceShifts,
          paths.attendanceRecesses,
          paths.attendanceSchedules,
          paths.attendanceEmployeesCalendar,
          paths.attendanceDepartmentsCalendar,
        ]),
      );
    }
  });
});
