/** The `X-Key-Expires-At` response header: a notice to clients whose key expires soon. */

/** Response header naming when the request's key expires (ISO 8601), sent when that is within 7 days. */
export const KEY_EXPIRES_HEADER = 'x-key-expires-at';

/** How close an expiration must be for the header to be sent. */
export const KEY_EXPIRY_NOTICE_MS = 7 * 86_400_000;

/** The header value for a key expiring at `expirationDate`, or undefined when it is not due within 7 days. */
export function keyExpiryNotice(expirationDate: string | null, now: Date): string | undefined {
  if (expirationDate === null) return undefined;
  const at = Date.parse(expirationDate);
  if (Number.isNaN(at) || at - now.getTime() > KEY_EXPIRY_NOTICE_MS) return undefined;
  return new Date(at).toISOString();
}
