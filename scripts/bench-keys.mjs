#!/usr/bin/env node
/**
 * `npm run bench:keys` (builds first): how long `pi-keys list --org` takes on a store with 10,000 keys
 * (100 projects of 100, audit-log add-on on) and 1,000,000 usage rows. Last use is a column kept by a
 * trigger on usage, so a listing never reads the usage table; this shows it.
 *
 * Reports, median of BENCH_RUNS (default 5): the whole `node bin/pi-keys.js list --org … --json`
 * process (node start-up included), and the same command in-process (node start-up excluded), for the default
 * page, --limit 1000, and filters (--status expired, --unused-for 30d, --name). The store is built in a
 * temp directory that is removed at the end. Environment: BENCH_KEYS, BENCH_USAGE, BENCH_RUNS.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (path) => pathToFileURL(join(root, 'dist', 'src', path)).href;
if (!existsSync(join(root, 'dist', 'src', 'main.js'))) {
  console.error('dist/ is missing: run `npm run bench:keys` (it builds first) or `npm run build`');
  process.exit(2);
}
const KEYS = Number(process.env.BENCH_KEYS ?? 10_000);
const USAGE = Number(process.env.BENCH_USAGE ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PROJECTS = 100;
const ACTOR = 'Bench Admin <bench@example.com>';

const { openStore } = await import(dist('store/open.js'));
const { createProgram } = await import(dist('cli/pi-keys.js'));

const dir = mkdtempSync(join(tmpdir(), 'pi-keys-bench-'));
try {
  const db = join(dir, 'keys.db');
  const log = join(dir, 'audit.jsonl');
  const built = performance.now();
  const store = openStore(db);
  const orgId = randomUUID();
  const now = Date.now();
  const iso = (ms) => new Date(ms).toISOString();
  const keyIds = [];
  store.db.transaction(() => {
    store.db
      .prepare('INSERT INTO organizations (id, name, audit_log, created_at) VALUES (?, ?, 1, ?)')
      .run(orgId, 'Bench org', iso(now - 400 * 86_400_000));
    const project = store.db.prepare(
      'INSERT INTO projects (id, organization_id, name, created_at) VALUES (?, ?, ?, ?)',
    );
    const key = store.db.prepare(
      `INSERT INTO api_keys (id, project_id, name, environment, status, expiration_date, ip_addresses, token_hash,
        created_at, updated_at) VALUES (?, ?, ?, 'production', ?, ?, NULL, ?, ?, ?)`,
    );
    for (let p = 0; p < PROJECTS; p += 1) {
      const projectId = randomUUID();
      project.run(projectId, orgId, `project ${p}`, iso(now - 300 * 86_400_000));
      for (let k = 0; k < KEYS / PROJECTS; k += 1) {
        const id = randomUUID();
        const index = keyIds.length;
        const created = now - (200 - (index % 200)) * 86_400_000;
        // A mix: some paused or revoked, a tenth with an expiration (some past).
        const status = index % 17 === 0 ? 'revoked' : index % 11 === 0 ? 'paused' : 'active';
        const expires = index % 10 === 0 ? iso(now + ((index % 60) - 20) * 86_400_000) : null;
        key.run(id, projectId, `key ${index}`, status, expires, randomBytes(32), iso(created), iso(created));
        keyIds.push(id);
      }
    }
  })();
  store.db.transaction(() => {
    const usage = store.db.prepare(
      `INSERT INTO usage (request_id, api_key_id, occurred_at, classification, request_units, billed_request_units,
        service_tier, http_status) VALUES (?, ?, ?, 'safe', 1, 1, 'standard', 200)`,
    );
    // Three quarters of the keys get usage, over the last 90 days.
    const used = Math.floor(KEYS * 0.75);
    for (let row = 0; row < USAGE; row += 1) {
      usage.run(`r${row}`, keyIds[row % used], iso(now - (row % 7_776_000) * 1000));
    }
  })();
  store.close();
  console.log(
    `store: ${KEYS} keys in ${PROJECTS} projects, ${USAGE} usage rows, built in ${((performance.now() - built) / 1000).toFixed(1)} s`,
  );

  const common = ['--db', db, '--audit-log', log, '--actor', ACTOR, '--json'];
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const cases = [
    ['list --org (default page of 50)', ['list', '--org', orgId]],
    ['list --org --limit 1000', ['list', '--org', orgId, '--limit', '1000']],
    ['list --org --limit 1000 --page 10', ['list', '--org', orgId, '--limit', '1000', '--page', '10']],
    ['list --org --status expired', ['list', '--org', orgId, '--status', 'expired']],
    ['list --org --unused-for 30d', ['list', '--org', orgId, '--unused-for', '30d']],
    ['list --org --name "key 99"', ['list', '--org', orgId, '--name', 'key 99']],
  ];

  const inProcess = async (args) => {
    let out = '';
    const stdout = new PassThrough();
    stdout.on('data', (chunk) => {
      out += chunk;
    });
    const context = {
      argv: [],
      env: {},
      cwd: dir,
      stdin: new PassThrough(),
      stdout,
      stderr: new PassThrough(),
      setExitCode: (code) => {
        if (code !== 0) throw new Error(`exit ${code}`);
      },
    };
    const started = performance.now();
    await createProgram(context).parseAsync(['node', 'pi-keys', ...args, ...common]);
    const elapsed = performance.now() - started;
    await new Promise((resolve) => setImmediate(resolve));
    return { elapsed, total: JSON.parse(out).total_results };
  };

  console.log('\ncase                                   total  in-process (ms)  whole process (ms)');
  for (const [label, args] of cases) {
    const inside = [];
    let total = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const result = await inProcess(args);
      inside.push(result.elapsed);
      total = result.total;
    }
    const whole = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const child = spawnSync(process.execPath, [join(root, 'bin', 'pi-keys.js'), ...args, ...common], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      whole.push(performance.now() - started);
      if (child.status !== 0)
        throw new Error(`pi-keys ${args.join(' ')} exited ${child.status}: ${child.stderr}`);
    }
    console.log(
      `${label.padEnd(38)} ${String(total).padStart(5)}  ${median(inside).toFixed(1).padStart(15)}  ${median(whole).toFixed(1).padStart(18)}`,
    );
  }
  console.log(
    `\nmedian of ${RUNS} runs each; in-process includes opening the store and the audit event + flush`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
