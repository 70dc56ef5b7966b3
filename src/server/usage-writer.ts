/**
 * Group commit for usage rows: rows recorded during one turn of the event loop are written in a single
 * SQLite transaction, and each request waits for its row before answering. One commit per request
 * costs about 100 µs in WAL mode; a row inside a shared transaction costs under 10 µs.
 */
import { insertUsages, type Store, type UsageRecord } from '../store/index.js';

/** Writes usage rows in batches. */
export interface UsageWriter {
  /** Queues `record`; resolves once it is committed, rejects when its batch failed. */
  record(record: UsageRecord): Promise<void>;
  /** Commits whatever is queued now (resolves when committed, for a store that writes asynchronously). */
  flush(): void | Promise<void>;
}

interface Pending {
  record: UsageRecord;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Creates a writer for `store`. */
export function createUsageWriter(store: Store): UsageWriter {
  let queue: Pending[] = [];
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      store.write(() =>
        insertUsages(
          store,
          batch.map((item) => item.record),
        ),
      );
    } catch (error: unknown) {
      for (const item of batch) item.reject(error);
      return;
    }
    for (const item of batch) item.resolve();
  };
  return {
    record(record) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ record, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    flush,
  };
}
