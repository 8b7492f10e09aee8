import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecess } from '../../../../src/renderer/features/attendance/api/create-recess';
import { createShift } from '../../../../src/renderer/features/attendance/api/create-shift';
import { getCalendar } from '../../../../src/renderer/features/attendance/api/get-calendar';
import { getCompanyAttendances } from '../../../../src/renderer/features/attendance/api/get-company-attendances';
import { getCompanyReportUrl } from '../../../../src/renderer/features/attendance/api/get-company-report-url';
import { getEmployeeReportUrl } from '../../../../src/renderer/features/attendance/api/get-employee-report-url';
import { getMyAttendances } from '../../../../src/renderer/features/attendance/api/get-my-attendances';
import { revokeDevice } from '../../../../src/renderer/features/attendance/api/revoke-device';
import { api } from '../../../../src/renderer/lib/api-client';

afterEach(() => vi.restoreAllMocks());

describe('attendance api calls (paths of /attendance-api/v1 as the contract lists them)', () => {
  it('goes to the attendance service, not the main API', () => {
    expect(api.attendance.defaults.baseURL).toMatch(/\/attendance-api\/v1$/);
  });

  it('lists company records with only the filters that are set', async () => {
    const get = vi.spyOn(api.attendance, 'get').mockResolvedValue({ data: { data: [] } } as never);
    await getCompanyAttendances({ companyId: 3, from: '2026-11-01', to: '2026-11-23', employee_id: undefined, department_id: 4, status: undefined, page: 2 });
    expect(get).toHaveBeenCalledWith('/companies/3/attendances', { params: { from: '2026-11-01', to: '2026-11-23', department_id: 4, page: 2 } });
  });

  it('asks the calendar for one employee or one department', async () => {
    const get = vi.spyOn(api.attendance, 'get').mockResolvedValue({ data: [] } as never);
    await getCalendar({ companyId: 3, from: '2026-11-23', to: '2026-11-29', departmentId: 4 });
    expect(get).toHaveBeenCalledWith('/companies/3/calendar', { params: { from: '2026-11-23', to: '2026-11-29', employee_id: undefined, department_id: 4 } });
  });

  it('asks for signed report links of the company and of one employee', async () => {
    const report = { url: '/attendance-api/v1/reports/x?signature=y', expires_at: '2026-11-23T18:10:00Z', file_name: 'asistencia.xlsx' };
    const get = vi.spyOn(api.attendance, 'get').mockResolvedValue({ data: report } as never);
    await expect(getCompanyReportUrl({ companyId: 3, from: '2026-11-01', to: '2026-11-23', format: 'xlsx' })).resolves.toEqual(report);
    expect(get).toHaveBeenLastCalledWith('/companies/3/report-url', { params: { from: '2026-11-01', to: '2026-11-23', format: 'xlsx' } });
    await getEmployeeReportUrl({ employeeId: 9, from: '2026-11-01', to: '2026-11-23', format: 'csv' });
    expect(get).toHaveBeenLastCalledWith('/employees/9/report-url', { params: { from: '2026-11-01', to: '2026-11-23', format: 'csv' } });
  });

  it("reads the employee's own records of the selected company", async () => {
    const get = vi.spyOn(api.attendance, 'get').mockResolvedValue({ data: {} } as never);
    await getMyAttendances({ companyId: null, from: '2026-11-01', to: '2026-11-23', page: 1 });
    expect(get).toHaveBeenCalledWith('/me/attendances', { params: { company_id: undefined, from: '2026-11-01', to: '2026-11-23', page: 1 } });
  });

  it('writes shifts under their company, recesses and devices at their own paths', async () => {
    const post = vi.spyOn(api.attendance, 'post').mockResolvedValue({ data: {} } as never);
    const remove = vi.spyOn(api.attendance, 'delete').mockResolvedValue({ data: null } as never);
    await createShift({ companyId: 3, name: 'Matutino', start_time: '09:00', end_time: '18:00', days: [1, 2, 3, 4, 5] });
    expect(post).toHaveBeenLastCalledWith('/companies/3/shifts', { name: 'Matutino', start_time: '09:00', end_time: '18:00', days: [1, 2, 3, 4, 5] });
    await createRecess({ shift_id: 1, name: 'Comida', start_time: '14:00', end_time: '15:00', paid: false });
    expect(post).toHaveBeenLastCalledWith('/recesses', { shift_id: 1, name: 'Comida', start_time: '14:00', end_time: '15:00', paid: false });
    await revokeDevice(5);
    expect(remove).toHaveBeenCalledWith('/devices/5');
  });
});
