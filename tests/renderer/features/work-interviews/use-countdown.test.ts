import { describe, expect, it } from 'vitest';
import { formatClock, secondsLeft, spokenRemaining } from '../../../../src/renderer/features/work-interviews/hooks/use-countdown';

describe('the answer clock', () => {
  const deadline = '2026-12-05T16:02:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts whole seconds up to the deadline, rounding up, never below zero', () => {
    expect(secondsLeft(deadline, at('2026-12-05T16:00:00.000Z'))).toBe(120);
    expect(secondsLeft(deadline, at('2026-12-05T16:01:59.100Z'))).toBe(1);
    expect(secondsLeft(deadline, at('2026-12-05T16:02:00.000Z'))).toBe(0);
    expect(secondsLeft(deadline, at('2026-12-05T16:05:00.000Z'))).toBe(0);
    expect(secondsLeft(null, 0)).toBeNull();
  });

  it('shows m:ss', () => {
    expect(formatClock(120)).toBe('2:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(9)).toBe('0:09');
  });

  it('speaks only at a few moments, so a screen reader is not flooded', () => {
    expect(spokenRemaining(120)).toBe('Quedan 2 minutos.');
    expect(spokenRemaining(60)).toBe('Quedan 1 minuto.');
    expect(spokenRemaining(30)).toBe('Quedan 30 segundos.');
    expect(spokenRemaining(10)).toBe('Quedan 10 segundos.');
    expect(spokenRemaining(0)).toBe('Se acabó el tiempo.');
    expect(spokenRemaining(59)).toBeNull();
    expect(spokenRemaining(11)).toBeNull();
  });
});
