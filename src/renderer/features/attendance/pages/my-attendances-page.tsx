import { Group, Paper, Stack, Title } from '@mantine/core';
import { useListState } from '../../../hooks/use-list-state';
import { useMyAttendances } from '../api/get-my-attendances';
import { DateRange, isValidRange } from '../components/date-range';
import { PageFrame } from '../components/page-frame';
import { Empty, LoadFailed, Loading, Pages } from '../../../components/query-states';
import { RecordsTable } from '../components/records-table';
import { TotalsPanel } from '../components/totals-panel';
import { useAttendanceContext } from '../components/use-attendance-context';
import { startOfMonth, todayInZone } from '../components/zoned-time';

/** `/control-asistencia/mis-asistencias`: the signed-in employee's own records, with totals and marks. */
export default function MyAttendancesPage() {
  const { company } = useAttendanceContext();
  const today = todayInZone();
  // The period and page in the address: a reload or Back keeps them.
  const [filters, setFilters] = useListState({ from: startOfMonth(today), to: today, page: 1 });
  const range = { from: filters.from, to: filters.to };
  const { page } = filters;
  const valid = isValidRange(range.from, range.to);
  const records = useMyAttendances({ companyId: company?.id ?? null, from: range.from, to: range.to, page }, valid);

  return (
    <PageFrame title="Mis asistencias" company={company} needsCompany={false}>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-end">
          <DateRange
            from={range.from}
            to={range.to}
            onChange={(next) => setFilters(next)}
            error={valid ? undefined : 'La fecha final no puede ser anterior a la inicial.'}
          />
        </Group>
      </Paper>
      {valid && records.isPending && <Loading label="Cargando tus asistencias" />}
      {records.isError && <LoadFailed title="No pudimos cargar tus asistencias" error={records.error} onRetry={() => void records.refetch()} />}
      {records.data && (
        <Stack gap="md">
          <TotalsPanel totals={records.data.totals} />
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="mis-registros">
            <Title order={2} fz="h3" id="mis-registros" mb="sm">
              Registros
            </Title>
            {records.data.data.length === 0 ? <Empty>No hay registros en estas fechas.</Empty> : <RecordsTable records={records.data.data} />}
          </Paper>
          <Pages total={records.data.last_page} value={page} onChange={(next) => setFilters({ page: next }, { push: true })} />
        </Stack>
      )}
    </PageFrame>
  );
}
