/** The usage table: one row per scan request, written by the server, read by `pi-keys usage`. Never content. */
import type { Store } from './open.js';
import type { Sql } from './sql.js';

/** How a request's content was classified. */
export type UsageClassification = 'safe' | 'unsafe' | 'unknown';

/** One scan request as recorded for billing and the usage listing. */
export interface UsageRecord {
  requestId: string;
  apiKeyId: string;
  /** ISO 8601. */
  occurredAt: string;
  classification: UsageClassification;
  requestUnits: number;
  billedRequestUnits: number;
  serviceTier: string;
  httpStatus: number;
}

const INSERT_USAGE = `INSERT INTO usage (request_id, api_key_id, occurred_at, classification, request_units,
  billed_request_units, service_tier, http_status)
  VALUES (@requestId, @apiKeyId, @occurredAt, @classification, @requestUnits, @billedRequestUnits, @serviceTier,
    @httpStatus)
  ON CONFLICT (request_id) DO NOTHING`;

const usageParams = (record: UsageRecord) => ({
  requestId: record.requestId,
  apiKeyId: record.apiKeyId,
  occurredAt: record.occurredAt,
  classification: record.classification,
  requestUnits: record.requestUnits,
  billedRequestUnits: record.billedRequestUnits,
  serviceTier: record.serviceTier,
  httpStatus: record.httpStatus,
});

/**
 * Moves each key's `last_used_at` forward to its latest row among `inserted` (never back: a late older
 * row leaves it). Last use is written here, one UPDATE per key per batch, rather than by a trigger per
 * usage row: a server batch holds many rows of few keys, and the per-row trigger cost a row as much as
 * its INSERT.
 */
const UPDATE_LAST_USED = `UPDATE api_keys SET last_used_at = @at
  WHERE id = @id AND (last_used_at IS NULL OR last_used_at < @at)`;

/** The latest `occurredAt` per key among `records`. */
function latestPerKey(records: Iterable<UsageRecord>): Map<string, string> {
  const latest = new Map<string, string>();
  for (const record of records) {
    const seen = latest.get(record.apiKeyId);
    if (seen === undefined || seen < record.occurredAt) latest.set(record.apiKeyId, record.occurredAt);
  }
  return latest;
}

/**
 * Records requests (idempotent on `requestId`) and their keys' last use; the server's synchronous
 * SQLite path, run by the caller inside one write transaction. A row already recorded (a retried
 * request id) moves no key's last use.
 */
export function insertUsages(store: Store, records: readonly UsageRecord[]): void {
  const insert = store.prepare(INSERT_USAGE);
  const inserted: UsageRecord[] = [];
  for (const record of records) {
    if (insert.run(usageParams(record)).changes > 0) inserted.push(record);
  }
  const update = store.prepare(UPDATE_LAST_USED);
  for (const [id, at] of latestPerKey(inserted)) update.run({ id, at });
}

/**
 * Records many requests (idempotent on `requestId`) and their keys' last use, atomically: on PostgreSQL
 * one statement (a multi-row INSERT … RETURNING feeding one UPDATE of the keys it touched), as the
 * server's group commit does; on SQLite one write transaction.
 */
export async function recordUsages(sql: Sql, records: readonly UsageRecord[]): Promise<void> {
  if (records.length === 0) return;
  if (sql.dialect === 'sqlite') {
    await sql.write(async (tx) => {
      const inserted: UsageRecord[] = [];
      for (const record of records) {
        if ((await tx.run(INSERT_USAGE, usageParams(record))) > 0) inserted.push(record);
      }
      for (const [id, at] of latestPerKey(inserted)) await tx.run(UPDATE_LAST_USED, { id, at });
    });
    return;
  }
  const params: Record<string, unknown> = {};
  const rows = records.map((record, index) => {
    const names = Object.entries(usageParams(record)).map(([name, value]) => {
      params[`${name}${index}`] = value;
      return `@${name}${index}`;
    });
    return `(${names.join(', ')})`;
  });
  await sql.run(
    `WITH inserted AS (
       INSERT INTO usage (request_id, api_key_id, occurred_at, classification, request_units, billed_request_units,
         service_tier, http_status) VALUES ${rows.join(', ')}
       ON CONFLICT (request_id) DO NOTHING
       RETURNING api_key_id, occurred_at),
     latest AS (SELECT api_key_id, max(occurred_at) AS at FROM inserted GROUP BY api_key_id)
     UPDATE api_keys SET last_used_at = latest.at FROM latest
       WHERE api_keys.id = latest.api_key_id AND (api_keys.last_used_at IS NULL OR api_keys.last_used_at < latest.at)`,
    params,
  );
}

/** Records one request (idempotent on `requestId`) and its key's last use, through either store. */
export async function recordUsage(sql: Sql, record: UsageRecord): Promise<void> {
  await recordUsages(sql, [record]);
}

/** Filters and paging for {@link queryUsage}; `from` is inclusive and `to` exclusive (ISO 8601). */
export interface UsageQuery {
  apiKeyId: string;
  from?: string | undefined;
  to?: string | undefined;
  classification?: UsageClassification | undefined;
  /** 1-indexed. */
  page: number;
  limit: number;
}

/** One page of a key's usage, newest first, and the count of all records matching the filters. */
export interface UsagePage {
  items: UsageRecord[];
  totalResults: number;
}

/** Reads a page of usage records. */
export async function queryUsage(sql: Sql, query: UsageQuery): Promise<UsagePage> {
  // Stored times and the bounds are both Date.toISOString text, so text order is time order.
  const where = `api_key_id = @apiKeyId
    AND (CAST(@from AS TEXT) IS NULL OR occurred_at >= @from)
    AND (CAST(@to AS TEXT) IS NULL OR occurred_at < @to)
    AND (CAST(@classification AS TEXT) IS NULL OR classification = @classification)`;
  const params = {
    apiKeyId: query.apiKeyId,
    from: query.from ?? null,
    to: query.to ?? null,
    classification: query.classification ?? null,
  };
  const counted = await sql.get<{ total: number }>(
    `SELECT CAST(count(*) AS INTEGER) AS total FROM usage WHERE ${where}`,
    params,
  );
  const items = await sql.all<UsageRecord>(
    `SELECT request_id AS "requestId", api_key_id AS "apiKeyId", occurred_at AS "occurredAt", classification,
        request_units AS "requestUnits", billed_request_units AS "billedRequestUnits", service_tier AS "serviceTier",
        http_status AS "httpStatus"
       FROM usage WHERE ${where} ORDER BY occurred_at DESC, request_id LIMIT @limit OFFSET @offset`,
    { ...params, limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { items, totalResults: counted?.total ?? 0 };
}
