/** Opening the SQLite key store: pragmas, migrations, the per-store token secret and a statement cache. */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ErrorCode, PiScanError } from '../errors.js';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations.js';
import { createPrivateFile, ensureDirectory, exposureWarning } from './private-files.js';
import { isPostgresUrl } from './sql.js';

/** How long a writer waits for another process's lock before giving up (milliseconds). */
const BUSY_TIMEOUT_MS = 15_000;

/** An open key store. Long-lived: prepared statements are cached for the life of the connection. */
export interface Store {
  /** The database file (or `:memory:`). */
  readonly path: string;
  /** The underlying better-sqlite3 connection, for repositories in this folder and the audit outbox. */
  readonly db: Database.Database;
  /** A cached prepared statement for `sql`. */
  prepare(sql: string): Database.Statement;
  /** Runs `fn` in a write (BEGIN IMMEDIATE) transaction, so concurrent processes queue instead of failing. */
  write<T>(fn: () => T): T;
  /** A cheap liveness check for health endpoints: true when the database answers a trivial query. */
  ping(): boolean;
  /** Problems found while opening that do not stop the store from working (e.g. a file others can read). */
  readonly warnings: readonly string[];
  /** The per-store secret that signs key tokens (32 random bytes created with the store). */
  tokenSecret(): Uint8Array;
  /** Closes the connection; later calls are no-ops. */
  close(): void;
  [Symbol.dispose](): void;
}

/**
 * Opens (creating if needed) the store at `path`, applies pending migrations and refuses newer schemas.
 * A new store file is created 0600 (SQLite gives its WAL and SHM files the same mode); an existing one
 * that others can read is opened with a warning in `warnings`.
 */
export function openStore(path: string): Store {
  const inMemory = path === ':memory:';
  if (isPostgresUrl(path)) {
    throw new PiScanError(
      ErrorCode.Store,
      'openStore opens SQLite files; a postgres:// URL is opened by openKeyStore (store/open-sql.ts)',
    );
  }
  const warnings: string[] = [];
  if (!inMemory) {
    try {
      ensureDirectory(dirname(path));
    } catch (error: unknown) {
      throw storeError(path, error, 'cannot create its directory');
    }
    try {
      if (!createPrivateFile(path)) {
        for (const file of [path, `${path}-wal`, `${path}-shm`]) {
          const warning = existsSync(file) ? exposureWarning(file, 'the key store file') : undefined;
          if (warning !== undefined) warnings.push(warning);
        }
      }
    } catch (error: unknown) {
      throw storeError(path, error, 'cannot create it');
    }
  }
  let db: Database.Database;
  try {
    db = new Database(path);
  } catch (error: unknown) {
    throw storeError(path, error, 'cannot open it');
  }
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    if (!inMemory) db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    migrate(db, path);
    ensureTokenSecret(db);
  } catch (error: unknown) {
    db.close();
    throw error instanceof PiScanError ? error : storeError(path, error, 'cannot read it');
  }
  return createStore(db, path, warnings);
}

function createStore(db: Database.Database, path: string, warnings: readonly string[]): Store {
  const statements = new Map<string, Database.Statement>();
  let secret: Uint8Array | undefined;
  const prepare = (sql: string): Database.Statement => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const close = (): void => {
    if (db.open) db.close();
  };
  return {
    path,
    db,
    warnings,
    prepare,
    write: <T>(fn: () => T): T => db.transaction(fn).immediate(),
    ping: () => {
      try {
        return prepare('SELECT 1 AS ok').get() !== undefined;
      } catch {
        return false;
      }
    },
    tokenSecret: () => {
      if (secret === undefined) {
        const row = prepare("SELECT value FROM store_meta WHERE key = 'token_secret'").get() as
          | { value: string }
          | undefined;
        if (row === undefined)
          throw new PiScanError(ErrorCode.Store, `the key store at ${path} has no token secret`);
        secret = Buffer.from(row.value, 'hex');
      }
      return secret;
    },
    close,
    [Symbol.dispose]: close,
  };
}

/** Applies each missing migration in its own transaction; refuses a database from newer code. */
function migrate(db: Database.Database, path: string): void {
  const current = userVersion(db);
  if (current > SCHEMA_VERSION) {
    throw new PiScanError(
      ErrorCode.Store,
      `the key store at ${path} has schema version ${current}, but this pi-keys only knows up to ${SCHEMA_VERSION}: upgrade pi-scan, or use --db to point at another file`,
    );
  }
  for (let version = current + 1; version <= SCHEMA_VERSION; version += 1) {
    const sql = MIGRATIONS[version - 1] as string;
    db.transaction(() => {
      // Another process may have migrated while we waited for the lock.
      if (userVersion(db) >= version) return;
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    }).immediate();
  }
}

function userVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function ensureTokenSecret(db: Database.Database): void {
  const exists = db.prepare("SELECT 1 FROM store_meta WHERE key = 'token_secret'").get();
  if (exists !== undefined) return;
  db.prepare("INSERT OR IGNORE INTO store_meta (key, value) VALUES ('token_secret', ?)").run(
    randomBytes(32).toString('hex'),
  );
}

/** Wraps a SQLite failure in a store error that names the file and says what to do. */
function storeError(path: string, error: unknown, what: string): PiScanError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const reason =
    code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT'
      ? 'the file is not a pi-scan key store or is corrupt'
      : code === 'SQLITE_CANTOPEN' || code.startsWith('SQLITE_PERM') || code === 'SQLITE_READONLY'
        ? 'the file or its directory cannot be opened (check the path and permissions)'
        : error instanceof Error
          ? error.message
          : String(error);
  return new PiScanError(
    ErrorCode.Store,
    `key store ${path}: ${what}: ${reason}. Pass --db (or PI_SCAN_DB) to use another file.`,
    { cause: error },
  );
}
