/**
 * Saving report files. Every report screen calls `saveReport` with a signed, expiring URL from
 * the server and a suggested file name; where the file goes depends on the platform:
 * - in the browser (PWA) the signed URL is opened as a download and the browser shows progress;
 * - in the desktop app the main process downloads it with the session's token into the
 *   Downloads folder (or the one chosen in settings), reporting progress to the downloads store.
 */
export interface ReportRequest {
  /** Absolute or server-relative signed URL. */
  url: string;
  /** Suggested name, e.g. `usuarios-2026-11-23.csv`; the desktop app refuses names that escape its folder. */
  fileName: string;
}

export interface ReportSaver {
  save(request: ReportRequest): Promise<void>;
}

/** Starts the browser's own download of `href` under `fileName` through a temporary link. */
function clickDownloadLink(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The browser saver: a download link to the signed URL (no token needed: the signature is the permission). */
export const browserReportSaver: ReportSaver = {
  async save({ url, fileName }) {
    clickDownloadLink(url, fileName);
  },
};

/** Saves a blob made or fetched by the page (nothing more goes to the server). */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  clickDownloadLink(url, fileName);
  // The download has started by the time this runs; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text made in the page (a CSV, say) as a file. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(fileName, new Blob([text], { type }));
}

let saver: ReportSaver = browserReportSaver;
export function setReportSaver(next: ReportSaver) {
  saver = next;
}
export function saveReport(request: ReportRequest): Promise<void> {
  return saver.save(request);
}

/**
 * Saves a file the server serves only with the session's token (a record's PDF). The desktop
 * app's saver downloads it in main, with the token, to its Downloads folder; a browser download
 * link cannot carry a bearer, so there the page fetches the blob and saves it.
 */
export async function saveProtectedFile(request: ReportRequest, fetchBlob: () => Promise<Blob>): Promise<void> {
  if (saver === browserReportSaver) {
    downloadBlob(request.fileName, await fetchBlob());
    return;
  }
  await saver.save(request);
}
