import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { YardBlock } from '../../../../shared/contracts/yard';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { WriteError } from '../../../components/query-states';
import { fieldErrorsOf } from '../../../lib/client-error';
import { createYardBlockInputSchema, useCreateYardBlock } from '../api/create-yard-block';
import { updateYardBlockInputSchema, useUpdateYardBlock } from '../api/update-yard-block';

export interface YardBlockFormModalProps {
  opened: boolean;
  companyId: number;
  /** null adds a block. */
  block: YardBlock | null;
  onClose: () => void;
}

const FLAGS = [
  { key: 'takes_full', label: 'Recibe contenedores llenos' },
  { key: 'takes_empty', label: 'Recibe contenedores vacíos' },
  { key: 'reefer_plugs', label: 'Tiene conexiones para refrigerados (reefer)' },
  { key: 'takes_hazardous', label: 'Recibe carga peligrosa (IMO)' },
] as const;
type FlagKey = (typeof FLAGS)[number]['key'];

/** Adds or edits a block of the yard: its code, size and what it takes. */
export function YardBlockFormModal({ opened, companyId, block, onClose }: YardBlockFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={block ? `Editar bloque ${block.code}` : 'Nuevo bloque'} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <YardBlockForm key={block?.id ?? 'new'} companyId={companyId} block={block} onDone={onClose} />}
    </Modal>
  );
}

function YardBlockForm({ companyId, block, onDone }: { companyId: number; block: YardBlock | null; onDone: () => void }) {
  const [code, setCode] = useState(block?.code ?? '');
  // Same bounds as the contract (and as a position): every slot of the block can be written.
  const bays = useNumberField(block?.bays, { min: 1, max: 99, integer: true, required: true });
  const rows = useNumberField(block?.rows, { min: 1, max: 20, integer: true, required: true });
  const tiers = useNumberField(block?.tiers, { min: 1, max: 9, integer: true, required: true });
  const [flags, setFlags] = useState<Record<FlagKey, boolean>>({
    takes_full: block?.takes_full ?? true,
    takes_empty: block?.takes_empty ?? true,
    reefer_plugs: block?.reefer_plugs ?? false,
    takes_hazardous: block?.takes_hazardous ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateYardBlock();
  const update = useUpdateYardBlock();
  const mutation = block ? update : create;

  async function submit() {
    const numbersRead = numberFieldsAreValid([bays, rows, tiers]);
    const input = { code, bays: numberValue(bays), rows: numberValue(rows), tiers: numberValue(tiers), ...flags };
    const parsed = block ? updateYardBlockInputSchema.safeParse(input) : createYardBlockInputSchema.safeParse({ ...input, company_id: companyId });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    if (!numbersRead) return;
    try {
      if (block) await update.mutateAsync({ id: block.id, ...input, bays: input.bays!, rows: input.rows!, tiers: input.tiers! });
      else await create.mutateAsync({ ...input, company_id: companyId, bays: input.bays!, rows: input.rows!, tiers: input.tiers! });
      onDone();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }

  const fieldErrors = Object.keys(errors).length > 0;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput label="Código del bloque" description="1 a 4 letras o números (A, B2…)" required data-autofocus maxLength={4} value={code} onChange={(event) => setCode(event.currentTarget.value.toUpperCase())} error={errors.code} />
        <SimpleGrid cols={3}>
          <NumberField label="Bahías" field={bays} error={errors.bays} />
          <NumberField label="Filas" field={rows} error={errors.rows} />
          <NumberField label="Estiba máxima" field={tiers} error={errors.tiers} />
        </SimpleGrid>
        {FLAGS.map((flag) => (
          <Checkbox
            key={flag.key}
            label={flag.label}
            checked={flags[flag.key]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setFlags((current) => ({ ...current, [flag.key]: checked }));
            }}
            error={errors[flag.key]}
          />
        ))}
        <WriteError error={fieldErrors ? null : mutation.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {block ? 'Guardar bloque' : 'Agregar bloque'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
