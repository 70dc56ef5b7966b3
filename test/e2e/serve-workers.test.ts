/**
 * End to end: `pi-scan serve --workers 2` runs two processes on one port and one store, prints one
 * address and the store's warnings once, sums both workers' metrics, and drains and exits 0 on SIGTERM.
 */
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore, usageRows } from '../server/helpers.js';
import { killServe, type ServeChild, startServe } from './helpers.js';

let testStore: TestStore | undefined;
let server: ServeChild | undefined;
afterEach(async () => {
  await killServe(server);
  server = undefined;
  testStore?.cleanup();
  testStore = undefined;
});

describe('pi-scan serve --workers 2', () => {
  it('shares the port and the store between two processes, warns once, sums their metrics, and exits 0 on SIGTERM', async () => {
    testStore = createTestStore();
    const store = testStore;
    const key = await store.createKey();
    const db = join(store.dir, 'keys.db');
    // A store others can read: served anyway, with one warning from the primary (not one per process).
    chmodSync(db, 0o644);
    server = await startServe(['--workers', '2', '--db', db, '--log-level', 'silent'], store.dir);
    const { url } = server;
    const scans = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${url}/v1/prompt-injection/text`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ content: 'Lunch is at noon on the terrace.' }),
        }).then((response) => response.status),
      ),
    );
    expect(scans).toEqual(Array(20).fill(200));
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toContain(
      'pi_scan_http_requests_total{route="/v1/prompt-injection/text",method="POST",status="200",verdict="safe"} 20',
    );
    expect(usageRows(store.store)).toHaveLength(20);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.stdout().match(/listening on/g)).toHaveLength(1);
    expect(server.stderr().split(`${db} can be read by other users`)).toHaveLength(2);
  }, 60_000);
});
