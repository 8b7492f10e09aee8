import { imageTypeOf } from '../../lib/file-storage';

export interface DetectedType {
  extension: 'png' | 'jpg' | 'webp' | 'pdf' | 'docx' | 'xlsx';
  mime: string;
}

export { imageTypeOf };

/**
 * The document type the bytes say, whatever the name or the header claim: PDF by its
 * `%PDF-` signature, PNG and JPEG by theirs, and Word/Excel (Office Open XML) by being a ZIP
 * archive whose central directory holds `[Content_Types].xml` and `word/document.xml` or
 * `xl/workbook.xml`. Anything else (text, HTML, old .doc/.xls, other ZIPs) is refused.
 */
export function documentTypeOf(content: Buffer): DetectedType | null {
  if (content.length >= 5 && content.toString('latin1', 0, 5) === '%PDF-') return { extension: 'pdf', mime: 'application/pdf' };
  const image = imageTypeOf(content);
  if (image && image.extension !== 'webp') return image;
  const names = zipEntryNames(content);
  if (!names || !names.has('[Content_Types].xml')) return null;
  if (names.has('word/document.xml')) {
    return { extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  if (names.has('xl/workbook.xml')) return { extension: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  return null;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

/** The entry names of a ZIP archive's central directory, or null when it is not a sound ZIP. */
function zipEntryNames(content: Buffer): Set<string> | null {
  if (content.length < 22 || content.readUInt32LE(0) !== LOCAL_HEADER) return null;
  // The end record is the last 22 bytes plus a comment of up to 65535 bytes.
  const floor = Math.max(0, content.length - 22 - 0xffff);
  let end = -1;
  for (let at = content.length - 22; at >= floor; at--) {
    if (content.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = content.readUInt16LE(end + 10);
  let at = content.readUInt32LE(end + 16);
  const names = new Set<string>();
  for (let index = 0; index < entries; index++) {
    if (at + 46 > content.length || content.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const nameLength = content.readUInt16LE(at + 28);
    const extraLength = content.readUInt16LE(at + 30);
    const commentLength = content.readUInt16LE(at + 32);
    if (at + 46 + nameLength > content.length) return null;
    names.add(content.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
