import { Box, Group, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useCalendars } from '../api/get-calendar';
import { CALENDAR_KIND_STYLES, type CalendarEventKind, calendarRequestRanges, mergeCalendarEvents, toFullCalendarEvent } from './calendar-events';
import { LoadFailed } from '../../../components/query-states';
import { BaseCalendar, calendarCss } from '../../../components/calendar/base-calendar';
import { toZonedWallIso } from './zoned-time';

export interface AttendanceCalendarProps {
  companyId: number;
  employeeId?: number | null;
  departmentId?: number | null;
}

const CALENDAR_CSS = calendarCss('.asistencia-calendario', `.asistencia-calendario .asistencia-marca-late, .asistencia-calendario .asistencia-marca-early_exit { border-left: 4px solid #e03131 !important; }`);

export function CalendarLegend() {
  return (
    <Group gap="md" component="ul" aria-label="Leyenda" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {(Object.keys(CALENDAR_KIND_STYLES) as CalendarEventKind[]).map((kind) => (
        <Group key={kind} gap={6} component="li" wrap="nowrap">
          <span aria-hidden style={{ width: 12, height: 12, borderRadius: 3, background: CALENDAR_KIND_STYLES[kind].color, display: 'inline-block' }} />
          <Text size="sm">{CALENDAR_KIND_STYLES[kind].label}</Text>
        </Group>
      ))}
      <Group gap={6} component="li" wrap="nowrap">
        <span aria-hidden style={{ width: 12, height: 12, borderRadius: 3, borderLeft: '4px solid #e03131', background: CALENDAR_KIND_STYLES.attendance.color, display: 'inline-block' }} />
        <Text size="sm">Con retardo o salida anticipada</Text>
      </Group>
    </Group>
  );
}

/**
 * Shifts, recesses, actual attendance, absences and non-working days on the shared calendar (spec
 * §9 defaults, components/calendar). The visible range is asked for in pieces of at most 62 days
 * (the year view month by month); the years view asks for nothing: 25 years of attendance events
 * would be thousands of requests' worth, and it is there to jump to a year.
 */
export function AttendanceCalendar({ companyId, employeeId, departmentId }: AttendanceCalendarProps) {
  const [visible, setVisible] = useState<{ start: string; end: string } | null>(null);
  const ranges = useMemo(() => (visible ? calendarRequestRanges(visible.start, visible.end) : []), [visible]);
  const calendars = useCalendars(ranges.map((range) => ({ companyId, employeeId, departmentId, ...range })));
  const events = useMemo(() => mergeCalendarEvents(calendars.lists).map(toFullCalendarEvent), [calendars.lists]);

  return (
    <Stack gap="sm">
      <CalendarLegend />
      {calendars.error && <LoadFailed title="No pudimos cargar el calendario" error={calendars.error} onRetry={calendars.retry} />}
      <Paper withBorder p="sm" radius="md" pos="relative">
        <LoadingOverlay visible={calendars.loading} zIndex={5} overlayProps={{ blur: 1 }} />
        <Box className="asistencia-calendario" data-testid="calendario-asistencia" aria-busy={calendars.loading}>
          <style>{CALENDAR_CSS}</style>
          <BaseCalendar
            // Wall times of Mexico City written without offset (see calendar-events.ts).
            timeZone="UTC"
            now={() => toZonedWallIso(new Date())}
            scrollTime="06:00:00"
            events={events}
            datesSet={(info) => {
              if (info.view.type === 'years') return;
              const next = { start: info.startStr.slice(0, 10), end: info.endStr.slice(0, 10) };
              setVisible((current) => (current && current.start === next.start && current.end === next.end ? current : next));
            }}
            eventDidMount={(info) => {
              info.el.setAttribute('title', info.event.title);
            }}
          />
        </Box>
      </Paper>
    </Stack>
  );
}
