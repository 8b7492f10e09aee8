import { Badge, Group, Text } from '@mantine/core';
import {
  CONTAINER_STATUS_LABELS,
  type ContainerStatus,
  HOLD_KINDS,
  HOLD_LABELS,
  type Holds,
} from '../../../../shared/contracts/containers';

export const STATUS_COLORS: Record<ContainerStatus, string> = {
  announced: 'gray',
  in_yard: 'teal',
  on_vessel: 'blue',
  gated_out: 'orange',
};

/**
 * Mantine's light orange and yellow badges (orange-9 or yellow-9 text on the pale tint) fall
 * short of WCAG AA contrast; those take the body text colour and keep the tint.
 */
export const badgeTextFor = (color: string) => (color === 'orange' || color === 'yellow' ? 'var(--mantine-color-text)' : undefined);

export function StatusBadge({ status }: { status: ContainerStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} c={badgeTextFor(STATUS_COLORS[status])}>
      {CONTAINER_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

/** The holds that are set, as red badges; a dash when there are none. */
export function HoldBadges({ holds }: { holds: Holds }) {
  const set = HOLD_KINDS.filter((kind) => holds[kind]);
  if (set.length === 0)
    return (
      <Text size="sm" c="dimmed" component="span">
        —
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap" component="span">
      {set.map((kind) => (
        <Badge key={kind} color="red" variant="light" size="sm">
          {HOLD_LABELS[kind]}
        </Badge>
      ))}
    </Group>
  );
}

const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Mexico_City' });
const shortDateTime = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Mexico_City' });
const dateOnly = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'America/Mexico_City' });

/** Dates as operators read them (Mexico City time); a dash for none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

/** Compact, for table cells: "22 nov, 23:05". */
export function formatShortDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : shortDateTime.format(date);
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '—' : dateOnly.format(date);
}
