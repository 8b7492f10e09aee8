import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useListState } from '../../../hooks/use-list-state';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { useEmployeeAttendances } from '../api/get-employee-attendances';
import { useEmployeeReportUrl } from '../api/get-employee-report-url';
import { useEmployeeStatus } from '../api/get-employee-status';
import { DateRange, isValidRange } from '../components/date-range';
import { HoursChart } from '../components/hours-chart';
import { hoursPerDay } from '../components/hours-per-day';
import { PageFrame } from '../components/page-frame';
import { Empty, LoadFailed, Loading, Pages } from '../../../components/query-states';
import { RecordsTable } from '../components/records-table';
import { ReportDownloadMenu } from '../../../components/report-download-menu';
import { TotalsPanel } from '../components/totals-panel';
import { useAttendanceContext } from '../components/use-attendance-context';
import { addDays, todayInZone } from '../components/zoned-time';

/** `/control-asistencia/empleado/{id}`: one employee's history, hours per day, and their report. */
export default function EmployeeAttendancePage() {
  const { employeeId: param } = useParams();
  const employeeId = Number(param);
  const { company, canRead, canReport } = useAttendanceContext();
  const today = todayInZone();
  // The period and page in the address: a reload or Back keeps them.
  const [filters, setFilters] = useListState({ from: addDays(today, -29), to: today, page: 1 });
  const range = { from: filters.from, to: filters.to };
  const { page } = filters;
  const valid = isValidRange(range.from, range.to) && Number.isInteger(employeeId) && employeeId > 0;
  const records = useEmployeeAttendances({ employeeId, from: range.from, to: range.to, page }, valid && canRead);
  const report = useEmployeeReportUrl();
  // With no records in the range the name comes from the status board (cached, shared with /monitoreo-personal).
  const board = useEmployeeStatus(canRead && records.data && records.data.data.length === 0 ? (company?.id ?? null) : null);
  const name = records.data?.data[0]?.employee.full_name ?? board.data?.find((row) => row.employee_id === employeeId)?.full_name;

  return (
    <PageFrame
      title={name ? `Asistencia de ${name}` : 'Asistencia del empleado'}
      company={company}
      allowed={canRead}
      description={
        <Anchor component={Link} to={paths.attendanceRecords} size="sm">
          Volver al registro global
        </Anchor>
      }
      actions={
        canReport && (
          <ReportDownloadMenu
            label="Descargar reporte"
            ariaLabel="Descargar reporte de asistencia del empleado"
            disabled={!valid}
            pending={report.isPending}
            error={report.error}
            generate={(format) => report.mutateAsync({ employeeId, from: range.from, to: range.to, format })}
          />
        )
      }
    >
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-end">
          <DateRange
            from={range.from}
            to={range.to}
            onChange={(next) => setFilters(next)}
            error={isValidRange(range.from, range.to) ? undefined : 'La fecha final no puede ser anterior a la inicial.'}
          />
          {records.data && records.data.data[0] && (
            <Text size="sm" c="dimmed">
              {records.data.data[0].employee.department_name}
            </Text>
          )}
        </Group>
      </Paper>
      {valid && records.isPending && <Loading label="Cargando la asistencia del empleado" />}
      {records.isError && <LoadFailed title="No pudimos cargar la asistencia del empleado" error={records.error} onRetry={() => void records.refetch()} />}
      {records.data && (
        <Stack gap="md">
          <TotalsPanel totals={records.data.totals} />
          <HoursChart days={hoursPerDay(records.data.data, range.from, range.to)} />
          {records.data.last_page > 1 && (
            <Text size="xs" c="dimmed">
              La gráfica muestra los registros de esta página; acorta el periodo para verlos todos juntos.
            </Text>
          )}
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="historial">
            <Title order={2} fz="h3" id="historial" mb="sm">
              Historial
            </Title>
            {records.data.data.length === 0 ? <Empty>No hay registros en estas fechas.</Empty> : <RecordsTable records={records.data.data} />}
          </Paper>
          <Pages total={records.data.last_page} value={page} onChange={(next) => setFilters({ page: next }, { push: true })} />
        </Stack>
      )}
    </PageFrame>
  );
}
