import { describe, expect, it } from 'vitest';
import { isTypingTarget, queueKeyAction } from '../../../../src/renderer/features/support/components/queue-keyboard';

describe('the queue keyboard', () => {
  it('selects the first row on the first move, whichever direction', () => {
    for (const key of ['j', 'k', 'ArrowDown', 'ArrowUp']) expect(queueKeyAction(key, null, 5), key).toEqual({ kind: 'select', index: 0 });
  });

  it('moves down with j and ↓, up with k and ↑, stopping at the ends', () => {
    expect(queueKeyAction('j', 0, 3)).toEqual({ kind: 'select', index: 1 });
    expect(queueKeyAction('ArrowDown', 1, 3)).toEqual({ kind: 'select', index: 2 });
    expect(queueKeyAction('j', 2, 3)).toEqual({ kind: 'select', index: 2 });
    expect(queueKeyAction('k', 2, 3)).toEqual({ kind: 'select', index: 1 });
    expect(queueKeyAction('ArrowUp', 0, 3)).toEqual({ kind: 'select', index: 0 });
  });

  it('jumps with Home and End', () => {
    expect(queueKeyAction('Home', 4, 9)).toEqual({ kind: 'select', index: 0 });
    expect(queueKeyAction('End', 0, 9)).toEqual({ kind: 'select', index: 8 });
  });

  it('opens the selected row with Enter, and nothing when none is selected', () => {
    expect(queueKeyAction('Enter', 3, 5)).toEqual({ kind: 'open', index: 3 });
    expect(queueKeyAction('Enter', null, 5)).toBeNull();
  });

  it('keeps a selection past the end of a shorter list inside it (a live refresh removed rows)', () => {
    expect(queueKeyAction('Enter', 7, 3)).toEqual({ kind: 'open', index: 2 });
    expect(queueKeyAction('k', 7, 3)).toEqual({ kind: 'select', index: 1 });
  });

  it('does nothing on an empty list or another key', () => {
    expect(queueKeyAction('j', null, 0)).toBeNull();
    expect(queueKeyAction('x', 1, 5)).toBeNull();
    expect(queueKeyAction('J', 1, 5)).toBeNull();
  });

  it('leaves the keys typed into fields to the fields', () => {
    const element = (tagName: string, extra: Record<string, unknown> = {}) => ({ tagName, isContentEditable: false, getAttribute: () => null, ...extra }) as unknown as EventTarget;
    expect(isTypingTarget(element('INPUT'))).toBe(true);
    expect(isTypingTarget(element('TEXTAREA'))).toBe(true);
    expect(isTypingTarget(element('SELECT'))).toBe(true);
    expect(isTypingTarget(element('DIV', { isContentEditable: true }))).toBe(true);
    expect(isTypingTarget(element('INPUT', { getAttribute: (name: string) => (name === 'role' ? 'combobox' : null) }))).toBe(true);
    expect(isTypingTarget(element('A'))).toBe(false);
    expect(isTypingTarget(element('BODY'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
