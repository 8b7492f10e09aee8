/**
 * The verification code in what a visitor scans or types: the QR on a signed copy holds the
 * page's URL with `?codigo=`; the printed short code is typed alone (any case, spaces or dashes
 * between groups). Null when neither is there.
 */
export function codeFromScan(text: string): string | null {
  const trimmed = text.trim();
  let candidate = trimmed;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      candidate = new URL(trimmed).searchParams.get('codigo') ?? '';
    } catch {
      return null;
    }
  }
  const code = candidate.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{6,16}$/.test(code) ? code : null;
}
