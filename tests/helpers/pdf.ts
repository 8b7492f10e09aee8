import { inflateSync } from 'node:zlib';
import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { PDFParse } from 'pdf-parse';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/* Reading the PDFs the server prints: their text, their QR codes, and the paths they stroke. */

export async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * Luminance of an 8-bit, non-interlaced PNG (what pdf-parse gives for an embedded image): just
 * enough of PNG to read the QR code back without another dependency.
 */
function pngLuminance(png: Buffer): { width: number; height: number; luminance: Uint8ClampedArray } {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit non-interlaced PNGs');
      channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[body[9]!]!;
    }
    if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, paeth()][filter]!;
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++) {
    const pixel = pixels.subarray(i * channels, i * channels + channels);
    luminance[i] = channels >= 3 ? (pixel[0]! + 2 * pixel[1]! + pixel[2]!) / 4 : pixel[0]!;
  }
  return { width, height, luminance };
}

/** The text of the QR codes among a PDF's images. */
export async function qrCodesOf(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getImage({ imageThreshold: 0, imageBuffer: true });
    const found: string[] = [];
    for (const image of result.pages.flatMap((page) => page.images)) {
      const { width, height, luminance } = pngLuminance(Buffer.from(image.data));
      found.push(new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)))).getText());
    }
    return found;
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
