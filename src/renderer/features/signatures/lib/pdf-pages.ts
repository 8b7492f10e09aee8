import type { PageSize } from './placement';

/**
 * The size of each page of a picked PDF, read in the browser with pdf-lib (loaded only here), so
 * the placement frame has the page's real proportions and page count. pdfjs-dist is not a
 * dependency of the project, so pages are not rendered as images: boxes are placed on a
 * page-sized frame instead. Null when the file is not a readable PDF (the server says why).
 */
export async function readPdfPages(file: Blob): Promise<PageSize[] | null> {
  try {
    const { PDFDocument } = await import('pdf-lib');
    const document = await PDFDocument.load(await file.arrayBuffer(), { ignoreEncryption: true, updateMetadata: false });
    return document.getPages().map((page) => {
      const { width, height } = page.getSize();
      return { width, height };
    });
  } catch {
    return null;
  }
}
