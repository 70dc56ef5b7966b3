/**
 * End to end: `pi-scan serve --workers 2` runs two processes on one port and one store, prints one
 * address, sums both workers' metrics, and drains and exits 0 on SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore, usageRows } from '../server/helpers.js';
import { REPO_ROOT } from './helpers.js';

let testStore: TestStore | undefined;
let child: ChildProcess | undefined;
afterEach(async () => {
  if (child !== undefined && child.exitCode === null && child.signalCode === null) {
    const closed = new Promise((resolve) => child?.once('close', resolve));
    child.kill('SIGKILL');
    await closed;
  }
  child = undefined;
  testStore?.cleanup();
  testStore = undefined;
});

describe('pi-scan serve --workers 2', () => {
  it('shares the port and the store between two processes, sums their metrics, and exits 0 on SIGTERM', async () => {
    testStore = createTestStore();
    const store = testStore;
    const key = await store.createKey();
    const server = spawn(
      process.execPath,
      [
        join(REPO_ROOT, 'bin', 'pi-scan.js'),
        'serve',
        '--port',
        '0',
        '--workers',
        '2',
        '--db',
        join(store.dir, 'keys.db'),
        '--log-level',
        'silent',
      ],
      { cwd: store.dir, env: { PATH: process.env.PATH ?? '', HOME: store.dir } },
    );
    child = server;
    let stdout = '';
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => server.on('close', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout);
        if (match?.[1] !== undefined) resolve(match[1]);
      });
      void exited.then((code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
    });
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
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout.match(/listening on/g)).toHaveLength(1);
  }, 60_000);
});
