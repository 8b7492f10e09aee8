/** 1536 → "1.5 KB", in the way people read sizes (powers of 1024, one decimal). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('es-MX', { maximumFractionDigits: 1 })} ${units[unit]}`;
}
