import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TYPING_EXPIRES_MS,
  TYPING_IDLE_MS,
  TYPING_THROTTLE_MS,
  type Typer,
  activeTypers,
  applyTypingEvent,
  createTypingEmitter,
  typingMessage,
} from '../../../../src/renderer/features/support/components/typing';

const event = (over: Partial<Parameters<typeof applyTypingEvent>[1]> = {}) => ({ ticket_id: 5, user_id: 2, name: 'Ana López', kind: 'public_reply' as const, typing: true, ...over });

describe('the typing indicator (collision detection)', () => {
  it('says who else is writing a reply or a note', () => {
    let typers: Typer[] = applyTypingEvent([], event(), 5, 1, 1000);
    expect(typingMessage(typers)).toBe('Ana López está escribiendo una respuesta…');
    typers = applyTypingEvent(typers, event({ kind: 'internal_note' }), 5, 1, 1500);
    expect(typers).toHaveLength(1);
    expect(typingMessage(typers)).toBe('Ana López está escribiendo una nota interna…');
    typers = applyTypingEvent(typers, event({ user_id: 3, name: 'Luis Ruiz' }), 5, 1, 1600);
    expect(typingMessage(typers)).toBe('Ana López y Luis Ruiz están escribiendo…');
    typers = applyTypingEvent(typers, event({ typing: false }), 5, 1, 1700);
    expect(typingMessage(typers)).toBe('Luis Ruiz está escribiendo una respuesta…');
  });

  it('ignores my own echo and other tickets, and shows nothing when nobody types', () => {
    expect(applyTypingEvent([], event({ user_id: 1 }), 5, 1, 0)).toEqual([]);
    expect(applyTypingEvent([], event({ ticket_id: 6 }), 5, 1, 0)).toEqual([]);
    expect(typingMessage([])).toBeNull();
  });

  it('drops an indicator nobody refreshed (a lost «stopped», a dropped socket)', () => {
    const typers = applyTypingEvent([], event(), 5, 1, 10_000);
    expect(activeTypers(typers, 10_000 + TYPING_EXPIRES_MS - 1)).toHaveLength(1);
    expect(activeTypers(typers, 10_000 + TYPING_EXPIRES_MS)).toHaveLength(0);
  });
});

describe('the typing emitter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends «typing» at once, then at most every few seconds while keys keep coming', () => {
    const sent: unknown[] = [];
    const emitter = createTypingEmitter((payload) => sent.push(payload), () => Date.now());
    emitter.input('public_reply');
    expect(sent).toEqual([{ kind: 'public_reply', typing: true }]);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(250);
      emitter.input('public_reply');
    }
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(TYPING_THROTTLE_MS);
    emitter.input('public_reply');
    expect(sent).toEqual([
      { kind: 'public_reply', typing: true },
      { kind: 'public_reply', typing: true },
    ]);
  });

  it('sends «stopped» after a pause, on stop(), and when switching to a note', () => {
    const sent: unknown[] = [];
    const emitter = createTypingEmitter((payload) => sent.push(payload), () => Date.now());
    emitter.input('public_reply');
    vi.advanceTimersByTime(TYPING_IDLE_MS);
    expect(sent.at(-1)).toEqual({ kind: 'public_reply', typing: false });
    emitter.input('public_reply');
    emitter.input('internal_note');
    expect(sent.slice(-3)).toEqual([
      { kind: 'public_reply', typing: true },
      { kind: 'public_reply', typing: false },
      { kind: 'internal_note', typing: true },
    ]);
    emitter.stop();
    expect(sent.at(-1)).toEqual({ kind: 'internal_note', typing: false });
    const count = sent.length;
    emitter.stop();
    vi.advanceTimersByTime(TYPING_IDLE_MS * 2);
    expect(sent).toHaveLength(count);
  });
});
