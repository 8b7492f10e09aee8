import { describe, expect, it } from 'vitest';
import type { SlaClockView } from '../../../../src/shared/contracts/support';
import { currentSlaClock, slaClockText } from '../../../../src/renderer/features/support/components/sla-text';

const clock = (over: Partial<SlaClockView>): SlaClockView => ({
  state: 'running',
  elapsed_ms: 0,
  target_ms: 4 * 3_600_000,
  remaining_ms: 4 * 3_600_000,
  percent: 0,
  due_at: '2026-11-24T20:00:00.000Z',
  breached_at: null,
  warned_at_80: null,
  ...over,
});

describe('the SLA countdown in words', () => {
  it('counts down a running clock, orange from 80 %', () => {
    expect(slaClockText(clock({ remaining_ms: 125 * 60_000, percent: 47.9 }))).toEqual({ text: 'Restan 2 h 05 min', color: 'blue' });
    expect(slaClockText(clock({ remaining_ms: 30 * 60_000, percent: 87.5 }))).toEqual({ text: 'Restan 30 min', color: 'orange' });
  });

  it('says a paused clock is paused and keeps what is left', () => {
    expect(slaClockText(clock({ state: 'paused', remaining_ms: 90 * 60_000, due_at: null }))).toEqual({ text: 'En pausa · restan 1 h 30 min', color: 'gray' });
  });

  it('names a breach with its instant in Mexico City time, in red', () => {
    const text = slaClockText(clock({ state: 'breached', remaining_ms: -20 * 60_000, breached_at: '2026-11-24T17:00:00.000Z' }));
    expect(text).toEqual({ text: 'Vencido (24 nov, 11:00)', color: 'red' });
  });

  it('says met and stopped clocks in words', () => {
    expect(slaClockText(clock({ state: 'met', due_at: null })).text).toBe('Cumplido');
    expect(slaClockText(clock({ state: 'stopped', due_at: null })).text).toBe('Sin respuesta de soporte');
  });

  it('shows the first response until support answered, then the resolution', () => {
    const first = clock({ remaining_ms: 60_000 });
    const resolution = clock({ remaining_ms: 8 * 3_600_000 });
    expect(currentSlaClock({ first_response: first, resolution }).name).toBe('first_response');
    expect(currentSlaClock({ first_response: clock({ state: 'met', due_at: null }), resolution }).name).toBe('resolution');
    expect(currentSlaClock({ first_response: clock({ state: 'paused', due_at: null }), resolution }).name).toBe('first_response');
  });
});
