/**
 * The calendar configuration of spec §9, shared by every calendar screen (the attendance calendars
 * today, the job board's agenda when it lands). Pure values and date arithmetic, tested in Node;
 * components/calendar/base-calendar.tsx applies them to FullCalendar.
 */
export const CALENDAR_DEFAULTS = {
  defaultView: 'timeGridWeek',
  /** Day, week, month, year and years, in the toolbar's order. */
  views: ['timeGridDay', 'timeGridWeek', 'dayGridMonth', 'multiMonthYear', 'years'],
  timeStepMinutes: 60,
  /** Height of an hour's cell in px. */
  cellHeightPx: 40,
  /** A new event starts this long (drag-to-create with no drag, or a double tap). */
  newEventMinutes: 120,
  minEventHeightPx: 5,
  /** A press must move this far before it becomes a drag that creates an event. */
  dragThresholdPx: 15,
  /** Click and hold this long to start creating or moving an event on touch screens. */
  clickHoldMs: 1200,
  /** Two taps within this window are a double tap (creates an event where a calendar creates them: the agenda). */
  doubleTapMs: 500,
  /** The month grid always has 6 weeks of 7 days. */
  monthGridCells: 42,
  yearsViewYears: 25,
  /** The "now" line moves every minute. */
  clockTickMs: 60_000,
} as const;

export type CalendarView = (typeof CALENDAR_DEFAULTS.views)[number];

export const CALENDAR_VIEW_LABELS: Record<CalendarView, string> = {
  timeGridDay: 'Día',
  timeGridWeek: 'Semana',
  dayGridMonth: 'Mes',
  multiMonthYear: 'Año',
  years: 'Años',
};

/** The years a years view starting at `first` shows (FullCalendar starts it at the current year). */
export function yearsFrom(first: number, size: number = CALENDAR_DEFAULTS.yearsViewYears): number[] {
  return Array.from({ length: size }, (_, index) => first + index);
}

/** 'HH:MM:SS' for a number of minutes (FullCalendar's duration strings). */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}:00`;
}
