import { constants, deflateRawSync } from 'node:zlib';

const inlineCell = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;

/**
 * An XLSX whose first sheet inflates to `inflatedBytes` of one repeated row, built without ever
 * holding them: a 1 MiB run of rows is deflated once, independently (a full flush), and the same
 * compressed bytes are repeated — about 1 KB of file per MiB of sheet, the ratio of a real bomb.
 * `declaredBytes` is what the ZIP's directory says the sheet measures: the truth, or a lie.
 */
export function xlsxBomb({ headers, row, inflatedBytes, declaredBytes = inflatedBytes }: { headers: string[]; row: string[]; inflatedBytes: number; declaredBytes?: number }): Buffer {
  const rowXml = `<row>${row.map(inlineCell).join('')}</row>`;
  const run = rowXml.repeat(Math.ceil((1024 * 1024) / rowXml.length));
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const head = deflateRawSync(`<?xml version="1.0"?><worksheet><sheetData><row r="1">${headers.map(inlineCell).join('')}</row>`, flush);
  const body = deflateRawSync(run, flush);
  const tail = deflateRawSync('</sheetData></worksheet>');
  const sheet = Buffer.concat([head, ...Array.from({ length: Math.ceil(inflatedBytes / run.length) }, () => body), tail]);
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>') },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>') },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, deflated: true, size: declaredBytes },
  ]);
}

/** A ZIP of the given entries (stored, or already deflated with the size to declare); CRCs are left 0. */
function zip(entries: { name: string; data: Buffer; deflated?: boolean; size?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.deflated ? 8 : 0;
    const size = entry.size ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
