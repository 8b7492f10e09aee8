import { describe, expect, it } from 'vitest';
import { formatPairingCode, isPairingCode, normalizePairingCode, pairClockInputSchema } from '../../../src/shared/contracts/attendance-clock-pairing';

describe('clock pairing codes as typed', () => {
  it('ignores case, dashes and spaces', () => {
    expect(normalizePairingCode(' k7qm-4xpt ')).toBe('K7QM4XPT');
    expect(pairClockInputSchema.parse({ code: 'k7qm 4xpt' }).code).toBe('K7QM4XPT');
  });

  it('tells a short code from a long token and from ambiguous characters', () => {
    expect(isPairingCode('K7QM-4XPT')).toBe(true);
    expect(isPairingCode('k7qm4xpt')).toBe(true);
    expect(isPairingCode('dvc_demo-horizonte-reloj-recepcion-2026')).toBe(false);
    expect(isPairingCode('K7QM-4XP0')).toBe(false);
    expect(isPairingCode('K7QM-4XPTI')).toBe(false);
  });

  it('shows the code in two groups of four', () => {
    expect(formatPairingCode('K7QM4XPT')).toBe('K7QM-4XPT');
  });
});
