import { Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { TOUR_STATUS_LABELS, TOUR_TRANSITIONS, type Tour, type TourStatus } from '../../../../shared/contracts/parabus-tours';
import { badgeTextFor } from '../../../components/badge-colors';
import { Empty, LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { downloadBlob } from '../../../lib/downloads';
import { paths } from '../../../lib/paths';
import { useTour } from '../api/get-tour';
import { useTourPdf } from '../api/get-tour-pdf';
import { useUpdateTour } from '../api/update-tour';
import { BoardingPanel } from '../components/boarding-panel';
import { PassengersSection } from '../components/passengers-section';
import { TOUR_STATUS_COLORS, formatDateTime, formatMoney } from '../components/tour-labels';
import { TourFormModal } from '../components/tour-form-modal';
import { serverRefused } from '../../../lib/client-error';

/** What each button moving a tour along says. */
const ACTION_LABELS: Record<TourStatus, string> = {
  scheduled: 'Volver a programado',
  boarding: 'Abrir abordaje',
  in_progress: 'Salir (en curso)',
  completed: 'Terminar',
  cancelled: 'Cancelar tour',
};

function Facts({ tour }: { tour: Tour }) {
  const rows: [string, string][] = [
    ['Salida', formatDateTime(tour.starts_at)],
    ['Regreso', formatDateTime(tour.ends_at)],
    ['Punto de salida', tour.departure_point ?? '—'],
    ['Unidad', tour.unit ? `${tour.unit.number} · ${tour.unit.plates}` : '—'],
    ['Chofer', tour.driver?.full_name ?? '—'],
    ['Guía', tour.guide_name ?? '—'],
    ['Tarifa', formatMoney(tour.fare_cents)],
    ['Asientos', String(tour.seats)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={500}>{value}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** `/parabus/tours/{id}/detalles`: the tour, its itinerary, passengers, manifest and boarding mode. */
export default function TourDetailPage() {
  const id = Number(useParams().tourId);
  const { allows } = useLogisticsContext();
  const tour = useTour(id);
  const update = useUpdateTour();
  const pdf = useTourPdf();
  const [editing, setEditing] = useState(false);
  const [boarding, setBoarding] = useState(false);

  if (tour.isPending) return <Loading label="Cargando el tour" />;
  if (tour.data === undefined || serverRefused(tour.error)) return <LoadFailed title="No pudimos cargar el tour" error={tour.error} onRetry={() => void tour.refetch()} />;
  const data = tour.data;
  const canManage = allows('tours.manage');
  const open = data.status !== 'completed' && data.status !== 'cancelled';

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.parabusTours} size="sm">
        ← Tours
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{data.name}</Title>
          <Group gap="xs" mt={4}>
            <Badge color={TOUR_STATUS_COLORS[data.status]} c={badgeTextFor(TOUR_STATUS_COLORS[data.status])} variant="light" size="lg">
              {TOUR_STATUS_LABELS[data.status]}
            </Badge>
            <Text size="sm" c="dimmed">
              {data.passengers_count} pasajeros · {data.boarded_count} abordados
            </Text>
          </Group>
        </div>
        <Group gap="xs">
          <Button variant="default" loading={pdf.isPending} onClick={() => void pdf.mutateAsync({ tourId: data.id }).then((blob) => downloadBlob(`manifiesto-${data.name}.pdf`, blob))}>
            Descargar manifiesto
          </Button>
          {canManage && open && (
            <Button variant="default" onClick={() => setEditing(true)}>
              Editar
            </Button>
          )}
        </Group>
      </Group>
      {data.description && <Text>{data.description}</Text>}
      <Card withBorder>
        <Facts tour={data} />
      </Card>
      {canManage && TOUR_TRANSITIONS[data.status].length > 0 && (
        <Group gap="xs">
          {TOUR_TRANSITIONS[data.status].map((next) => (
            <Button key={next} size="sm" variant={next === 'cancelled' ? 'light' : 'filled'} color={next === 'cancelled' ? 'red' : undefined} loading={update.isPending && update.variables?.status === next} onClick={() => update.mutate({ id: data.id, status: next })}>
              {ACTION_LABELS[next]}
            </Button>
          ))}
        </Group>
      )}
      <WriteError error={update.error ?? pdf.error} />
      {data.itinerary.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h3">
            Itinerario
          </Title>
          <List spacing={2}>
            {data.itinerary.map((stop, index) => (
              <List.Item key={index}>
                <Text span fw={600}>
                  {stop.time}
                </Text>{' '}
                {stop.place}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {open ? (
        <Card withBorder>
          <Switch label="Modo abordaje" checked={boarding} onChange={(event) => setBoarding(event.currentTarget.checked)} mb={boarding ? 'sm' : 0} />
          {boarding && <BoardingPanel tourId={data.id} />}
        </Card>
      ) : (
        <Empty>El tour está {TOUR_STATUS_LABELS[data.status].toLowerCase()}: ya no se aborda.</Empty>
      )}
      <PassengersSection tourId={data.id} tourName={data.name} canManage={canManage} open={open} />
      {canManage && data && <TourFormModal opened={editing} companyId={data.company_id} tour={data} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
