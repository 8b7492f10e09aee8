import { ActionIcon, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ItineraryItem, Tour } from '../../../../shared/contracts/parabus-tours';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { WriteError } from '../../../components/query-states';
import { fieldErrorsOf } from '../../../lib/client-error';
import { fromLocalInput, toLocalInput } from '../../../lib/datetime-input';
import { orNull } from '../../../lib/form-errors';
import { createTourInputSchema, useCreateTour } from '../api/create-tour';
import { useFleetOptions } from '../api/get-fleet-options';
import { updateTourInputSchema, useUpdateTour } from '../api/update-tour';

export interface TourFormModalProps {
  opened: boolean;
  companyId: number;
  /** The tour to edit; absent creates one. */
  tour?: Tour;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

export function TourFormModal({ opened, tour, ...props }: TourFormModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={tour ? `Editar ${tour.name}` : 'Nuevo tour'} size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <TourForm key={tour?.id ?? 'new'} tour={tour} {...props} />}
    </Modal>
  );
}

function TourForm({ companyId, tour, onClose, onSaved }: Omit<TourFormModalProps, 'opened'>) {
  const [name, setName] = useState(tour?.name ?? '');
  const [description, setDescription] = useState(tour?.description ?? '');
  const [departure, setDeparture] = useState(tour?.departure_point ?? '');
  const [startsAt, setStartsAt] = useState(toLocalInput(tour?.starts_at));
  const [endsAt, setEndsAt] = useState(toLocalInput(tour?.ends_at));
  const [unitId, setUnitId] = useState<string | null>(tour?.unit ? String(tour.unit.id) : null);
  const [driverId, setDriverId] = useState<string | null>(tour?.driver ? String(tour.driver.id) : null);
  const [guide, setGuide] = useState(tour?.guide_name ?? '');
  const [itinerary, setItinerary] = useState<ItineraryItem[]>(tour?.itinerary ?? []);
  const seats = useNumberField(tour?.seats, { min: 1, max: 120, integer: true });
  const fare = useNumberField(tour?.fare_cents === null || tour?.fare_cents === undefined ? null : tour.fare_cents / 100, { min: 0, max: 1_000_000, decimals: 2 });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = useFleetOptions(companyId);
  const create = useCreateTour();
  const update = useUpdateTour();
  const mutation = tour ? update : create;

  async function submit() {
    if (!numberFieldsAreValid([seats, fare])) return;
    const fareValue = numberValue(fare);
    const fields = {
      name,
      description: orNull(description),
      departure_point: orNull(departure),
      starts_at: fromLocalInput(startsAt) ?? '',
      ends_at: fromLocalInput(endsAt),
      unit_id: unitId ? Number(unitId) : null,
      driver_id: driverId ? Number(driverId) : null,
      guide_name: orNull(guide),
      seats: numberValue(seats) ?? undefined,
      fare_cents: fareValue === null ? null : Math.round(fareValue * 100),
      itinerary: itinerary.filter((stop) => stop.time || stop.place),
    };
    const parsed = tour ? updateTourInputSchema.safeParse(fields) : createTourInputSchema.safeParse({ company_id: companyId, ...fields });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0] === 'itinerary' ? 'itinerary' : String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    try {
      const saved = tour ? await update.mutateAsync({ id: tour.id, ...fields }) : await create.mutateAsync({ company_id: companyId, ...fields, starts_at: fields.starts_at });
      onClose();
      onSaved?.(saved.id);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }

  const setStop = (index: number, patch: Partial<ItineraryItem>) => setItinerary((current) => current.map((stop, at) => (at === index ? { ...stop, ...patch } : stop)));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput label="Nombre" required data-autofocus value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} />
        <Textarea label="Descripción" autosize minRows={2} value={description} onChange={(event) => setDescription(event.currentTarget.value)} error={errors.description} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Salida (hora del centro)" type="datetime-local" required value={startsAt} onChange={(event) => setStartsAt(event.currentTarget.value)} error={errors.starts_at} />
          <TextInput label="Regreso" type="datetime-local" value={endsAt} onChange={(event) => setEndsAt(event.currentTarget.value)} error={errors.ends_at} />
          <TextInput label="Punto de salida" value={departure} onChange={(event) => setDeparture(event.currentTarget.value)} error={errors.departure_point} />
          <TextInput label="Guía" value={guide} onChange={(event) => setGuide(event.currentTarget.value)} error={errors.guide_name} />
          <Select label="Unidad" placeholder={options.isPending ? 'Cargando…' : 'Sin unidad'} clearable searchable data={options.data?.units ?? []} value={unitId} onChange={setUnitId} error={errors.unit_id} comboboxProps={{ withinPortal: true }} />
          <Select label="Chofer" placeholder={options.isPending ? 'Cargando…' : 'Sin chofer'} clearable searchable data={options.data?.drivers ?? []} value={driverId} onChange={setDriverId} error={errors.driver_id} comboboxProps={{ withinPortal: true }} />
          <NumberField label="Asientos" description="Vacío: los de la unidad" field={seats} error={errors.seats} />
          <NumberField label="Tarifa (MXN)" field={fare} error={errors.fare_cents} />
        </SimpleGrid>
        <Stack gap={6}>
          <Group justify="space-between">
            <Text fw={600} size="sm">
              Itinerario
            </Text>
            <Button size="compact-sm" variant="light" onClick={() => setItinerary((current) => [...current, { time: '', place: '' }])}>
              Agregar parada
            </Button>
          </Group>
          {itinerary.map((stop, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput label={`Hora ${index + 1}`} type="time" w={130} value={stop.time} onChange={(event) => setStop(index, { time: event.currentTarget.value })} />
              <TextInput label={`Lugar ${index + 1}`} style={{ flex: 1 }} value={stop.place} onChange={(event) => setStop(index, { place: event.currentTarget.value })} />
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Quitar la parada ${index + 1}`} onClick={() => setItinerary((current) => current.filter((_, at) => at !== index))}>
                ×
              </ActionIcon>
            </Group>
          ))}
          {errors.itinerary && (
            <Text size="sm" c="red.8" role="alert">
              {errors.itinerary}
            </Text>
          )}
        </Stack>
        <WriteError error={Object.keys(errors).length ? null : mutation.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {tour ? 'Guardar cambios' : 'Crear tour'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
