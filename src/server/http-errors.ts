/**
 * The one mapping from a thrown error to an HTTP answer: PiScanError codes via httpStatusForError, and
 * fastify's and @fastify/multipart's own errors remapped to `{"error": …}` bodies with clear messages.
 */
import type { Socket } from 'node:net';
import { httpStatusForError, PiScanError } from '../errors.js';

/** What the error handler sends: status, `{"error": message}` and any extra headers. */
export interface ErrorResponse {
  status: number;
  message: string;
  headers: Record<string, string>;
  /** True when the error is a bug or an outage (5xx) whose cause must be logged, not shown. */
  unexpected: boolean;
}

/** What the mapping needs to know about the request that failed. */
export interface ErrorContext {
  requestId: string;
  /** What a 413 on this route says (the route's limit). */
  tooLarge: string;
  /** The content types the route accepts, for the 415 message. */
  accepts: string;
  contentType: string | undefined;
}

const FASTIFY_ERRORS: Record<string, (context: ErrorContext) => [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (c) => [415, unsupportedType(c)],
  FST_INVALID_MULTIPART_CONTENT_TYPE: (c) => [415, unsupportedType(c)],
  FST_ERR_CTP_BODY_TOO_LARGE: (c) => [413, c.tooLarge],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => [
    400,
    'request body size does not match its Content-Length header',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: () => [400, 'request body is empty; send a JSON object'],
  FST_ERR_CTP_INVALID_JSON_BODY: () => [400, 'request body is not valid JSON'],
  FST_REQ_FILE_TOO_LARGE: (c) => [413, c.tooLarge],
  FST_FILES_LIMIT: () => [400, 'send exactly one file, in the form field "image"'],
  FST_PARTS_LIMIT: () => [413, 'too many parts in the multipart form'],
  FST_FIELDS_LIMIT: () => [413, 'too many fields in the multipart form'],
  FST_PROTO_VIOLATION: () => [400, 'form field names such as "__proto__" are not allowed'],
  FST_INVALID_JSON_FIELD_ERROR: () => [400, 'a form field declared as application/json is not valid JSON'],
  // busboy's file stream when the body ends mid-part (a truncated upload or an aborted client).
  ERR_STREAM_PREMATURE_CLOSE: () => [400, 'malformed multipart body: it ended before the form was complete'],
  FST_ERR_BAD_URL: () => [400, 'the request URL is malformed'],
  FST_ERR_MAX_PARAM_LENGTH: () => [400, 'the request URL is too long'],
};

function unsupportedType(context: ErrorContext): string {
  const got = context.contentType === undefined ? 'no Content-Type' : `Content-Type "${context.contentType}"`;
  return `unsupported content type (${got}); send ${context.accepts}`;
}

/** Maps any thrown value to the response the caller gets. Never throws. */
export function toErrorResponse(error: unknown, context: ErrorContext): ErrorResponse {
  if (error instanceof PiScanError) {
    const status = httpStatusForError(error.code);
    const headers: Record<string, string> = {};
    if (status === 401) headers['www-authenticate'] = 'Bearer';
    const retryAfter = error.details.retryAfterSeconds;
    if (status === 429 && typeof retryAfter === 'number') headers['retry-after'] = String(retryAfter);
    // A store that is down or failing answers 503, and every other 5xx 500, without the error's own
    // message: it names the database file or server, which are the operator's business, not the client's.
    if (status === 503) return storeUnavailable(context);
    if (status >= 500) return internal(context);
    return { status, message: error.message, headers, unexpected: false };
  }
  const code = errorCode(error);
  const mapped = code === undefined ? undefined : FASTIFY_ERRORS[code];
  if (mapped !== undefined) {
    const [status, message] = mapped(context);
    return { status, message, headers: {}, unexpected: false };
  }
  if (isMultipartSyntaxError(error)) {
    return {
      status: 400,
      message: `malformed multipart body: ${(error as Error).message}`,
      headers: {},
      unexpected: false,
    };
  }
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    // A client error from fastify or a plugin we have not named above: its message is generic and safe.
    return { status, message: `bad request: ${(error as Error).message}`, headers: {}, unexpected: false };
  }
  return internal(context);
}

function storeUnavailable(context: ErrorContext): ErrorResponse {
  return {
    status: 503,
    message: `the key store is not available; retry shortly (the server log has the cause under request id ${context.requestId})`,
    headers: {},
    unexpected: true,
  };
}

function internal(context: ErrorContext): ErrorResponse {
  return {
    status: 500,
    message: `internal server error; the server log has the details under request id ${context.requestId}`,
    headers: {},
    unexpected: true,
  };
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as { statusCode?: unknown }).statusCode;
  return typeof value === 'number' ? value : undefined;
}

// busboy reports a broken body with plain Errors; these messages are its, checked by prefix.
const MULTIPART_SYNTAX = [
  'Multipart: Boundary not found',
  'Malformed part header',
  'Unexpected end of form',
  'Unexpected end of file',
  'Part terminated early',
  'Malformed content type',
  'Unsupported content type',
  'Missing Content-Type',
];

function isMultipartSyntaxError(error: unknown): boolean {
  return error instanceof Error && MULTIPART_SYNTAX.some((prefix) => error.message.startsWith(prefix));
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'Request Timeout',
    'the request was not received in time; send the headers and body without pauses',
  ],
};

/**
 * The HTTP server's clientError handler: a request that never reached fastify (malformed HTTP, headers
 * too large, a request that stalled past the timeouts) gets a `{"error"}` answer on the raw socket, which
 * is then closed.
 */
export function answerClientError(error: Error, socket: Socket): void {
  const code = (error as NodeJS.ErrnoException).code;
  if (socket.destroyed || code === 'ECONNRESET') return;
  const [status, statusText, message] = (code === undefined ? undefined : CLIENT_ERRORS[code]) ?? [
    400,
    'Bad Request',
    'malformed HTTP request',
  ];
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${statusText}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
