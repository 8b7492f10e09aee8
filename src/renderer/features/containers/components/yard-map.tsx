import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { YardOccupancy } from '../../../../shared/contracts/yard';

type MapBlock = YardOccupancy['blocks'][number];

/**
 * The colour scale of a bay by how full it is. Fixed colours with their own text colour, so each
 * step keeps WCAG AA contrast in light and dark schemes; the number is always written too.
 */
export const OCCUPANCY_SCALE = [
  { label: 'Vacía', background: '#f1f3f5', color: '#212529' },
  { label: 'Hasta un tercio', background: '#c3fae8', color: '#212529' },
  { label: 'Hasta dos tercios', background: '#ffe066', color: '#212529' },
  { label: 'Casi llena', background: '#ff8787', color: '#212529' },
  { label: 'Llena', background: '#c92a2a', color: '#ffffff' },
] as const;

export function occupancyStep(occupied: number, capacity: number): (typeof OCCUPANCY_SCALE)[number] {
  if (occupied <= 0) return OCCUPANCY_SCALE[0];
  if (occupied >= capacity) return OCCUPANCY_SCALE[4];
  const ratio = occupied / capacity;
  return OCCUPANCY_SCALE[ratio <= 1 / 3 ? 1 : ratio <= 2 / 3 ? 2 : 3];
}

/** What a block takes, in words, for its badges. */
export function blockTakes(block: { reefer_plugs: boolean; takes_hazardous: boolean; takes_full: boolean; takes_empty: boolean }): string[] {
  return [
    block.takes_full && block.takes_empty ? 'Llenos y vacíos' : block.takes_full ? 'Solo llenos' : 'Solo vacíos',
    ...(block.reefer_plugs ? ['Conexiones reefer'] : []),
    ...(block.takes_hazardous ? ['Carga peligrosa'] : []),
  ];
}

export interface YardMapProps {
  occupancy: YardOccupancy;
  onOpenBay: (block: string, bay: number) => void;
}

/** Every block as a strip of bay buttons coloured by occupancy (containers of rows × tiers slots). */
export function YardMap({ occupancy, onOpenBay }: YardMapProps) {
  return (
    <Stack gap="md">
      <Group gap="xs" aria-label="Escala de ocupación por bahía" role="group">
        {OCCUPANCY_SCALE.map((step) => (
          <Text key={step.label} size="xs" px={6} py={2} style={{ background: step.background, color: step.color, borderRadius: 4 }}>
            {step.label}
          </Text>
        ))}
      </Group>
      {occupancy.blocks.map((block) => (
        <BlockStrip key={block.code} block={block} onOpenBay={onOpenBay} />
      ))}
      {occupancy.outside_layout.length > 0 && (
        <Text size="sm" role="note">
          Contenedores en bloques que no están en el plano del patio: {occupancy.outside_layout.map((row) => `${row.block} (${row.occupied})`).join(', ')}. Muévelos a un bloque del patio.
        </Text>
      )}
    </Stack>
  );
}

function BlockStrip({ block, onOpenBay }: { block: MapBlock; onOpenBay: (block: string, bay: number) => void }) {
  const perBay = block.rows * block.tiers;
  const counts = new Map(block.bays_used.map((row) => [row.bay, row.occupied]));
  const percent = block.capacity ? Math.round((block.occupied / block.capacity) * 100) : 0;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={`bloque-${block.code}`}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={`bloque-${block.code}`}>
          Bloque {block.code}
        </Title>
        <Group gap={6}>
          {blockTakes(block).map((label) => (
            <Badge key={label} variant="light" color="gray" size="sm">
              {label}
            </Badge>
          ))}
          <Text size="sm">
            {block.occupied.toLocaleString('es-MX')} de {block.capacity.toLocaleString('es-MX')} ({percent} %)
          </Text>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 6, sm: 10, md: 15 }} spacing={4} verticalSpacing={4}>
        {Array.from({ length: block.bays }, (_, index) => index + 1).map((bay) => {
          const occupied = counts.get(bay) ?? 0;
          const step = occupancyStep(occupied, perBay);
          return (
            <UnstyledButton
              key={bay}
              aria-label={`Bloque ${block.code}, bahía ${bay}: ${occupied} de ${perBay}`}
              onClick={() => onOpenBay(block.code, bay)}
              style={{ background: step.background, color: step.color, borderRadius: 4, padding: '4px 2px', textAlign: 'center', minHeight: 44 }}
            >
              <Text size="xs" inherit>
                {bay}
              </Text>
              {/* Visible text "3 7" must read as part of the name "…bahía 3: 7 de 30" (WCAG 2.5.3, label in name). */}{' '}
              <Text size="sm" fw={700} inherit>
                {occupied}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
