import type { DatesSetArg, EventMountArg } from '@fullcalendar/core';
import { useCallback, useState } from 'react';
import { fromLocalInput, toLocalInput } from '../../lib/datetime-input';
import { BaseCalendar, type BaseCalendarProps } from './base-calendar';

/** The instants (ISO 8601) a calendar shows, as the API filters by them. */
export interface WallTimeRange {
  from: string;
  to: string;
}

/**
 * The visible range of a WallTimeCalendar: null until it first draws; the same range again keeps
 * the same object, so a re-draw (a phone turned) asks for nothing new.
 */
export function useWallTimeRange() {
  const [range, setRange] = useState<WallTimeRange | null>(null);
  const onRangeChange = useCallback((next: WallTimeRange) => setRange((current) => (current && current.from === next.from && current.to === next.to ? current : next)), []);
  return [range, onRangeChange] as const;
}

/** A view's bounds on the UTC calendar are Mexico City wall times: back to instants for the API. */
export function wallTimeRange(start: Date, end: Date): WallTimeRange {
  const instant = (date: Date) => fromLocalInput(date.toISOString().slice(0, 16)) ?? date.toISOString();
  return { from: instant(start), to: instant(end) };
}

function titledClickable(info: EventMountArg) {
  info.el.setAttribute('title', info.event.title);
  info.el.style.cursor = 'pointer';
}

export type WallTimeCalendarProps = Omit<BaseCalendarProps, 'timeZone' | 'now' | 'datesSet' | 'eventDidMount'> & {
  /** Every range the calendar shows but the years view (it is there to jump to a year, not to load). */
  onRangeChange: (range: WallTimeRange) => void;
};

/**
 * The shared calendar for records the API gives as instants: events are Mexico City wall time on
 * a UTC calendar (give them `toLocalInput(...)`), the same clock the lists and the e-mails show
 * whatever the device's zone; each event shows its title on hover and is clickable.
 */
export function WallTimeCalendar({ onRangeChange, ...props }: WallTimeCalendarProps) {
  const datesSet = useCallback(
    (info: DatesSetArg) => {
      if (info.view.type !== 'years') onRangeChange(wallTimeRange(info.start, info.end));
    },
    [onRangeChange],
  );
  return <BaseCalendar timeZone="UTC" now={() => toLocalInput(new Date().toISOString())} datesSet={datesSet} eventDidMount={titledClickable} {...props} />;
}
