import { describe, expect, it } from 'vitest';
import { insertUsage, openStore, type UsageRecord } from '../../src/store/index.js';
import { queryUsage } from '../../src/store/usage.js';

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

describe('insertUsage and queryUsage', () => {
  it('pages newest first and counts every match', () => {
    using store = openStore(':memory:');
    for (let index = 0; index < 25; index += 1) insertUsage(store, record(index));
    insertUsage(store, record(99, { apiKeyId: 'key-2' }));
    const page = queryUsage(store, { apiKeyId: 'key-1', page: 2, limit: 10 });
    expect(page.totalResults).toBe(25);
    expect(page.items.map((item) => item.requestId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `req-${14 - i}`),
    );
    expect(queryUsage(store, { apiKeyId: 'key-1', page: 3, limit: 10 }).items).toHaveLength(5);
  });

  it('filters by time range (from inclusive, to exclusive) and classification', () => {
    using store = openStore(':memory:');
    for (let index = 0; index < 10; index += 1) insertUsage(store, record(index));
    const found = queryUsage(store, {
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

  it('ignores a repeated request id and never stores content', () => {
    using store = openStore(':memory:');
    insertUsage(store, record(1));
    insertUsage(store, record(1, { httpStatus: 500 }));
    expect(queryUsage(store, { apiKeyId: 'key-1', page: 1, limit: 5 }).items).toEqual([record(1)]);
    const columns = store.prepare('PRAGMA table_info(usage)').all() as { name: string }[];
    expect(columns.map((column) => column.name)).not.toContain('content');
  });
});
