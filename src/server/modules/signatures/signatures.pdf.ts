import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFString,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  beginText,
  endText,
  moveText,
  setFontAndSize,
  showText,
} from 'pdf-lib';
import { DEFAULT_BYTE_RANGE_PLACEHOLDER, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import QRCode from 'qrcode';

/**
 * The PDF side of signing. A document is prepared once (pdf-lib rewrites it with a classic
 * cross-reference table: the QR code and short code on every page, the audit page last); from
 * then on every signature is an incremental update appended after the previous bytes, so each
 * earlier signature's byte range — and so its validity — is untouched (ISO 32000-1 §7.5.6).
 */

/** Room for the CMS (certificates included); the hex string is twice as long. */
export const SIGNATURE_BYTES = 12_000;
/** The document's code is written in its Info dictionary, so a bare upload finds its record. */
const CODE_KEYWORD = 'plataforma-codigo:';

export class PdfProblem extends Error {
  constructor(readonly kind: 'invalid' | 'encrypted') {
    super(kind);
  }
}

const toWinAnsi = (text: string) => text.normalize('NFC').replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/** Loads an upload: a PDF by its bytes, not encrypted, readable by pdf-lib. */
export async function loadUpload(bytes: Buffer): Promise<PDFDocument> {
  if (bytes.subarray(0, 1024).indexOf('%PDF-') === -1) throw new PdfProblem('invalid');
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    throw new PdfProblem('invalid');
  }
  if (doc.isEncrypted) throw new PdfProblem('encrypted');
  if (doc.getPageCount() === 0) throw new PdfProblem('invalid');
  return doc;
}

export interface AuditLine {
  label: string;
  value: string;
}

export interface Preparation {
  code: string;
  verifyUrl: string;
  title: string;
  audit: AuditLine[];
}

