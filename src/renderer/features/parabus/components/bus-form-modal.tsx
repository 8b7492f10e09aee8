import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { UNIT_STATUSES, UNIT_STATUS_LABELS, type Unit, type UnitStatus } from '../../../../shared/contracts/logistics-units';
import { submitChecked } from '../../../lib/form-errors';
import { WriteError } from '../../../components/query-states';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { createUnitInputSchema, useCreateBus } from '../api/create-bus';
import { updateUnitInputSchema, useUpdateBus } from '../api/update-bus';

export interface BusFormModalProps {
  opened: boolean;
  companyId: number;
  /** The bus to edit; absent registers a new one. */
  bus?: Unit;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/** Registers or edits a bus: economic number, plates, seats, vehicle and the tracker's device id. */
export function BusFormModal({ opened, bus, ...props }: BusFormModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={bus ? `Editar autobús ${bus.number}` : 'Nuevo autobús'} size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <BusForm key={bus?.id ?? 'new'} bus={bus} {...props} />}
    </Modal>
  );
}

function BusForm({ companyId, bus, onClose, onSaved }: Omit<BusFormModalProps, 'opened'>) {
  const [number, setNumber] = useState(bus?.number ?? '');
  const [plates, setPlates] = useState(bus?.plates ?? '');
  const [brand, setBrand] = useState(bus?.brand ?? '');
  const [model, setModel] = useState(bus?.model ?? '');
  const [tracker, setTracker] = useState(bus?.tracker_device_id ?? '');
  const [status, setStatus] = useState<UnitStatus>(bus?.status ?? 'active');
  const seats = useNumberField(bus?.seats, { min: 1, max: 120, integer: true, required: true });
  const year = useNumberField(bus?.model_year, { min: 1950, max: 2100, integer: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateBus();
  const update = useUpdateBus();
  const mutation = bus ? update : create;

  async function submit() {
    if (!numberFieldsAreValid([seats, year])) return;
    // A bus is a two-axle C2 for the SAT catalogue; the fleet's truck fields stay at their defaults.
    const fields = { number, plates, brand: brand || null, model: model || null, model_year: numberValue(year), seats: numberValue(seats), tracker_device_id: tracker.trim(), status, kind: 'bus' as const };
    const saved = bus
      ? await submitChecked(updateUnitInputSchema, fields, setErrors, (data) => update.mutateAsync({ id: bus.id, ...data }))
      : await submitChecked(createUnitInputSchema, { company_id: companyId, vehicle_config: 'C2', ...fields }, setErrors, (data) => create.mutateAsync(data));
    if (!saved) return;
    onClose();
    onSaved?.(saved.id);
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Número económico" required data-autofocus placeholder="PB-101" value={number} onChange={(event) => setNumber(event.currentTarget.value.toUpperCase())} error={errors.number} />
          <TextInput label="Placas" required value={plates} onChange={(event) => setPlates(event.currentTarget.value.toUpperCase())} error={errors.plates} />
          <NumberField label="Asientos" field={seats} error={errors.seats} />
          <Select label="Estado" required data={UNIT_STATUSES.map((value) => ({ value, label: UNIT_STATUS_LABELS[value] }))} value={status} onChange={(value) => value && setStatus(value as UnitStatus)} allowDeselect={false} comboboxProps={{ withinPortal: true }} />
          <TextInput label="Marca" value={brand} onChange={(event) => setBrand(event.currentTarget.value)} error={errors.brand} />
          <TextInput label="Modelo" value={model} onChange={(event) => setModel(event.currentTarget.value)} error={errors.model} />
          <NumberField label="Año del modelo" field={year} error={errors.model_year} />
          <TextInput
            label="Identificador del rastreador"
            description="El que envía Traccar Client o el GPS (3 a 64 letras, números, . - _)"
            value={tracker}
            onChange={(event) => setTracker(event.currentTarget.value)}
            error={errors.tracker_device_id}
          />
        </SimpleGrid>
        <WriteError error={Object.keys(errors).length ? null : mutation.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {bus ? 'Guardar cambios' : 'Registrar autobús'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
