import { Badge, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { WEEKDAY_LABELS } from '../../../../shared/contracts/attendance-time';
import { useMyShifts } from '../api/get-my-shifts';
import { PageFrame } from '../components/page-frame';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { ShiftHours, WEEK_ORDER } from '../components/shift-display';
import { formatDay, todayInZone } from '../components/zoned-time';

const validity = (from: string, to: string | null) => (to ? `Del ${formatDay(from)} al ${formatDay(to)}` : `Desde ${formatDay(from)}`);

/** `/control-asistencia/mis-horarios`: the signed-in employee's shifts, days, recesses and non-working days. */
export default function MyShiftsPage() {
  const mine = useMyShifts();
  const today = todayInZone();

  return (
    <PageFrame title="Mis horarios" needsCompany={false}>
      {mine.isPending && <Loading label="Cargando tus horarios" />}
      {mine.isError && <LoadFailed title="No pudimos cargar tus horarios" error={mine.error} onRetry={() => void mine.refetch()} />}
      {mine.data && mine.data.length === 0 && (
        <Paper withBorder p="lg" radius="md">
          <Empty>No estás registrado como empleado en ninguna empresa, así que no tienes turnos.</Empty>
        </Paper>
      )}
      {mine.data?.map((job) => (
        <Paper key={job.employee_id} withBorder p="lg" radius="md" component="section" aria-label={job.company_name}>
          <Stack gap="md">
            <div>
              <Title order={2} fz="h3">
                {job.company_name}
              </Title>
              <Text size="sm" c="dimmed">
                {job.department_name}
              </Text>
            </div>
            {job.shifts.length === 0 && <Empty>Aún no tienes un turno asignado. Pregunta a tu administrador.</Empty>}
            {job.shifts.map(({ shift, source, valid_from, valid_to }) => (
              <Paper key={`${source}-${shift.id}-${valid_from}`} withBorder p="md" radius="md">
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Group gap="xs">
                      <Text fw={600}>{shift.name}</Text>
                      <Badge size="sm" variant="light" color={source === 'employee' ? 'grape' : 'blue'}>
                        {source === 'employee' ? 'Asignado a ti' : 'De tu departamento'}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {validity(valid_from, valid_to)}
                    </Text>
                  </Group>
                  <ShiftHours start={shift.start_time} end={shift.end_time} />
                  <Group gap={6} aria-label="Días de trabajo">
                    {WEEK_ORDER.map((day) => (
                      <Badge key={day} variant={shift.days.includes(day) ? 'filled' : 'outline'} color={shift.days.includes(day) ? 'teal' : 'gray'} title={WEEKDAY_LABELS[day]}>
                        {WEEKDAY_LABELS[day].slice(0, 3)}
                        <VisuallyHidden>{shift.days.includes(day) ? ' (trabajas)' : ' (descansas)'}</VisuallyHidden>
                      </Badge>
                    ))}
                  </Group>
                  <Text size="sm">
                    Tolerancia de retardo: {shift.late_grace_minutes} min · puedes checar desde {shift.entry_window_minutes} min antes de tu entrada.
                  </Text>
                  {shift.recesses.length > 0 ? (
                    <Table withRowBorders={false} aria-label={`Descansos de ${shift.name}`}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th scope="col">Descanso</Table.Th>
                          <Table.Th scope="col">Horario</Table.Th>
                          <Table.Th scope="col">Pago</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {shift.recesses.map((recess) => (
                          <Table.Tr key={recess.id}>
                            <Table.Td>{recess.name}</Table.Td>
                            <Table.Td>
                              {recess.start_time}–{recess.end_time}
                            </Table.Td>
                            <Table.Td>{recess.paid ? 'Pagado' : 'Sin pago'}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Este turno no tiene descansos programados.
                    </Text>
                  )}
                </Stack>
              </Paper>
            ))}
            <div>
              <Title order={3} fz="h4" mb="xs">
                Días no laborables
              </Title>
              {job.non_working.filter((period) => period.end_date >= today).length === 0 ? (
                <Text size="sm" c="dimmed">
                  No hay días no laborables próximos.
                </Text>
              ) : (
                <Stack gap={4}>
                  {job.non_working
                    .filter((period) => period.end_date >= today)
                    .sort((a, b) => a.start_date.localeCompare(b.start_date))
                    .map((period) => (
                      <Text key={period.id} size="sm">
                        <strong>{period.name}</strong>: {period.start_date === period.end_date ? formatDay(period.start_date) : `${formatDay(period.start_date)} — ${formatDay(period.end_date)}`}
                        {period.department_name ? ` (${period.department_name})` : ''}
                      </Text>
                    ))}
                </Stack>
              )}
            </div>
          </Stack>
        </Paper>
      ))}
    </PageFrame>
  );
}
