import { describe, expect, it } from 'vitest';
import type { UsageRecord } from '../../src/store/index.js';
import type { SqlDialect } from '../../src/store/sql.js';
import { queryUsage, recordUsage } from '../../src/store/usage.js';
import { openTestStore, STORE_DIALECTS } from './test-stores.js';

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
