/** The usage table: one row per scan request, written by the server, read by `pi-keys usage`. Never content. */
import type { Store } from './open.js';

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

/** Records one request (idempotent on `requestId`). */
export function insertUsage(store: Store, record: UsageRecord): void {
  store
    .prepare(
      `INSERT OR IGNORE INTO usage (request_id, api_key_id, occurred_at, classification, request_units,
        billed_request_units, service_tier, http_status) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      record.requestId,
      record.apiKeyId,
      record.occurredAt,
      record.classification,
      record.requestUnits,
      record.billedRequestUnits,
      record.serviceTier,
      record.httpStatus,
    );
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
export function queryUsage(store: Store, query: UsageQuery): UsagePage {
  // Timestamps are compared as instants (julianday), so "Z" and "+00:00" spellings agree.
  const where = `api_key_id = @apiKeyId
    AND (@from IS NULL OR julianday(occurred_at) >= julianday(@from))
    AND (@to IS NULL OR julianday(occurred_at) < julianday(@to))
    AND (@classification IS NULL OR classification = @classification)`;
  const params = {
    apiKeyId: query.apiKeyId,
    from: query.from ?? null,
    to: query.to ?? null,
    classification: query.classification ?? null,
  };
  const { total } = store.prepare(`SELECT count(*) AS total FROM usage WHERE ${where}`).get(params) as {
    total: number;
  };
  const rows = store
    .prepare(
      `SELECT request_id AS requestId, api_key_id AS apiKeyId, occurred_at AS occurredAt, classification,
        request_units AS requestUnits, billed_request_units AS billedRequestUnits, service_tier AS serviceTier,
        http_status AS httpStatus
       FROM usage WHERE ${where} ORDER BY occurred_at DESC, request_id LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: query.limit, offset: (query.page - 1) * query.limit }) as UsageRecord[];
  return { items: rows, totalResults: total };
}
