import { describe, expect, it } from 'vitest';
import { recordingEnabled, shouldRecord } from '../../../src/renderer/lib/session-recording';

const base = { enabled: true, consent: 'granted' as const, signedIn: true, path: '/inicio', desktop: false };

describe('when a session is recorded (spec §1)', () => {
  it('is off in this build: tests do not build for production', () => {
    expect(recordingEnabled).toBe(false);
  });

  it('records a signed-in user who agreed, in a production build', () => {
    expect(shouldRecord(base)).toBe(true);
  });

  it('never records outside production, without consent, signed out or in the desktop console', () => {
    expect(shouldRecord({ ...base, enabled: false })).toBe(false);
    expect(shouldRecord({ ...base, consent: null })).toBe(false);
    expect(shouldRecord({ ...base, consent: 'denied' })).toBe(false);
    expect(shouldRecord({ ...base, signedIn: false })).toBe(false);
    expect(shouldRecord({ ...base, desktop: true })).toBe(false);
  });

  it('never records the attendance clock, where PINs are typed', () => {
    expect(shouldRecord({ ...base, path: '/control-asistencia/reloj' })).toBe(false);
    expect(shouldRecord({ ...base, path: '/control-asistencia/reloj/x' })).toBe(false);
    expect(shouldRecord({ ...base, path: '/control-asistencia/turnos' })).toBe(true);
  });
});
