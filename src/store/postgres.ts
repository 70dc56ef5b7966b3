/**
 * The PostgreSQL implementation of {@link Sql}: a `pg` pool, versioned migrations applied once under a
 * session advisory lock (so instances starting together do not race), and write transactions serialized
 * by a transaction-scoped advisory lock, as SQLite's BEGIN IMMEDIATE serializes them.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ErrorCode, PiScanError } from '../errors.js';
import { POSTGRES_MIGRATIONS } from './postgres-migrations.js';
import { type Sql, type SqlParams, toPositional } from './sql.js';

/** Advisory lock ids ("pisc" in ASCII, plus one): migrations, and pi-keys write transactions. */
const MIGRATION_LOCK = 0x70697363;
const WRITE_LOCK = MIGRATION_LOCK + 1;

/** Connections in the pool of one process. */
const POOL_SIZE = 4;
/** How long opening a connection, or waiting for a free one in the pool, may take. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long one query may take. The server cancels it then (`statement_timeout`); when the server does not
 * answer at all (stalled, or the network dropped), the client gives up half a second later and drops
 * that connection, so a stalled store fails requests with 503 instead of hanging them.
 */
const QUERY_TIMEOUT_MS = 5_000;
const CLIENT_GRACE_MS = 500;
/** How long a write transaction or a migration waits for another process's advisory lock. */
const LOCK_WAIT_MS = 15_000;

/** The URL with its password (in the authority or as a query parameter) removed: `postgres://user@host:port/db`. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    for (const name of [...parsed.searchParams.keys()]) {
      if (/pass/i.test(name)) parsed.searchParams.delete(name);
    }
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
}

/** Where the URL points, for messages: `host:port`. */
function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
  } catch {
    return 'an unparseable host';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
/** Messages of pg's own errors (plain Errors, no SQLSTATE) for a connection that is gone or never came. */
const CONNECTION_GONE_MESSAGE =
  /Connection terminated|timeout|not queryable|Cannot use a pool after calling end/i;

/**
 * True when `error` comes from the connection rather than the server: a network failure, or the driver
 * giving up (connection or query timeout, connection ended, pool ended). Such a connection must not be
 * reused, and the server may be down. An error the server raised (it has a `severity`) never is.
 */
function isConnectionGone(error: unknown): boolean {
  if (!(error instanceof Error) || 'severity' in error) return false;
  const code = 'code' in error ? String(error.code) : '';
  return NETWORK_CODES.has(code) || CONNECTION_GONE_MESSAGE.test(error.message);
}

/**
 * True when the error says the server cannot be reached or used now (as opposed to a query it refused):
 * the connection is gone ({@link isConnectionGone}), or SQLSTATE classes 08 (connection), 28
 * (authorization), 53 (resources), 57 (shut down, cancelled by statement_timeout), and 3D000 (no such
 * database).
 */
function isUnavailable(error: unknown, code: string): boolean {
  return isConnectionGone(error) || /^(08|28|53|57)/.test(code) || code === '3D000';
}

/** Wraps a driver error in a store error that names the server and database, never the password. */
export function postgresError(url: string, error: unknown, what: string): PiScanError {
  if (error instanceof PiScanError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  const host = hostOf(url);
  const hint =
    code === '57014' || /Query read timeout/i.test(message)
      ? `PostgreSQL at ${host} did not answer within ${QUERY_TIMEOUT_MS / 1000} s; is it overloaded or stalled?`
      : isConnectionGone(error) || code.startsWith('57P')
        ? `is PostgreSQL running and reachable at ${host}?`
        : code === '28P01' || code === '28000'
          ? `check the user and password for ${host}`
          : code === '3D000'
            ? `create the database on ${host} first (createdb)`
            : `check the URL and the log of the server at ${host}`;
  // The driver's own message never holds the password; strip a URL from it anyway.
  const safe = message.replace(/postgres(?:ql)?:\/\/\S+/gi, (found) => redactUrl(found));
  return new PiScanError(
    isUnavailable(error, code) ? ErrorCode.StoreUnavailable : ErrorCode.Store,
    `key store ${redactUrl(url)}: ${what}: ${safe}${code === '' ? '' : ` (${code})`}; ${hint}`,
    { cause: error },
  );
}

type Queryable = pg.Pool | pg.PoolClient;

/** True for an error raised by the server or the connection, as opposed to the caller's own work. */
function isDriverError(error: unknown): boolean {
  if (error instanceof PiScanError || !(error instanceof Error)) return false;
  return 'severity' in error || isConnectionGone(error);
}

/** True for an error after which a connection must not be reused: lost, or given up on by the client. */
function isConnectionLost(error: unknown): boolean {
  return isConnectionGone(error instanceof PiScanError ? error.cause : error);
}

async function query(url: string, on: Queryable, text: string, params: SqlParams = {}) {
  const positional = toPositional(text, params);
  try {
    return await on.query(positional.text, positional.values);
  } catch (error: unknown) {
    throw postgresError(url, error, 'query failed');
  }
}

/** Opens a pool on `url`, applies pending migrations and makes sure the store has its token secret. */
export async function openPostgresSql(url: string): Promise<Sql> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: QUERY_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS + CLIENT_GRACE_MS,
    application_name: 'pi-scan',
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  try {
    await migrate(url, pool);
  } catch (error: unknown) {
    await pool.end().catch(() => undefined);
    throw postgresError(url, error, 'cannot open it');
  }
  const location = redactUrl(url);
  let ended: Promise<void> | undefined;
  // Closing twice is a no-op, as for the SQLite store.
  const end = (): Promise<void> => {
    ended ??= pool.end();
    return ended;
  };
  const make = (on: Queryable, inTransaction: boolean): Sql => {
    const sql: Sql = {
      dialect: 'postgres',
      location,
      warnings: [],
      all: async <T>(text: string, params?: SqlParams) => (await query(url, on, text, params)).rows as T[],
      get: async <T>(text: string, params?: SqlParams) =>
        (await query(url, on, text, params)).rows[0] as T | undefined,
      run: async (text, params) => (await query(url, on, text, params)).rowCount ?? 0,
      write: inTransaction ? (fn) => fn(sql) : (fn) => transaction(url, pool, fn, make),
      ping: async () => {
        try {
          await on.query('SELECT 1');
          return true;
        } catch {
          return false;
        }
      },
      close: inTransaction ? async () => undefined : end,
      [Symbol.asyncDispose]: inTransaction ? async () => undefined : end,
    };
    return sql;
  };
  return make(pool, false);
}

async function transaction<T>(
  url: string,
  pool: pg.Pool,
  fn: (tx: Sql) => Promise<T>,
  make: (on: Queryable, inTransaction: boolean) => Sql,
): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error: unknown) {
    throw postgresError(url, error, 'cannot connect');
  }
  let broken = false;
  try {
    // The lock wait gets its own, longer bound; the work after it the usual one.
    await client.query(`BEGIN; SET LOCAL statement_timeout = ${LOCK_WAIT_MS}`);
    await client.query(lockBounded('SELECT pg_advisory_xact_lock($1)', [WRITE_LOCK]));
    await client.query(`SET LOCAL statement_timeout = ${QUERY_TIMEOUT_MS}`);
    const result = await fn(make(client, true));
    await client.query('COMMIT');
    return result;
  } catch (error: unknown) {
    broken = isConnectionLost(error);
    if (!broken) await client.query('ROLLBACK').catch(() => undefined);
    // Errors of the work itself (a file that cannot be written, a conflict) pass through unchanged.
    throw isDriverError(error) ? postgresError(url, error, 'transaction failed') : error;
  } finally {
    // A connection that failed or timed out is dropped (the server rolls its transaction back), not reused.
    client.release(broken);
  }
}

