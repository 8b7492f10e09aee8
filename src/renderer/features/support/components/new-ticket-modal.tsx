import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_RELATED_KINDS,
  type TicketCategory,
  type TicketPriority,
  type TicketRelatedKind,
  createTicketInputSchema,
} from '../../../../shared/contracts/support';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { WriteError } from '../../../components/query-states';
import { submitChecked } from '../../../lib/form-errors';
import { useCreateTicket } from '../api/create-ticket';

const RELATED_LABELS: Record<TicketRelatedKind, string> = { employee: 'Empleado', unit: 'Unidad', container: 'Contenedor' };

export interface NewTicketModalProps {
  opened: boolean;
  companyId: number;
  /** Support sets the priority; a requester's ticket starts at «Normal» and support triages it. */
  support: boolean;
  onClose: () => void;
  onCreated?: (id: number) => void;
}

export function NewTicketModal({ opened, ...props }: NewTicketModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Nuevo ticket" size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <NewTicketForm {...props} />}
    </Modal>
  );
}

function NewTicketForm({ companyId, support, onClose, onCreated }: Omit<NewTicketModalProps, 'opened'>) {
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<TicketCategory | null>(null);
  const [priority, setPriority] = useState<TicketPriority>('normal');
  const [relatedKind, setRelatedKind] = useState<TicketRelatedKind | null>(null);
  const relatedId = useNumberField(null, { min: 1, integer: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTicket();

  async function submit() {
    if (!numberFieldsAreValid([relatedId])) return;
    const related = relatedKind ? { related_kind: relatedKind, related_id: numberValue(relatedId) } : {};
    const input = { company_id: companyId, subject, description, category: category ?? undefined, ...(support ? { priority } : {}), ...related };
    await submitChecked(createTicketInputSchema, input, setErrors, async (data) => {
      const ticket = await create.mutateAsync(data);
      onClose();
      onCreated?.(ticket.id);
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
        <TextInput label="Asunto" required data-autofocus value={subject} onChange={(event) => setSubject(event.currentTarget.value)} error={errors.subject} />
        <Textarea label="Descripción" description="Qué pasa, desde cuándo y qué ya intentaste" required autosize minRows={4} value={description} onChange={(event) => setDescription(event.currentTarget.value)} error={errors.description} />
        <SimpleGrid cols={{ base: 1, sm: support ? 2 : 1 }}>
          <Select
            label="Categoría"
            required
            placeholder="Elige una"
            data={TICKET_CATEGORIES.map((value) => ({ value, label: TICKET_CATEGORY_LABELS[value] }))}
            value={category}
            onChange={(value) => setCategory(value as TicketCategory | null)}
            error={errors.category}
            comboboxProps={{ withinPortal: true }}
          />
          {support && (
            <Select
              label="Prioridad"
              allowDeselect={false}
              data={TICKET_PRIORITIES.map((value) => ({ value, label: TICKET_PRIORITY_LABELS[value] }))}
              value={priority}
              onChange={(value) => setPriority((value as TicketPriority | null) ?? 'normal')}
              error={errors.priority}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Activo relacionado (opcional)"
            placeholder="Ninguno"
            clearable
            data={TICKET_RELATED_KINDS.map((value) => ({ value, label: RELATED_LABELS[value] }))}
            value={relatedKind}
            onChange={(value) => setRelatedKind(value as TicketRelatedKind | null)}
            error={errors.related_kind}
            comboboxProps={{ withinPortal: true }}
          />
          {relatedKind && <NumberField label={`Identificador del ${RELATED_LABELS[relatedKind].toLowerCase()}`} withAsterisk field={relatedId} error={errors.related_id} />}
        </SimpleGrid>
        <WriteError error={Object.keys(errors).length ? null : create.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={create.isPending}>
            Levantar ticket
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
