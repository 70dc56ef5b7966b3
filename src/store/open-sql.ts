/** Opens the pi-keys store: a SQLite file, or PostgreSQL for a `postgres://` / `postgresql://` URL. */
import { isPostgresUrl, type Sql } from './sql.js';

/** Opens (creating and migrating if needed) the store at `location`. */
export async function openKeyStore(location: string): Promise<Sql> {
  if (isPostgresUrl(location)) {
    const { openPostgresSql } = await import('./postgres.js');
    return openPostgresSql(location);
  }
  const { openSqliteSql } = await import('./sqlite-sql.js');
  return openSqliteSql(location);
}
