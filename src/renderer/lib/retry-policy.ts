/**
 * Spec §7/§9: GET-like requests are retried once on these statuses; writes never are.
 */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const RETRYABLE_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;
export const MAX_RETRIES = 1;

export function shouldRetry(method: string | undefined, status: number | null | undefined, attempt: number): boolean {
  if (attempt >= MAX_RETRIES) return false;
  if (!(RETRYABLE_METHODS as readonly string[]).includes((method ?? 'GET').toUpperCase())) return false;
  return status != null && (RETRY_STATUSES as readonly number[]).includes(status);
}

/** How long to wait before the retry: Retry-After when the server said, else a short pause. */
export function retryDelayMs(retryAfterHeader: string | null | undefined): number {
  const seconds = Number(retryAfterHeader);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds, 10) * 1000;
  return 300;
}
