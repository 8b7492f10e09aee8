import { Button, ColorInput, Group, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ROUTE_CORRIDOR_MAX_M, ROUTE_CORRIDOR_MIN_M } from '../../../../shared/contracts/bus-routes';
import { type Route, createRouteInputSchema, updateRouteInputSchema } from '../../../../shared/contracts/logistics-routes';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { WriteError } from '../../../components/query-states';
import { fieldErrorsOf } from '../../../lib/client-error';
import { useBusTerminals } from '../api/get-bus-terminals';
import { useCreateBusRoute } from '../api/create-bus-route';
import { useUpdateBusRoute } from '../api/update-bus-route';
import { DEFAULT_ROUTE_COLOR } from './route-map-layers';

export interface RouteFormProps {
  companyId: number;
  /** The route to edit; absent creates one. */
  route?: Route;
  onSaved?: (route: Route) => void;
  onCancel?: () => void;
  readOnly?: boolean;
}

/** A route's data: code, name, terminals, public number, colour, fare, corridor, description. */
export function RouteForm({ companyId, route, onSaved, onCancel, readOnly = false }: RouteFormProps) {
  const terminals = useBusTerminals({ companyId, page: 1, q: '', perPage: 100 });
  const [code, setCode] = useState(route?.code ?? '');
  const [name, setName] = useState(route?.name ?? '');
  const [origin, setOrigin] = useState<string | null>(route ? String(route.origin.id) : null);
  const [destination, setDestination] = useState<string | null>(route ? String(route.destination.id) : null);
  const [color, setColor] = useState(route?.color ?? DEFAULT_ROUTE_COLOR);
  const [description, setDescription] = useState(route?.description ?? '');
  const [active, setActive] = useState(route?.active ?? true);
  const publicNumber = useNumberField(route?.public_number, { min: 1, max: 99_999, integer: true });
  const fare = useNumberField(route?.fare_cents == null ? null : route.fare_cents / 100, { min: 0, max: 100_000, decimals: 2 });
  const corridor = useNumberField(route?.corridor_m ?? 150, { min: ROUTE_CORRIDOR_MIN_M, max: ROUTE_CORRIDOR_MAX_M, integer: true, required: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateBusRoute();
  const update = useUpdateBusRoute();
  const mutation = route ? update : create;
  const terminalOptions = (terminals.data?.data ?? []).map((terminal) => ({ value: String(terminal.id), label: `${terminal.code} · ${terminal.name}` }));

  async function submit() {
    if (!numberFieldsAreValid([publicNumber, fare, corridor])) return;
    const fareValue = numberValue(fare);
    const fields = {
      code,
      name,
      origin_terminal_id: origin ? Number(origin) : undefined,
      destination_terminal_id: destination ? Number(destination) : undefined,
      public_number: numberValue(publicNumber),
      fare_cents: fareValue === null ? null : Math.round(fareValue * 100),
      color: color || null,
      corridor_m: numberValue(corridor) ?? undefined,
      description,
      active,
    };
    const parsed = route ? updateRouteInputSchema.safeParse(fields) : createRouteInputSchema.safeParse({ company_id: companyId, ...fields });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    try {
      const saved = route ? await update.mutateAsync({ id: route.id, ...parsed.data }) : await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
      onSaved?.(saved);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-label={route ? 'Datos de la ruta' : 'Nueva ruta'}
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Código" required placeholder="R101" value={code} onChange={(event) => setCode(event.currentTarget.value.toUpperCase())} error={errors.code} />
            <TextInput label="Nombre" required placeholder="Centro – Galerías" value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} />
            <Select label="Terminal de origen" required data={terminalOptions} value={origin} onChange={setOrigin} searchable error={errors.origin_terminal_id} comboboxProps={{ withinPortal: true }} />
            <Select label="Terminal de destino" required data={terminalOptions} value={destination} onChange={setDestination} searchable error={errors.destination_terminal_id} comboboxProps={{ withinPortal: true }} />
            <NumberField label="Número público" description="Su página pública es /parabus/ruta-{número}." field={publicNumber} error={errors.public_number} />
            <ColorInput label="Color en el mapa" format="hex" withEyeDropper={false} value={color} onChange={setColor} error={errors.color} swatches={['#1e6fd9', '#2e9e44', '#d9472b', '#8e44ad', '#e67e22', '#16a085']} />
            <NumberField label="Tarifa (MXN)" field={fare} error={errors.fare_cents} />
            <NumberField label="Corredor (metros a cada lado)" description="Fuera de él, un camión está fuera de ruta." field={corridor} error={errors.corridor_m} />
          </SimpleGrid>
          <Textarea label="Descripción" autosize minRows={2} value={description} onChange={(event) => setDescription(event.currentTarget.value)} error={errors.description} />
          <Switch label="Ruta activa (publicada si tiene número)" checked={active} onChange={(event) => setActive(event.currentTarget.checked)} />
          <WriteError error={Object.keys(errors).length ? null : mutation.error} />
          {!readOnly && (
            <Group justify="flex-end">
              {onCancel && (
                <Button variant="default" onClick={onCancel}>
                  Cancelar
                </Button>
              )}
              <Button type="submit" loading={mutation.isPending}>
                {route ? 'Guardar datos' : 'Crear ruta'}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
