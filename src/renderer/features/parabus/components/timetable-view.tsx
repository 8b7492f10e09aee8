import { Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { ROUTE_DAY_TYPES, ROUTE_DAY_TYPE_LABELS, type RouteDayType } from '../../../../shared/contracts/bus-routes';

export interface TimetableViewProps {
  timetable: Record<RouteDayType, string[]>;
  today: RouteDayType;
  /** Today's next departure, highlighted. */
  next: string | null;
}

/** The departures per day type, today's tab first open and its next departure marked. */
export function TimetableView({ timetable, today, next }: TimetableViewProps) {
  return (
    <Tabs defaultValue={today} keepMounted={false}>
      <Tabs.List>
        {ROUTE_DAY_TYPES.map((day) => (
          <Tabs.Tab key={day} value={day}>
            {ROUTE_DAY_TYPE_LABELS[day]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {ROUTE_DAY_TYPES.map((day) => (
        <Tabs.Panel key={day} value={day} pt="sm">
          {timetable[day].length === 0 ? (
            <Text c="dimmed">Sin salidas este día.</Text>
          ) : (
            <Stack gap="xs">
              {day === today && (
                <Text size="sm" fw={600}>
                  {next ? `Próxima salida: ${next}` : 'Ya no hay salidas hoy.'}
                </Text>
              )}
              <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={`Salidas de ${ROUTE_DAY_TYPE_LABELS[day].toLowerCase()}`}>
                {timetable[day].map((time) => (
                  <li key={time}>
                    <Badge
                      variant={day === today && time === next ? 'filled' : 'outline'}
                      color={day === today && time === next ? 'blue.8' : 'gray.7'}
                      size="lg"
                      radius="sm"
                      aria-current={day === today && time === next ? 'time' : undefined}
                    >
                      {time}
                    </Badge>
                  </li>
                ))}
              </Group>
            </Stack>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
