/** What the scan route plugins share: per-request state, the JSON-only check and the documented answers. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ScanResult } from '../../api/contract.js';
import { describeSchemaError } from '../../api/schemas.js';
import { ErrorCode, PiScanError, UsageError } from '../../errors.js';

/** The scan endpoints' path prefix. */
export const SCAN_PREFIX = '/v1/prompt-injection';
/** The content type of the JSON endpoints. */
export const JSON_TYPE = 'application/json';
/** The content type of the multipart endpoint. */
export const MULTIPART_TYPE = 'multipart/form-data';

/** Per-request state of a scan: the authenticated key and what the usage row needs. */
export interface ScanState {
  keyId: string;
  contentLength: number | undefined;
  /** Set by the route when the scan succeeded. */
  result: ScanResult | undefined;
  usageRecorded: boolean;
}

/** The fastify `onRequest` hook that authenticates a scan request and sets its {@link ScanState}. */
export type AuthenticateHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The statuses every scan endpoint documents, each answered `{"error": …}`. */
const ERROR_STATUSES: Record<number, string> = {
  400: 'Malformed body or options; the message names the field',
  401: 'Missing, malformed or unknown API key (with WWW-Authenticate: Bearer)',
  403: 'The key is paused, revoked, expired or not allowed from this IP address',
  413: 'The body or image is over the limit',
  415: 'Unsupported content type, charset or image format',
  429: 'Rate limited (per key, per address after failed authentication, or busy); see Retry-After',
  500: 'Internal error; the server log has the cause under the request id',
  503: 'The server is shutting down, or the key store is not available (down, stalled or locked)',
};

/** The `response` part of a scan route's schema: the scan result and every documented error. */
export function scanResponses(): Record<number, unknown> {
  const responses: Record<number, unknown> = {
    200: { description: 'The scan result', $ref: 'ScanResult#' },
  };
  for (const [status, description] of Object.entries(ERROR_STATUSES)) {
    responses[Number(status)] = { description, $ref: 'Error#' };
  }
  return responses;
}

/** fastify's schemaErrorFormatter for a route whose valid body looks like `example`. */
export function schemaErrorFormatter(example: string) {
  return (errors: Parameters<typeof describeSchemaError>[0][]): Error => {
    const first = errors[0];
    return new UsageError(
      first === undefined ? 'request body is invalid' : describeSchemaError(first, example),
    );
  };
}

/**
 * A `preValidation` hook: the JSON endpoints take `application/json` only (415 otherwise). Callback
 * style, like the app's other per-request hooks that never wait: an async hook costs a promise and a
 * microtask turn on every request.
 */
export function requireJson(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: PiScanError) => void,
): void {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== JSON_TYPE) done(unsupportedType(request, JSON_TYPE));
  else done();
}

/** The 415 error for a request in another content type than `accepts`. */
export function unsupportedType(request: FastifyRequest, accepts: string): PiScanError {
  const got = request.headers['content-type'];
  const shown = typeof got === 'string' ? `Content-Type "${got.slice(0, 100)}"` : 'no Content-Type';
  return new PiScanError(ErrorCode.Unsupported, `unsupported content type (${shown}); send ${accepts}`);
}

/** The request's scan state; only after authentication. */
export function scanStateOf(request: FastifyRequest): ScanState {
  const state = request.scanState;
  if (state === null) throw new PiScanError(ErrorCode.Internal, 'scan route reached without authentication');
  return state;
}
