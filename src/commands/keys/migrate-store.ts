/**
 * `pi-keys migrate-store --from FILE --to URL`: copies a SQLite store into an empty PostgreSQL (or SQLite)
 * store in one transaction, keeping key ids, secret hashes, the token-signing secret, usage, users and the
 * whole audit outbox (sequence numbers and what was appended where), so old secrets keep working and
 * `pi-keys audit verify` still passes against the same log file.
 */
import { existsSync } from 'node:fs';
import { ErrorCode, PiScanError, UsageError } from '../../errors.js';
import { openKeyStore } from '../../store/open-sql.js';
import { isPostgresUrl, type Sql } from '../../store/sql.js';

/** Tables in dependency order, each with its columns and a stable order for paging. */
const TABLES = [
  { name: 'store_meta', columns: ['key', 'value'], order: 'key' },
  { name: 'organizations', columns: ['id', 'name', 'audit_log', 'created_at'], order: 'id' },
  { name: 'projects', columns: ['id', 'organization_id', 'name', 'created_at'], order: 'id' },
  { name: 'users', columns: ['id', 'email', 'first_name', 'last_name', 'created_at'], order: 'id' },
  {
    name: 'api_keys',
    columns: [
      'id',
      'project_id',
      'name',
      'environment',
      'status',
      'expiration_date',
      'ip_addresses',
      'token_hash',
      'created_by',
      'created_at',
      'updated_at',
      'last_used_at',
    ],
    order: 'id',
  },
  {
    name: 'usage',
    columns: [
      'request_id',
      'api_key_id',
      'occurred_at',
      'classification',
      'request_units',
      'billed_request_units',
      'service_tier',
      'http_status',
    ],
    order: 'request_id',
  },
  {
    name: 'audit_events',
    columns: [
      'seq',
      'action',
      'occurred_at',
      'organization_id',
      'actor_email',
      'line',
      'appended_at',
      'appended_to',
    ],
    order: 'seq',
  },
  { name: 'audit_sinks', columns: ['path', 'size'], order: 'path' },
] as const;

/** Rows read and written per statement. */
const BATCH = 400;

/** Rows copied, per table. */
export type MigrationCounts = Record<(typeof TABLES)[number]['name'], number>;

/** Copies the store at `from` (an existing SQLite file) into the empty store at `to`. */
export async function migrateStore(from: string, to: string): Promise<MigrationCounts> {
  if (isPostgresUrl(from) || !existsSync(from)) {
    throw new UsageError(`--from must be an existing SQLite key store file, got "${from}"`);
  }
  await using source = await openKeyStore(from);
  await using target = await openKeyStore(to);
  if (source.location === target.location) throw new UsageError('--from and --to are the same store');
  // Awaited here, not returned: `await using` would close both stores before the copy finished.
  return await target.write(async (tx) => {
    for (const table of ['organizations', 'api_keys', 'usage', 'audit_events']) {
      if ((await tx.get(`SELECT 1 AS found FROM ${table} LIMIT 1`)) !== undefined) {
        throw new PiScanError(
          ErrorCode.Conflict,
          `the store at ${target.location} already holds ${table}: migrate only into an empty store; nothing was copied`,
        );
      }
    }
    // The new store made its own token secret; the source's signs the existing keys' tokens.
    await tx.run('DELETE FROM store_meta');
    const counts = {} as MigrationCounts;
    for (const table of TABLES) counts[table.name] = await copyTable(source, tx, table);
    if (tx.dialect === 'postgres') {
      // Rows copied with their own seq: move the identity past them.
      await tx.run(
        "SELECT setval(pg_get_serial_sequence('audit_events', 'seq'), (SELECT coalesce(max(seq), 0) + 1 FROM audit_events), false)",
      );
    }
    return counts;
  });
}

async function copyTable(source: Sql, target: Sql, table: (typeof TABLES)[number]): Promise<number> {
  const columns = table.columns.join(', ');
  // Copied seq values are kept, which PostgreSQL allows for an identity column only when told so.
  const overriding =
    target.dialect === 'postgres' && table.name === 'audit_events' ? ' OVERRIDING SYSTEM VALUE' : '';
  let copied = 0;
  for (;;) {
    const rows = await source.all<Record<string, unknown>>(
      `SELECT ${columns} FROM ${table.name} ORDER BY ${table.order} LIMIT @limit OFFSET @offset`,
      { limit: BATCH, offset: copied },
    );
    if (rows.length === 0) return copied;
    const params: Record<string, unknown> = {};
    const values = rows.map((row, index) => {
      const names = table.columns.map((column, position) => {
        params[`v${index}_${position}`] = row[column] ?? null;
        return `@v${index}_${position}`;
      });
      return `(${names.join(', ')})`;
    });
    await target.run(
      `INSERT INTO ${table.name} (${columns})${overriding} VALUES ${values.join(', ')}`,
      params,
    );
    copied += rows.length;
  }
}
