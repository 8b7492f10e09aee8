import { type SpecificViewContentArg, createPlugin } from '@fullcalendar/core';
import { createContext, useContext } from 'react';
import { CALENDAR_DEFAULTS, yearsFrom } from './calendar-defaults';

/** How a year of the years view opens that year (set by BaseCalendar, which holds the calendar). */
export const OpenYearContext = createContext<(year: number) => void>(() => undefined);

function YearsGrid({ arg }: { arg: SpecificViewContentArg }) {
  const openYear = useContext(OpenYearContext);
  const years = yearsFrom(arg.dateProfile.currentRange.start.getUTCFullYear());
  const thisYear = new Date().getFullYear();
  return (
    <ul aria-label={`Años ${years[0]} a ${years.at(-1)}`} style={{ listStyle: 'none', margin: 0, padding: 8, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))', gap: 8 }}>
      {years.map((year) => (
        <li key={year}>
          <button
            type="button"
            onClick={() => openYear(year)}
            aria-current={year === thisYear ? 'date' : undefined}
            style={{
              width: '100%',
              padding: '12px 8px',
              borderRadius: 8,
              border: `${year === thisYear ? 2 : 1}px solid var(--fc-border-color)`,
              background: 'var(--fc-page-bg-color)',
              color: 'inherit',
              cursor: 'pointer',
              font: 'inherit',
            }}
          >
            <strong style={{ fontSize: '1.1rem' }}>{year}</strong>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec §9's years view, which FullCalendar lacks: 25 years from the current one; a year opens that
 * year's view, prev and next move 25 years. It lists no events: a screen may hold only the range
 * it last showed, and a partial count would mislead.
 */
export const yearsViewPlugin = createPlugin({
  name: 'plataforma-years',
  views: {
    years: {
      duration: { years: CALENDAR_DEFAULTS.yearsViewYears },
      dateAlignment: 'year',
      // Without it FullCalendar steps by the alignment unit (one year).
      dateIncrement: { years: CALENDAR_DEFAULTS.yearsViewYears },
      classNames: ['fc-years-view'],
      content: (arg: SpecificViewContentArg) => <YearsGrid arg={arg} />,
    },
  },
});
