import { describe, expect, it } from 'vitest';
import { mayLeaveKiosk } from '../../src/main/kiosk-exit';
import { CRASH_RELOAD_MS, HANG_RELOAD_MS, KIOSK_URL, guardKiosk, isBlockedShortcut, isKioskUrl, kioskWindowOptions } from '../../src/main/kiosk';

function fakeKioskContents() {
  const listeners = new Map<string, (...args: unknown[]) => void>();
  const loaded: string[] = [];
  let crashed = 0;
  return {
    contents: {
      on: (event: string, listener: (...args: unknown[]) => void) => listeners.set(event, listener),
      loadURL: async (url: string) => void loaded.push(url),
      forcefullyCrashRenderer: () => void crashed++,
      isDestroyed: () => false,
    },
    emit: (event: string, ...args: unknown[]) => listeners.get(event)!(...args),
    loaded,
    crashed: () => crashed,
  };
}

function fakeTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  return {
    timers: {
      setTimeout: (callback: () => void, ms: number) => {
        pending.set(next, { callback, ms });
        return next++;
      },
      clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    },
    runAll() {
      const due = [...pending.entries()];
      pending.clear();
      for (const [, timer] of due) timer.callback();
      return due.map(([, timer]) => timer.ms);
    },
    count: () => pending.size,
  };
}

describe('kiosk window', () => {
  it('is full screen, kiosk, frameless, not closable, without dev tools, and keeps the secure options', () => {
    const options = kioskWindowOptions('/p.cjs');
    expect(options).toMatchObject({ kiosk: true, fullscreen: true, frame: false, closable: false, minimizable: false });
    expect(options.webPreferences).toMatchObject({ devTools: false, contextIsolation: true, sandbox: true, nodeIntegration: false });
  });

  it('only the clock route counts as the kiosk page', () => {
    expect(KIOSK_URL).toBe('app://plataforma/control-asistencia/reloj');
    expect(isKioskUrl('app://plataforma/control-asistencia/reloj?modo=pin')).toBe(true);
    expect(isKioskUrl('app://plataforma/inicio')).toBe(false);
    expect(isKioskUrl('https://evil.example/control-asistencia/reloj')).toBe(false);
  });

  it('sends any navigation elsewhere — full or client-side — back to the clock', () => {
    const fake = fakeKioskContents();
    guardKiosk(fake.contents as never, fakeTimers().timers);
    fake.emit('did-navigate-in-page', {}, 'app://plataforma/control-asistencia/reloj');
    expect(fake.loaded).toEqual([]);
    fake.emit('did-navigate-in-page', {}, 'app://plataforma/usuarios');
    fake.emit('did-navigate', {}, 'app://plataforma/inicio');
    expect(fake.loaded).toEqual([KIOSK_URL, KIOSK_URL]);
  });

  it('reloads after a renderer crash, and kills and reloads a renderer hung for 10 s', () => {
    const fake = fakeKioskContents();
    const clock = fakeTimers();
    const guard = guardKiosk(fake.contents as never, clock.timers);
    fake.emit('render-process-gone', {}, { reason: 'crashed' });
    expect(clock.runAll()).toEqual([CRASH_RELOAD_MS]);
    expect(fake.loaded).toEqual([KIOSK_URL]);

    // A short hang that recovers does nothing.
    fake.emit('unresponsive');
    fake.emit('responsive');
    expect(clock.count()).toBe(0);
    // A long one is killed and reloaded.
    fake.emit('unresponsive');
    fake.emit('unresponsive');
    expect(clock.count()).toBe(1);
    expect(clock.runAll()).toEqual([HANG_RELOAD_MS]);
    expect(fake.crashed()).toBe(1);
    expect(fake.loaded).toEqual([KIOSK_URL, KIOSK_URL]);
    expect(guard.reloads()).toBe(2);
  });

  it('swallows dev tools, full screen, zoom, print, new window and quit shortcuts, but not typing', () => {
    const key = (input: Partial<{ key: string; control: boolean; meta: boolean; alt: boolean; shift: boolean; type: string }>) =>
      isBlockedShortcut({ type: 'keyDown', key: '', control: false, meta: false, alt: false, shift: false, ...input });
    for (const blocked of [{ key: 'F12' }, { key: 'I', control: true, shift: true }, { key: 'w', control: true }, { key: 'q', meta: true }, { key: 'F4', alt: true }, { key: '+', control: true }, { key: 'p', control: true }, { key: 'F11' }]) {
      expect(key(blocked), JSON.stringify(blocked)).toBe(true);
    }
    for (const allowed of [{ key: '4' }, { key: 'Enter' }, { key: 'Backspace' }, { key: 'F5' }, { key: 'a', shift: true }]) {
      expect(key(allowed), JSON.stringify(allowed)).toBe(false);
    }
    expect(key({ key: 'F12', type: 'keyUp' })).toBe(false);
  });
});

describe('who may leave kiosk mode', () => {
  const adminOf = (companyId: number) => ({ slug: 'company_admin', company_id: companyId });
  it('an administrator of the clock\'s company, or a super administrator', () => {
    expect(mayLeaveKiosk([adminOf(3)], 3)).toBe(true);
    expect(mayLeaveKiosk([{ slug: 'super_admin', company_id: null }], 3)).toBe(true);
    expect(mayLeaveKiosk([{ slug: 'employee', company_id: 3 }, adminOf(1)], 3)).toBe(false);
  });
  it('not an administrator of another tenant, nor a plain employee of the clock\'s company', () => {
    expect(mayLeaveKiosk([adminOf(1)], 3)).toBe(false);
    expect(mayLeaveKiosk([adminOf(1), adminOf(4), { slug: 'employee', company_id: 3 }], 3)).toBe(false);
    expect(mayLeaveKiosk([{ slug: 'container_admin', company_id: 3 }], 3)).toBe(false);
    expect(mayLeaveKiosk([], 3)).toBe(false);
  });
  it('a clock never paired to a company guards no tenant: any company administrator', () => {
    expect(mayLeaveKiosk([adminOf(4)], null)).toBe(true);
    expect(mayLeaveKiosk([{ slug: 'employee', company_id: 4 }], null)).toBe(false);
  });
});
