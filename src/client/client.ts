/**
 * The client for a remote scanning service (any `<base_url>` implementing the spec): a keep-alive undici
 * Pool with timeouts, bounded jittered retries, and validation of every answer before it is used.
 */
import { setTimeout as delay } from 'node:timers/promises';
import FormData from 'form-data';
import { type Dispatcher, Pool } from 'undici';
import type { ScanOptions, ScanResult } from '../api/contract.js';
import { type BaseUrl, formatBaseUrl } from '../config/base-url.js';
import { ErrorCode, PiScanError } from '../errors.js';
import {
  backoffDelayMs,
  DEFAULT_BACKOFF,
  isRetryableNetworkError,
  parseRetryAfterMs,
  RETRYABLE_STATUSES,
} from './retry.js';
import { validateScanResult } from './validate-result.js';

/** Timeouts of one HTTP request, in milliseconds. */
export interface ClientTimeouts {
  connectMs: number;
  headersMs: number;
  bodyMs: number;
}

/** Defaults: 10 s to connect, 60 s for headers (OCR can be slow), 60 s between body chunks. */
export const DEFAULT_TIMEOUTS: ClientTimeouts = { connectMs: 10_000, headersMs: 60_000, bodyMs: 60_000 };

/** Default for the whole of one scan call, retries and waits included: 30 s. */
export const DEFAULT_TOTAL_TIMEOUT_MS = 30_000;

/** At most this many retries after the first attempt. */
export const MAX_RETRIES = 3;

/** Options for {@link createScanClient}. */
export interface ScanClientOptions {
  /** The service, parsed by `parseBaseUrl` (config/base-url.ts). */
  baseUrl: BaseUrl;
  apiKey: string;
  /** The longest one scan call may take in all, retries and waits included (default 30 s). */
  totalTimeoutMs?: number;
  /** Keep-alive connections to the service (the --concurrency of a batch). */
  connections?: number;
  timeouts?: Partial<ClientTimeouts>;
  maxRetries?: number;
  /** A Retry-After longer than this fails at once instead of waiting (seconds). */
  maxRetryAfterSeconds?: number;
  /** A dispatcher to use instead of a Pool (tests pass an undici MockAgent). */
  dispatcher?: Dispatcher;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Called once, with the `X-Key-Expires-At` value, when the service says the key expires soon. */
  onKeyExpiresAt?: (expiresAt: string) => void;
}

/** An image to scan remotely. */
export interface RemoteImage {
  bytes: Uint8Array;
  /** File name sent with multipart uploads. */
  filename: string;
  /** MIME type sent with multipart uploads; the service sniffs the bytes anyway. */
  mime?: string;
  /** Send as multipart/form-data instead of base64 JSON. */
  multipart?: boolean;
}

