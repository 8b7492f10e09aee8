import { ActionIcon, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  type ChecklistTemplate,
  REVISION_ASSET_KINDS,
  REVISION_ASSET_KIND_LABELS,
  type RevisionAssetKind,
  createChecklistTemplateInputSchema,
} from '../../../../shared/contracts/revision-orders';
import { WriteError } from '../../../components/query-states';
import { submitChecked } from '../../../lib/form-errors';
import { useSaveChecklistTemplate } from '../api/save-checklist-template';

interface DraftItem {
  key: number;
  label: string;
  section: string;
  hint: string;
}

export interface ChecklistTemplateEditorProps {
  companyId: number;
  /** Editing this one; a new template when absent. */
  template?: ChecklistTemplate;
  onDone: () => void;
}

let nextKey = 1;
const draftOf = (item: { label: string; section: string | null; hint: string | null }): DraftItem => ({ key: nextKey++, label: item.label, section: item.section ?? '', hint: item.hint ?? '' });

/**
 * A template's name, asset kind (fixed once created: orders were made for it) and ordered items,
 * each a label with an optional section and hint; items move up and down with buttons (keyboard
 * and touch alike). Saving never changes orders already made: they keep their copy.
 */
export function ChecklistTemplateEditor({ companyId, template, onDone }: ChecklistTemplateEditorProps) {
  const [name, setName] = useState(template?.name ?? '');
  const [assetKind, setAssetKind] = useState<RevisionAssetKind>(template?.asset_kind ?? 'truck');
  const [items, setItems] = useState<DraftItem[]>(() => (template?.items ?? [{ label: '', section: null, hint: null }]).map(draftOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveChecklistTemplate();

  const change = (key: number, values: Partial<DraftItem>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...values } : item)));
  const move = (index: number, by: -1 | 1) =>
    setItems((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  async function submit() {
    const input = { name, asset_kind: assetKind, items: items.map((item) => ({ label: item.label, section: item.section || null, hint: item.hint || null })) };
    await submitChecked(createChecklistTemplateInputSchema, input, setErrors, async (data) => {
      if (template) await save.mutateAsync({ id: template.id, input: { name: data.name, items: data.items } });
      else await save.mutateAsync({ companyId, input: data });
      onDone();
    });
  }

  return (
    <Card withBorder component="form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {template ? `Editar «${template.name}»` : 'Nueva plantilla'}
        </Title>
        {template && template.orders_count > 0 && (
          <Text size="sm" c="dimmed">
            {template.orders_count === 1 ? 'Una orden usa' : `${template.orders_count} órdenes usan`} esta plantilla: conservan su copia de los puntos; los cambios valen para las órdenes nuevas.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nombre" required value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} />
          <Select
            label="Tipo de activo"
            allowDeselect={false}
            disabled={Boolean(template)}
            data={REVISION_ASSET_KINDS.map((value) => ({ value, label: REVISION_ASSET_KIND_LABELS[value] }))}
            value={assetKind}
            onChange={(value) => setAssetKind((value as RevisionAssetKind | null) ?? 'truck')}
            error={errors.asset_kind}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Text fw={600}>Puntos a revisar</Text>
        {errors.items && (
          <Text c="red" size="sm" role="alert">
            {errors.items}
          </Text>
        )}
        {items.map((item, index) => (
          <Group key={item.key} align="flex-end" gap="xs" wrap="nowrap">
            <Text w={24} ta="right" pb={8} aria-hidden>
              {index + 1}.
            </Text>
            <TextInput style={{ flex: 2 }} label={`Punto ${index + 1}`} required value={item.label} onChange={(event) => change(item.key, { label: event.currentTarget.value })} error={errors[`items.${index}.label`]} />
            <TextInput style={{ flex: 1 }} label="Sección" value={item.section} onChange={(event) => change(item.key, { section: event.currentTarget.value })} error={errors[`items.${index}.section`]} />
            <TextInput style={{ flex: 2 }} label="Ayuda" value={item.hint} onChange={(event) => change(item.key, { hint: event.currentTarget.value })} error={errors[`items.${index}.hint`]} />
            <ActionIcon variant="default" size="lg" mb={2} aria-label={`Subir el punto ${index + 1}`} disabled={index === 0} onClick={() => move(index, -1)}>
              ↑
            </ActionIcon>
            <ActionIcon variant="default" size="lg" mb={2} aria-label={`Bajar el punto ${index + 1}`} disabled={index === items.length - 1} onClick={() => move(index, 1)}>
              ↓
            </ActionIcon>
            <ActionIcon variant="default" color="red" size="lg" mb={2} aria-label={`Quitar el punto ${index + 1}`} disabled={items.length === 1} onClick={() => setItems((list) => list.filter((other) => other.key !== item.key))}>
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button variant="light" onClick={() => setItems((list) => [...list, draftOf({ label: '', section: list.at(-1)?.section ?? null, hint: null })])}>
            Agregar punto
          </Button>
          <Group>
            <Button variant="default" onClick={onDone}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Guardar plantilla
            </Button>
          </Group>
        </Group>
        <WriteError error={Object.keys(errors).length ? null : save.error} />
      </Stack>
    </Card>
  );
}
