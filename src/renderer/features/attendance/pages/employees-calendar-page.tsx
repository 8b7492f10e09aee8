import { Paper } from '@mantine/core';
import { useState } from 'react';
import { AttendanceCalendar } from '../components/attendance-calendar';
import { EmployeePicker } from '../../../components/employee-picker';
import { PageFrame } from '../components/page-frame';
import { Empty } from '../../../components/query-states';
import { useAttendanceContext } from '../components/use-attendance-context';

/** `/control-asistencia/calendario/empleados`: one employee's shifts, recesses and attendance on a calendar. */
export default function EmployeesCalendarPage() {
  const { company, canRead } = useAttendanceContext();
  const [employee, setEmployee] = useState<{ id: number; name: string | null } | null>(null);

  return (
    <PageFrame title="Calendario de empleados" company={company} allowed={canRead}>
      {company && (
        <>
          <Paper withBorder p="md" radius="md" maw={480}>
            <EmployeePicker
              companyId={company.id}
              label="Empleado"
              value={employee?.id ?? null}
              currentLabel={employee?.name}
              onChange={(id, name) => setEmployee(id === null ? null : { id, name })}
            />
          </Paper>
          {employee ? (
            <AttendanceCalendar key={employee.id} companyId={company.id} employeeId={employee.id} />
          ) : (
            <Paper withBorder p="lg" radius="md">
              <Empty>Elige un empleado para ver sus turnos, descansos y asistencias.</Empty>
            </Paper>
          )}
        </>
      )}
    </PageFrame>
  );
}
