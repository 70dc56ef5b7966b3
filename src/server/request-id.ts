/**
 * Request ids as UUID version 7 (RFC 9562): a millisecond timestamp, a counter for ids within the same
 * millisecond, then random bits. Time-ordered ids append to the usage table's primary-key index instead
 * of landing on random pages, so a batch of usage rows dirties a few pages rather than one per row.
 */
import { randomUUID } from 'node:crypto';

/** Creates a generator of time-ordered, unique UUIDv7 strings. `now` is injectable for tests. */
export function createRequestIdGenerator(now: () => number = Date.now): () => string {
  let lastMs = -1;
  let counter = 0;
  return () => {
    let ms = now();
    if (ms <= lastMs) {
      counter += 1;
      // 12 counter bits; on overflow borrow the next millisecond so ids stay ordered and unique.
      if (counter > 0xfff) {
        lastMs += 1;
        counter = 0;
      }
      ms = lastMs;
    } else {
      lastMs = ms;
      counter = 0;
    }
    const time = ms.toString(16).padStart(12, '0');
    // randomUUID draws from node's cached entropy pool (randomBytes per id costs far more); its last
    // two groups already carry the RFC 4122 variant bits.
    const random = randomUUID().slice(19);
    return `${time.slice(0, 8)}-${time.slice(8)}-7${counter.toString(16).padStart(3, '0')}-${random}`;
  };
}
