import { Button, Group, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { createServiceOrderInputSchema } from '../../../../shared/contracts/service-orders';
import { WriteError } from '../../../components/query-states';
import { fromLocalInput } from '../../../lib/datetime-input';
import { submitChecked } from '../../../lib/form-errors';
import { useCreateServiceOrder } from '../api/create-service-order';
import { TechnicianSelect } from './technician-select';

export interface NewServiceOrderModalProps {
  opened: boolean;
  companyId: number;
  /** From a ticket: its id, and its subject as the suggested title. */
  ticket?: { id: number; subject: string };
  onClose: () => void;
  onCreated?: (id: number) => void;
}

export function NewServiceOrderModal({ opened, ...props }: NewServiceOrderModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Nueva orden de servicio" size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <NewServiceOrderForm {...props} />}
    </Modal>
  );
}

function NewServiceOrderForm({ companyId, ticket, onClose, onCreated }: Omit<NewServiceOrderModalProps, 'opened'>) {
  const [title, setTitle] = useState(ticket?.subject ?? '');
  const [description, setDescription] = useState('');
  const [location, setLocation] = useState('');
  const [scheduledAt, setScheduledAt] = useState('');
  const [technicianId, setTechnicianId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateServiceOrder();

  async function submit() {
    const input = { company_id: companyId, ticket_id: ticket?.id ?? null, title, description, location, scheduled_at: fromLocalInput(scheduledAt) ?? '', technician_id: technicianId };
    await submitChecked(createServiceOrderInputSchema, input, setErrors, async (data) => {
      const order = await create.mutateAsync(data);
      onClose();
      onCreated?.(order.id);
    });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput label="Qué se hará" required data-autofocus value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={errors.title} />
        <TextInput label="Dónde" required value={location} onChange={(event) => setLocation(event.currentTarget.value)} error={errors.location} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Fecha y hora programada (hora del centro)" type="datetime-local" required value={scheduledAt} onChange={(event) => setScheduledAt(event.currentTarget.value)} error={errors.scheduled_at} />
          <TechnicianSelect companyId={companyId} value={technicianId} onChange={setTechnicianId} error={errors.technician_id} />
        </SimpleGrid>
        <Textarea label="Descripción" autosize minRows={3} value={description} onChange={(event) => setDescription(event.currentTarget.value)} error={errors.description} />
        <WriteError error={Object.keys(errors).length ? null : create.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={create.isPending}>
            Crear orden
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
