/** The SQLite implementation of {@link Sql}, over the synchronous better-sqlite3 {@link Store}. */
import { openStore, type Store } from './open.js';
import type { Sql, SqlParams } from './sql.js';

/** Opens (creating if needed) the SQLite store at `path` as an async {@link Sql}. */
export function openSqliteSql(path: string): Sql {
  return sqliteSql(openStore(path));
}

/** Wraps an open SQLite store; closing the result closes the store. */
export function sqliteSql(store: Store): Sql {
  // One transaction at a time on this connection: callers' awaits must not interleave two of them.
  let queue: Promise<unknown> = Promise.resolve();
  const base = {
    dialect: 'sqlite' as const,
    location: store.path,
    warnings: store.warnings,
    all: async <T>(text: string, params: SqlParams = {}): Promise<T[]> =>
      store.prepare(text).all(params) as T[],
    get: async <T>(text: string, params: SqlParams = {}): Promise<T | undefined> =>
      store.prepare(text).get(params) as T | undefined,
    run: async (text: string, params: SqlParams = {}): Promise<number> =>
      store.prepare(text).run(params).changes,
    ping: async () => store.ping(),
  };
  const inTransaction: Sql = {
    ...base,
    write: (fn) => fn(inTransaction),
    close: async () => undefined,
    [Symbol.asyncDispose]: async () => undefined,
  };
  const close = async (): Promise<void> => store.close();
  return {
    ...base,
    write: <T>(fn: (tx: Sql) => Promise<T>): Promise<T> => {
      const next = queue.then(async () => {
        store.db.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(inTransaction);
          store.db.exec('COMMIT');
          return result;
        } catch (error: unknown) {
          if (store.db.inTransaction) store.db.exec('ROLLBACK');
          throw error;
        }
      });
      queue = next.catch(() => undefined);
      return next;
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}
