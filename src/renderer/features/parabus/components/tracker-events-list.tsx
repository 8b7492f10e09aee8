import { Group, List, Text } from '@mantine/core';
import { businessShortDateTimeOf } from '../../../../shared/business-time';
import type { TrackerEvent, TrackerEventKind } from '../../../../shared/contracts/positioning';

export const TRACKER_EVENT_LABELS: Record<TrackerEventKind, string> = {
  off_route: 'Salió de su ruta',
  back_on_route: 'Volvió a su ruta',
  arrival: 'Llegó a terminal',
  departure: 'Salió de terminal',
};

/** Off-route and terminal events, newest first (the map's live feed and the unit page). */
export function TrackerEventsList({ events, showUnit = false, label }: { events: readonly TrackerEvent[]; showUnit?: boolean; label: string }) {
  if (!events.length) return <Text size="sm" c="dimmed">Sin eventos.</Text>;
  return (
    <List aria-label={label} listStyleType="none" spacing={4} size="sm">
      {events.map((event) => (
        <List.Item key={event.id}>
          <Group gap={6} wrap="nowrap">
            <Text span size="xs" c="dimmed">
              {businessShortDateTimeOf(event.occurred_at)}
            </Text>
            {showUnit && (
              <Text span fw={600} size="sm">
                {event.unit_number}
              </Text>
            )}
            <Text span size="sm" fw={event.kind === 'off_route' ? 700 : undefined}>
              {event.kind === 'off_route' ? '⚠ ' : ''}
              {TRACKER_EVENT_LABELS[event.kind]}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
