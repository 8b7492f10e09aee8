import { Button, Group, List, Stack, Text } from '@mantine/core';
import { MultiSelect } from '../../../components/multi-select';
import { useState } from 'react';
import { Loading, LoadFailed, WriteError } from '../../../components/query-states';
import { useAddRouteUnits } from '../api/add-route-units';
import { useBuses } from '../api/get-buses';
import { useRouteUnits } from '../api/get-route-units';

/** The units that run the route, and adding more (`POST /routes/{id}/units`). */
export function RouteUnitsSection({ routeId, companyId, readOnly }: { routeId: number; companyId: number; readOnly: boolean }) {
  const units = useRouteUnits(routeId);
  const fleet = useBuses({ companyId, page: 1, q: '', perPage: 100, kind: null }, !readOnly);
  const add = useAddRouteUnits();
  const [chosen, setChosen] = useState<string[]>([]);

  if (units.isPending) return <Loading label="Cargando unidades de la ruta" />;
  if (units.isError) return <LoadFailed title="No pudimos cargar las unidades de la ruta" error={units.error} onRetry={() => void units.refetch()} />;
  const onRoute = new Set(units.data.data.map((unit) => unit.id));
  const options = (fleet.data?.data ?? []).filter((unit) => !onRoute.has(unit.id)).map((unit) => ({ value: String(unit.id), label: `${unit.number} · ${unit.plates}` }));
  return (
    <Stack gap="sm">
      {units.data.data.length === 0 ? (
        <Text c="dimmed">Ninguna unidad corre esta ruta todavía.</Text>
      ) : (
        <List spacing={4}>
          {units.data.data.map((unit) => (
            <List.Item key={unit.id}>
              <Text span fw={600}>
                {unit.number}
              </Text>{' '}
              · {unit.plates}
              {unit.drivers.length ? ` · ${unit.drivers.map((driver) => driver.full_name).join(', ')}` : ''}
            </List.Item>
          ))}
        </List>
      )}
      {!readOnly && (
        <Group align="flex-end" gap="xs">
          <div style={{ flex: 1, minWidth: 220 }}>
            <MultiSelect label="Asignar unidades" placeholder="Elige unidades" data={options} value={chosen} onChange={setChosen} />
          </div>
          <Button
            disabled={chosen.length === 0}
            loading={add.isPending}
            onClick={() =>
              void add
                .mutateAsync({ routeId, unitIds: chosen.map(Number) })
                .then(() => setChosen([]))
                .catch(() => undefined)
            }
          >
            Asignar
          </Button>
        </Group>
      )}
      <WriteError error={add.error} />
    </Stack>
  );
}
