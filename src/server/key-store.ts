/**
 * What the server needs from the key store, on either kind: verify a bearer token, record usage with a
 * group commit, and answer a health check. SQLite keeps its synchronous path with the data_version
 * cache; PostgreSQL caches verifications and drops the cache on every key-change notification (LISTEN
 * pi_scan_keys), with a 500 ms TTL while the LISTEN connection is down, so a key paused, revoked, edited
 * or deleted through any instance or pi-keys is refused by every instance within a second; it writes each
 * event-loop turn's usage rows in one multi-row INSERT.
 */
import { ErrorCode, PiScanError } from '../errors.js';
import { openStore, type Store } from '../store/index.js';
import type { KeyVerification } from '../store/keys.js';
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

/**
 * The server's view of a SQLite store (the caller closes the store). A SQLite failure while verifying a
 * key or recording usage (the file locked past the busy timeout by another process, an I/O error) becomes
 * a store error, which the server answers with 503.
 */
export function sqliteServerStore(store: Store): ServerKeyStore {
  const verify = createKeyVerifier(store);
  const usage = createUsageWriter(store);
  const failed = (error: unknown): never => {
    if (error instanceof PiScanError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new PiScanError(ErrorCode.StoreUnavailable, `key store ${store.path}: ${message}`, {
      cause: error,
    });
  };
  return {
    verifyKey: (token, clientIp, now) => verify(token, clientIp, now).catch(failed),
    usage: { record: (record) => usage.record(record).catch(failed), flush: usage.flush },
    ping: async () => store.ping(),
  };
}

/** How long a cached verification lasts while change notifications arrive (each one drops the cache). */
export const LISTENING_TTL_MS = 60_000;
/** How long it lasts while the LISTEN connection is down: a change is seen within this time. */
export const FALLBACK_TTL_MS = 500;
const MAX_CACHED = 10_000;

/** A verification cache dropped by `invalidate()`, with a TTL that depends on whether changes are heard. */
export interface VerificationCache {
  verifyKey: KeyVerifier;
  /** Drops every entry, and any answer to a query that started before this call. */
  invalidate(): void;
}

/** Caches `verify` by (client IP, token); entries live LISTENING_TTL_MS while `listening()`, else FALLBACK_TTL_MS. */
export function createVerificationCache(verify: KeyVerifier, listening: () => boolean): VerificationCache {
  const cache = new Map<string, { verification: KeyVerification; at: number; generation: number }>();
  let generation = 0;
  return {
    invalidate: () => {
      generation += 1;
      cache.clear();
    },
    verifyKey: async (token, clientIp, now) => {
      const cacheKey = `${clientIp}\n${token}`;
      const ttl = listening() ? LISTENING_TTL_MS : FALLBACK_TTL_MS;
      let entry = cache.get(cacheKey);
      if (entry === undefined || entry.generation !== generation || Date.now() - entry.at >= ttl) {
        const started = generation;
        const verification = await verify(token, clientIp, now);
        entry = { verification, at: Date.now(), generation: started };
        // An answer that raced a change notification is used once but not kept.
        if (started === generation) {
          if (cache.size >= MAX_CACHED) cache.clear();
          cache.set(cacheKey, entry);
        }
      }
      const { verification } = entry;
      if (verification.ok && verification.key.expirationDate !== null) {
        if (Date.parse(verification.key.expirationDate) <= now.getTime())
          return { ok: false, reason: 'expired' };
      }
      return verification;
    },
  };
}

/**
 * The server's view of a PostgreSQL (or any async) store (the caller closes it). With `verifyKey` the
 * caller supplies the (cached) verifier; without it every request reads the key row.
 */
export function sqlServerStore(sql: Sql, verifyKey?: KeyVerifier): ServerKeyStore {
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
    verifyKey: verifyKey ?? ((token, clientIp, now) => verifyApiKeySql(sql, token, clientIp, now)),
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
    const { listenForKeyChanges } = await import('../store/postgres.js');
    // Each key change, and each loss or return of the LISTEN connection, drops the cache.
    let cache: VerificationCache | undefined;
    const listener = listenForKeyChanges(location, () => cache?.invalidate());
    cache = createVerificationCache(
      (token, clientIp, now) => verifyApiKeySql(sql, token, clientIp, now),
      () => listener.listening(),
    );
    return {
      keyStore: sqlServerStore(sql, cache.verifyKey),
      warnings: sql.warnings,
      close: async () => {
        await listener.close();
        await sql.close();
      },
    };
  }
  const store = openStore(location);
  return { keyStore: sqliteServerStore(store), warnings: store.warnings, close: async () => store.close() };
}

/**
 * Opens the store at `location` once and closes it: creates and migrates it (PostgreSQL: under the
 * migration advisory lock) and returns its warnings. `serve --workers N` runs this in the primary before
 * forking, so migrations run once and the warnings are printed once.
 */
export async function prepareServerKeyStore(location: string): Promise<readonly string[]> {
  const sql = await openKeyStore(location);
  try {
    return sql.warnings;
  } finally {
    await sql.close();
  }
}
