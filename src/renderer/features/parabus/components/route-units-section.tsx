import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Unit } from '../../../../shared/contracts/logistics-units';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { MultiSelect } from '../../../components/multi-select';
import { Loading, LoadFailed, WriteError } from '../../../components/query-states';
import { useAddRouteUnits } from '../api/add-route-units';
import { useBuses } from '../api/get-buses';
import { useRouteUnits } from '../api/get-route-units';
import { useRemoveRouteUnit } from '../api/remove-route-unit';
import { serverRefused } from '../../../lib/client-error';

/** The units that run the route, adding more (`POST /routes/{id}/units`) and taking one off (`DELETE /routes/{id}/units/{unitId}`, after a confirmation). */
export function RouteUnitsSection({ routeId, companyId, readOnly }: { routeId: number; companyId: number; readOnly: boolean }) {
  const units = useRouteUnits(routeId);
  const fleet = useBuses({ companyId, page: 1, q: '', perPage: 100, kind: null }, !readOnly);
  const add = useAddRouteUnits();
  const [chosen, setChosen] = useState<string[]>([]);
  const remove = useRemoveRouteUnit();
  const [removing, setRemoving] = useState<Unit | null>(null);

  if (units.isPending) return <Loading label="Cargando unidades de la ruta" />;
  if (units.data === undefined || serverRefused(units.error)) return <LoadFailed title="No pudimos cargar las unidades de la ruta" error={units.error} onRetry={() => void units.refetch()} />;
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
              {!readOnly && (
                <Button
                  variant="outline"
                  color="red.9"
                  size="compact-sm"
                  ml="xs"
                  aria-label={`Quitar la unidad ${unit.number} de la ruta`}
                  onClick={() => {
                    remove.reset();
                    setRemoving(unit);
                  }}
                >
                  Quitar
                </Button>
              )}
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
      <ConfirmDeleteModal
        opened={removing !== null}
        title="¿Quitar la unidad de la ruta?"
        confirmLabel="Quitar de la ruta"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove.mutateAsync({ routeId, unitId: removing.id }).then(() => setRemoving(null)).catch(() => undefined);
        }}
      >
        La unidad {removing?.number} dejará de correr esta ruta; sigue en la flotilla y puedes volver a asignarla.
      </ConfirmDeleteModal>
    </Stack>
  );
}
