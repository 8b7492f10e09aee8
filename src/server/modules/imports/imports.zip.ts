import { Inflate } from 'fflate';
import { UnreadableFileError } from './imports.errors';

/**
 * The limits an XLSX (a ZIP of XML parts) must keep before and while it is read. A 1 MB upload can
 * declare — or, lying about its sizes, really inflate to — gigabytes of XML: every entry is
 * checked in the central directory before anything is inflated, and the inflation itself stops at
 * the declared size.
 */
export const XLSX_LIMITS = {
  /** Declared uncompressed size of one part (a 50,000-row sheet of 13 columns is about 30 MiB). */
  maxEntryBytes: 64 * 1024 * 1024,
  /** Declared uncompressed size of every part together. */
  maxTotalBytes: 128 * 1024 * 1024,
  /** Uncompressed ÷ compressed, for parts above 1 MiB; real sheets stay well under 50. */
  maxRatio: 200,
  ratioFromBytes: 1024 * 1024,
  maxEntries: 10_000,
} as const;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  dataOffset: number;
}

const MiB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export class ZipBombError extends UnreadableFileError {
  override name = 'ZipBombError';
}

const unreadable = () => new UnreadableFileError('No pudimos leer el archivo de Excel. Guárdalo de nuevo como .xlsx o como CSV.');

/**
 * The entries of a ZIP, from its central directory, refused (ZipBombError) when a declared size or
 * ratio is beyond XLSX_LIMITS. Nothing is inflated here.
 */
export function zipEntries(zip: Buffer, limits = XLSX_LIMITS): Map<string, ZipEntry> {
  // The end-of-central-directory record is in the last 22 + 65,535 (comment) bytes.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  // ZIP64 (sizes or offsets beyond 4 GiB) has no business in a 10 MiB upload.
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipBombError('El archivo de Excel declara un tamaño que no aceptamos.');
  if (count > limits.maxEntries) throw new ZipBombError(`El archivo de Excel tiene ${count} partes; el máximo es ${limits.maxEntries}.`);
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const uncompressedSize = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 1) throw new UnreadableFileError('El archivo de Excel está protegido con contraseña. Guárdalo sin contraseña o como CSV.');
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) throw new ZipBombError('El archivo de Excel declara un tamaño que no aceptamos.');
    if (uncompressedSize > limits.maxEntryBytes) {
      throw new ZipBombError(`Una parte del archivo de Excel mide ${MiB(uncompressedSize)} sin comprimir; el máximo es ${MiB(limits.maxEntryBytes)}. Divídelo en varios archivos.`);
    }
    if (uncompressedSize > limits.ratioFromBytes && uncompressedSize / Math.max(compressedSize, 1) > limits.maxRatio) {
      throw new ZipBombError('El archivo de Excel está comprimido de forma anómala (se expande demasiado). Guárdalo de nuevo como .xlsx o como CSV.');
    }
    total += uncompressedSize;
    if (total > limits.maxTotalBytes) {
      throw new ZipBombError(`El archivo de Excel mide más de ${MiB(limits.maxTotalBytes)} sin comprimir. Divídelo en varios archivos.`);
    }
    if (method !== 0 && method !== 8) throw unreadable();
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== 0x04034b50) throw unreadable();
    const dataOffset = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    if (dataOffset + compressedSize > zip.length) throw unreadable();
    entries.set(name, { name, method, compressedSize, uncompressedSize, dataOffset });
  }
  return entries;
}

/** Compressed bytes handed to the inflater at a time: at most ~1,032 times as much comes out. */
const INPUT_SLICE = 4 * 1024;

/**
 * An entry's bytes as text, a piece at a time, never the whole entry at once. Inflation stops —
 * ZipBombError — as soon as it goes past the size the directory declared: a file that lies about
 * its sizes gets no further than one that tells the truth.
 */
export function* entryText(zip: Buffer, entry: ZipEntry): Generator<string> {
  const data = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const decoder = new TextDecoder('utf-8');
  if (entry.method === 0) {
    for (let start = 0; start < data.length; start += 256 * 1024) yield decoder.decode(data.subarray(start, start + 256 * 1024), { stream: true });
    return;
  }
  let produced = 0;
  let pieces: Uint8Array[] = [];
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > entry.uncompressedSize) {
      throw new ZipBombError('El archivo de Excel se expande a más de lo que declara. Guárdalo de nuevo como .xlsx o como CSV.');
    }
    pieces.push(chunk);
  });
  for (let start = 0; start < data.length; start += INPUT_SLICE) {
    try {
      inflater.push(data.subarray(start, start + INPUT_SLICE), start + INPUT_SLICE >= data.length);
    } catch (error) {
      if (error instanceof UnreadableFileError) throw error;
      throw unreadable();
    }
    for (const piece of pieces) yield decoder.decode(piece, { stream: true });
    pieces = [];
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
