import { Alert, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { CircleMarker, Polyline, Tooltip } from 'react-leaflet';
import { businessDateOf, businessShortDateTimeOf, businessTimeOf } from '../../../../shared/business-time';
import { BaseMap } from '../../../components/map/base-map';
import { LoadFailed, Loading } from '../../../components/query-states';
import { TableScroll } from '../../../components/table-scroll';
import { useUnitPosition } from '../api/get-unit-position';
import { useUnitStops } from '../api/get-unit-stops';
import { useUnitTrail } from '../api/get-unit-trail';
import { MotionBadge } from './motion-badge';
import { statusAt } from './unit-tracking';
import { UnitMarker } from './unit-marker';

const HOUR_MS = 3_600_000;

/** The bus's last position, its trail of the last hour and the stops of a chosen day, on one map. */
export function BusTrackingSection({ unitId, offlineAfterMinutes = 5 }: { unitId: number; offlineAfterMinutes?: number }) {
  // The hour is fixed when the page opens: the query key must not change every render.
  const [range] = useState(() => {
    const to = new Date();
    return { from: new Date(to.getTime() - HOUR_MS).toISOString(), to: to.toISOString(), nowMs: to.getTime() };
  });
  const [day, setDay] = useState(() => businessDateOf(new Date()));
  const position = useUnitPosition(unitId);
  const trail = useUnitTrail({ unitId, from: range.from, to: range.to });
  const stops = useUnitStops(unitId, day);
  const last = position.data;
  const trailPoints = (trail.data?.points ?? []).map((point): [number, number] => [point.latitude, point.longitude]);
  const stopRows = stops.data?.data ?? [];
  const center: [number, number] | undefined = last ? [last.latitude, last.longitude] : stopRows[0] ? [stopRows[0].latitude, stopRows[0].longitude] : undefined;

  return (
    <Stack gap="sm" component="section" aria-labelledby="bus-tracking-title">
      <Title order={2} size="h3" id="bus-tracking-title">
        Ubicación y recorrido
      </Title>
      {position.isPending ? (
        <Loading label="Buscando la última posición" />
      ) : last ? (
        <Group gap="xs">
          <MotionBadge status={statusAt(last, range.nowMs, offlineAfterMinutes)} />
          <Text size="sm">
            Última señal {businessShortDateTimeOf(last.received_at)}
            {last.speed_kmh !== null ? ` · ${Math.round(last.speed_kmh)} km/h` : ''}
            {last.off_route ? ' · fuera de ruta' : ''}
          </Text>
        </Group>
      ) : (
        <Alert color="gray" title="Sin posición">
          La unidad aún no ha reportado. Configura su rastreador con las instrucciones de arriba.
        </Alert>
      )}
      {trail.isError && <LoadFailed title="No pudimos cargar el recorrido de la última hora" error={trail.error} onRetry={() => void trail.refetch()} />}
      <BaseMap label="Mapa de la unidad: última posición, recorrido de la última hora y paradas" center={center} zoom={14} height={380} key={center ? 'placed' : 'default'}>
        {trailPoints.length > 1 && <Polyline positions={trailPoints} pathOptions={{ color: '#1c7ed6', weight: 4 }} />}
        {stopRows.map((stop) => (
          <CircleMarker key={stop.started_at} center={[stop.latitude, stop.longitude]} radius={7} pathOptions={{ color: '#862e9c', fillOpacity: 0.7 }}>
            <Tooltip>
              Parada {businessTimeOf(stop.started_at)} · {stop.minutes} min
            </Tooltip>
          </CircleMarker>
        ))}
        {last && <UnitMarker latitude={last.latitude} longitude={last.longitude} number={last.number} status={statusAt(last, range.nowMs, offlineAfterMinutes)} bearing={last.bearing} selected />}
      </BaseMap>
      <Group align="flex-end" justify="space-between">
        <Title order={3} size="h4">
          Paradas del día
        </Title>
        <TextInput label="Día" type="date" value={day} onChange={(event) => event.currentTarget.value && setDay(event.currentTarget.value)} w={180} />
      </Group>
      {stops.isPending ? (
        <Loading label="Cargando paradas" />
      ) : stops.isError ? (
        <LoadFailed title="No pudimos cargar las paradas" error={stops.error} onRetry={() => void stops.refetch()} />
      ) : stopRows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin paradas ese día.
        </Text>
      ) : (
        <TableScroll label="Paradas del día" minWidth={420}>
          <Table aria-label="Paradas del día" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Desde</Table.Th>
                <Table.Th>Hasta</Table.Th>
                <Table.Th>Minutos</Table.Th>
                <Table.Th>Lugar</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stopRows.map((stop) => (
                <Table.Tr key={stop.started_at}>
                  <Table.Td>{businessTimeOf(stop.started_at)}</Table.Td>
                  <Table.Td>{stop.ended_at ? businessTimeOf(stop.ended_at) : 'Sigue detenida'}</Table.Td>
                  <Table.Td>{stop.minutes}</Table.Td>
                  <Table.Td>{stop.terminal_id ? 'En terminal' : `${stop.latitude.toFixed(5)}, ${stop.longitude.toFixed(5)}`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
