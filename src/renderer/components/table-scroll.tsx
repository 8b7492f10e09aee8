import type { ReactNode } from 'react';

export interface TableScrollProps {
  /** Names the scrolling box for screen readers (it is a keyboard stop of its own). */
  label: string;
  /** Below this width the table scrolls inside its box instead of squeezing its columns. */
  minWidth: number;
  /** Keep the first column (the row's key: day, name, number) in view while scrolling. */
  pinFirstColumn?: boolean;
  children: ReactNode;
}

/**
 * A wide table on a phone: it scrolls sideways inside its own box, never the page, with the key
 * column pinned. The box takes the keyboard focus so it can be scrolled with the arrow keys
 * (WCAG 2.1.1; axe's scrollable-region-focusable), which Mantine's Table.ScrollContainer did not.
 * Styles: `.plataforma-table-scroll` in app/global.css.
 */
export function TableScroll({ label, minWidth, pinFirstColumn = true, children }: TableScrollProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="plataforma-table-scroll" data-pin-first={pinFirstColumn || undefined}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
