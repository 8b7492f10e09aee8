import type { WindowBounds } from './settings';

/**
 * The console reopens where the operator left it — unless that place is gone (a monitor was
 * unplugged), in which case it opens at the default size on the primary display.
 */
export interface WorkArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Saved bounds if at least 100×100 px of the title area is on some display; otherwise null. */
export function restorableBounds(saved: WindowBounds | null, displays: readonly WorkArea[]): WindowBounds | null {
  if (!saved) return null;
  const visible = displays.some((area) => {
    const overlapX = Math.min(saved.x + saved.width, area.x + area.width) - Math.max(saved.x, area.x);
    const overlapY = Math.min(saved.y + 100, area.y + area.height) - Math.max(saved.y, area.y);
    return overlapX >= 100 && overlapY >= 50;
  });
  return visible ? saved : null;
}

export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'close', listener: () => void): unknown;
  getNormalBounds(): { x: number; y: number; width: number; height: number };
  isMaximized(): boolean;
  isDestroyed(): boolean;
}

/** Saves the window's bounds half a second after it stops moving, and when it closes. */
export function trackWindowBounds(
  window: TrackedWindow,
  save: (bounds: WindowBounds) => void,
  timers: { setTimeout(callback: () => void, ms: number): unknown; clearTimeout(handle: unknown): void } = globalThis,
) {
  let pending: unknown = null;
  const capture = () => {
    if (window.isDestroyed()) return;
    const { x, y, width, height } = window.getNormalBounds();
    save({ x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height), maximized: window.isMaximized() });
  };
  const later = () => {
    if (pending) timers.clearTimeout(pending);
    pending = timers.setTimeout(() => {
      pending = null;
      capture();
    }, 500);
  };
  window.on('resize', later);
  window.on('move', later);
  window.on('close', () => {
    if (pending) timers.clearTimeout(pending);
    pending = null;
    capture();
  });
}
