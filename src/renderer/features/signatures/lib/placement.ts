/**
 * Where each signer's visible signature goes. The server wants a box in PDF points from the
 * page's bottom-left corner; the screen shows a page-sized frame whose origin is its top-left.
 * These pure functions convert between the two and keep every box inside its page, so what the
 * form sends is what the server accepts (it refuses a box that leaves the page).
 */
export interface PageSize {
  width: number;
  height: number;
}

export interface Box {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A signature's default size in points (about 6.3 × 2.1 cm): room for the image and its caption. */
export const DEFAULT_BOX = { width: 180, height: 60 } as const;
/** US Letter, the size assumed until the file's own pages are read. */
export const LETTER: PageSize = { width: 612, height: 792 };
const MARGIN = 36;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));
const round = (value: number) => Math.round(value * 10) / 10;

/** The box moved (or shrunk) so it lies wholly inside the page. */
export function clampToPage(box: Box, page: PageSize): Box {
  const width = Math.min(box.width, page.width);
  const height = Math.min(box.height, page.height);
  return { ...box, width, height, x: round(clamp(box.x, 0, page.width - width)), y: round(clamp(box.y, 0, page.height - height)) };
}

/**
 * Signer `index`'s first box: two columns near the bottom of the last page (where contracts are
 * signed), each next pair a row higher, so no two start on top of each other.
 */
export function defaultBox(index: number, page: PageSize, pageNumber: number): Box {
  const column = index % 2;
  const row = Math.floor(index / 2);
  const width = Math.min(DEFAULT_BOX.width, (page.width - 3 * MARGIN) / 2);
  return clampToPage({ page: pageNumber, width, height: DEFAULT_BOX.height, x: MARGIN + column * (width + MARGIN), y: MARGIN + row * (DEFAULT_BOX.height + 12) }, page);
}

/**
 * The box centred where the frame was pressed: `fx`, `fy` are 0..1 of the frame from its top-left
 * corner (what a pointer gives); the PDF's y grows upwards, hence the flip.
 */
export function boxAtPointer(box: Box, page: PageSize, fx: number, fy: number): Box {
  const centreX = fx * page.width;
  const centreY = (1 - fy) * page.height;
  return clampToPage({ ...box, x: centreX - box.width / 2, y: centreY - box.height / 2 }, page);
}

/** Arrow keys: move by `dx`, `dy` points (dy positive is up the page, as on screen). */
export function moveBox(box: Box, page: PageSize, dx: number, dy: number): Box {
  return clampToPage({ ...box, x: box.x + dx, y: box.y + dy }, page);
}

/** The box as CSS percentages of the frame (top-left origin), to draw it over the page. */
export function boxStyle(box: Box, page: PageSize): { left: string; top: string; width: string; height: string } {
  const percent = (value: number) => `${round((value * 100))}%`;
  return {
    left: percent(box.x / page.width),
    top: percent((page.height - box.y - box.height) / page.height),
    width: percent(box.width / page.width),
    height: percent(box.height / page.height),
  };
}
