/**
 * The store as `pi-keys` sees it: a small async SQL interface with two implementations, SQLite (a file
 * path, the embedded default) and PostgreSQL (a `postgres://` or `postgresql://` URL, shared by several
 * machines). Queries are written once, with `@name` parameters, in the SQL both dialects share; the few
 * places that differ ask `sql.dialect`.
 */

/** Named parameters of a query (`@name` in the text). Booleans are not bound: pass 1 or 0. */
export type SqlParams = Readonly<Record<string, unknown>>;

/** Which database answers. */
export type SqlDialect = 'sqlite' | 'postgres';

/** An open store connection (or pool), or a transaction on it. */
export interface Sql {
  readonly dialect: SqlDialect;
  /** The file path, or the URL without its password: safe to print. */
  readonly location: string;
  /** Problems found while opening that do not stop the store from working (e.g. a file others can read). */
  readonly warnings: readonly string[];
  all<T>(text: string, params?: SqlParams): Promise<T[]>;
  get<T>(text: string, params?: SqlParams): Promise<T | undefined>;
  /** Runs a statement; resolves to the number of rows it changed. */
  run(text: string, params?: SqlParams): Promise<number>;
  /**
   * Runs `fn` in a write transaction that queues behind every other pi-keys writer (SQLite BEGIN
   * IMMEDIATE; PostgreSQL a transaction-scoped advisory lock), and commits when it resolves. Inside a
   * transaction, `write` just runs `fn` in the same transaction.
   */
  write<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

/** True when `location` names a PostgreSQL database rather than a SQLite file. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(location.trim());
}

/**
 * Rewrites `@name` parameters to PostgreSQL's `$1, $2, …` and returns the values in that order. A name
 * used twice gets one number.
 */
export function toPositional(text: string, params: SqlParams = {}): { text: string; values: unknown[] } {
  const numbers = new Map<string, number>();
  const values: unknown[] = [];
  const rewritten = text.replace(/@([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    let number = numbers.get(name);
    if (number === undefined) {
      if (!Object.hasOwn(params, name)) throw new Error(`missing SQL parameter @${name}`);
      values.push(params[name]);
      number = values.length;
      numbers.set(name, number);
    }
    return `$${number}`;
  });
  return { text: rewritten, values };
}

/** Escapes `%`, `_` and `\` for a `LIKE … ESCAPE '\'` pattern. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
