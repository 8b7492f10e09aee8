import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AttendanceRecord } from '../../../../shared/contracts/attendance-records';
import { useDeleteAttendance } from '../api/delete-attendance';
import { useCompanyAttendances } from '../api/get-company-attendances';
import { useCompanyReportUrl } from '../api/get-company-report-url';
import { useShifts } from '../api/get-shifts';
import { AttendanceFormModal } from '../components/attendance-form-modal';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DateRange, isValidRange } from '../components/date-range';
import { DepartmentSelect } from '../../../components/department-select';
import { useListState } from '../../../hooks/use-list-state';
import { EmployeePicker } from '../../../components/employee-picker';
import { PageFrame } from '../components/page-frame';
import { Empty, LoadFailed, Loading, Pages } from '../../../components/query-states';
import { RecordsTable } from '../components/records-table';
import { ReportDownloadMenu } from '../../../components/report-download-menu';
import { TotalsPanel } from '../components/totals-panel';
import { useAttendanceContext } from '../components/use-attendance-context';
import { formatDay, startOfMonth, todayInZone } from '../components/zoned-time';

type StatusFilter = 'open' | 'closed' | 'absent' | 'late' | 'early_exit' | 'auto_closed' | 'needs_review';
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'En curso' },
  { value: 'closed', label: 'Cerradas' },
  { value: 'absent', label: 'Faltas' },
  { value: 'late', label: 'Con retardo' },
  { value: 'early_exit', label: 'Con salida anticipada' },
  { value: 'auto_closed', label: 'Cerradas automáticamente' },
  { value: 'needs_review', label: 'Por revisar (fuera de turno)' },
];

/** `/control-asistencia/registro-global`: every record of the company, filtered; manual records; the report. */
export default function RecordsPage() {
  const { company, canRead, canManage, canReport } = useAttendanceContext();
  const today = todayInZone();
  // In the address (the employee's name too, for the picker's label), so Back from an employee's
  // attendance returns to the same records.
  const [filters, setFilters] = useListState({
    from: startOfMonth(today),
    to: today,
    employee: null as number | null,
    employeeName: '',
    department: null as number | null,
    status: '',
    page: 1,
  });
  const range = { from: filters.from, to: filters.to };
  const employee = typeof filters.employee === 'number' ? { id: filters.employee, name: filters.employeeName || null } : null;
  const departmentId = typeof filters.department === 'number' ? filters.department : null;
  const status = STATUS_OPTIONS.some((option) => option.value === filters.status) ? (filters.status as StatusFilter) : null;
  const { page } = filters;
  const [editing, setEditing] = useState<AttendanceRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AttendanceRecord | null>(null);
  const valid = isValidRange(range.from, range.to);
  const records = useCompanyAttendances(
    { companyId: company?.id ?? 0, from: range.from, to: range.to, employee_id: employee?.id, department_id: departmentId ?? undefined, status: status ?? undefined, page },
    company !== null && valid && canRead,
  );
  const shifts = useShifts(canManage ? (company?.id ?? null) : null);
  const remove = useDeleteAttendance();
  const report = useCompanyReportUrl();
  const openForm = (record: AttendanceRecord | null) => {
    setEditing(record);
    setFormOpen(true);
  };

  return (
    <PageFrame
      title="Registro global"
      company={company}
      allowed={canRead}
      actions={
        company && (
          <Group align="flex-start">
            {canManage && <Button onClick={() => openForm(null)}>Nuevo registro</Button>}
            {canReport && (
              <ReportDownloadMenu
                label="Descargar reporte"
                ariaLabel="Descargar reporte de asistencia de la empresa"
                disabled={!valid}
                pending={report.isPending}
                error={report.error}
                generate={(format) => report.mutateAsync({ companyId: company.id, from: range.from, to: range.to, format })}
              />
            )}
          </Group>
        )
      }
    >
      {company && (
        <>
          <Paper withBorder p="md" radius="md" component="section" aria-label="Filtros">
            <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }}>
              <DateRange from={range.from} to={range.to} onChange={(next) => setFilters(next)} error={valid ? undefined : 'La fecha final no puede ser anterior a la inicial.'} />
              <EmployeePicker
                companyId={company.id}
                label="Empleado"
                placeholder="Todos"
                value={employee?.id ?? null}
                currentLabel={employee?.name}
                onChange={(id, name) => setFilters({ employee: id, employeeName: name ?? '' })}
              />
              <DepartmentSelect companyId={company.id} label="Departamento" placeholder="Todos" value={departmentId} onChange={(id) => setFilters({ department: id })} />
              <Select
                label="Estado"
                placeholder="Todos"
                clearable
                data={STATUS_OPTIONS}
                value={status}
                onChange={(value) => setFilters({ status: value ?? '' })}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="xs">
              El reporte descargado cubre del {valid ? formatDay(range.from) : '—'} al {valid ? formatDay(range.to) : '—'} (máximo un año).
            </Text>
          </Paper>

          {valid && records.isPending && <Loading label="Cargando registros" />}
          {records.isError && <LoadFailed title="No pudimos cargar los registros" error={records.error} onRetry={() => void records.refetch()} />}
          {records.data && (
            <Stack gap="md">
              {records.data.totals && <TotalsPanel totals={records.data.totals} />}
              <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="registros">
                <Group justify="space-between" mb="sm">
                  <Title order={2} fz="h3" id="registros">
                    Registros
                  </Title>
                  <Text size="sm" c="dimmed">
                    {records.data.total} en total
                  </Text>
                </Group>
                {records.data.data.length === 0 ? (
                  <Empty>No hay registros con estos filtros.</Empty>
                ) : (
                  <RecordsTable
                    records={records.data.data}
                    showEmployee
                    onEdit={canManage ? openForm : undefined}
                    onDelete={
                      canManage
                        ? (record) => {
                            remove.reset();
                            setDeleting(record);
                          }
                        : undefined
                    }
                  />
                )}
              </Paper>
              <Pages total={records.data.last_page} value={page} onChange={(next) => setFilters({ page: next }, { push: true })} />
            </Stack>
          )}

          {canManage && (
            <>
              <AttendanceFormModal companyId={company.id} shifts={shifts.data ?? []} editing={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
              <ConfirmDeleteModal
                opened={deleting !== null}
                title="Eliminar registro"
                confirmLabel="Eliminar"
                pending={remove.isPending}
                error={remove.error}
                onClose={() => setDeleting(null)}
                onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
              >
                ¿Eliminar el registro de {deleting?.employee.full_name} del {deleting ? formatDay(deleting.work_date) : ''}? Sus checadas dejan de contar.
              </ConfirmDeleteModal>
            </>
          )}
        </>
      )}
    </PageFrame>
  );
}
