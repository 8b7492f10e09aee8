import { describe, expect, it } from 'vitest';
import { restorableBounds, trackWindowBounds } from '../../src/main/window-state';

const primary = { x: 0, y: 0, width: 1920, height: 1040 };
const right = { x: 1920, y: 0, width: 1280, height: 1024 };

describe('window bounds are remembered', () => {
  it('restores bounds that are still on a display and drops those on an unplugged monitor', () => {
    const onRight = { x: 2000, y: 50, width: 1000, height: 800, maximized: false };
    expect(restorableBounds(onRight, [primary, right])).toEqual(onRight);
    expect(restorableBounds(onRight, [primary])).toBeNull();
    expect(restorableBounds(null, [primary])).toBeNull();
    // Title bar above the top of every screen: cannot be grabbed, so not restored.
    expect(restorableBounds({ x: 100, y: -500, width: 800, height: 400, maximized: false }, [primary])).toBeNull();
  });

  it('saves after moves settle and on close', () => {
    const listeners = new Map<string, () => void>();
    const saved: unknown[] = [];
    let pending: (() => void) | null = null;
    let bounds = { x: 1, y: 2, width: 1300, height: 900 };
    trackWindowBounds(
      {
        on: (event, listener) => listeners.set(event, listener),
        getNormalBounds: () => bounds,
        isMaximized: () => false,
        isDestroyed: () => false,
      },
      (value) => saved.push(value),
      { setTimeout: (callback) => (pending = callback), clearTimeout: () => (pending = null) },
    );
    listeners.get('move')!();
    bounds = { x: 50, y: 60, width: 1300, height: 900 };
    listeners.get('resize')!();
    expect(saved).toEqual([]);
    pending!();
    expect(saved).toEqual([{ x: 50, y: 60, width: 1300, height: 900, maximized: false }]);
    listeners.get('close')!();
    expect(saved).toHaveLength(2);
  });
});
