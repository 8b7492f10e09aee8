import { Badge, Button, Group, Modal, Progress, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { PASSENGER_STATUSES, PASSENGER_STATUS_LABELS, type Passenger, type PassengerStatus } from '../../../../shared/contracts/parabus-tours';
import { businessTimeOf } from '../../../../shared/business-time';
import { badgeTextFor } from '../../../components/badge-colors';
import { type DataTableColumn, DataTable } from '../../../components/data-table';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { WriteError } from '../../../components/query-states';
import { fieldErrorsOf } from '../../../lib/client-error';
import { downloadBlob } from '../../../lib/downloads';
import { orNull } from '../../../lib/form-errors';
import { useDeletePassenger } from '../api/delete-passenger';
import { useTourPassengers } from '../api/get-tour-passengers';
import { useTourPdf } from '../api/get-tour-pdf';
import { createPassengerInputSchema, updatePassengerInputSchema, useSavePassenger } from '../api/save-passenger';
import { PASSENGER_STATUS_COLORS } from './tour-labels';

const COLUMNS: DataTableColumn<Passenger>[] = [
  { header: 'Asiento', cell: (row) => row.seat ?? '—' },
  { header: 'Nombre', cell: (row) => <Text fw={600}>{row.name}</Text> },
  { header: 'Teléfono', cell: (row) => row.phone ?? '—' },
  {
    header: 'Estado',
    cell: (row) => (
      <Badge color={PASSENGER_STATUS_COLORS[row.status]} c={badgeTextFor(PASSENGER_STATUS_COLORS[row.status])} variant="light">
        {PASSENGER_STATUS_LABELS[row.status]}
      </Badge>
    ),
  },
  { header: 'Abordó', cell: (row) => (row.boarded_at ? businessTimeOf(row.boarded_at) : '—') },
  {
    header: 'Boleto',
    cell: (row) => (
      <Text span ff="monospace" size="xs">
        {row.ticket_code}
      </Text>
    ),
  },
];

/** The passengers by seat, the occupancy, and (for managers) add, edit, remove and the tickets. */
export function PassengersSection({ tourId, tourName, canManage, open }: { tourId: number; tourName: string; canManage: boolean; open: boolean }) {
  const passengers = useTourPassengers(tourId);
  const [editing, setEditing] = useState<Passenger | 'new' | null>(null);
  const remove = useDeletePassenger();
  const pdf = useTourPdf();
  const list = passengers.data;

  const ticket = async (row: Passenger) => downloadBlob(`boleto-${tourName}-asiento-${row.seat ?? 'sin'}.pdf`, await pdf.mutateAsync({ tourId, passengerId: row.id }));

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Pasajeros
        </Title>
        {canManage && open && (
          <Button size="sm" onClick={() => setEditing('new')} disabled={list ? list.taken >= list.seats : true}>
            Agregar pasajero
          </Button>
        )}
      </Group>
      {list && (
        <Stack gap={4}>
          <Text size="sm">
            {list.taken} de {list.seats} asientos ocupados · {list.seats - list.taken} libres · {list.boarded} abordados
          </Text>
          <Progress.Root size="lg">
            <Progress.Section value={(list.boarded / list.seats) * 100} color="teal" aria-label={`Abordados: ${list.boarded} de ${list.seats} asientos`} />
            <Progress.Section value={((list.taken - list.boarded) / list.seats) * 100} color="blue" aria-label={`Por abordar: ${list.taken - list.boarded} de ${list.seats} asientos`} />
          </Progress.Root>
        </Stack>
      )}
      <DataTable
        query={passengers}
        rows={list?.data ?? []}
        rowKey={(row) => row.id}
        columns={COLUMNS}
        actions={[
          { label: 'Boleto', name: (row) => `Descargar el boleto de ${row.name}`, onClick: (row) => void ticket(row) },
          ...(canManage && open
            ? [
                { label: 'Editar', name: (row: Passenger) => `Editar a ${row.name}`, onClick: (row: Passenger) => setEditing(row) },
                { label: 'Quitar', danger: true, name: (row: Passenger) => `Quitar a ${row.name}`, onClick: (row: Passenger) => remove.mutate({ tourId, passengerId: row.id }) },
              ]
            : []),
        ]}
        scrollLabel="Lista de pasajeros"
        tableLabel="Pasajeros"
        minWidth={720}
        loadingLabel="Cargando pasajeros"
        errorTitle="No pudimos cargar los pasajeros"
        empty="Todavía no hay pasajeros en este tour."
      />
      <WriteError error={remove.error ?? pdf.error} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Agregar pasajero' : 'Editar pasajero'} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
        {editing !== null && <PassengerForm key={editing === 'new' ? 'new' : editing.id} tourId={tourId} passenger={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

function PassengerForm({ tourId, passenger, onClose }: { tourId: number; passenger?: Passenger; onClose: () => void }) {
  const [name, setName] = useState(passenger?.name ?? '');
  const [phone, setPhone] = useState(passenger?.phone ?? '');
  const [email, setEmail] = useState(passenger?.email ?? '');
  const [status, setStatus] = useState<PassengerStatus>(passenger?.status ?? 'pending');
  const seat = useNumberField(passenger?.seat, { min: 1, max: 120, integer: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePassenger();

  async function submit() {
    if (!numberFieldsAreValid([seat])) return;
    const fields = { name, phone: orNull(phone), email: orNull(email), seat: numberValue(seat) };
    const parsed = passenger ? updatePassengerInputSchema.safeParse({ ...fields, status }) : createPassengerInputSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    try {
      await (passenger ? save.mutateAsync({ tourId, passengerId: passenger.id, input: { ...fields, status } }) : save.mutateAsync({ tourId, input: fields }));
      onClose();
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
        <TextInput label="Nombre" required data-autofocus value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Teléfono" type="tel" value={phone} onChange={(event) => setPhone(event.currentTarget.value)} error={errors.phone} />
          <TextInput label="Correo" type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={errors.email} />
          <NumberField label="Asiento" description="Vacío: el primero libre" field={seat} error={errors.seat} />
          {passenger && (
            <Select label="Estado" data={PASSENGER_STATUSES.map((value) => ({ value, label: PASSENGER_STATUS_LABELS[value] }))} value={status} onChange={(value) => value && setStatus(value as PassengerStatus)} allowDeselect={false} comboboxProps={{ withinPortal: true }} />
          )}
        </SimpleGrid>
        <WriteError error={Object.keys(errors).length ? null : save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            {passenger ? 'Guardar' : 'Agregar'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
