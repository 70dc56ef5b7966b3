/** Bearer authentication for the scan endpoints: header parsing and the messages for each refusal. */
import { ErrorCode, PiScanError } from '../errors.js';

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
