import { Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SessionRecording } from '../../../../shared/contracts/session-recordings';
import { useCompanies } from '../../../api/get-companies';
import { DataTable } from '../../../components/data-table';
import { Loading, LoadFailed, Pages } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/date-format';
import { useListState } from '../../../hooks/use-list-state';
import { useSessionRecording } from '../api/get-session-recording';
import { useSessionRecordings } from '../api/get-session-recordings';

// rrweb's replayer only loads when a recording is opened.
const RecordingPlayer = lazy(() => import('../components/recording-player').then((module) => ({ default: module.RecordingPlayer })));

const duration = (recording: SessionRecording) => {
  const minutes = Math.round((Date.parse(recording.last_event_at) - Date.parse(recording.started_at)) / 60_000);
  return minutes < 1 ? 'menos de 1 min' : `${minutes} min`;
};

/**
 * The super admin's player of recorded sessions (spec §1): filter by person (name or e-mail),
 * company and day, open one and replay it. Recordings exist only where the build records (production).
 */
export default function SessionRecordingsPage() {
  const [state, setState] = useListState({ q: '', date: '', company: null as number | null, page: 1 });
  const [companySearch, setCompanySearch] = useState('');
  const [companyQuery] = useDebouncedValue(companySearch, 300);
  const companies = useCompanies({ page: 1, q: companyQuery });
  const [search, setSearch] = useState(state.q);
  const [debounced] = useDebouncedValue(search, 300);
  useEffect(() => {
    if (debounced !== state.q) setState({ q: debounced, page: 1 });
  }, [debounced, state.q, setState]);
  const companyId = state.company;
  const recordings = useSessionRecordings({ page: state.page, q: state.q, date: state.date, companyId });
  const [openId, setOpenId] = useState<number | null>(null);
  const open = useSessionRecording(openId);

  return (
    <Stack gap="md">
      <Title order={1}>Grabaciones de sesión</Title>
      <Text c="dimmed" size="sm">
        Solo se graban las sesiones de quienes lo aceptaron, en la versión de producción; lo escrito en los campos nunca se graba.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <TextInput label="Persona" placeholder="Nombre o correo" value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={260} />
        <Select
          label="Empresa"
          placeholder="Todas"
          searchable
          clearable
          data={(companies.data?.data ?? []).map((company) => ({ value: String(company.id), label: company.name }))}
          value={companyId === null ? null : String(companyId)}
          onChange={(value) => setState({ company: value ? Number(value) : null, page: 1 })}
          searchValue={companySearch}
          onSearchChange={setCompanySearch}
          nothingFoundMessage={companies.isFetching ? 'Buscando…' : 'Sin resultados'}
          filter={({ options }) => options}
          w={260}
        />
        <TextInput type="date" label="Día" value={state.date} onChange={(event) => setState({ date: event.currentTarget.value, page: 1 })} w={180} />
      </Group>
      <DataTable
        query={recordings}
        rows={recordings.data?.data ?? []}
        rowKey={(row) => row.id}
        scrollLabel="Lista de grabaciones"
        tableLabel="Grabaciones"
        minWidth={720}
        loadingLabel="Cargando grabaciones"
        errorTitle="No pudimos cargar las grabaciones"
        empty="No hay grabaciones con estos filtros."
        columns={[
          { header: 'Persona', cell: (row) => `${row.user_name} · ${row.user_email}` },
          { header: 'Empresa', cell: (row) => row.company_name ?? 'Sin empresa' },
          { header: 'Inicio', cell: (row) => formatDateTime(row.started_at) },
          { header: 'Duración', cell: duration },
          { header: 'Eventos', cell: (row) => row.event_count.toLocaleString('es-MX') },
        ]}
        actions={[{ label: 'Reproducir', name: (row) => `Reproducir la grabación de ${row.user_name} del ${formatDateTime(row.started_at)}`, onClick: (row) => setOpenId(row.id) }]}
      />
      <Pages total={recordings.data?.last_page ?? 1} value={state.page} onChange={(page) => setState({ page })} />
      {openId !== null && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="grabacion-abierta">
          <Title order={2} size="h4" id="grabacion-abierta" mb="sm">
            {open.data ? `${open.data.user_name} · ${formatDateTime(open.data.started_at)}` : 'Grabación'}
          </Title>
          {open.isPending ? (
            <Loading label="Cargando la grabación" />
          ) : open.isError ? (
            <LoadFailed title="No pudimos cargar la grabación" error={open.error} onRetry={() => void open.refetch()} />
          ) : (
            <Suspense fallback={<Loading label="Cargando el reproductor" />}>
              <RecordingPlayer recording={open.data} />
            </Suspense>
          )}
        </Paper>
      )}
    </Stack>
  );
}
