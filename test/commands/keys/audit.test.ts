import { readFileSync, writeFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliContext } from '../../../src/commands/context.js';
import { csvField } from '../../../src/commands/keys/render.js';
import { runAudit } from '../../../src/commands/keys/run.js';
import { ACTOR, runKeys, runKeysJson, scratchStore, seedKey } from './harness.js';

interface EventJson {
  action: string;
  occurredAt: string;
  actor: { metadata: { email: string } };
  targets: { id: string }[];
}

const BOB = 'Bob Builder <bob@example.com>';

async function seedHistory() {
  const { db, log } = scratchStore();
  const seeded = await seedKey(db, log);
  const as = (actor: string) => ['--db', db, '--audit-log', log, '--actor', actor];
  const other = await runKeysJson<{ id: string }>([
    'create',
    '--project',
    seeded.projectId,
    '--name',
    '=HYPERLINK("x"), "quoted"',
    ...as(BOB),
  ]);
  await runKeysJson(['pause', seeded.keyId, ...as(BOB)]);
  await runKeysJson(['revoke', other.id, ...as(ACTOR)]);
  return { ...seeded, db, log, otherId: other.id };
}

describe('pi-keys audit filters and CSV (issue 17 item 5)', () => {
  it('filters by --actor, --target, --since and --until', async () => {
    const { db, log, keyId, otherId } = await seedHistory();
    const query = (extra: string[]) =>
      runKeysJson<EventJson[]>(['audit', '--db', db, '--audit-log', log, ...extra]);
    const all = await query([]);
    expect(all.map((e) => e.action)).toEqual([
      'api_key.create',
      'api_key.create',
      'api_key.update_status',
      'api_key.revoke',
    ]);
    expect((await query(['--actor', 'BOB@example.com'])).map((e) => e.action)).toEqual([
      'api_key.create',
      'api_key.update_status',
    ]);
    expect((await query(['--target', otherId])).map((e) => e.action)).toEqual([
      'api_key.create',
      'api_key.revoke',
    ]);
    expect((await query(['--target', keyId, '--actor', 'bob@example.com'])).map((e) => e.action)).toEqual([
      'api_key.update_status',
    ]);
    const third = all[2]?.occurredAt as string;
    expect((await query(['--since', third])).length).toBe(all.filter((e) => e.occurredAt >= third).length);
    expect((await query(['--until', third])).every((e) => e.occurredAt < third)).toBe(true);
    const backwards = await runKeys(['audit', '--db', db, '--since', '2030-01-02', '--until', '2030-01-01']);
    expect(backwards.code).toBe(2);
    expect(backwards.stderr).toContain('must be before --until');
  });

  it('exports CSV with a header, RFC 4180 quoting and formula-safe cells', async () => {
    const { db, log, otherId } = await seedHistory();
    const run = await runKeys([
      'audit',
      '--format',
      'csv',
      '--target',
      otherId,
      '--db',
      db,
      '--audit-log',
      log,
    ]);
    expect(run.code).toBe(0);
    const rows = run.stdout.split('\r\n');
    expect(rows[0]).toBe(
      'occurred_at,action,actor_email,actor_name,impersonator_email,target_types,target_ids,target_names,location,user_agent,metadata',
    );
    expect(rows).toHaveLength(4); // header, two events, and the empty string after the last CRLF
    expect(rows[1]).toContain(`,api_key.create,bob@example.com,Bob Builder,,api_key;project,${otherId};`);
    // The name starts with "=": prefixed with an apostrophe, and quoted because it holds quotes and a comma.
    expect(rows[1]).toContain(`"'=HYPERLINK(""x""), ""quoted"";Web"`);
  });

  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=1+1', "'=1+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['line\nbreak', '"line\nbreak"'],
  ])('csvField(%j) is %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('pi-keys audit --follow (issue 17 item 5)', () => {
  it('prints the matching events, then each new one as another process records it, until stopped', async () => {
    const { db, log, keyId } = await seedHistory();
    let stdout = '';
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    const context: CliContext = {
      argv: [],
      env: {},
      cwd: '/',
      stdin: new PassThrough(),
      stdout: out,
      stderr: new PassThrough(),
      setExitCode: () => undefined,
    };
    const controller = new AbortController();
    const following = runAudit(
      { db, auditLog: log, target: keyId, format: 'jsonl', follow: true },
      context,
      controller.signal,
    );
    const lines = (): EventJson[] =>
      stdout
        .trimEnd()
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as EventJson);
    const waitFor = async (count: number): Promise<void> => {
      const deadline = Date.now() + 5000;
      while (lines().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    };
    await waitFor(2);
    expect(lines().map((e) => e.action)).toEqual(['api_key.create', 'api_key.update_status']);
    await runKeysJson(['activate', keyId, '--db', db, '--audit-log', log, '--actor', ACTOR]);
    await runKeysJson(['org', 'list', '--db', db]);
    await waitFor(3);
    expect(lines().map((e) => e.action)).toEqual([
      'api_key.create',
      'api_key.update_status',
      'api_key.update_status',
    ]);
    controller.abort();
    await following;
    const refused = await runKeys(['audit', '--follow', '--json', '--db', db]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--follow streams one event per line');
  });
});

describe('pi-keys audit verify names the first failing line (issue 17 item 5)', () => {
  it.each([
    [
      'an edited line',
      (lines: string[]) => {
        lines[2] = (lines[2] as string).replace('bob@example.com', 'eve@example.com');
      },
      /first failure at line 3: matches no event the outbox recorded/,
    ],
    [
      'a line that is not JSON',
      (lines: string[]) => lines.splice(1, 0, '{oops'),
      /first failure at line 2: not valid JSON/,
    ],
    [
      'a repeated line',
      (lines: string[]) => lines.push(lines[0] as string),
      /first failure at line 5: repeats an event/,
    ],
    [
      'two swapped lines',
      (lines: string[]) => {
        const [a, b] = [lines[1] as string, lines[2] as string];
        lines[1] = b;
        lines[2] = a;
      },
      /first failure at line 3: out of order: event #\d+ comes after #\d+/,
    ],
    [
      'a deleted line',
      (lines: string[]) => lines.splice(3, 1),
      /first failure: event #\d+ \(api_key\.revoke at .*\) was appended to this file but is not in it/,
    ],
  ])('%s', async (_label, tamper, message) => {
    const { db, log } = await seedHistory();
    const lines = readFileSync(log, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    tamper(lines);
    writeFileSync(log, `${lines.join('\n')}\n`);
    const run = await runKeys(['audit', 'verify', '--db', db, '--audit-log', log]);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(message);
  });
});
