/**
 * Authentication of the scan endpoints: bearer header parsing, the messages for each refusal, the
 * per-key rate limit, and a per-address budget of failed attempts whose refusals are logged as a summary.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { ErrorCode, PiScanError } from '../errors.js';
import type { KeyVerifier } from './key-cache.js';
import { createRateLimiter } from './rate-limit.js';

/** Why a key was refused, as the store's verification reports it. */
export type KeyRefusal = 'unknown' | 'malformed' | 'paused' | 'revoked' | 'expired' | 'ip_not_allowed';

// Tokens are printable ASCII without spaces; anything longer than this cannot be a key of ours.
const MAX_TOKEN_LENGTH = 4096;
const TOKEN = /^[\x21-\x7e]+$/;

/**
 * Extracts the token from an `Authorization: Bearer <token>` header. Throws a 401 error saying what
 * is wrong with the header; the token itself never appears in a message.
 */
export function parseBearerToken(header: string | string[] | undefined): string {
  if (header === undefined || header === '') {
    throw unauthenticated('missing API key; send the header "Authorization: Bearer <API_KEY>"');
  }
  if (Array.isArray(header)) {
    throw unauthenticated('send exactly one Authorization header');
  }
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  if (match === null) {
    throw unauthenticated('malformed Authorization header; expected "Authorization: Bearer <API_KEY>"');
  }
  const token = match[1] ?? '';
  if (token.length > MAX_TOKEN_LENGTH || !TOKEN.test(token)) {
    throw unauthenticated('malformed API key in the Authorization header');
  }
  return token;
}

const REFUSALS: Record<KeyRefusal, () => PiScanError> = {
  unknown: () => unauthenticated('unknown API key; check the key or create one with pi-keys'),
  malformed: () => unauthenticated('malformed API key; expected a key as printed by "pi-keys create"'),
  paused: () => forbidden('this API key is paused; activate it before using it again'),
  revoked: () =>
    forbidden('this API key has been revoked; revoked keys cannot be used again, create a new key'),
  expired: () => forbidden('this API key has expired; create a new key or extend its expiration date'),
  ip_not_allowed: () =>
    forbidden("this API key may not be used from this IP address; see the key's allowed IP addresses"),
};

/** The error for a key the store refused, with a distinct message per reason. */
export function refusalError(reason: KeyRefusal): PiScanError {
  return REFUSALS[reason]();
}

function unauthenticated(message: string): PiScanError {
  return new PiScanError(ErrorCode.Unauthenticated, message);
}

function forbidden(message: string): PiScanError {
  return new PiScanError(ErrorCode.Forbidden, message);
}

/** What the request's log line says about authentication; never the token. */
export interface AuthLogFields {
  /** The key's id, once the token's hash matched a stored key (also for paused, expired, … keys). */
  keyId?: string;
  /** The id a token names when no stored key matched it (a wrong secret, or a deleted key). */
  claimedKeyId?: string;
  /** Why authentication failed: a {@link KeyRefusal} or `header`. */
  failure?: KeyRefusal | 'header';
  /** The request was refused for earlier failures from its address; its log line is aggregated. */
  throttled?: boolean;
}

/** The authenticated key of a request. */
export interface AuthenticatedKey {
  keyId: string;
  /** The key's expiration date (ISO 8601), if it has one. */
  expirationDate: string | null;
}

/** What {@link createAuthenticator} needs. */
export interface AuthenticatorOptions {
  verifyKey: KeyVerifier;
  now: () => Date;
  /** Requests per minute per key; undefined turns the per-key limit off. */
  rateLimitPerMinute?: number;
  /** Failed authentications per minute per client address before 429 (default 60, bursts of 60). */
  authFailuresPerMinute?: number;
  /** Where the summary of throttled requests goes (one line per interval, not one per request). */
  log: FastifyBaseLogger;
  /** How often that summary is written while requests are being throttled (default 10 s). */
  summaryIntervalMs?: number;
}

/** Authentication and rate limiting of the scan routes. */
export interface Authenticator {
  /**
   * Checks the client address's failure budget, the bearer key and the key's rate limit. Throws a
   * 401/403/429 error; `log` receives what the request's log line should say.
   */
  authenticate(request: FastifyRequest, log: AuthLogFields): Promise<AuthenticatedKey>;
  /** Writes the pending summary and stops its timer. */
  close(): void;
}

/** Default failed authentications per minute per client address. */
export const DEFAULT_AUTH_FAILURES_PER_MINUTE = 60;

/** Creates the authenticator: one per server. */
export function createAuthenticator(options: AuthenticatorOptions): Authenticator {
  const keyLimiter =
    options.rateLimitPerMinute === undefined
      ? undefined
      : createRateLimiter({ perMinute: options.rateLimitPerMinute });
  const failures = createRateLimiter({
    perMinute: options.authFailuresPerMinute ?? DEFAULT_AUTH_FAILURES_PER_MINUTE,
  });
  const throttled = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  const summarize = (): void => {
    if (throttled.size === 0) {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      return;
    }
    const counts = [...throttled].sort((a, b) => b[1] - a[1]);
    throttled.clear();
    options.log.warn(
      {
        throttledRequests: counts.reduce((sum, [, count]) => sum + count, 0),
        addresses: counts.length,
        top: Object.fromEntries(counts.slice(0, 5)),
      },
      'refused requests from addresses with repeated failed authentication',
    );
  };
  const noteThrottled = (ip: string): void => {
    if (throttled.size < 10_000 || throttled.has(ip)) throttled.set(ip, (throttled.get(ip) ?? 0) + 1);
    timer ??= setInterval(summarize, options.summaryIntervalMs ?? 10_000).unref();
  };

  return {
    async authenticate(request, log) {
      const ip = request.ip;
      const budget = failures.check(ip);
      if (!budget.ok) {
        log.throttled = true;
        noteThrottled(ip);
        throw new PiScanError(
          ErrorCode.RateLimited,
          `too many failed authentication attempts from this address; retry after ${budget.retryAfterSeconds} s`,
          { details: { retryAfterSeconds: budget.retryAfterSeconds } },
        );
      }
      let token: string;
      try {
        token = parseBearerToken(request.headers.authorization);
      } catch (error: unknown) {
        log.failure = 'header';
        failures.take(ip);
        throw error;
      }
      const verification = await options.verifyKey(token, ip, options.now());
      if (!verification.ok) {
        log.failure = verification.reason;
        const id = tokenKeyId(token);
        if (id !== undefined) {
          if (verification.reason === 'unknown' || verification.reason === 'malformed') log.claimedKeyId = id;
          else log.keyId = id;
        }
        failures.take(ip);
        throw refusalError(verification.reason);
      }
      const keyId = verification.key.id;
      log.keyId = keyId;
      const decision = keyLimiter?.take(keyId);
      if (decision !== undefined && !decision.ok) {
        throw new PiScanError(
          ErrorCode.RateLimited,
          `rate limit exceeded for this API key (${options.rateLimitPerMinute} requests per minute); retry after ${decision.retryAfterSeconds} s`,
          { details: { retryAfterSeconds: decision.retryAfterSeconds } },
        );
      }
      return { keyId, expirationDate: verification.key.expirationDate };
    },
    close() {
      summarize();
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
  };
}

const LOGGABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The key id (JWT `sub`) a token names, if it is a short plain id; never the token itself. */
function tokenKeyId(token: string): string | undefined {
  try {
    const subject = decodeJwt(token).sub;
    return typeof subject === 'string' && LOGGABLE_ID.test(subject) ? subject : undefined;
  } catch {
    return undefined;
  }
}
