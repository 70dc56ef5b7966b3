/**
 * A cache in front of the store's verifyApiKey. The database stays the truth: every entry is dropped as
 * soon as SQLite's `PRAGMA data_version` shows that another connection (pi-keys pausing, revoking,
 * editing or deleting a key) committed a change, and expiry is re-checked against the clock on every hit.
 * It saves the JWT decode, the SHA-256 and the key query on repeated requests with the same key.
 */
import { type KeyVerification, type Store, verifyApiKey } from '../store/index.js';

/** Verifies bearer tokens like verifyApiKey, remembering answers until the key store changes. */
export type KeyVerifier = (token: string, clientIp: string, now: Date) => Promise<KeyVerification>;

/** Most (token, IP) pairs remembered; the cache starts over when full. */
const MAX_ENTRIES = 10_000;

/** Creates a verifier for `store` (the server's own connection, which never writes keys). */
export function createKeyVerifier(store: Store): KeyVerifier {
  // A statement of our own: pluck() would change the store's shared cached one.
  const dataVersion = store.db.prepare('PRAGMA data_version').pluck();
  const cache = new Map<string, KeyVerification>();
  let seenVersion: unknown;
  let checkedThisTurn = false;
  return async (token, clientIp, now) => {
    // One PRAGMA per event-loop turn: requests handled in the same turn are concurrent anyway, and a
    // change committed before the turn began is always seen.
    if (!checkedThisTurn) {
      checkedThisTurn = true;
      setImmediate(() => {
        checkedThisTurn = false;
      });
      const version = dataVersion.get();
      if (version !== seenVersion) {
        cache.clear();
        seenVersion = version;
      }
    }
    const cacheKey = `${clientIp}\n${token}`;
    let verification = cache.get(cacheKey);
    if (verification === undefined) {
      verification = await verifyApiKey(store, token, clientIp, now);
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(cacheKey, verification);
    }
    if (verification.ok && verification.key.expirationDate !== null) {
      if (Date.parse(verification.key.expirationDate) <= now.getTime())
        return { ok: false, reason: 'expired' };
    }
    return verification;
  };
}
