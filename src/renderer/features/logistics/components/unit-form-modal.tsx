import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  UNIT_STATUSES,
  UNIT_STATUS_LABELS,
  type Unit,
  type UnitStatus,
  VEHICLE_CONFIGS,
  type VehicleConfig,
} from '../../../../shared/contracts/logistics-units';
import { fieldErrorsOf } from '../../../lib/client-error';
import { createUnitInputSchema, useCreateUnit } from '../api/create-unit';
import { updateUnitInputSchema, useUpdateUnit } from '../api/update-unit';
import { WriteError } from '../../../components/query-states';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';

export interface UnitFormModalProps {
  opened: boolean;
  companyId: number;
  /** The unit to edit; absent registers a new one. */
  unit?: Unit;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

const TEXT_FIELDS = [
  { key: 'brand', label: 'Marca' },
  { key: 'model', label: 'Modelo' },
  { key: 'vin', label: 'Número de serie (VIN)' },
  { key: 'sct_permit_type', label: 'Tipo de permiso SCT' },
  { key: 'sct_permit_number', label: 'Número de permiso SCT' },
  { key: 'insurer', label: 'Aseguradora (responsabilidad civil)' },
  { key: 'insurance_policy', label: 'Póliza' },
  { key: 'trailer_subtype', label: 'Subtipo de remolque (SAT)' },
  { key: 'trailer_plates', label: 'Placas del remolque' },
] as const;
type TextKey = (typeof TEXT_FIELDS)[number]['key'];

/** Registers or edits a truck with what the carta porte's Autotransporte carries. */
export function UnitFormModal({ opened, unit, ...props }: UnitFormModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={unit ? `Editar unidad ${unit.number}` : 'Nueva unidad'} size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <UnitForm key={unit?.id ?? 'new'} unit={unit} {...props} />}
    </Modal>
  );
}

function UnitForm({ companyId, unit, onClose, onSaved }: Omit<UnitFormModalProps, 'opened'>) {
  const [number, setNumber] = useState(unit?.number ?? '');
  const [plates, setPlates] = useState(unit?.plates ?? '');
  const [config, setConfig] = useState<VehicleConfig>(unit?.vehicle_config ?? 'T3S2');
  const [status, setStatus] = useState<UnitStatus>(unit?.status ?? 'active');
  const year = useNumberField(unit?.model_year, { min: 1950, max: 2100, integer: true });
  const weight = useNumberField(unit?.gross_vehicle_weight_t, { min: 0, max: 200, decimals: 2 });
  const [texts, setTexts] = useState<Record<TextKey, string>>({
    brand: unit?.brand ?? '',
    model: unit?.model ?? '',
    vin: unit?.vin ?? '',
    sct_permit_type: unit?.sct_permit_type ?? 'TPAF01',
    sct_permit_number: unit?.sct_permit_number ?? '',
    insurer: unit?.insurer ?? '',
    insurance_policy: unit?.insurance_policy ?? '',
    trailer_subtype: unit?.trailer_subtype ?? 'CTR010',
    trailer_plates: unit?.trailer_plates ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const mutation = unit ? update : create;

  async function submit() {
    if (!numberFieldsAreValid([year, weight])) return;
    const fields = {
      number,
      plates,
      vehicle_config: config,
      status,
      model_year: numberValue(year),
      gross_vehicle_weight_t: numberValue(weight),
      ...texts,
      sct_permit_type: texts.sct_permit_type || undefined,
      trailer_plates: texts.trailer_plates || null,
    };
    const parsed = unit ? updateUnitInputSchema.safeParse(fields) : createUnitInputSchema.safeParse({ company_id: companyId, ...fields });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    try {
      const saved = unit ? await update.mutateAsync({ id: unit.id, ...parsed.data }) : await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
      onClose();
      onSaved?.(saved.id);
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
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Número económico" required data-autofocus placeholder="ECO-101" value={number} onChange={(event) => setNumber(event.currentTarget.value.toUpperCase())} error={errors.number} />
          <TextInput label="Placas" required value={plates} onChange={(event) => setPlates(event.currentTarget.value.toUpperCase())} error={errors.plates} />
          <Select label="Configuración vehicular (SAT)" required searchable data={[...VEHICLE_CONFIGS]} value={config} onChange={(value) => value && setConfig(value as VehicleConfig)} allowDeselect={false} error={errors.vehicle_config} comboboxProps={{ withinPortal: true }} />
          <Select label="Estado" required data={UNIT_STATUSES.map((value) => ({ value, label: UNIT_STATUS_LABELS[value] }))} value={status} onChange={(value) => value && setStatus(value as UnitStatus)} allowDeselect={false} comboboxProps={{ withinPortal: true }} />
          <NumberField label="Año del modelo" field={year} error={errors.model_year} />
          <NumberField label="Peso bruto vehicular (t)" field={weight} error={errors.gross_vehicle_weight_t} />
          {TEXT_FIELDS.map(({ key, label }) => (
            <TextInput key={key} label={label} value={texts[key]} onChange={(event) => {
                // Read now: React clears the event's currentTarget before the updater runs.
                const value = event.currentTarget.value;
                setTexts((current) => ({ ...current, [key]: value }));
              }} error={errors[key]} />
          ))}
        </SimpleGrid>
        <WriteError error={Object.keys(errors).length ? null : mutation.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {unit ? 'Guardar cambios' : 'Registrar unidad'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
