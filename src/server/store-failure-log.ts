/**
 * The log of key-store failures. While the store is down every request fails the same way, and one
 * error line (with its stack) per request would flood the log at the request rate, burying whatever
 * else it says. So the first failure after a quiet interval is logged in full under its request id;
 * later ones within the interval are counted, and one summary line at the end of the interval gives
 * their number and the last one's request id and message. The 503 answer of a counted request names the
 * request id whose line holds the cause.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** Default length of the interval in which one failure is logged in full. */
export const STORE_FAILURE_LOG_INTERVAL_MS = 10_000;

/** What {@link StoreFailureLog.failed} did with a failure. */
export interface StoreFailureLog {
  /** Logs or counts `error` of `request`; returns the request id under which its cause is logged. */
  failed(request: FastifyRequest, error: unknown): string;
  /** Writes the pending summary and stops its timer. */
  close(): void;
}

/** Creates the store failure log of one server; summaries go to `log`. */
export function createStoreFailureLog(
  log: FastifyBaseLogger,
  intervalMs: number = STORE_FAILURE_LOG_INTERVAL_MS,
): StoreFailureLog {
  let loggedAt = Number.NEGATIVE_INFINITY;
  let loggedId = '';
  let counted = 0;
  let last: { requestId: string; message: string } | undefined;
  let timer: NodeJS.Timeout | undefined;
  const summarize = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (counted === 0 || last === undefined) return;
    log.error(
      {
        failedRequests: counted,
        causeRequestId: loggedId,
        lastRequestId: last.requestId,
        lastError: last.message,
      },
      `the key store failed for ${counted} more requests within ${intervalMs / 1000} s of request ${loggedId}`,
    );
    counted = 0;
  };
  return {
    failed(request, error) {
      const now = Date.now();
      if (now - loggedAt >= intervalMs) {
        summarize();
        loggedAt = now;
        loggedId = request.id;
        request.log.error({ err: error }, 'the key store failed while handling a request');
        return loggedId;
      }
      counted += 1;
      last = { requestId: request.id, message: error instanceof Error ? error.message : String(error) };
      timer ??= setTimeout(summarize, loggedAt + intervalMs - now).unref();
      return loggedId;
    },
    close: summarize,
  };
}
