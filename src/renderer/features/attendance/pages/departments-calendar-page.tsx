import { Paper } from '@mantine/core';
import { useState } from 'react';
import { AttendanceCalendar } from '../components/attendance-calendar';
import { DepartmentSelect } from '../../../components/department-select';
import { PageFrame } from '../components/page-frame';
import { Empty } from '../../../components/query-states';
import { useAttendanceContext } from '../components/use-attendance-context';

/** `/control-asistencia/calendario/departamentos`: a department's shifts, recesses, attendance and non-working days. */
export default function DepartmentsCalendarPage() {
  const { company, canRead } = useAttendanceContext();
  const [departmentId, setDepartmentId] = useState<number | null>(null);

  return (
    <PageFrame title="Calendario de departamentos" company={company} allowed={canRead}>
      {company && (
        <>
          <Paper withBorder p="md" radius="md" maw={480}>
            <DepartmentSelect companyId={company.id} label="Departamento" value={departmentId} onChange={setDepartmentId} />
          </Paper>
          {departmentId !== null ? (
            <AttendanceCalendar key={departmentId} companyId={company.id} departmentId={departmentId} />
          ) : (
            <Paper withBorder p="lg" radius="md">
              <Empty>Elige un departamento para ver sus turnos, descansos, asistencias y días no laborables.</Empty>
            </Paper>
          )}
        </>
      )}
    </PageFrame>
  );
}
