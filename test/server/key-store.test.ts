/** The server on the async (PostgreSQL) key store: usage rows, and 503 — never 200 — on scans and /readyz when the store is gone. */
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadBundledModel } from '../../src/detector/model-file.js';
import { buildServer } from '../../src/server/app.js';
import { openServerKeyStore, sqlServerStore } from '../../src/server/key-store.js';
import { createTextScanner } from '../../src/server/scanners.js';
import { openKeyStore } from '../../src/store/open-sql.js';
import { queryUsage } from '../../src/store/usage.js';
import { freshStoreLocation, insertTestKey, openTestStore, TEST_DATABASE_URL } from '../store/test-stores.js';

const TEXT = '/v1/prompt-injection/text';

// serve on SQLite keeps its synchronous store (test/server/app.test.ts); this is the PostgreSQL path.
describe.skipIf(TEST_DATABASE_URL === undefined)('buildServer on a PostgreSQL store', () => {
  it('scans with a key, records its usage, and answers 503 (never 200) on scans and /readyz once the store is unreachable', async () => {
    const sql = await openTestStore('postgres');
    const now = new Date();
    const { id, token } = await insertTestKey(sql, now);
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
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

      await sql.close();
      const down = await request();
      expect(down.statusCode).toBe(503);
      // The answer says what is wrong, never which server: no URL, host, port or database name.
      const { error } = down.json() as { error: string };
      expect(error).toMatch(/^the key store is not available; retry shortly \(.*request id \S+\)$/);
      const where = new URL(sql.location);
      for (const secret of ['postgres://', where.host, where.pathname.slice(1)]) {
        expect(error).not.toContain(secret);
      }
      // Readiness follows the store; liveness does not (the process itself is fine).
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'the key store is not answering' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('drops cached verifications on a key-change notification, and within 500 ms when LISTEN is down', async () => {
    const url = await freshStoreLocation('postgres');
    const admin = await openKeyStore(url);
    onTestFinished(() => admin.close());
    const now = new Date();
    const mint = () => insertTestKey(admin, now);
    const opened = await openServerKeyStore(url);
    onTestFinished(() => opened.close());
    const { verifyKey } = opened.keyStore;
    /** Milliseconds until the verifier refuses `token` after a pause, polling every 20 ms (-1 after 3 s). */
    const pauseAndWait = async (key: { id: string; token: string }): Promise<number> => {
      expect(await verifyKey(key.token, '127.0.0.1', new Date())).toMatchObject({ ok: true });
      expect(await verifyKey(key.token, '127.0.0.1', new Date())).toMatchObject({ ok: true });
      await admin.run("UPDATE api_keys SET status = 'paused' WHERE id = @id", { id: key.id });
      const paused = Date.now();
      while (Date.now() - paused < 3000) {
        if (!(await verifyKey(key.token, '127.0.0.1', new Date())).ok) return Date.now() - paused;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return -1;
    };
    // Wait for the LISTEN connection, then: a notification drops the cache at once.
    const deadline = Date.now() + 5000;
    while (
      (await admin.get(
        "SELECT 1 AS up FROM pg_stat_activity WHERE application_name = 'pi-scan-listen' AND query LIKE 'LISTEN%'",
      )) === undefined &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const notified = await pauseAndWait(await mint());
    expect(notified).toBeGreaterThanOrEqual(0);
    expect(notified).toBeLessThan(200);
    // The LISTEN connection is killed: the 500 ms TTL still bounds how long a change goes unseen.
    await admin.run(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'pi-scan-listen'",
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fallback = await pauseAndWait(await mint());
    expect(fallback).toBeGreaterThanOrEqual(0);
    // Under 650 ms: the TTL, not the reconnection (1 s after the kill), made the change seen.
    expect(fallback).toBeLessThan(650);
  });
});
