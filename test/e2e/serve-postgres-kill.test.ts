/**
 * A killed instance loses nothing that was committed, on PostgreSQL: a `pi-scan serve` SIGKILLed under
 * load leaves exactly one usage row for every scan it answered 200, and a `pi-keys` process SIGKILLed
 * mid-operation leaves audit events that the surviving process, or the next one to start, appends to the
 * log exactly once. (serve writes usage rows only; audit events are written by pi-keys.) Skipped, with the
 * store tests' one line, unless PI_SCAN_TEST_DATABASE_URL is set.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshStoreLocation, TEST_DATABASE_URL } from '../store/test-stores.js';
import { createTempProject, killServe, type ServeChild, startServe } from './helpers.js';
import {
  ACTOR,
  readAuditLines,
  readDatabase,
  replayKeys,
  runJson,
  runPiKeys,
  scratchUnless,
  seedStore,
  startNodeScript,
  WORKER,
} from './keys-helpers.js';
import { startScanLoad, waitFor } from './scan-load.js';

const space = scratchUnless(TEST_DATABASE_URL === undefined);
/** Rounds of the pi-keys test, each with two kills. */
const TRIALS = 3;
afterAll(() => rmSync(space.dir, { recursive: true, force: true }));

/** A keys worker (test/e2e/keys-worker.mjs) running `operations` (or forever); `ready` after its first. */
function startWorker(db: string, log: string, projectId: string, operations: string, seed: number) {
  const started = startNodeScript(WORKER, [db, log, projectId, operations, String(seed)], {
    env: space.env,
  });
  return {
    ...started,
    ready: () => started.stdout().includes('ready\n'),
    summary: () =>
      JSON.parse(started.stdout().trim().split('\n').at(-1) ?? '{}') as {
        done: unknown[];
        unexpected: unknown[];
      },
  };
}

/** The outbox and the log agree: nothing pending, every event once, in order; pi-keys audit verify passes. */
async function expectAuditExactlyOnce(db: string, log: string): Promise<number> {
  const lines = readAuditLines(log); // throws on a partial last line
  const database = await readDatabase(db);
  expect(database.pending).toBe(0);
  expect(lines).toEqual(database.outbox);
  const events = lines.map((line) => JSON.parse(line) as Parameters<typeof replayKeys>[0][number]);
  expect(replayKeys(events)).toEqual(database.keys);
  const verify = await runPiKeys(['audit', 'verify', '--db', db, '--audit-log', log], {
    env: space.env,
  });
  expect(verify.code, verify.stdout + verify.stderr).toBe(0);
  return lines.length;
}

