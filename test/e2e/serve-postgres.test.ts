/**
 * End to end on PostgreSQL: two `pi-scan serve` processes on one database, and one `serve --workers 2`
 * on a new database, keys managed by `pi-keys` on the same URL. Skipped (with the store tests' one line)
 * unless PI_SCAN_TEST_DATABASE_URL is set.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openKeyStore } from '../../src/store/open-sql.js';
import { freshStoreLocation, TEST_DATABASE_URL } from '../store/test-stores.js';
import { ACTOR, readDatabase, runJson, scratchUnless, seedStore, startServe } from './keys-helpers.js';

const space = scratchUnless(TEST_DATABASE_URL === undefined);
afterAll(() => rmSync(space.dir, { recursive: true, force: true }));

const scan = (url: string, token: string) =>
  fetch(`${url}/v1/prompt-injection/text`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'Lunch is at noon on the terrace.' }),
  });

describe.skipIf(TEST_DATABASE_URL === undefined)(
  'two pi-scan serve instances on one PostgreSQL store',
  () => {
    it('agree at once on a revocation made through pi-keys, and record exactly one usage row per scan', async () => {
      const db = await freshStoreLocation('postgres');
      const { projectId } = await seedStore(db, space.env);
      const args = ['--db', db, '--audit-log', space.log, '--actor', ACTOR];
      const key = await runJson<{ id: string; secret: string }>(
        ['create', '--project', projectId, '--name', 'shared', ...args],
        space.env,
      );
      const [a, b] = await Promise.all([
        startServe(['--db', db, '--workers', '1'], space.env),
        startServe(['--db', db, '--workers', '1'], space.env),
      ]);
      try {
        // Round-robin 40 scans over both instances.
        const statuses = await Promise.all(
          Array.from({ length: 40 }, (_, index) => scan(index % 2 === 0 ? a.url : b.url, key.secret)),
        );
        expect(statuses.map((response) => response.status)).toEqual(Array(40).fill(200));
        const usage = await runJson<{ total_results: number }>(
          ['usage', key.id, '--limit', '1', ...args],
          space.env,
        );
        expect(usage.total_results).toBe(40);

        await runJson(['revoke', key.id, ...args], space.env);
        const revokedAt = Date.now();
        const refused = await Promise.all([scan(a.url, key.secret), scan(b.url, key.secret)]);
        const seenWithin = Date.now() - revokedAt;
        expect(refused.map((response) => response.status)).toEqual([403, 403]);
        expect(seenWithin).toBeLessThan(1000);
        expect((await readDatabase(db)).keys.get(key.id)?.status).toBe('revoked');
      } finally {
        expect(await a.stop()).toBe(0);
        expect(await b.stop()).toBe(0);
      }
    });

    it('runs --workers 2 on a new database: the primary migrates it, each worker listens for key changes, every scan is recorded and a revocation is refused by both workers', async () => {
      const db = await freshStoreLocation('postgres');
      // The database is empty: the primary creates the schema before it forks.
      const server = await startServe(['--db', db, '--workers', '2'], space.env);
      const sql = await openKeyStore(db);
      try {
        const { projectId } = await seedStore(db, space.env);
        const args = ['--db', db, '--audit-log', space.log, '--actor', ACTOR];
        const key = await runJson<{ id: string; secret: string }>(
          ['create', '--project', projectId, '--name', 'workers', ...args],
          space.env,
        );
        // One LISTEN connection per worker, none in the primary.
        const listeners = async () =>
          (
            await sql.get<{ n: number }>(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'pi-scan-listen' AND datname = current_database() AND query LIKE 'LISTEN%'",
            )
          )?.n;
        const deadline = Date.now() + 10_000;
        while ((await listeners()) !== 2 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await listeners()).toBe(2);

        const statuses = await Promise.all(Array.from({ length: 20 }, () => scan(server.url, key.secret)));
        expect(statuses.map((response) => response.status)).toEqual(Array(20).fill(200));
        const usage = await runJson<{ total_results: number }>(
          ['usage', key.id, '--limit', '1', ...args],
          space.env,
        );
        expect(usage.total_results).toBe(20);

        await runJson(['revoke', key.id, ...args], space.env);
        const revokedAt = Date.now();
        const refused = await Promise.all(Array.from({ length: 10 }, () => scan(server.url, key.secret)));
        expect(Date.now() - revokedAt).toBeLessThan(1000);
        expect(refused.map((response) => response.status)).toEqual(Array(10).fill(403));
      } finally {
        await sql.close();
        expect(await server.stop()).toBe(0);
      }
    });
  },
);
