import { ActionIcon, Button, Group, Select, Text } from '@mantine/core';
import type { LatLon } from '../../../lib/map-config';

/** About 11 m of latitude: one press of a nudge button, fine enough to put a point on a street. */
const NUDGE_DEGREES = 0.0001;

const NUDGES: { label: string; glyph: string; by: LatLon }[] = [
  { label: 'al norte', glyph: '↑', by: [NUDGE_DEGREES, 0] },
  { label: 'al sur', glyph: '↓', by: [-NUDGE_DEGREES, 0] },
  { label: 'al oeste', glyph: '←', by: [0, -NUDGE_DEGREES] },
  { label: 'al este', glyph: '→', by: [0, NUDGE_DEGREES] },
];

export interface PathPointControlsProps {
  path: LatLon[];
  selected: number | null;
  onSelect: (index: number | null) => void;
  onChange: (path: LatLon[], notice: string) => void;
}

/**
 * The selected point of the path without a pointer: choose it from a list (or click its handle on
 * the map), nudge it north/south/east/west, or remove it.
 */
export function PathPointControls({ path, selected, onSelect, onChange }: PathPointControlsProps) {
  const current = selected !== null && selected < path.length ? selected : null;
  const label = current === null ? '' : `el punto ${current + 1}`;
  const nudge = (by: LatLon) => {
    if (current === null) return;
    const [lat, lon] = path[current]!;
    const moved: LatLon = [Math.round((lat + by[0]) * 100_000) / 100_000, Math.round((lon + by[1]) * 100_000) / 100_000];
    onChange(
      path.map((point, index) => (index === current ? moved : point)),
      `Punto ${current + 1} movido a ${moved[0].toFixed(5)}, ${moved[1].toFixed(5)}.`,
    );
  };
  const remove = () => {
    if (current === null) return;
    onChange(
      path.filter((_, index) => index !== current),
      `Punto ${current + 1} quitado del recorrido.`,
    );
    onSelect(path.length > 1 ? Math.min(current, path.length - 2) : null);
  };
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label="Punto seleccionado"
        placeholder={path.length ? 'Elige un punto o haz clic en él' : 'Sin puntos'}
        data={path.map((_, index) => ({ value: String(index), label: `Punto ${index + 1}` }))}
        value={current === null ? null : String(current)}
        onChange={(value) => onSelect(value === null ? null : Number(value))}
        disabled={path.length === 0}
        searchable
        selectFirstOptionOnChange
        nothingFoundMessage="No hay ese punto"
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      <Group gap={2} wrap="nowrap">
        {NUDGES.map((nudgeBy) => (
          <ActionIcon key={nudgeBy.label} variant="default" size="lg" disabled={current === null} aria-label={`Mover ${label || 'el punto'} ${nudgeBy.label}`} onClick={() => nudge(nudgeBy.by)}>
            {nudgeBy.glyph}
          </ActionIcon>
        ))}
      </Group>
      <Button variant="outline" color="red.9" disabled={current === null} onClick={remove}>
        Quitar punto
      </Button>
      {current !== null && (
        <Text size="xs" c="dimmed">
          {path[current]![0].toFixed(5)}, {path[current]![1].toFixed(5)}
        </Text>
      )}
    </Group>
  );
}
