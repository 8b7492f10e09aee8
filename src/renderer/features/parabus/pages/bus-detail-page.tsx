import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { UNIT_STATUS_LABELS } from '../../../../shared/contracts/logistics-units';
import { LoadFailed, Loading } from '../../../components/query-states';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { paths } from '../../../lib/paths';
import { useBus } from '../api/get-bus';
import { useTrackerEvents } from '../api/get-tracker-events';
import { BusFormModal } from '../components/bus-form-modal';
import { BusTrackingSection } from '../components/bus-tracking-section';
import { TrackerEventsList } from '../components/tracker-events-list';
import { TrackerHelp } from '../components/tracker-help';
import { UnitDocumentsSection } from '../components/unit-documents-section';
import { serverRefused } from '../../../lib/client-error';

const WEEK_MS = 7 * 86_400_000;

function Field({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value ?? '—'}</Text>
    </div>
  );
}

function RecentEvents({ companyId, unitId }: { companyId: number; unitId: number }) {
  const [range] = useState(() => ({ from: new Date(Date.now() - WEEK_MS).toISOString(), to: new Date().toISOString() }));
  const events = useTrackerEvents({ companyId, unitId, ...range });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bus-events-title">
      <Title order={2} size="h3" id="bus-events-title" mb="sm">
        Eventos del rastreador (7 días)
      </Title>
      {events.isPending ? (
        <Loading label="Cargando eventos" />
      ) : events.isError ? (
        <LoadFailed title="No pudimos cargar los eventos" error={events.error} onRetry={() => void events.refetch()} />
      ) : (
        <TrackerEventsList events={events.data.data} label="Eventos del rastreador" />
      )}
    </Paper>
  );
}

/** `/parabus/unidades/{unitId}/detalles`: the bus, its tracker, where it is and has been, its papers and events. */
export default function BusDetailPage() {
  const id = Number(useParams().unitId);
  const { company, allows } = useLogisticsContext();
  const bus = useBus(id);
  const [editing, setEditing] = useState(false);

  if (bus.isPending) return <Loading label="Cargando autobús" />;
  if (bus.data === undefined || serverRefused(bus.error)) return <LoadFailed title={bus.error?.status === 404 ? 'Este autobús no existe o no es de tu empresa' : 'No pudimos cargar el autobús'} error={bus.error} onRetry={() => void bus.refetch()} />;
  const data = bus.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.parabusUnits} size="sm">
        ← Autobuses
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Autobús {data.number}</Title>
          <Text size="sm" c="dimmed">
            {UNIT_STATUS_LABELS[data.status]} · {data.seats ?? '—'} asientos · {data.routes.map((route) => route.name).join(', ') || 'sin ruta'}
          </Text>
        </div>
        {allows('fleet.manage') && <Button onClick={() => setEditing(true)}>Editar</Button>}
      </Group>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bus-data-title">
        <Title order={2} size="h3" id="bus-data-title" mb="sm">
          Datos y rastreador
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} mb="sm">
          <Field label="Placas" value={data.plates} />
          <Field label="Vehículo" value={[data.brand, data.model, data.model_year].filter(Boolean).join(' ') || null} />
          <Field label="Choferes" value={data.drivers.map((driver) => driver.full_name).join(', ') || null} />
          <Field label="Identificador del rastreador" value={data.tracker_device_id} />
        </SimpleGrid>
        <TrackerHelp deviceId={data.tracker_device_id} />
      </Paper>
      {allows('positioning.read') && (
        <Paper withBorder p="md" radius="md">
          <BusTrackingSection unitId={id} />
        </Paper>
      )}
      <Paper withBorder p="md" radius="md">
        <UnitDocumentsSection unitId={id} canManage={allows('unit-documents.manage')} />
      </Paper>
      {allows('positioning.read') && <RecentEvents companyId={data.company_id} unitId={id} />}
      {allows('fleet.manage') && company && <BusFormModal opened={editing} companyId={company.id} bus={data} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
