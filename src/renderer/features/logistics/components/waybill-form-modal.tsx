import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Order } from '../../../../shared/contracts/logistics-orders';
import { fieldErrorsOf } from '../../../lib/client-error';
import { createWaybillInputSchema, useCreateWaybill } from '../api/create-waybill';
import { fromLocalInput } from '../../../lib/datetime-input';
import { WriteError } from '../../../components/query-states';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';

export interface WaybillFormModalProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
}

/** The terminal's wall time → an ISO instant ('' lets the schema say the field is missing). */
const toIso = (value: string) => fromLocalInput(value) ?? '';

/**
 * Issues the carta porte of an order: the trip's times, the driver's RFC and the goods (one line;
 * the server fills carrier, places, unit, driver and container from the order).
 */
export function WaybillFormModal({ order, opened, onClose }: WaybillFormModalProps) {
  const [departure, setDeparture] = useState('');
  const [arrival, setArrival] = useState('');
  const [driverRfc, setDriverRfc] = useState('');
  const [productKey, setProductKey] = useState('24112700');
  const [description, setDescription] = useState('');
  const quantity = useNumberField(1, { min: 0, required: true, decimals: 3 });
  const [unitKey, setUnitKey] = useState('XCT');
  const weight = useNumberField(null, { min: 0, max: 100_000, required: true, decimals: 3 });
  const tare = useNumberField(null, { min: 0, max: 10_000, decimals: 1 });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateWaybill();

  const close = () => {
    setErrors({});
    create.reset();
    onClose();
  };
  async function submit() {
    if (!numberFieldsAreValid([tare, quantity, weight])) return;
    const parsed = createWaybillInputSchema.safeParse({
      container_order_id: order.id,
      departure_at: toIso(departure),
      arrival_at: toIso(arrival),
      driver_rfc: driverRfc,
      goods: [{ sat_product_key: productKey, description, quantity: numberValue(quantity), sat_unit_key: unitKey, weight_kg: numberValue(weight) }],
      container_tare_kg: numberValue(tare) ?? undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path.at(-1) ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      close();
    } catch (error) {
      setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([key, message]) => [key.split('.').at(-1)!, message])));
    }
  }
  return (
    <Modal opened={opened} onClose={close} title={`Carta porte · ${order.folio}`} size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Contenedor {order.container.number} · {order.origin?.name ?? '—'} → {order.destination?.name ?? '—'} · {order.unit?.plates ?? '—'} · {order.driver?.full_name ?? '—'}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Salida del origen" type="datetime-local" required value={departure} onChange={(event) => setDeparture(event.currentTarget.value)} error={errors.departure_at} />
            <TextInput label="Llegada al destino" type="datetime-local" required value={arrival} onChange={(event) => setArrival(event.currentTarget.value)} error={errors.arrival_at} />
            <TextInput label="RFC del chofer" required maxLength={13} value={driverRfc} onChange={(event) => setDriverRfc(event.currentTarget.value.toUpperCase())} error={errors.driver_rfc} />
            <NumberField label="Tara del contenedor (kg)" field={tare} error={errors.container_tare_kg} />
            <TextInput label="Clave de producto SAT" required maxLength={8} value={productKey} onChange={(event) => setProductKey(event.currentTarget.value)} error={errors.sat_product_key} />
            <TextInput label="Descripción de la mercancía" required value={description} onChange={(event) => setDescription(event.currentTarget.value)} error={errors.description} />
            <NumberField label="Cantidad" field={quantity} error={errors.quantity} />
            <TextInput label="Clave de unidad SAT" required maxLength={3} value={unitKey} onChange={(event) => setUnitKey(event.currentTarget.value.toUpperCase())} error={errors.sat_unit_key} />
            <NumberField label="Peso de la mercancía (kg)" field={weight} error={errors.weight_kg} />
          </SimpleGrid>
          <WriteError error={Object.keys(errors).length ? null : create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Emitir carta porte
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
