import { inflateSync } from 'node:zlib';
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { PDFParse } from 'pdf-parse';

/* The QR codes among a PDF's images (vitest only: Playwright's loader cannot import @zxing/library's named exports). */

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

/**
 * One QR code's text. zxing-js's finder-pattern detector misses about 1 in 15 perfect, generated
 * codes (measured: 16–24 of 300 random links at 240–320 px), which made the PDF tests flaky; read
 * as a pure barcode (the image is the generated code itself, not a photo) those read 900 of 900,
 * but a code drawn with uneven module sizes can defeat that reading, so each is tried in turn.
 */
function readQrCode(luminance: Uint8ClampedArray, width: number, height: number): string {
  const bitmap = () => new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  try {
    return new QRCodeReader().decode(bitmap(), new Map([[DecodeHintType.PURE_BARCODE, true]])).getText();
  } catch {
    return new QRCodeReader().decode(bitmap(), new Map([[DecodeHintType.TRY_HARDER, true]])).getText();
  }
}

/** The text of the QR codes among a PDF's images. */
export async function qrCodesOf(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getImage({ imageThreshold: 0, imageBuffer: true });
    const found: string[] = [];
    for (const image of result.pages.flatMap((page) => page.images)) {
      const { width, height, luminance } = pngLuminance(Buffer.from(image.data));
      found.push(readQrCode(luminance, width, height));
    }
    return found;
  } finally {
    await parser.destroy();
  }
}

