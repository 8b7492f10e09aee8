import { Anchor, Badge, Button, Card, Group, List, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { businessDateOf } from '../../../../shared/business-time';
import { TOUR_STATUS_LABELS, type DriverUnitAssignment, type Tour } from '../../../../shared/contracts/parabus-tours';
import { badgeTextFor } from '../../../components/badge-colors';
import { Empty, LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { downloadBlob } from '../../../lib/downloads';
import { parabusPublicRoutePath, parabusTourPath } from '../../../lib/paths';
import { useDriverAssignments } from '../api/get-driver-assignments';
import { useTourPdf } from '../api/get-tour-pdf';
import { TOUR_STATUS_COLORS, formatDateTime } from '../components/tour-labels';
import { serverRefused } from '../../../lib/client-error';

function UnitCard({ unit }: { unit: DriverUnitAssignment }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={`Unidad ${unit.number}`}>
      <Text fw={700} size="lg">
        Unidad {unit.number}
      </Text>
      <Text size="sm" c="dimmed">
        Placas {unit.plates}
      </Text>
      {unit.routes.length === 0 ? (
        <Text size="sm" mt="xs">
          Sin ruta asignada.
        </Text>
      ) : (
        <List size="sm" mt="xs" aria-label={`Rutas de la unidad ${unit.number}`}>
          {unit.routes.map((route) => (
            <List.Item key={route.id}>
              {route.public_number === null ? (
                `${route.code} · ${route.name}`
              ) : (
                <Anchor component={Link} to={parabusPublicRoutePath(route.public_number)}>
                  {route.code} · {route.name}
                </Anchor>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

function TourCard({ tour, today, onManifest, downloading }: { tour: Tour; today: boolean; onManifest: () => void; downloading: boolean }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={tour.name}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Anchor component={Link} to={parabusTourPath(tour.id)} fw={700}>
            {tour.name}
          </Anchor>
          <Text size="sm">
            {today ? 'Hoy' : 'Sale'} {formatDateTime(tour.starts_at)}
            {tour.departure_point ? ` · ${tour.departure_point}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            Unidad {tour.unit?.number ?? '—'}
          </Text>
        </div>
        <Badge color={TOUR_STATUS_COLORS[tour.status]} c={badgeTextFor(TOUR_STATUS_COLORS[tour.status])} variant="light">
          {TOUR_STATUS_LABELS[tour.status]}
        </Badge>
      </Group>
      <Stack gap={2} mt="sm">
        <Text size="sm">
          {tour.passengers_count} pasajeros de {tour.seats} asientos · {tour.boarded_count} abordaron
        </Text>
        <Progress value={(tour.passengers_count / tour.seats) * 100} size="sm" aria-label={`Ocupación: ${tour.passengers_count} de ${tour.seats} asientos`} />
      </Stack>
      <Group mt="sm">
        <Button component={Link} to={parabusTourPath(tour.id)} size="xs">
          Pasajeros y abordaje
        </Button>
        <Button variant="default" size="xs" loading={downloading} onClick={onManifest}>
          Manifiesto (PDF)
        </Button>
      </Group>
    </Card>
  );
}

/**
 * `/parabus/mis-viajes`: a driver's own work — the buses they drive with their routes, and their
 * tours from today on with passengers and the manifest. The server answers only the caller's.
 */
export default function MyTripsPage() {
  const { user } = useLogisticsContext();
  const assignments = useDriverAssignments(user?.id);
  const pdf = useTourPdf();

  if (assignments.isPending) return <Loading label="Cargando tus viajes" />;
  if (assignments.data === undefined || serverRefused(assignments.error)) return <LoadFailed title="No pudimos cargar tus viajes" error={assignments.error} onRetry={() => void assignments.refetch()} />;
  const { units, tours } = assignments.data;
  const today = businessDateOf(new Date());
  const isToday = (tour: Tour) => businessDateOf(new Date(tour.starts_at)) <= today;

  return (
    <Stack gap="lg">
      <Title order={1}>Mis viajes</Title>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Mis unidades y rutas
        </Title>
        {units.length === 0 ? (
          <Empty>No tienes unidades asignadas. Si manejas una, pide a tu empresa que te asigne en la ficha de la unidad.</Empty>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {units.map((unit) => (
              <UnitCard key={unit.id} unit={unit} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Mis tours
        </Title>
        <WriteError error={pdf.error} />
        {tours.length === 0 ? (
          <Empty>No tienes tours por venir.</Empty>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {tours.map((tour) => (
              <TourCard
                key={tour.id}
                tour={tour}
                today={isToday(tour)}
                downloading={pdf.isPending && pdf.variables?.tourId === tour.id}
                onManifest={() => void pdf.mutateAsync({ tourId: tour.id }).then((blob) => downloadBlob(`manifiesto-${tour.name}.pdf`, blob))}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
