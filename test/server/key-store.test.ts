/** The server on the async (PostgreSQL) key store: usage rows, and 503 — never 200 — when the store is gone. */
import { describe, expect, it } from 'vitest';
import { loadBundledModel } from '../../src/detector/model.js';
import { buildServer } from '../../src/server/app.js';
import { sqlServerStore } from '../../src/server/key-store.js';
import { createTextScanner } from '../../src/server/scanners.js';
import { createKeyToken, insertKey } from '../../src/store/keys.js';
import { insertOrganization, insertProject } from '../../src/store/organizations.js';
import { queryUsage } from '../../src/store/usage.js';
import { openTestStore, TEST_DATABASE_URL } from '../store/test-stores.js';

const TEXT = '/v1/prompt-injection/text';

// serve on SQLite keeps its synchronous store (test/server/app.test.ts); this is the PostgreSQL path.
describe.skipIf(TEST_DATABASE_URL === undefined)('buildServer on a PostgreSQL store', () => {
  it('scans with a key, records its usage, and answers 503 (never 200) once the store is unreachable', async () => {
    const sql = await openTestStore('postgres');
    const now = new Date();
    const { id, token } = await createKeyToken(sql);
    await sql.write(async (tx) => {
      const organization = await insertOrganization(tx, 'Acme', false, now);
      const project = await insertProject(tx, organization.id, 'Web', now);
      await insertKey(
        tx,
        {
          id,
          token,
          projectId: project.id,
          name: 'k',
          expirationDate: null,
          ipAddresses: null,
          createdBy: null,
        },
        now,
      );
    });
    const app = await buildServer({
      keyStore: sqlServerStore(sql),
      scanners: { text: createTextScanner(loadBundledModel()) },
      logger: false,
    });
    const request = () =>
      app.inject({
        method: 'POST',
        url: TEXT,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: { content: 'hello there' },
      });
    try {
      expect((await request()).statusCode).toBe(200);
      expect((await request()).statusCode).toBe(200);
      expect((await queryUsage(sql, { apiKeyId: id, page: 1, limit: 10 })).totalResults).toBe(2);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      await sql.close();
      const down = await request();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ error: expect.stringMatching(/^key store .+: query failed: /) });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