/**
 * A query the client gives up on after LOCK_WAIT_MS, for lock waits and migrations (pg reads `query_timeout`
 * per query; its types omit it). The session's statement_timeout must allow as long.
 */
function lockBounded(text: string, values: unknown[] = []): pg.QueryConfig {
  const config: pg.QueryConfig & { query_timeout: number } = {
    text,
    values,
    query_timeout: LOCK_WAIT_MS + CLIENT_GRACE_MS,
  };
  return config;
}

/** Applies each missing migration in its own transaction, holding a session advisory lock throughout. */
async function migrate(url: string, pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    // Waiting for another instance's migrations, and the migrations themselves, get the lock bound.
    await client.query(`SET statement_timeout = ${LOCK_WAIT_MS}`);
    await client.query(lockBounded('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]));
    const slow = (text: string) => client.query(lockBounded(text));
    await slow(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at text NOT NULL)',
    );
    const { rows } = await slow('SELECT max(version) AS version FROM schema_migrations');
    const current = Number((rows[0] as { version: number | null } | undefined)?.version ?? 0);
    if (current > POSTGRES_MIGRATIONS.length) {
      throw new PiScanError(
        ErrorCode.Store,
        `the key store at ${redactUrl(url)} has schema version ${current}, but this pi-scan only knows up to ${POSTGRES_MIGRATIONS.length}: upgrade pi-scan`,
      );
    }
    for (let version = current + 1; version <= POSTGRES_MIGRATIONS.length; version += 1) {
      await client.query('BEGIN');
      try {
        await slow(POSTGRES_MIGRATIONS[version - 1] as string);
        await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
          version,
          new Date().toISOString(),
        ]);
        await client.query('COMMIT');
      } catch (error: unknown) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }
    await client.query(
      "INSERT INTO store_meta (key, value) VALUES ('token_secret', $1) ON CONFLICT (key) DO NOTHING",
      [randomBytes(32).toString('hex')],
    );
  } catch (error: unknown) {
    broken = isConnectionLost(error);
    throw error;
  } finally {
    if (!broken) {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      await client.query('RESET statement_timeout').catch(() => undefined);
    }
    client.release(broken);
  }
}

/** The channel key changes are announced on (see migration 2). */
export const KEY_CHANGES_CHANNEL = 'pi_scan_keys';

/** A LISTEN connection that reconnects by itself; `close()` stops it. */
export interface KeyChangeListener {
  /** True while the connection is up and listening. */
  listening(): boolean;
  close(): Promise<void>;
}

/** How long to wait before trying a lost LISTEN connection again. */
const RELISTEN_MS = 1_000;

/**
 * Listens for key changes on `url`: `onChange` runs for each notification and whenever the connection is
 * lost or comes back (notifications may have been missed), so the caller can drop its cache.
 */
export function listenForKeyChanges(url: string, onChange: () => void): KeyChangeListener {
  let client: pg.Client | undefined;
  let up = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const lost = (): void => {
    if (up) onChange();
    up = false;
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = undefined;
    if (!closed) timer = setTimeout(connect, RELISTEN_MS);
  };
  const connect = (): void => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: 'pi-scan-listen',
    });
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', () => onChange());
    next
      .connect()
      .then(() => next.query(`LISTEN ${KEY_CHANGES_CHANNEL}`))
      .then(() => {
        if (closed) return;
        up = true;
        onChange();
      })
      .catch(lost);
  };
  connect();
  return {
    listening: () => up,
    close: async () => {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      up = false;
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      await current?.end().catch(() => undefined);
    },
  };
}
