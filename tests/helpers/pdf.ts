import { PDFParse } from 'pdf-parse';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/* Reading the PDFs the server prints: their text and the paths they stroke (QR codes: pdf-qr.ts). */

export async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/**
 * Every stroked path of a PDF's pages as pdf.js (the one pdf-parse bundles) reads the content
 * stream: its points in the path's own units (moveTo/lineTo only) and the transform in force, so a
 * test can say where on the page each point lands. Curves and rectangles come back with no points.
 */
export async function strokedPathsOf(pdf: Buffer): Promise<{ page: number; points: [number, number][]; ctm: Matrix }[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const found: { page: number; points: [number, number][]; ctm: Matrix }[] = [];
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const { fnArray, argsArray } = await (await document.getPage(number)).getOperatorList();
      let ctm: Matrix = [1, 0, 0, 1, 0, 0];
      const saved: Matrix[] = [];
      fnArray.forEach((fn, index) => {
        const args = argsArray[index] as unknown[];
        if (fn === OPS.save) saved.push(ctm);
        else if (fn === OPS.restore) ctm = saved.pop() ?? ctm;
        else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
        else if (fn === OPS.constructPath && args[0] === OPS.stroke) {
          const data = Array.from((args[1] as ArrayLike<number>[])[0] ?? []);
          const points: [number, number][] = [];
          // pdf.js path data: 0 = moveTo x y, 1 = lineTo x y (other ops are not signature strokes).
          for (let i = 0; i < data.length; ) {
            const op = data[i]!;
            if (op !== 0 && op !== 1) return;
            points.push([data[i + 1]!, data[i + 2]!]);
            i += 3;
          }
          found.push({ page: number, points, ctm });
        }
      });
    }
  } finally {
    await document.destroy();
  }
  return found;
}

/** Where a point in a path's units lands on the page (PDF points, origin at the bottom left). */
export const onPage = (ctm: Matrix, [x, y]: [number, number]): [number, number] => [ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]];
