/**
 * The one error family of pi-scan. Domain code throws these with a string code; exactly two places map
 * the code to the outside world: `main.ts` (exit code) and the server's error handler (HTTP status).
 */

/** Every error code pi-scan raises, grouped by the exit code they map to. */
export const ErrorCode = {
  /** Bad flags, conflicting options, unknown categories (exit 2, HTTP 400). */
  Usage: 'usage',
  /** Unreadable, binary, malformed or missing input (exit 2, HTTP 400). */
  Input: 'input',
  /** A referenced id (key, project, organization) does not exist (exit 2, HTTP 404). */
  NotFound: 'not_found',
  /** A state transition that the rules forbid, e.g. pausing a revoked key (exit 2, HTTP 409). */
  Conflict: 'conflict',
  /** Input larger than the configured limit (exit 2, HTTP 413). */
  TooLarge: 'too_large',
  /** Unsupported content type or image format (exit 2, HTTP 415). */
  Unsupported: 'unsupported',
  /** Missing, malformed or unknown credentials (exit 3, HTTP 401). */
  Unauthenticated: 'unauthenticated',
  /** Valid credentials that may not be used: paused, revoked, expired, IP not allowed (exit 3, HTTP 403). */
  Forbidden: 'forbidden',
  /** Too many requests for a key (exit 3, HTTP 429). */
  RateLimited: 'rate_limited',
  /** A remote service answered wrongly or not at all (exit 3, HTTP 502). */
  Service: 'service',
  /** Connection refused, DNS failure, timeout (exit 3). */
  Network: 'network',
  /** The local store is unreadable, corrupt or newer than this code (exit 2, HTTP 503). */
  Store: 'store',
  /**
   * The key store cannot be reached or does not answer: PostgreSQL down, stalled past the query timeout,
   * a wrong host, password or database name, or a SQLite file locked past its busy timeout (exit 3, HTTP 503).
   */
  StoreUnavailable: 'store_unavailable',
  /** A bug or an unexpected condition (exit 3, HTTP 500). */
  Internal: 'internal',
} as const;

/** A value of {@link ErrorCode}. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Options for {@link PiScanError}. */
export interface PiScanErrorOptions {
  cause?: unknown;
  /** Extra, non-secret details a renderer may show (e.g. `retryAfterSeconds` for rate limits). */
  details?: Record<string, unknown>;
}

/** The base error of pi-scan. `message` is written for the user: what was wrong and what to do. */
export class PiScanError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, options: PiScanErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PiScanError';
    this.code = code;
    this.details = options.details ?? {};
  }
}

/** A usage error (exit 2). */
export class UsageError extends PiScanError {
  constructor(message: string, options: PiScanErrorOptions = {}) {
    super(ErrorCode.Usage, message, options);
    this.name = 'UsageError';
  }
}

/** An input error (exit 2). */
export class InputError extends PiScanError {
  constructor(message: string, options: PiScanErrorOptions = {}) {
    super(ErrorCode.Input, message, options);
    this.name = 'InputError';
  }
}

/** Process exit codes, as documented in the README and `--help`. */
export const ExitCode = {
  Safe: 0,
  InjectionFound: 1,
  UsageOrInput: 2,
  ServiceOrAuth: 3,
} as const;

/** A value of {@link ExitCode}. */
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Maps an error code to the process exit code. Only `main.ts` should need this. */
export function exitCodeForError(code: ErrorCode): ExitCode {
  switch (code) {
    case ErrorCode.Unauthenticated:
    case ErrorCode.Forbidden:
    case ErrorCode.RateLimited:
    case ErrorCode.Service:
    case ErrorCode.Network:
    case ErrorCode.StoreUnavailable:
    case ErrorCode.Internal:
      return ExitCode.ServiceOrAuth;
    default:
      return ExitCode.UsageOrInput;
  }
}

/** Maps an error code to an HTTP status. Only the server's error handler should need this. */
export function httpStatusForError(code: ErrorCode): number {
  const statuses: Record<ErrorCode, number> = {
    usage: 400,
    input: 400,
    not_found: 404,
    conflict: 409,
    too_large: 413,
    unsupported: 415,
    unauthenticated: 401,
    forbidden: 403,
    rate_limited: 429,
    service: 502,
    network: 502,
    store: 503,
    store_unavailable: 503,
    internal: 500,
  };
  return statuses[code];
}
