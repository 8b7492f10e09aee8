import { Badge, Box, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { BaseMap } from '../../../components/map/base-map';
import { Loading, LoadFailed } from '../../../components/query-states';
import type { LatLon } from '../../../lib/map-config';
import { publicRouteKeyOf, usePublicRoute } from '../api/get-public-route';
import { BusMarkers, DEFAULT_ROUTE_COLOR, RoutePathLine, StopMarkers, boundsOf } from '../components/route-map-layers';
import { dayTypeOf, fareText, nextDeparture } from '../components/route-time';
import { TimetableView } from '../components/timetable-view';
import { ComplaintForm } from '../components/complaint-form';
import { useSessionStore } from '../../../stores/session';

/** Ticks once a minute so "next departure" moves on while the page stays open. */
function useMinuteClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * `/parabus/ruta-{number}` and the catch route `/parabus/{route_name}`: a published bus route as
 * a passenger sees it, signed out — map with the path, stops and the buses now, the stops with
 * their minutes, the timetable with the next departure, the fare and the company.
 */
export default function PublicRoutePage() {
  const { routeName = '' } = useParams();
  const route = usePublicRoute(publicRouteKeyOf(routeName));
  const now = useMinuteClock();
  // A signed-in passenger files as themselves (no contact fields, no anti-bot check).
  const signedIn = useSessionStore((state) => state.authenticated);

  if (route.isPending) return <Loading label="Cargando la ruta" />;
  if (route.isError) {
    return (
      <Container size="md" py="lg">
        {route.error.status === 404 ? (
          <Stack>
            <Title order={1}>Ruta no encontrada</Title>
            <Text>No encontramos una ruta publicada con esa dirección. Revisa el número o el nombre de la ruta.</Text>
          </Stack>
        ) : (
          <LoadFailed title="No pudimos cargar la ruta" error={route.error} onRetry={() => void route.refetch()} />
        )}
      </Container>
    );
  }
  const data = route.data;
  const color = data.color ?? DEFAULT_ROUTE_COLOR;
  const points: LatLon[] = [...(data.path ?? []), ...data.stops.map((stop): LatLon => [stop.latitude, stop.longitude])];
  const today = dayTypeOf(now);
  const next = nextDeparture(data.timetable[today], now);
  return (
    <Container size="lg" px="sm" py="md">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <Box aria-hidden="true" style={{ background: color, color: '#fff', borderRadius: 8, padding: '4px 10px', fontWeight: 700, fontSize: 22 }}>
            {data.public_number}
          </Box>
          <div>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              Ruta {data.public_number}: {data.name}
            </Title>
            <Text size="sm" c="dimmed">
              Opera {data.company_name}
            </Text>
          </div>
        </Group>
        {data.description && <Text>{data.description}</Text>}
        <Group gap="md">
          <Text fw={600}>Tarifa: {fareText(data.fare_cents)}</Text>
          <Badge color={data.buses.length ? 'teal.8' : 'gray.7'} variant="filled" aria-live="polite">
            {data.buses.length === 1 ? '1 camión en ruta ahora' : `${data.buses.length} camiones en ruta ahora`}
          </Badge>
        </Group>
        <BaseMap label={`Mapa de la ruta ${data.public_number}: recorrido, paradas y camiones en ruta`} bounds={boundsOf(points)} height="min(60vh, 460px)">
          <RoutePathLine path={data.path} color={color} />
          <StopMarkers stops={data.stops} color={color} />
          <BusMarkers buses={data.buses} />
        </BaseMap>
        <Text size="xs" c="dimmed">
          Las posiciones de los camiones se actualizan cada 15 segundos.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Card withBorder component="section" aria-labelledby="public-route-stops">
            <Title order={2} size="h3" id="public-route-stops" mb="sm">
              Paradas
            </Title>
            {data.stops.length === 0 ? (
              <Text c="dimmed">Esta ruta aún no tiene paradas publicadas.</Text>
            ) : (
              <List type="ordered" spacing={4}>
                {data.stops.map((stop) => (
                  <List.Item key={stop.position}>
                    {stop.name}
                    {stop.minutes_from_start !== null && (
                      <Text span size="sm" c="dimmed">
                        {' '}
                        · {stop.minutes_from_start === 0 ? 'salida' : `${stop.minutes_from_start} min`}
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            )}
          </Card>
          <Card withBorder component="section" aria-labelledby="public-route-timetable">
            <Title order={2} size="h3" id="public-route-timetable" mb="sm">
              Horario de salidas
            </Title>
            <TimetableView timetable={data.timetable} today={today} next={next} />
          </Card>
        </SimpleGrid>
        <Card withBorder component="section" aria-labelledby="public-route-complaints">
          <Title order={2} size="h3" id="public-route-complaints" mb="sm">
            Quejas y sugerencias
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Cuéntanos qué pasó en esta ruta o qué podemos mejorar. Te responderemos por correo.
          </Text>
          <ComplaintForm mode={signedIn ? 'app' : 'public'} routeId={data.id} />
        </Card>
      </Stack>
    </Container>
  );
}
