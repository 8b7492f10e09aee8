import PDFDocument from 'pdfkit';

/**
 * The printed documents' common layout (carta porte, tour manifest and tickets): pdfkit's
 * Helvetica, which covers Spanish in WinAnsi; sections under a dark band; "label: value" fields
 * with a dash for nothing; tables whose rows grow with their longest cell and break pages.
 */
export const PDF_MARGIN = 40;
export const PDF_GREY = '#555555';
const BAND = '#1f3a5f';

export const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

export interface TableColumn {
  title: string;
  width: number;
}

export function createPdfSheet(options: { info: PDFKit.DocumentInfo; size?: string | [number, number]; fieldFontSize?: number }) {
  const doc = new PDFDocument({ size: options.size ?? 'LETTER', margin: PDF_MARGIN, info: options.info });
  const width = doc.page.width - PDF_MARGIN * 2;
  const fieldFontSize = options.fieldFontSize ?? 9;

  const section = (name: string) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.moveDown(0.6);
    const y = doc.y;
    doc.rect(PDF_MARGIN, y, width, 16).fill(BAND);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(9).text(name.toUpperCase(), PDF_MARGIN + 6, y + 4, { width: width - 12 });
    doc.fillColor('#000000').moveDown(0.4);
    doc.x = PDF_MARGIN;
  };

  const field = (label: string, value: string | number | null | undefined) => {
    doc.font('Helvetica-Bold').fontSize(fieldFontSize).fillColor(PDF_GREY).text(`${label}: `, { continued: true });
    doc.font('Helvetica').fillColor('#000000').text(orDash(value));
  };

  /** A header row in bold, then the rows; a row that would not fit starts a new page. */
  const table = (columns: readonly TableColumn[], rows: readonly string[][]) => {
    const row = (cells: readonly string[], bold: boolean) => {
      if (doc.y > doc.page.height - 80) doc.addPage();
      const top = doc.y;
      let x = PDF_MARGIN;
      let bottom = top;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
      cells.forEach((cell, index) => {
        doc.text(cell, x, top, { width: columns[index]!.width - 4 });
        bottom = Math.max(bottom, doc.y);
        x += columns[index]!.width;
      });
      doc.y = bottom + 2;
      doc.x = PDF_MARGIN;
    };
    row(
      columns.map((column) => column.title),
      true,
    );
    for (const cells of rows) row(cells, false);
  };

  return { doc, width, section, field, table };
}
