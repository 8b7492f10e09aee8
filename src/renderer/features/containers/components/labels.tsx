import { Badge, Group, Text } from '@mantine/core';
import {
  CONTAINER_STATUS_LABELS,
  type ContainerStatus,
  HOLD_KINDS,
  HOLD_LABELS,
  type Holds,
} from '../../../../shared/contracts/containers';
import { badgeTextFor } from '../../../components/badge-colors';

export const STATUS_COLORS: Record<ContainerStatus, string> = {
  announced: 'gray',
  in_yard: 'teal',
  on_vessel: 'blue',
  gated_out: 'orange',
};

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
