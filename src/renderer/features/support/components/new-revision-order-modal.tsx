import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { REVISION_ASSET_KINDS, REVISION_ASSET_KIND_LABELS, type RevisionAssetKind, createRevisionOrderInputSchema } from '../../../../shared/contracts/revision-orders';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { WriteError } from '../../../components/query-states';
import { fromLocalInput } from '../../../lib/datetime-input';
import { submitChecked } from '../../../lib/form-errors';
import { useChecklistTemplates } from '../api/get-checklist-templates';
import { useCreateRevisionOrder } from '../api/create-revision-order';

export interface NewRevisionOrderModalProps {
  opened: boolean;
  companyId: number;
  /** The signed-in agent, offered as the inspector. */
  self: { id: number; name: string } | null;
  onClose: () => void;
  onCreated?: (id: number) => void;
}

export function NewRevisionOrderModal({ opened, ...props }: NewRevisionOrderModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Nueva orden de revisión" size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <NewRevisionOrderForm {...props} />}
    </Modal>
  );
}

function NewRevisionOrderForm({ companyId, self, onClose, onCreated }: Omit<NewRevisionOrderModalProps, 'opened'>) {
  const [assetKind, setAssetKind] = useState<RevisionAssetKind>('truck');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const assetId = useNumberField(null, { min: 1, integer: true });
  const [equipment, setEquipment] = useState('');
  const [scheduledAt, setScheduledAt] = useState('');
  const [inspectorIsMe, setInspectorIsMe] = useState<string>('me');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const templates = useChecklistTemplates(companyId, assetKind);
  const create = useCreateRevisionOrder();

  async function submit() {
    if (assetKind !== 'equipment' && !numberFieldsAreValid([assetId])) return;
    const input = {
      company_id: companyId,
      template_id: templateId ? Number(templateId) : undefined,
      asset_kind: assetKind,
      ...(assetKind === 'equipment' ? { equipment_description: equipment } : { asset_id: numberValue(assetId) }),
      inspector_id: inspectorIsMe === 'me' ? self?.id : null,
      scheduled_at: fromLocalInput(scheduledAt) ?? scheduledAt,
      notes: notes || null,
    };
    await submitChecked(createRevisionOrderInputSchema, input, setErrors, async (data) => {
      const order = await create.mutateAsync(data);
      onClose();
      onCreated?.(order.id);
    });
  }

  const assetLabel = assetKind === 'container' ? 'Identificador del contenedor' : assetKind === 'bus' ? 'Identificador del autobús' : 'Identificador del tractocamión';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Tipo de activo"
            allowDeselect={false}
            data={REVISION_ASSET_KINDS.map((value) => ({ value, label: REVISION_ASSET_KIND_LABELS[value] }))}
            value={assetKind}
            onChange={(value) => {
              setAssetKind((value as RevisionAssetKind | null) ?? 'truck');
              setTemplateId(null);
            }}
            error={errors.asset_kind}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Plantilla"
            required
            placeholder={templates.isPending ? 'Cargando…' : templates.data?.length ? 'Elige una' : 'No hay plantillas de este tipo'}
            data={(templates.data ?? []).map((template) => ({ value: String(template.id), label: `${template.name} (${template.items.length} puntos)` }))}
            value={templateId}
            onChange={setTemplateId}
            error={errors.template_id}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {assetKind === 'equipment' ? (
          <TextInput label="Equipo" description="Qué equipo se revisa y dónde está" required value={equipment} onChange={(event) => setEquipment(event.currentTarget.value)} error={errors.equipment_description} />
        ) : (
          <NumberField label={assetLabel} description="El número que aparece en la ficha de la unidad o del contenedor" withAsterisk field={assetId} error={errors.asset_id} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Fecha y hora programada" type="datetime-local" required value={scheduledAt} onChange={(event) => setScheduledAt(event.currentTarget.value)} error={errors.scheduled_at} />
          <Select
            label="Inspector"
            allowDeselect={false}
            data={[
              { value: 'me', label: self ? `Yo (${self.name})` : 'Yo' },
              { value: 'none', label: 'Sin asignar' },
            ]}
            value={inspectorIsMe}
            onChange={(value) => setInspectorIsMe(value ?? 'me')}
            error={errors.inspector_id}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Textarea label="Notas (opcional)" autosize minRows={2} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} error={errors.notes} />
        <WriteError error={Object.keys(errors).length ? null : create.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={create.isPending}>
            Programar revisión
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