describe.skipIf(TEST_DATABASE_URL === undefined)('a killed instance on PostgreSQL', () => {
  it('SIGKILLed serve under load: every scan answered 200 has exactly one usage row, the other instance serves on, and a restarted one too', async () => {
    const db = await freshStoreLocation('postgres');
    const { projectId } = await seedStore(db, space.env);
    const key = await runJson<{ id: string; secret: string }>(
      [
        'create',
        '--project',
        projectId,
        '--name',
        'shared',
        '--db',
        db,
        '--audit-log',
        space.log,
        '--actor',
        ACTOR,
      ],
      space.env,
    );
    const cwd = createTempProject();
    const args = ['--db', db, '--workers', '1', '--log-level', 'fatal'];
    const [a, b] = await Promise.all([startServe(args, cwd), startServe(args, cwd)]);
    let restarted: ServeChild | undefined;
    const alive: string[] = [a.url, b.url];
    const load = startScanLoad({ targets: () => alive, tokens: { valid: key.secret }, concurrency: 6 });
    const outcomes = load.outcomes;
    try {
      const onA = () => outcomes.filter((o) => o.target === a.url && o.status === 200).length;
      await waitFor(() => onA() >= 150, 60_000, '150 scans answered 200 by instance A');
      const killedAt = Date.now();
      a.child.kill('SIGKILL');
      await a.exited;
      alive.splice(alive.indexOf(a.url), 1);
      // B serves on; then a new instance starts on the same store and takes its share.
      await waitFor(
        () =>
          outcomes.filter((o) => o.target === b.url && o.started > killedAt && o.status === 200).length >=
          100,
        60_000,
        '100 more scans on B',
      );
      restarted = await startServe(args, cwd);
      alive.push(restarted.url);
      await waitFor(
        () => outcomes.filter((o) => o.target === restarted?.url && o.status === 200).length >= 50,
        60_000,
        '50 scans on the restarted instance',
      );
      await load.stop();

      const toA = outcomes.filter((o) => o.target === a.url);
      const lost = toA.filter((o) => o.status !== 200);
      // A request A never answered failed on the connection; every other answer, on any instance, is 200.
      expect(lost.every((o) => o.status === 0)).toBe(true);
      expect(outcomes.filter((o) => o.target !== a.url).every((o) => o.status === 200)).toBe(true);

      const ok = outcomes.filter((o) => o.status === 200);
      const ids = ok.map((o) => (o.body as { request_id: string }).request_id);
      const client = new pg.Client({ connectionString: db });
      await client.connect();
      let rows: { request_id: string }[];
      try {
        rows = (
          await client.query<{ request_id: string }>('SELECT request_id FROM usage WHERE api_key_id = $1', [
            key.id,
          ])
        ).rows;
      } finally {
        await client.end();
      }
      const recorded = new Set(rows.map((row) => row.request_id));
      expect(recorded.size).toBe(rows.length); // one row per request id
      expect(ids.filter((id) => !recorded.has(id))).toEqual([]); // every 200 has its row
      // Rows without a 200: only requests A committed and was killed before answering.
      const extra = rows.length - ids.length;
      expect(extra).toBeGreaterThanOrEqual(0);
      expect(extra).toBeLessThanOrEqual(lost.length);
      console.log(
        `serve SIGKILL: ${ok.length} scans answered 200 (${toA.length - lost.length} by A before the kill), ` +
          `${lost.length} in flight on A got no answer; ${rows.length} usage rows: one per 200, ` +
          `${extra} committed by A for requests it was killed before answering`,
      );
    } finally {
      await load.stop();
      await Promise.all([killServe(a), killServe(b), killServe(restarted)]);
    }
  });

  it('SIGKILLed pi-keys: the events it committed reach the audit log exactly once, through the surviving process or the next one to start', async () => {
    const db = await freshStoreLocation('postgres');
    const log = join(space.dir, 'pi-keys-kill.jsonl');
    const { projectId } = await seedStore(db, space.env);
    let total = 0;
    let drainedBySurvivor = 0;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      // Two writers: one killed at a random point, one that survives it and drains the outbox as it goes.
      const victim = startWorker(db, log, projectId, 'forever', 100 + trial);
      const survivor = startWorker(db, log, projectId, '25', 200 + trial);
      await waitFor(() => victim.ready(), 60_000, 'the victim worker');
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.floor(Math.random() * 400)));
      const killedAt = Date.now();
      victim.child.kill('SIGKILL');
      await victim.exited;
      expect(victim.child.signalCode).toBe('SIGKILL');
      const survivorCode = await survivor.exited;
      const survivorEnded = Date.now();
      expect(survivorCode, survivor.stderr()).toBe(0);
      expect(survivor.summary().unexpected).toEqual([]);
      if (survivorEnded - killedAt > 500) {
        // The survivor ran commands after the kill: each first appends what is pending, so nothing is left.
        expect((await readDatabase(db)).pending).toBe(0);
        drainedBySurvivor += 1;
      }
      total = await expectAuditExactlyOnce(db, log);

      // And with no survivor: the next command to start (here `org list`) appends what the victim left.
      const alone = startWorker(db, log, projectId, 'forever', 300 + trial);
      await waitFor(() => alone.ready(), 60_000, 'the lone worker');
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 300)));
      alone.child.kill('SIGKILL');
      await alone.exited;
      const next = await runPiKeys(['org', 'list', '--db', db, '--audit-log', log, '--json'], {
        env: space.env,
      });
      expect(next.code, next.stderr).toBe(0);
      total = await expectAuditExactlyOnce(db, log);
    }
    console.log(
      `pi-keys SIGKILL on PostgreSQL: ${2 * TRIALS} kills, ${total} audit events, each in the log exactly once; ` +
        `in ${drainedBySurvivor} of ${TRIALS} trials the surviving process had drained the outbox by itself`,
    );
  });
});
