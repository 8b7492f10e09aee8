import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type CreateTerminalInput, TERMINAL_KINDS, TERMINAL_KIND_LABELS, type Terminal, type TerminalKind, createTerminalInputSchema, updateTerminalInputSchema } from '../../../../shared/contracts/logistics-terminals';
import { BaseMap } from '../../../components/map/base-map';
import { WriteError } from '../../../components/query-states';
import { fieldErrorsOf } from '../../../lib/client-error';
import type { LatLon } from '../../../lib/map-config';
import { useSaveTerminal } from '../api/save-terminal';
import { MapClicks, StopMarkers } from './route-map-layers';

export interface TerminalFormModalProps {
  opened: boolean;
  companyId: number;
  terminal?: Terminal;
  /** Where the map opens for a terminal without a point (the company's other terminals). */
  around?: LatLon;
  onClose: () => void;
}

const TEXT_FIELDS = [
  { key: 'street', label: 'Calle' },
  { key: 'exterior_number', label: 'Número exterior' },
  { key: 'neighborhood', label: 'Colonia' },
  { key: 'municipality', label: 'Municipio' },
  { key: 'state', label: 'Estado' },
  { key: 'postal_code', label: 'Código postal' },
  { key: 'phone', label: 'Teléfono' },
] as const;
type TextKey = (typeof TEXT_FIELDS)[number]['key'];

/** Creates or edits a terminal; a click on the map sets its point. */
export function TerminalFormModal({ opened, terminal, ...props }: TerminalFormModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={terminal ? `Editar ${terminal.name}` : 'Nueva terminal'} size="xl" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <TerminalForm key={terminal?.id ?? 'new'} terminal={terminal} {...props} />}
    </Modal>
  );
}

function TerminalForm({ companyId, terminal, around, onClose }: Omit<TerminalFormModalProps, 'opened'>) {
  const [code, setCode] = useState(terminal?.code ?? '');
  const [name, setName] = useState(terminal?.name ?? '');
  const [kind, setKind] = useState<TerminalKind>(terminal?.kind ?? 'bus');
  const [texts, setTexts] = useState<Record<TextKey, string>>(() => Object.fromEntries(TEXT_FIELDS.map(({ key }) => [key, terminal?.[key] ?? ''])) as Record<TextKey, string>);
  const [point, setPoint] = useState<LatLon | null>(terminal?.latitude != null && terminal.longitude != null ? [terminal.latitude, terminal.longitude] : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTerminal();

  async function submit() {
    const fields = { code, name, kind, ...Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value.trim() || null])), latitude: point?.[0] ?? null, longitude: point?.[1] ?? null };
    const parsed = terminal ? updateTerminalInputSchema.safeParse(fields) : createTerminalInputSchema.safeParse({ company_id: companyId, ...fields });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(terminal ? { id: terminal.id, values: parsed.data } : { id: null, values: parsed.data as CreateTerminalInput });
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
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Código" required data-autofocus value={code} onChange={(event) => setCode(event.currentTarget.value.toUpperCase())} error={errors.code} />
          <TextInput label="Nombre" required value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} />
          <Select label="Tipo" data={TERMINAL_KINDS.map((value) => ({ value, label: TERMINAL_KIND_LABELS[value] }))} value={kind} onChange={(value) => value && setKind(value as TerminalKind)} allowDeselect={false} comboboxProps={{ withinPortal: true }} />
          {TEXT_FIELDS.map(({ key, label }) => (
            <TextInput
              key={key}
              label={label}
              value={texts[key]}
              onChange={(event) => {
                // Read now: React clears the event's currentTarget before the updater runs.
                const value = event.currentTarget.value;
                setTexts((current) => ({ ...current, [key]: value }));
              }}
              error={errors[key]}
            />
          ))}
        </SimpleGrid>
        <Text size="sm">{point ? `Ubicación: ${point[0].toFixed(5)}, ${point[1].toFixed(5)} (haz clic en el mapa para moverla).` : 'Haz clic en el mapa para marcar la ubicación de la terminal.'}</Text>
        {(errors.latitude || errors.longitude) && (
          <Text c="red.9" size="sm" role="alert">
            {errors.latitude ?? errors.longitude}
          </Text>
        )}
        <BaseMap label="Mapa: haz clic para marcar la ubicación de la terminal" center={point ?? around} zoom={point || around ? 15 : undefined} height={300}>
          {point && <StopMarkers stops={[{ name: name || 'Terminal', latitude: point[0], longitude: point[1] }]} color="#102a43" />}
          <MapClicks onClick={setPoint} />
        </BaseMap>
        {point && (
          <Group>
            <Button variant="subtle" size="xs" onClick={() => setPoint(null)}>
              Quitar ubicación
            </Button>
          </Group>
        )}
        <WriteError error={Object.keys(errors).length ? null : save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            {terminal ? 'Guardar cambios' : 'Crear terminal'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
