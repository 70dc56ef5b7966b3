import { describe, expect, it } from 'vitest';
import { insertUsages, openStore, type UsageRecord } from '../../src/store/index.js';
import type { Sql, SqlDialect } from '../../src/store/sql.js';
import { queryUsage, recordUsage, recordUsages } from '../../src/store/usage.js';
import { insertTestKey, openTestStore, STORE_DIALECTS } from './test-stores.js';

const record = (index: number, overrides: Partial<UsageRecord> = {}): UsageRecord => ({
  requestId: `req-${index}`,
  apiKeyId: 'key-1',
  occurredAt: new Date(Date.UTC(2030, 0, 1, 0, index)).toISOString(),
  classification: index % 3 === 0 ? 'unsafe' : 'safe',
  requestUnits: 1,
  billedRequestUnits: 1,
  serviceTier: 'standard',
  httpStatus: 200,
  ...overrides,
});

describe.each(STORE_DIALECTS)('recordUsage and queryUsage on %s', (dialect: SqlDialect) => {
  it('pages newest first and counts every match', async () => {
    const store = await openTestStore(dialect);
    for (let index = 0; index < 25; index += 1) await recordUsage(store, record(index));
    await recordUsage(store, record(99, { apiKeyId: 'key-2' }));
    const page = await queryUsage(store, { apiKeyId: 'key-1', page: 2, limit: 10 });
    expect(page.totalResults).toBe(25);
    expect(page.items.map((item) => item.requestId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `req-${14 - i}`),
    );
    expect((await queryUsage(store, { apiKeyId: 'key-1', page: 3, limit: 10 })).items).toHaveLength(5);
  });

  it('filters by time range (from inclusive, to exclusive) and classification', async () => {
    const store = await openTestStore(dialect);
    for (let index = 0; index < 10; index += 1) await recordUsage(store, record(index));
    const found = await queryUsage(store, {
      apiKeyId: 'key-1',
      from: '2030-01-01T00:03:00.000Z',
      to: '2030-01-01T00:09:00.000Z',
      classification: 'unsafe',
      page: 1,
      limit: 50,
    });
    expect(found.items.map((item) => item.requestId)).toEqual(['req-6', 'req-3']);
    expect(found.totalResults).toBe(2);
  });

  it('ignores a repeated request id and never stores content', async () => {
    const store = await openTestStore(dialect);
    await recordUsage(store, record(1));
    await recordUsage(store, record(1, { httpStatus: 500 }));
    expect((await queryUsage(store, { apiKeyId: 'key-1', page: 1, limit: 5 })).items).toEqual([record(1)]);
    const row = await store.get<Record<string, unknown>>('SELECT * FROM usage');
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'api_key_id',
        'billed_request_units',
        'classification',
        'http_status',
        'occurred_at',
        'request_id',
        'request_units',
        'service_tier',
      ].sort(),
    );
  });
});

/** Two keys' `last_used_at`, in the order given. */
async function lastUsed(sql: Sql, ids: readonly string[]): Promise<(string | null)[]> {
  const found: (string | null)[] = [];
  for (const id of ids) {
    const row = await sql.get<{ at: string | null }>(
      'SELECT last_used_at AS at FROM api_keys WHERE id = @id',
      { id },
    );
    found.push(row?.at ?? null);
  }
  return found;
}

describe.each(STORE_DIALECTS)('last use of a key on %s', (dialect: SqlDialect) => {
  it('moves to the latest row of each key in a batch, never back, and not for a repeated request id', async () => {
    const sql = await openTestStore(dialect);
    const now = new Date('2030-01-01T00:00:00.000Z');
    const one = await insertTestKey(sql, now);
    const two = await insertTestKey(sql, now);
    const idle = await insertTestKey(sql, now);
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString();
    await recordUsages(sql, [
      record(1, { apiKeyId: one.id, occurredAt: at(5) }),
      record(2, { apiKeyId: two.id, occurredAt: at(3) }),
      record(3, { apiKeyId: one.id, occurredAt: at(7) }),
      record(4, { apiKeyId: one.id, occurredAt: at(6) }),
    ]);
    expect(await lastUsed(sql, [one.id, two.id, idle.id])).toEqual([at(7), at(3), null]);
    // A late, older row and a retried request id (its first row stays) leave last use where it is.
    await recordUsages(sql, [
      record(5, { apiKeyId: one.id, occurredAt: at(2) }),
      record(2, { apiKeyId: two.id, occurredAt: at(9) }),
    ]);
    expect(await lastUsed(sql, [one.id, two.id])).toEqual([at(7), at(3)]);
    await recordUsage(sql, record(6, { apiKeyId: two.id, occurredAt: at(8) }));
    expect(await lastUsed(sql, [one.id, two.id])).toEqual([at(7), at(8)]);
    expect((await queryUsage(sql, { apiKeyId: one.id, page: 1, limit: 10 })).totalResults).toBe(4);
  });
});

describe("insertUsages (the server's SQLite path)", () => {
  it("records the rows and moves each key's last use, inside the caller's transaction", async () => {
    const sql = await openTestStore('sqlite');
    const now = new Date('2030-01-01T00:00:00.000Z');
    const key = await insertTestKey(sql, now);
    await sql.close();
    using store = openStore(sql.location);
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString();
    store.write(() =>
      insertUsages(store, [
        record(1, { apiKeyId: key.id, occurredAt: at(4) }),
        record(2, { apiKeyId: key.id, occurredAt: at(2) }),
      ]),
    );
    store.write(() => insertUsages(store, [record(1, { apiKeyId: key.id, occurredAt: at(9) })]));
    const row = store.prepare('SELECT last_used_at AS at FROM api_keys WHERE id = ?').get(key.id) as {
      at: string;
    };
    expect(row.at).toBe(at(4));
    expect(store.prepare('SELECT count(*) AS n FROM usage').get()).toEqual({ n: 2 });
  });
});
