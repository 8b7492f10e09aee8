import { Button, Group, Modal, Select, SimpleGrid, Stack, TagsInput, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  COMMON_ISO_TYPES,
  type Container,
  CONTAINER_CATEGORIES,
  CONTAINER_CATEGORY_LABELS,
  type ContainerCategory,
  LOAD_STATUSES,
  LOAD_STATUS_LABELS,
  type LoadStatus,
  isReeferType,
} from '../../../../shared/contracts/containers';
import { fieldErrorsOf } from '../../../lib/client-error';
import { createContainerInputSchema, useCreateContainer } from '../api/create-container';
import { updateContainerInputSchema, useUpdateContainer } from '../api/update-container';
import { containerNumberFeedback } from './container-number';
import { WriteError } from '../../../components/query-states';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';

export interface ContainerFormModalProps {
  opened: boolean;
  companyId: number;
  /** The container to edit; absent announces a new one. */
  container?: Container;
  onClose: () => void;
  onSaved: (id: number) => void;
}

interface Values {
  number: string;
  iso_type: string;
  load_status: LoadStatus;
  category: ContainerCategory;
  shipping_line: string;
  seals: string[];
  hazardous_class: string;
  notes: string;
}

const EMPTY: Values = {
  number: '',
  iso_type: '22G1',
  load_status: 'full',
  category: 'import',
  shipping_line: '',
  seals: [],
  hazardous_class: '',
  notes: '',
};

const valuesOf = (container: Container): Values => ({
  number: container.number,
  iso_type: container.iso_type,
  load_status: container.load_status,
  category: container.category,
  shipping_line: container.shipping_line,
  seals: container.seals,
  hazardous_class: container.hazardous_class ?? '',
  notes: container.notes ?? '',
});

/**
 * Announces a new container or edits one's data; the number is checked (ISO 6346 check digit)
 * as it is typed.
 */
export function ContainerFormModal({ opened, container, ...props }: ContainerFormModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={container ? `Editar ${container.number}` : 'Nuevo contenedor'} size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <ContainerForm key={container?.id ?? 'new'} container={container} {...props} />}
    </Modal>
  );
}

function ContainerForm({ companyId, container, onClose, onSaved }: Omit<ContainerFormModalProps, 'opened'>) {
  const [values, setValues] = useState<Values>(container ? valuesOf(container) : EMPTY);
  // Same bounds as the contract's weight and temperature: "-500" is refused, never sent as 0 kg.
  const grossWeight = useNumberField(container?.gross_weight_kg, { min: 0, max: 60_000 });
  const temperature = useNumberField(container?.reefer_temperature_c, { min: -70, max: 40, decimals: 1 });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateContainer();
  const update = useUpdateContainer();
  const mutation = container ? update : create;
  const feedback = containerNumberFeedback(values.number);
  const reefer = isReeferType(values.iso_type);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const close = onClose;

  async function submit() {
    const numbersRead = numberFieldsAreValid(reefer ? [grossWeight, temperature] : [grossWeight]);
    const fields = {
      number: values.number,
      iso_type: values.iso_type,
      load_status: values.load_status,
      category: values.category,
      shipping_line: values.shipping_line,
      seals: values.seals,
      gross_weight_kg: numberValue(grossWeight),
      hazardous_class: values.hazardous_class.trim() || null,
      reefer_temperature_c: reefer ? numberValue(temperature) : null,
      notes: values.notes,
    };
    const parsed = container ? updateContainerInputSchema.safeParse(fields) : createContainerInputSchema.safeParse({ company_id: companyId, ...fields });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    if (!numbersRead) return;
    try {
      const saved = container ? await update.mutateAsync({ id: container.id, ...parsed.data }) : await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
      close();
      onSaved(saved.id);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }

  const numberError = errors.number ?? (feedback.state === 'invalid' ? feedback.message : undefined);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Número de contenedor (ISO 6346)"
          placeholder="CSQU3054383"
          required
          data-autofocus
          value={values.number}
          onChange={(event) => set('number', event.currentTarget.value.toUpperCase())}
          error={numberError}
          description={feedback.state === 'valid' ? 'Dígito verificador correcto.' : feedback.state === 'incomplete' ? feedback.message : '4 letras y 7 dígitos; el último es el verificador.'}
          maxLength={14}
          autoComplete="off"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Tipo ISO"
            required
            searchable
            data={[...COMMON_ISO_TYPES]}
            value={values.iso_type}
            onChange={(value) => set('iso_type', value ?? '')}
            error={errors.iso_type}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label="Naviera" required placeholder="MSC, MAEU, CMA CGM…" value={values.shipping_line} onChange={(event) => set('shipping_line', event.currentTarget.value)} error={errors.shipping_line} />
          <Select
            label="Lleno o vacío"
            required
            data={LOAD_STATUSES.map((value) => ({ value, label: LOAD_STATUS_LABELS[value] }))}
            value={values.load_status}
            onChange={(value) => value && set('load_status', value as LoadStatus)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Categoría"
            required
            data={CONTAINER_CATEGORIES.map((value) => ({ value, label: CONTAINER_CATEGORY_LABELS[value] }))}
            value={values.category}
            onChange={(value) => value && set('category', value as ContainerCategory)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <NumberField label="Peso bruto (kg)" field={grossWeight} error={errors.gross_weight_kg} />
          <TextInput label="Clase IMDG (peligroso)" placeholder="Vacío si no aplica; p. ej. 3 o 2.1" value={values.hazardous_class} onChange={(event) => set('hazardous_class', event.currentTarget.value)} error={errors.hazardous_class} />
          {reefer && (
            <NumberField label="Temperatura (°C)" field={temperature} error={errors.reefer_temperature_c} />
          )}
        </SimpleGrid>
        <TagsInput label="Sellos" placeholder="Escribe un sello y presiona Enter" value={values.seals} onChange={(value) => set('seals', value)} error={errors.seals} maxTags={10} />
        <Textarea label="Notas" autosize minRows={2} value={values.notes} onChange={(event) => set('notes', event.currentTarget.value)} error={errors.notes} />
        <WriteError error={Object.keys(errors).length > 0 ? null : mutation.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {container ? 'Guardar cambios' : 'Registrar contenedor'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
