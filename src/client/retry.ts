/** When and how long the remote client waits before trying a request again. */

/** Statuses worth retrying: rate limited, or a gateway/overload answer that may pass. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

// Connection-level failures: the request may not have reached the service, or its answer was lost.
const RETRYABLE_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** True when `error` (from undici) is a connection error worth another attempt. */
export function isRetryableNetworkError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_ERROR_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Backoff settings. */
export interface BackoffOptions {
  baseMs: number;
  capMs: number;
  random: () => number;
}

/** Default backoff: 250 ms doubling, at most 4 s, full jitter. */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 250, capMs: 4000, random: Math.random };

/** "Full jitter" backoff for retry number `attempt` (0 for the first retry). */
export function backoffDelayMs(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** attempt);
  return Math.round(options.random() * ceiling);
}

/**
 * Parses a Retry-After header (delta seconds or an HTTP date) into milliseconds from `now`, or undefined
 * when absent or unreadable.
 */
export function parseRetryAfterMs(
  header: string | string[] | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
