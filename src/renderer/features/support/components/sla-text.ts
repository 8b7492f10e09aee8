import type { SlaClockView, TicketSla } from '../../../../shared/contracts/support';
import { businessShortDateTimeOf } from '../../../../shared/business-time';
import { SLA_WARNING_RATIO, formatBusinessDuration } from '../../../../shared/sla-clock';

export const SLA_CLOCK_NAMES = { first_response: 'Primera respuesta', resolution: 'Resolución' } as const;

/** The clock in words ("Restan 2 h 05 min", "En pausa", "Vencido hace 20 min") and its colour. */
export function slaClockText(clock: SlaClockView): { text: string; color: string } {
  switch (clock.state) {
    case 'running':
      if (clock.remaining_ms <= 0) return { text: formatBusinessDuration(clock.remaining_ms).replace(/^v/, 'V'), color: 'red' };
      return { text: `Restan ${formatBusinessDuration(clock.remaining_ms)}`, color: clock.percent >= SLA_WARNING_RATIO * 100 ? 'orange' : 'blue' };
    case 'paused':
      return { text: `En pausa · restan ${formatBusinessDuration(Math.max(clock.remaining_ms, 0))}`, color: 'gray' };
    case 'breached':
      return { text: clock.breached_at ? `Vencido (${businessShortDateTimeOf(clock.breached_at)})` : 'Vencido', color: 'red' };
    case 'met':
      return { text: 'Cumplido', color: 'teal' };
    case 'stopped':
      return { text: 'Sin respuesta de soporte', color: 'gray' };
  }
}

/**
 * The clock that matters now: the first response while it still runs or is paused, else the
 * resolution. Counted in the company's business hours on the server; the lists refresh every
 * minute and on every socket change, so the countdown stays within a minute of the truth.
 */
export function currentSlaClock(sla: TicketSla): { name: keyof TicketSla; clock: SlaClockView } {
  const first = sla.first_response;
  if (first.state === 'running' || first.state === 'paused' || (first.state === 'breached' && first.due_at)) return { name: 'first_response', clock: first };
  return { name: 'resolution', clock: sla.resolution };
}
