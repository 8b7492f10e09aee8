import type { CalendarOptions } from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import multiMonthPlugin from '@fullcalendar/multimonth';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useCallback, useRef } from 'react';
import { CALENDAR_DEFAULTS, CALENDAR_VIEW_LABELS, durationText } from './calendar-defaults';
import { OpenYearContext, yearsViewPlugin } from './years-view';

/** What a screen gives the calendar; every other option is the shared configuration. */
export type BaseCalendarProps = Pick<CalendarOptions, 'events' | 'datesSet' | 'eventDidMount' | 'eventClick' | 'timeZone' | 'now' | 'scrollTime' | 'initialView' | 'eventInteractive'>;

const TIME_STEP = durationText(CALENDAR_DEFAULTS.timeStepMinutes);

/**
 * FullCalendar with spec §9's configuration, the one every calendar screen uses: week view first;
 * day, week, month, year and years (components/calendar/years-view.tsx); 60-minute steps of 40 px
 * (the slot height is set by the screen's CSS, see CALENDAR_SLOT_CSS); new events 2 hours;
 * events at least 5 px tall; a drag must travel 15 px; click-and-hold 1,200 ms; a 42-cell month;
 * the "now" line, which FullCalendar moves every minute. Text buttons, because FullCalendar's icon
 * font has no text alternative.
 */
export function BaseCalendar(props: BaseCalendarProps) {
  const calendar = useRef<FullCalendar>(null);
  const openYear = useCallback((year: number) => calendar.current?.getApi().changeView('multiMonthYear', `${year}-01-01`), []);
  return (
    <OpenYearContext.Provider value={openYear}>
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin, multiMonthPlugin, yearsViewPlugin]}
        locale={esLocale}
        initialView={CALENDAR_DEFAULTS.defaultView}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: CALENDAR_DEFAULTS.views.join(',') }}
        buttonIcons={false}
        buttonText={{ prev: 'Anterior', next: 'Siguiente', today: 'Hoy', day: CALENDAR_VIEW_LABELS.timeGridDay, week: CALENDAR_VIEW_LABELS.timeGridWeek, month: CALENDAR_VIEW_LABELS.dayGridMonth, year: CALENDAR_VIEW_LABELS.multiMonthYear }}
        views={{ years: { buttonText: CALENDAR_VIEW_LABELS.years } }}
        slotDuration={TIME_STEP}
        snapDuration={TIME_STEP}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        defaultTimedEventDuration={durationText(CALENDAR_DEFAULTS.newEventMinutes)}
        eventMinHeight={CALENDAR_DEFAULTS.minEventHeightPx}
        selectMinDistance={CALENDAR_DEFAULTS.dragThresholdPx}
        longPressDelay={CALENDAR_DEFAULTS.clickHoldMs}
        fixedWeekCount
        nowIndicator
        height="auto"
        dayMaxEvents
        {...props}
      />
    </OpenYearContext.Provider>
  );
}

/**
 * The calendar's CSS for a screen's wrapper (`scope`, a class selector): FullCalendar's colours follow
 * Mantine's light and dark schemes; day links keep the text colour (the browser's link blue fails
 * contrast on the dark background); the slot height of spec §9 (FullCalendar sizes rows by CSS); the
 * toolbar wraps on a phone. `extra` is the screen's own rules.
 */
export function calendarCss(scope: string, extra = '') {
  return `
${scope} {
  --fc-page-bg-color: var(--mantine-color-body);
  --fc-neutral-bg-color: var(--mantine-color-default-hover);
  --fc-border-color: var(--mantine-color-default-border);
  --fc-list-event-hover-bg-color: var(--mantine-color-default-hover);
  --fc-button-bg-color: var(--mantine-color-teal-9);
  --fc-button-border-color: var(--mantine-color-teal-9);
  --fc-button-hover-bg-color: var(--mantine-color-teal-8);
  --fc-button-active-bg-color: var(--mantine-color-dark-7);
}
${scope} a { color: inherit; text-decoration: none; }
${scope} .fc-toolbar { flex-wrap: wrap; gap: 8px; }
${scope} .fc-timegrid-slot { height: ${CALENDAR_DEFAULTS.cellHeightPx}px; }
${extra}`;
}