/** A client for one service. Close it when done (or hold it with `await using`). */
export interface ScanClient {
  readonly baseUrl: string;
  scanText(content: string, options: ScanOptions): Promise<ScanResult>;
  scanImage(image: RemoteImage, options: ScanOptions): Promise<ScanResult>;
  close(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

const ENDPOINT_PREFIX = '/v1/prompt-injection';
const MAX_RESPONSE_BYTES = 1024 * 1024;

/** Creates a client for `baseUrl`. */
export function createScanClient(options: ScanClientOptions): ScanClient {
  const base = options.baseUrl;
  // setTimeout fires at once for delays past 2^31-1 ms; cap there (about 24 days).
  const totalTimeoutMs = Math.min(options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS, 2 ** 31 - 1);
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const maxRetries = options.maxRetries ?? MAX_RETRIES;
  const maxRetryAfterMs = (options.maxRetryAfterSeconds ?? 60) * 1000;
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  const backoff = { ...DEFAULT_BACKOFF, random: options.random ?? Math.random };
  const ownPool =
    options.dispatcher === undefined
      ? new Pool(base.origin, {
          connections: options.connections ?? 8,
          connect: { timeout: timeouts.connectMs },
          headersTimeout: timeouts.headersMs,
          bodyTimeout: timeouts.bodyMs,
          keepAliveTimeout: 30_000,
        })
      : undefined;
  const dispatcher: Dispatcher = options.dispatcher ?? (ownPool as Pool);
  const shownUrl = formatBaseUrl(base);
  let expiryNoticed = false;
  const noticeExpiry = (header: string | string[] | undefined): void => {
    if (expiryNoticed || typeof header !== 'string' || options.onKeyExpiresAt === undefined) return;
    expiryNoticed = true;
    // Bounded and printable only: the value goes to a terminal.
    options.onKeyExpiresAt(header.replace(/[^\x20-\x7e]/g, '').slice(0, 64));
  };

  const attempts = async (
    endpoint: string,
    body: Buffer | string,
    contentType: Record<string, string>,
    signal: AbortSignal,
  ) => {
    const path = `${base.prefix}${ENDPOINT_PREFIX}${endpoint}`;
    for (let attempt = 0; !signal.aborted; attempt += 1) {
      let response: { status: number; headers: Record<string, string | string[] | undefined>; text: string };
      try {
        const answer = await dispatcher.request({
          origin: base.origin,
          path,
          method: 'POST',
          headers: { ...contentType, authorization: `Bearer ${options.apiKey}`, accept: 'application/json' },
          body,
          signal,
          headersTimeout: timeouts.headersMs,
          bodyTimeout: timeouts.bodyMs,
        });
        response = {
          status: answer.statusCode,
          headers: answer.headers,
          text: await readCapped(answer.body, MAX_RESPONSE_BYTES),
        };
      } catch (error: unknown) {
        if (error instanceof PiScanError) throw error;
        if (attempt < maxRetries && isRetryableNetworkError(error)) {
          await sleep(backoffDelayMs(attempt, backoff));
          continue;
        }
        throw networkError(shownUrl, error, attempt);
      }
      if (response.status === 200) {
        noticeExpiry(response.headers['x-key-expires-at']);
        return parseResult(response.text);
      }
      if (RETRYABLE_STATUSES.has(response.status) && attempt < maxRetries) {
        const retryAfter = parseRetryAfterMs(response.headers['retry-after']);
        if (retryAfter === undefined || retryAfter <= maxRetryAfterMs) {
          await sleep(retryAfter ?? backoffDelayMs(attempt, backoff));
          continue;
        }
      }
      throw statusError(shownUrl, path, response.status, response.text, response.headers);
    }
    // Only reached after the deadline fired; the race in `post` has already rejected with its error.
    throw new PiScanError(ErrorCode.Network, 'the scan was cancelled');
  };

  /** One scan call: every attempt and every wait between attempts share one deadline. */
  const post = async (
    endpoint: string,
    body: Buffer | string,
    contentType: Record<string, string>,
  ): Promise<ScanResult> => {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(
          new PiScanError(
            ErrorCode.Network,
            `the service at ${shownUrl} did not answer within ${formatSeconds(totalTimeoutMs)} (retries included); ` +
              'check that it is up, or raise --timeout (PI_SCAN_TIMEOUT, "timeout" in the config)',
          ),
        );
        controller.abort();
      }, totalTimeoutMs);
    });
    try {
      return await Promise.race([attempts(endpoint, body, contentType, controller.signal), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };

  const close = async (): Promise<void> => {
    if (ownPool !== undefined && !ownPool.closed) await ownPool.close();
  };

  return {
    baseUrl: shownUrl,
    async scanText(content, scanOptions) {
      const body = JSON.stringify({ content, ...optionFields(scanOptions) });
      return post('/text', body, { 'content-type': 'application/json' });
    },
    async scanImage(image, scanOptions) {
      if (image.multipart === true) {
        const form = new FormData();
        form.append('image', Buffer.from(image.bytes), {
          filename: image.filename,
          contentType: image.mime ?? 'application/octet-stream',
        });
        const fields = optionFields(scanOptions);
        if (fields.only !== undefined) form.append('only', fields.only.join(','));
        if (fields.exclude !== undefined) form.append('exclude', fields.exclude.join(','));
        form.append('minimum_confidence', fields.minimum_confidence);
        return post('/image/multipart', form.getBuffer(), form.getHeaders());
      }
      const body = JSON.stringify({
        image: Buffer.from(image.bytes).toString('base64'),
        ...optionFields(scanOptions),
      });
      return post('/image', body, { 'content-type': 'application/json' });
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}

/** The JSON fields of the spec for `options`. */
function optionFields(options: ScanOptions) {
  const fields: { only?: readonly string[]; exclude?: readonly string[]; minimum_confidence: string } = {
    minimum_confidence: options.minimumConfidence,
  };
  if (options.only !== undefined) fields.only = options.only;
  if (options.exclude !== undefined) fields.exclude = options.exclude;
  return fields;
}

/** `1.5` → "1.5 s", `30000` ms → "30 s". */
function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

async function readCapped(body: Dispatcher.ResponseData['body'], limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) {
      body.destroy();
      throw new PiScanError(
        ErrorCode.Service,
        `the service answered with more than ${limit} bytes; expected a scan result`,
      );
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseResult(text: string): ScanResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const shown = text.trim() === '' ? 'an empty body' : `"${text.slice(0, 60)}"`;
    throw new PiScanError(ErrorCode.Service, `the service answered 200 but its body is not JSON: ${shown}`);
  }
  return validateScanResult(json);
}

/** The service's own `{"error": …}` message, or a snippet of whatever it sent. */
function serviceMessage(text: string): string {
  try {
    const json = JSON.parse(text) as unknown;
    if (
      typeof json === 'object' &&
      json !== null &&
      typeof (json as { error?: unknown }).error === 'string'
    ) {
      return (json as { error: string }).error;
    }
  } catch {
    // not JSON: fall through to the snippet
  }
  const trimmed = text.trim();
  return trimmed === '' ? 'no error message' : `unexpected body "${trimmed.slice(0, 80)}"`;
}

function statusError(
  url: string,
  path: string,
  status: number,
  text: string,
  headers: Record<string, string | string[] | undefined>,
): PiScanError {
  const message = serviceMessage(text);
  switch (status) {
    case 400:
      return new PiScanError(ErrorCode.Input, `the service rejected the request (400): ${message}`);
    case 401:
      return new PiScanError(ErrorCode.Unauthenticated, `the service refused the API key (401): ${message}`);
    case 403:
      return new PiScanError(ErrorCode.Forbidden, `the service refused the API key (403): ${message}`);
    case 404:
      return new PiScanError(
        ErrorCode.Service,
        `the service at ${url} has no endpoint ${path} (404); check the --remote base URL`,
      );
    case 413:
      return new PiScanError(
        ErrorCode.TooLarge,
        `the service refused the request as too large (413): ${message}`,
      );
    case 415:
      return new PiScanError(
        ErrorCode.Unsupported,
        `the service refused the content type or format (415): ${message}`,
      );
    case 429: {
      const retryAfter = parseRetryAfterMs(headers['retry-after']);
      const wait = retryAfter === undefined ? '' : `; retry after ${Math.ceil(retryAfter / 1000)} s`;
      return new PiScanError(
        ErrorCode.RateLimited,
        `the service rate-limited this key (429): ${message}${wait}`,
        {
          details: retryAfter === undefined ? {} : { retryAfterSeconds: Math.ceil(retryAfter / 1000) },
        },
      );
    }
    default:
      return new PiScanError(ErrorCode.Service, `the service at ${url} answered ${status}: ${message}`);
  }
}

function networkError(url: string, error: unknown, retries: number): PiScanError {
  const code = (error as { code?: unknown }).code;
  const reason =
    code === 'ECONNREFUSED'
      ? 'connection refused (is the service running?)'
      : code === 'UND_ERR_CONNECT_TIMEOUT'
        ? 'timed out connecting'
        : code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT'
          ? 'timed out waiting for the answer'
          : code === 'ENOTFOUND'
            ? 'host not found'
            : error instanceof Error
              ? error.message
              : String(error);
  const tries = retries > 0 ? ` after ${retries + 1} attempts` : '';
  return new PiScanError(ErrorCode.Network, `cannot reach the service at ${url}${tries}: ${reason}`, {
    cause: error,
  });
}