/** Stamps the QR code and short code on every page and appends the audit page. */
export async function prepareDocument(doc: PDFDocument, preparation: Preparation): Promise<Buffer> {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const qr = await doc.embedPng(await QRCode.toBuffer(preparation.verifyUrl, { margin: 1, width: 160, errorCorrectionLevel: 'M' }));
  const stampText = `Verificar: ${preparation.code}`;
  for (const page of doc.getPages()) {
    const { x, y } = page.getCropBox();
    page.drawImage(qr, { x: x + 8, y: y + 8, width: 40, height: 40 });
    page.drawText(stampText, { x: x + 52, y: y + 12, size: 7, font, color: rgb(0.2, 0.2, 0.2) });
  }
  const audit = doc.addPage([612, 792]);
  let cursor = 740;
  audit.drawText('Constancia de firma electrónica', { x: 48, y: cursor, size: 16, font: bold });
  cursor -= 26;
  audit.drawText(toWinAnsi(preparation.title), { x: 48, y: cursor, size: 11, font, maxWidth: 420 });
  cursor -= 28;
  for (const line of preparation.audit) {
    audit.drawText(toWinAnsi(line.label), { x: 48, y: cursor, size: 9, font: bold });
    audit.drawText(toWinAnsi(line.value), { x: 200, y: cursor, size: 9, font, maxWidth: 360 });
    cursor -= 16;
    if (cursor < 140) break;
  }
  audit.drawText('Cada firma se agrega después de esta página sin cambiar lo anterior. Consulta las firmas,', { x: 48, y: 110, size: 8, font });
  audit.drawText(toWinAnsi(`sus fechas y certificados con el código ${preparation.code} o el código QR.`), { x: 48, y: 98, size: 8, font });
  audit.drawImage(qr, { x: 480, y: 40, width: 80, height: 80 });
  doc.setKeywords([`${CODE_KEYWORD}${preparation.code}`]);
  doc.setProducer('Plataforma');
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * The document code from its Info dictionary, if it carries one. pdf-lib writes the keywords as
 * a UTF-16BE hex string (<FEFF…>); the prepared copy's Info is never compressed.
 */
export function codeOf(bytes: Buffer): string | null {
  const text = bytes.toString('latin1');
  for (const match of text.matchAll(/\/Keywords\s*<FEFF([0-9A-Fa-f]+)>/g)) {
    const keywords = Buffer.from(match[1]!, 'hex').swap16().toString('utf16le');
    const code = new RegExp(`${CODE_KEYWORD}([A-Z0-9]{6,16})`).exec(keywords)?.[1];
    if (code) return code;
  }
  return null;
}

export interface VisibleSignature {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** A drawn signature's PNG, or null for a typed one (written in `typed.font`). */
  png: Buffer | null;
  typed: { text: string; font: StandardFonts } | null;
  caption: string;
}

/** The standard PDF fonts a typed signature may use: no font file to embed, any reader has them. */
export const TYPED_FONTS: Record<string, StandardFonts> = {
  cursiva: StandardFonts.TimesRomanBoldItalic,
  manuscrita: StandardFonts.HelveticaOblique,
  formal: StandardFonts.TimesRoman,
};

export interface PlaceholderInput {
  fieldName: string;
  signerName: string;
  reason: string;
  signingTime: Date;
  visible: VisibleSignature;
}

function serialize(ref: PDFRef, object: { sizeInBytes(): number; copyBytesInto(buffer: Uint8Array, offset: number): number }): Buffer {
  const body = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(body, 0);
  return Buffer.concat([Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1'), Buffer.from(body), Buffer.from('\nendobj\n', 'latin1')]);
}

function lastStartXref(bytes: Buffer): number {
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1');
  const matches = [...tail.matchAll(/startxref\s+(\d+)/g)];
  const last = matches.at(-1);
  if (!last) throw new PdfProblem('invalid');
  return Number(last[1]);
}

/**
 * Appends, as one incremental update, a signature field whose widget shows the signer's image
 * on their page, and a signature dictionary with an empty /Contents and a placeholder
 * /ByteRange that @signpdf/signpdf fills in. Nothing before the update changes.
 */
export async function appendSignaturePlaceholder(bytes: Buffer, input: PlaceholderInput): Promise<Buffer> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const context = doc.context;
  const firstNew = context.largestObjectNumber + 1;
  const changed = new Set<PDFRef>();
  const page = doc.getPage(input.visible.page - 1);
  const { x, y, width, height, png, typed, caption } = input.visible;

  const font = await doc.embedFont(StandardFonts.Helvetica);
  await font.embed();
  const captionSize = Math.min(8, Math.max(4, height / 8));
  const captionOperators = [beginText(), setFontAndSize('F1', captionSize), moveText(2, captionSize * 0.4), showText(font.encodeText(toWinAnsi(caption))), endText()];
  const markHeight = height - captionSize * 1.6;
  let appearance;
  if (png) {
    const image = await doc.embedPng(png);
    await image.embed();
    const scale = Math.min(width / image.width, markHeight / image.height);
    const drawnWidth = image.width * scale;
    const drawnHeight = image.height * scale;
    appearance = context.formXObject(
      [pushGraphicsState(), concatTransformationMatrix(drawnWidth, 0, 0, drawnHeight, (width - drawnWidth) / 2, captionSize * 1.6), drawObject('Img'), popGraphicsState(), ...captionOperators],
      { BBox: [0, 0, width, height], Resources: { XObject: { Img: image.ref }, Font: { F1: font.ref } } },
    );
  } else {
    const typedFont = await doc.embedFont(typed?.font ?? StandardFonts.TimesRomanBoldItalic);
    await typedFont.embed();
    const text = toWinAnsi(typed?.text ?? caption);
    const size = Math.max(4, Math.min(markHeight * 0.7, (width * 0.95 * 1000) / Math.max(1, typedFont.widthOfTextAtSize(text, 1000))));
    appearance = context.formXObject(
      [beginText(), setFontAndSize('F2', size), moveText((width - typedFont.widthOfTextAtSize(text, size)) / 2, captionSize * 1.6 + (markHeight - size) / 2), showText(typedFont.encodeText(text)), endText(), ...captionOperators],
      { BBox: [0, 0, width, height], Resources: { Font: { F1: font.ref, F2: typedFont.ref } } },
    );
  }
  const appearanceRef = context.register(appearance);

  const byteRange = PDFArray.withContext(context);
  byteRange.push(PDFNumber.of(0));
  for (let index = 0; index < 3; index++) byteRange.push(PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER));
  const signatureRef = context.register(
    context.obj({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
      ByteRange: byteRange,
      Contents: PDFHexString.of('0'.repeat(SIGNATURE_BYTES * 2)),
      Reason: PDFString.of(toWinAnsi(input.reason)),
      M: PDFString.fromDate(input.signingTime),
      Name: PDFString.of(toWinAnsi(input.signerName)),
      Prop_Build: { App: { Name: 'Plataforma' } },
    }),
  );
  const widgetRef = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: [x, y, x + width, y + height],
      V: signatureRef,
      T: PDFString.of(input.fieldName),
      F: 4,
      P: page.ref,
      AP: { N: appearanceRef },
    }),
  );

  // A direct copy of the page's annotations plus ours: the page object is rewritten, nothing else.
  const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  const nextAnnotations = context.obj([...(annotations?.asArray() ?? []), widgetRef]);
  page.node.set(PDFName.of('Annots'), nextAnnotations);
  changed.add(page.ref);

  const existing = doc.catalog.get(PDFName.of('AcroForm'));
  const form = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict) ?? context.obj({});
  const fields = form.lookupMaybe(PDFName.of('Fields'), PDFArray);
  form.set(PDFName.of('Fields'), context.obj([...(fields?.asArray() ?? []), widgetRef]));
  form.set(PDFName.of('SigFlags'), PDFNumber.of(3));
  if (existing instanceof PDFRef) changed.add(existing);
  else {
    doc.catalog.set(PDFName.of('AcroForm'), form);
    changed.add(context.trailerInfo.Root as PDFRef);
  }

  const objects = new Map<number, Buffer>();
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (ref.objectNumber >= firstNew || changed.has(ref)) objects.set(ref.objectNumber, serialize(ref, object));
  }
  const numbers = [...objects.keys()].sort((a, b) => a - b);
  const base = bytes[bytes.length - 1] === 0x0a ? bytes : Buffer.concat([bytes, Buffer.from('\n')]);
  const chunks: Buffer[] = [base];
  let offset = base.length;
  const offsets = new Map<number, number>();
  for (const number of numbers) {
    offsets.set(number, offset);
    chunks.push(objects.get(number)!);
    offset += objects.get(number)!.length;
  }
  // Consecutive object numbers share a subsection; each entry is exactly 20 bytes.
  let xref = 'xref\n';
  for (let index = 0; index < numbers.length; ) {
    let end = index;
    while (end + 1 < numbers.length && numbers[end + 1] === numbers[end]! + 1) end++;
    xref += `${numbers[index]} ${end - index + 1}\n`;
    for (let at = index; at <= end; at++) xref += `${String(offsets.get(numbers[at]!)).padStart(10, '0')} 00000 n\r\n`;
    index = end + 1;
  }
  const trailer = context.obj({
    Size: context.largestObjectNumber + 1,
    Root: context.trailerInfo.Root,
    ...(context.trailerInfo.Info ? { Info: context.trailerInfo.Info } : {}),
    ...(context.trailerInfo.ID ? { ID: context.trailerInfo.ID } : {}),
    Prev: lastStartXref(bytes),
  });
  chunks.push(Buffer.from(`${xref}trailer\n${trailer.toString()}\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

export interface FoundSignature {
  byteRange: [number, number, number, number];
  cms: Buffer;
}

/** Every signature's byte range and CMS, in file order (first signature first). */
export function findSignatures(bytes: Buffer): FoundSignature[] {
  const text = bytes.toString('latin1');
  const found: FoundSignature[] = [];
  for (const match of text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)) {
    const range = [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])] as [number, number, number, number];
    const [, length, start] = range;
    // The CMS is the hex string between the two ranges: <…>.
    const hex = text.slice(length + 1, start - 1);
    if (!/^[0-9a-fA-F]*$/.test(hex)) {
      found.push({ byteRange: range, cms: Buffer.alloc(0) });
      continue;
    }
    found.push({ byteRange: range, cms: Buffer.from(hex, 'hex') });
  }
  return found;
}

/** The bytes a byte range covers, or null when it points outside the file. */
export function coveredBytes(bytes: Buffer, [a, b, c, d]: [number, number, number, number]): Buffer | null {
  if (a !== 0 || b <= 0 || c <= b || c + d > bytes.length) return null;
  return Buffer.concat([bytes.subarray(a, a + b), bytes.subarray(c, c + d)]);
}
