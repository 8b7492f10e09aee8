import { describe, expect, it } from 'vitest';
import { LETTER, boxAtPointer, boxStyle, clampToPage, defaultBox, moveBox } from '../../../../../src/renderer/features/signatures/lib/placement';

describe('signature box placement', () => {
  it('starts each signer in its own spot near the bottom, inside the page', () => {
    const boxes = [0, 1, 2, 3].map((index) => defaultBox(index, LETTER, 2));
    expect(boxes[0]).toEqual({ page: 2, x: 36, y: 36, width: 180, height: 60 });
    expect(boxes[1]!.x).toBeGreaterThanOrEqual(boxes[0]!.x + boxes[0]!.width);
    expect(boxes[2]!.y).toBeGreaterThanOrEqual(boxes[0]!.y + boxes[0]!.height);
    for (const box of boxes) expect(clampToPage(box, LETTER)).toEqual(box);
  });

  it('centres the box where the frame is pressed, flipping the y axis to PDF points', () => {
    const box = defaultBox(0, LETTER, 1);
    // The frame's centre is the page's centre.
    expect(boxAtPointer(box, LETTER, 0.5, 0.5)).toMatchObject({ x: 306 - 90, y: 396 - 30 });
    // Near the top of the frame is near the top of the page (high y in points).
    expect(boxAtPointer(box, LETTER, 0.5, 0.1).y).toBeCloseTo(792 * 0.9 - 30, 1);
  });

  it('never lets a box leave the page, by pointer or by arrow keys', () => {
    const box = defaultBox(0, LETTER, 1);
    expect(boxAtPointer(box, LETTER, 1, 1)).toMatchObject({ x: 612 - 180, y: 0 });
    expect(boxAtPointer(box, LETTER, 0, 0)).toMatchObject({ x: 0, y: 792 - 60 });
    expect(moveBox(box, LETTER, -1000, 10)).toMatchObject({ x: 0, y: 46 });
    expect(clampToPage({ page: 1, x: 0, y: 0, width: 900, height: 60 }, { width: 300, height: 400 }).width).toBe(300);
  });

  it('draws the box at the same place on screen (top-left percentages)', () => {
    expect(boxStyle({ page: 1, x: 0, y: 0, width: 306, height: 79.2 }, LETTER)).toEqual({ left: '0%', top: '90%', width: '50%', height: '10%' });
    expect(boxStyle({ page: 1, x: 306, y: 712.8, width: 153, height: 79.2 }, LETTER)).toEqual({ left: '50%', top: '0%', width: '25%', height: '10%' });
  });
});
