/**
 * What the server needs from the key store, on either kind: verify a bearer token, record usage with a
 * group commit, and answer a health check. SQLite keeps its synchronous path with the data_version
 * cache; PostgreSQL reads the key row on every request (no cache, so a key paused, revoked, edited or
 * deleted through any instance or pi-keys is refused by every instance on its next request) and writes
 * each event-loop turn's usage rows in one multi-row INSERT.
 */
import { openStore, type Store } from '../store/index.js';
import { verifyApiKeySql } from '../store/keys.js';
import { openKeyStore } from '../store/open-sql.js';
import { isPostgresUrl, type Sql } from '../store/sql.js';
import { recordUsages, type UsageRecord } from '../store/usage.js';
import { createKeyVerifier, type KeyVerifier } from './key-cache.js';
import { createUsageWriter, type UsageWriter } from './usage-writer.js';

/** The key store as the server uses it. */
export interface ServerKeyStore {
  verifyKey: KeyVerifier;
  usage: UsageWriter;
  /** True when the store answers a trivial query. */
  ping(): Promise<boolean>;
}

/** The server's view of a SQLite store (the caller closes the store). */
export function sqliteServerStore(store: Store): ServerKeyStore {
  return {
    verifyKey: createKeyVerifier(store),
    usage: createUsageWriter(store),
    ping: async () => store.ping(),
  };
}

/** The server's view of a PostgreSQL (or any async) store (the caller closes it). */
export function sqlServerStore(sql: Sql): ServerKeyStore {
  let queue: { record: UsageRecord; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;
  let inFlight: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return inFlight;
    inFlight = recordUsages(
      sql,
      batch.map((item) => item.record),
    ).then(
      () => {
        for (const item of batch) item.resolve();
      },
      (error: unknown) => {
        for (const item of batch) item.reject(error);
      },
    );
    return inFlight;
  };
  return {
    verifyKey: (token, clientIp, now) => verifyApiKeySql(sql, token, clientIp, now),
    usage: {
      record: (record) =>
        new Promise<void>((resolve, reject) => {
          queue.push({ record, resolve, reject });
          if (!scheduled) {
            scheduled = true;
            setImmediate(() => void flush());
          }
        }),
      flush,
    },
    ping: () => sql.ping(),
  };
}

/** An opened server key store and how to release it. */
export interface OpenedServerKeyStore {
  keyStore: ServerKeyStore;
  /** Problems found while opening that do not stop the store from working. */
  warnings: readonly string[];
  close(): Promise<void>;
}

/** Opens the store at `location`: a SQLite file, or PostgreSQL for a `postgres://` URL. */
export async function openServerKeyStore(location: string): Promise<OpenedServerKeyStore> {
  if (isPostgresUrl(location)) {
    const sql = await openKeyStore(location);
    return { keyStore: sqlServerStore(sql), warnings: sql.warnings, close: () => sql.close() };
  }
  const store = openStore(location);
  return { keyStore: sqliteServerStore(store), warnings: store.warnings, close: async () => store.close() };
}
