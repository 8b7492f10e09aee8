import { ActionIcon, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Terminal } from '../../../../shared/contracts/logistics-terminals';
import { parseNumberText } from '../../../components/number-field';

/** A stop being edited; `minutes` is the text typed (checked with the number field's rules). */
export interface DraftStop {
  key: string;
  name: string;
  terminal_id: number | null;
  latitude: number;
  longitude: number;
  minutes: string;
}

let counter = 0;
export const draftKey = () => `stop-${(counter += 1)}`;

export const MINUTES_RULES = { min: 0, max: 1440, integer: true } as const;

export interface StopsEditorProps {
  stops: DraftStop[];
  onChange: (stops: DraftStop[]) => void;
  terminals: Terminal[];
  errors: Record<string, string>;
  readOnly: boolean;
}

/**
 * The ordered stops: rename, minutes from the start, move up/down (buttons, so the keyboard can
 * reorder too — no drag-only handles), remove; and add one at a terminal of the company. Clicks
 * on the map add stops too (the page wires those).
 */
export function StopsEditor({ stops, onChange, terminals, errors, readOnly }: StopsEditorProps) {
  const located = terminals.filter((terminal) => terminal.latitude !== null && terminal.longitude !== null);
  const set = (index: number, patch: Partial<DraftStop>) => onChange(stops.map((stop, at) => (at === index ? { ...stop, ...patch } : stop)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...stops];
    const [stop] = next.splice(index, 1);
    next.splice(index + by, 0, stop!);
    onChange(next);
  };
  return (
    <Stack gap="xs">
      {stops.length === 0 && <Text c="dimmed">Sin paradas. Elige «Agregar paradas» y haz clic en el mapa, o agrega una terminal.</Text>}
      <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Paradas en orden">
        {stops.map((stop, index) => {
          const minutes = parseNumberText(stop.minutes, MINUTES_RULES);
          const label = `parada ${index + 1}`;
          return (
            <Group key={stop.key} component="li" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={700} w={24} pt={8} ta="right" aria-hidden="true">
                {index + 1}
              </Text>
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                aria-label={`Nombre de la ${label}`}
                value={stop.name}
                readOnly={readOnly}
                onChange={(event) => set(index, { name: event.currentTarget.value })}
                error={errors[`stops.${index}.name`] ?? (stop.name.trim() ? undefined : 'Escribe el nombre.')}
              />
              <TextInput
                w={84}
                aria-label={`Minutos desde el inicio, ${label}`}
                placeholder="min"
                inputMode="numeric"
                value={stop.minutes}
                readOnly={readOnly}
                onChange={(event) => set(index, { minutes: event.currentTarget.value })}
                error={errors[`stops.${index}.minutes_from_start`] ?? (minutes.ok ? undefined : minutes.error)}
              />
              {!readOnly && (
                <Group gap={2} wrap="nowrap" pt={4}>
                  <ActionIcon variant="subtle" aria-label={`Subir la ${label}`} disabled={index === 0} onClick={() => move(index, -1)}>
                    ↑
                  </ActionIcon>
                  <ActionIcon variant="subtle" aria-label={`Bajar la ${label}`} disabled={index === stops.length - 1} onClick={() => move(index, 1)}>
                    ↓
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red.9" aria-label={`Quitar la ${label}`} onClick={() => onChange(stops.filter((_, at) => at !== index))}>
                    ✕
                  </ActionIcon>
                </Group>
              )}
            </Group>
          );
        })}
      </Stack>
      {!readOnly && (
        <Select
          label="Agregar parada en una terminal"
          placeholder={located.length ? 'Elige una terminal' : 'Ninguna terminal tiene ubicación'}
          data={located.map((terminal) => ({ value: String(terminal.id), label: terminal.name }))}
          value={null}
          disabled={located.length === 0}
          onChange={(value) => {
            const terminal = located.find((row) => String(row.id) === value);
            if (terminal) onChange([...stops, { key: draftKey(), name: terminal.name, terminal_id: terminal.id, latitude: terminal.latitude!, longitude: terminal.longitude!, minutes: '' }]);
          }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {errors.stops && (
        <Text c="red.9" size="sm" role="alert">
          {errors.stops}
        </Text>
      )}
    </Stack>
  );
}
