import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { SqlDialect } from '../../src/store/sql.js';
import { auditSchemaErrors } from '../audit/schema-validator.js';
import { freshStoreLocation, STORE_DIALECTS } from '../store/test-stores.js';
import {
  type RunResult,
  readAuditLines,
  readDatabase,
  replayKeys,
  runNodeScript,
  runPiKeys,
  scratch,
  seedStore,
  WORKER,
} from './keys-helpers.js';

const space = scratch();
afterAll(() => rmSync(space.dir, { recursive: true, force: true }));

interface WorkerSummary {
  done: { action: string; target: string }[];
  unexpected: unknown[];
}

function runWorker(args: string[]): Promise<RunResult> {
  return runNodeScript(WORKER, args, { env: space.env });
}

describe.each(STORE_DIALECTS)('pi-keys under concurrency on %s', (dialect: SqlDialect) => {
  it('8 processes x 50 mixed operations: every event exactly once, every line parses, the database agrees', async () => {
    const db = dialect === 'sqlite' ? space.db : await freshStoreLocation(dialect);
    const log = dialect === 'sqlite' ? space.log : `${space.log}.${dialect}`;
    const { projectId } = await seedStore(db, space.env);
    const runs = await Promise.all(
      Array.from({ length: 8 }, (_, index) => runWorker([db, log, projectId, '50', String(index + 1)])),
    );
    const done: WorkerSummary['done'] = [];
    for (const run of runs) {
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const summary = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as WorkerSummary;
      expect(summary.unexpected).toEqual([]);
      done.push(...summary.done);
    }
    // Most operations succeed; the rest lost a race (key deleted, already paused) and recorded nothing.
    expect(done.length).toBeGreaterThan(200);

    const lines = readAuditLines(log);
    const events = lines.map(
      (line) =>
        JSON.parse(line) as {
          action: string;
          targets: { type: string; id: string; name: string }[];
          metadata: Record<string, string | null>;
        },
    );
    for (const event of events) expect(auditSchemaErrors(event)).toEqual([]);

    // Every successful operation has exactly one event: compare (action, target) multisets.
    const signature = (action: string, target: string) => `${action} ${target}`;
    const expected = done.map((op) => signature(op.action, op.target)).sort();
    const actual = events.map((event) => signature(event.action, event.targets[0]?.id ?? '')).sort();
    expect(actual).toEqual(expected);

    // The file is the outbox, in order, and the keys replayed from the events are the keys in the database.
    const database = await readDatabase(db);
    expect(database.pending).toBe(0);
    expect(lines).toEqual(database.outbox);
    expect(replayKeys(events)).toEqual(database.keys);

    const verify = await runPiKeys(['audit', 'verify', '--db', db, '--audit-log', log, '--json'], {
      env: space.env,
    });
    expect(JSON.parse(verify.stdout)).toMatchObject({ ok: true, pending: 0, file_lines: lines.length });
    expect(verify.code).toBe(0);
  });
});
