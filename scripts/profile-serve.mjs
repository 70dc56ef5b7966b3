#!/usr/bin/env node
/**
 * `node scripts/profile-serve.mjs` (after `npm run build`): where the time of a 1 KB text scan goes in
 * `pi-scan serve --workers 1`. Runs the server under `--cpu-prof`, loads it with autocannon (50
 * connections, PROFILE_SECONDS, default 10), stops it with SIGTERM, and prints self time grouped by
 * area (detector, JSON, auth, SQLite usage, logging, fastify, node internals, GC, idle).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { createKey, root, startChild, stopChild } from './serve-fixture.mjs';

const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'pi-scan-profile-'));
try {
  const db = join(dir, 'keys.db');
  const token = await createKey(db);
  // The unbundled build (dist/src), so that the profile names our modules by their paths.
  const launcher = `import(${JSON.stringify(pathToFileURL(join(root, 'dist', 'src', 'main.js')).href)}).then((m) => m.main('pi-scan', ['node', 'pi-scan', ...process.argv.slice(1)]))`;
  const { child, url } = await startChild(
    [
      '--cpu-prof',
      `--cpu-prof-dir=${dir}`,
      '-e',
      launcher,
      'serve',
      '--port',
      '0',
      '--db',
      db,
      '--workers',
      '1',
    ],
    dir,
  );
  const content = 'The quarterly report is attached and the figures look steady across all regions. '
    .repeat(13)
    .slice(0, 1024);
  const result = await autocannon({
    url: `${url}/v1/prompt-injection/text`,
    method: 'POST',
    connections: 50,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  await stopChild(child);
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const interval = (profile.endTime - profile.startTime) / profile.samples.length;
  const counts = new Map();
  for (const sample of profile.samples) counts.set(sample, (counts.get(sample) ?? 0) + 1);
  // Paths below the repository (dist/src/…, node_modules/…), so a checkout's own name never matches.
  const rootUrl = pathToFileURL(root).href;
  const path = (f) => (f.url.startsWith(rootUrl) ? f.url.slice(rootUrl.length) : f.url);
  const AREAS = [
    ['idle', (f) => f.functionName === '(idle)'],
    ['garbage collection', (f) => f.functionName === '(garbage collector)'],
    ['detector (normalize, rules, model)', (f) => path(f).startsWith('dist/src/detector/')],
    ['usage writes (SQLite)', (f) => /src\/(server\/usage|store\/usage)|better-sqlite3/.test(path(f))],
    [
      'auth (key cache, JWT, rate limits)',
      (f) => /src\/server\/(auth|key-cache|rate-limit)|src\/store\/keys|jose/.test(path(f)),
    ],
    [
      'JSON parse + duplicate-key check',
      (f) => /src\/server\/json-body|secure-json-parse|jsonc-parser/.test(path(f)),
    ],
    ['response serialization', (f) => path(f).includes('fast-json-stringify')],
    ['logging (pino)', (f) => /node_modules\/(pino|sonic-boom)/.test(path(f))],
    ['metrics (prom-client)', (f) => /prom-client|src\/server\/metrics/.test(path(f))],
    ['fastify, ajv validation, other pi-scan server code', (f) => /node_modules\/|dist\/src\//.test(path(f))],
    ['node internals (http, net, streams, timers)', (f) => f.url.startsWith('node:')],
  ];
  const parents = new Map();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  // A builtin (RegExp exec, JSON.parse, …) has no URL: charge it to the nearest caller that has one.
  const owner = (node) => {
    let current = node;
    while (
      current.callFrame.url === '' &&
      !current.callFrame.functionName.startsWith('(') &&
      parents.has(current.id)
    ) {
      current = parents.get(current.id);
    }
    return current;
  };
  const byArea = new Map();
  let total = 0;
  for (const [id, samples] of counts) {
    const node = owner(nodes.get(id));
    const frame = node.callFrame;
    const area =
      frame.functionName === '(program)'
        ? 'native outside JS (syscalls, libuv, SQLite C code)'
        : (AREAS.find(([, test]) => test(frame))?.[0] ?? 'other');
    byArea.set(area, (byArea.get(area) ?? 0) + samples);
    total += samples;
  }
  const busy = total - (byArea.get('idle') ?? 0);
  console.log(
    `profile-serve: ${result.requests.total} requests in ${seconds} s (${result.requests.average} req/s, p99 ${result.latency.p99} ms), ${(interval / 1000).toFixed(2)} ms samples`,
  );
  for (const [area, samples] of [...byArea].sort((a, b) => b[1] - a[1])) {
    const share =
      area === 'idle'
        ? `${((samples / total) * 100).toFixed(1)}% of wall`
        : `${((samples / busy) * 100).toFixed(1)}% of busy`;
    const perRequest =
      area === 'idle' ? '' : `  ${((samples * interval) / result.requests.total).toFixed(1)} µs/request`;
    console.log(`  ${area.padEnd(52)} ${share.padStart(16)}${perRequest}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
