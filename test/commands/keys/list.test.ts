import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ACTOR, runKeys, runKeysJson, scratchStore, seedKey } from './harness.js';

interface ListedKey {
  id: string;
  name: string;
  status: string;
  stored_status: string;
  expiration_date: string | null;
  last_used_at: string | null;
  created_at: string;
  project_id: string;
}
interface KeyListJson {
  page: number;
  limit: number;
  total_results: number;
  items: ListedKey[];
}

/** Runs SQL on the store file directly: stands in for time passing and for the server recording usage. */
function onStore(db: string, work: (raw: Database.Database) => void): void {
  const raw = new Database(db);
  try {
    work(raw);
  } finally {
    raw.close();
  }
}

const ago = (ms: number): string => new Date(Date.now() - ms).toISOString();
const DAY = 86_400_000;

describe('pi-keys list: expired keys (issue 12 row 12)', () => {
  it('lists a key past its expiration as expired in list, show and --json, and --status expired finds it', async () => {
    const { db, log } = scratchStore();
    const { projectId, keyId } = await seedKey(db, log);
    const args = ['--db', db, '--audit-log', log, '--actor', ACTOR];
    const other = await runKeysJson<{ id: string }>([
      'create',
      '--project',
      projectId,
      '--name',
      'live',
      ...args,
    ]);
    await runKeysJson(['update', keyId, '--expires', '1m', ...args]);
    // The minute passes.
    onStore(db, (raw) =>
      raw.prepare('UPDATE api_keys SET expiration_date = ? WHERE id = ?').run(ago(1000), keyId),
    );

    const all = await runKeysJson<KeyListJson>(['list', '--project', projectId, ...args]);
    expect(all.items.map((key) => [key.id, key.status, key.stored_status])).toEqual([
      [keyId, 'expired', 'active'],
      [other.id, 'active', 'active'],
    ]);
    const expired = await runKeysJson<KeyListJson>([
      'list',
      '--project',
      projectId,
      '--status',
      'expired',
      ...args,
    ]);
    expect(expired.items.map((key) => key.id)).toEqual([keyId]);
    const active = await runKeysJson<KeyListJson>([
      'list',
      '--project',
      projectId,
      '--status',
      'active',
      ...args,
    ]);
    expect(active.items.map((key) => key.id)).toEqual([other.id]);
    expect(await runKeysJson(['show', keyId, ...args])).toMatchObject({
      status: 'expired',
      stored_status: 'active',
    });

    const table = await runKeys(['list', '--project', projectId, ...args]);
    expect(table.stdout).toMatch(new RegExp(`^${keyId.slice(0, 8)}\\s+CI\\s+expired\\s`, 'm'));
    const shown = await runKeys(['show', keyId, ...args]);
    expect(shown.stdout).toMatch(/status\s+expired \(stored status active\)/);
  });
});

describe('pi-keys list: filters, columns and paging (issue 17)', () => {
  async function seedMany() {
    const { db, log } = scratchStore();
    const seeded = await seedKey(db, log);
    const args = ['--db', db, '--audit-log', log, '--actor', ACTOR];
    const second = await runKeysJson<{ id: string }>([
      'project',
      'create',
      '--org',
      seeded.orgId,
      '--name',
      'Mobile',
      '--db',
      db,
    ]);
    const keys: Record<string, string> = { CI: seeded.keyId };
    for (const [project, name, expires] of [
      [seeded.projectId, 'Deploy bot', '3d'],
      [second.id, 'iOS app', '30d'],
      [second.id, 'Android app', undefined],
      [second.id, 'old batch job', undefined],
    ] as const) {
      const created = await runKeysJson<{ id: string }>([
        'create',
        '--project',
        project,
        '--name',
        name,
        ...(expires === undefined ? [] : ['--expires', expires]),
        ...args,
      ]);
      keys[name] = created.id;
    }
    onStore(db, (raw) => {
      // Usage written as the server writes it; the trigger keeps api_keys.last_used_at.
      const insert = raw.prepare(
        `INSERT INTO usage (request_id, api_key_id, occurred_at, classification, request_units, billed_request_units,
          service_tier, http_status) VALUES (?, ?, ?, 'safe', 1, 1, 'standard', 200)`,
      );
      insert.run('r1', keys['iOS app'], ago(2 * 3_600_000));
      insert.run('r2', keys['iOS app'], ago(40 * DAY));
      insert.run('r3', keys['old batch job'], ago(90 * DAY));
      raw
        .prepare('UPDATE api_keys SET created_at = ? WHERE id = ?')
        .run(ago(100 * DAY), keys['old batch job']);
      raw.prepare('UPDATE api_keys SET created_at = ? WHERE id = ?').run(ago(60 * DAY), keys['Android app']);
    });
    await runKeysJson(['pause', keys['Deploy bot'] as string, ...args]);
    return { ...seeded, db, log, args, keys, mobileId: second.id };
  }

  it('filters by org, status, name, expiry and last use, with LAST USED from the usage trigger', async () => {
    const { orgId, projectId, args, keys } = await seedMany();
    const names = async (extra: string[]): Promise<string[]> =>
      (await runKeysJson<KeyListJson>(['list', ...extra, ...args])).items.map((key) => key.name).sort();

    expect(await names(['--org', orgId])).toEqual([
      'Android app',
      'CI',
      'Deploy bot',
      'iOS app',
      'old batch job',
    ]);
    expect(await names(['--project', projectId])).toEqual(['CI', 'Deploy bot']);
    expect(await names(['--org', orgId, '--status', 'paused'])).toEqual(['Deploy bot']);
    expect(await names(['--org', orgId, '--name', 'APP'])).toEqual(['Android app', 'iOS app']);
    expect(await names(['--org', orgId, '--expiring-within', '7d'])).toEqual(['Deploy bot']);
    expect(await names(['--org', orgId, '--expiring-within', '31d'])).toEqual(['Deploy bot', 'iOS app']);
    // Unused for 30 days: the batch job (last use 90 days ago) and Android (never used, created 60 days ago).
    expect(await names(['--org', orgId, '--unused-for', '30d'])).toEqual(['Android app', 'old batch job']);

    const ios = (await runKeysJson<KeyListJson>(['list', '--org', orgId, '--name', 'iOS', ...args])).items[0];
    expect(ios?.last_used_at).toBe(
      (await runKeysJson<{ items: { occurred_at: string }[] }>(['usage', keys['iOS app'] as string, ...args]))
        .items[0]?.occurred_at,
    );
  });

  it('pages with --limit/--page and prints an 80-column table with LAST USED and CREATED', async () => {
    const { orgId, args } = await seedMany();
    const first = await runKeysJson<KeyListJson>(['list', '--org', orgId, '--limit', '2', ...args]);
    const third = await runKeysJson<KeyListJson>([
      'list',
      '--org',
      orgId,
      '--limit',
      '2',
      '--page',
      '3',
      ...args,
    ]);
    expect([first.total_results, first.items.length, third.items.length]).toEqual([5, 2, 1]);
    expect(Object.keys(first.items[0] ?? {}).sort()).toEqual(
      [
        'created_at',
        'environment',
        'expiration_date',
        'id',
        'ip_addresses',
        'last_used_at',
        'name',
        'organization_id',
        'project_id',
        'status',
        'stored_status',
        'updated_at',
      ].sort(),
    );
    const table = await runKeys(['list', '--org', orgId, ...args]);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+STATUS\s+EXPIRES\s+LAST USED\s+CREATED$/);
    expect(table.stdout).toMatch(/iOS app\s+active\s+\d{4}-\d\d-\d\d\s+2h ago\s+\d{4}-/);
    expect(table.stdout).toMatch(/Android app\s+active\s+never\s+never\s+\d{4}-/);
    expect(table.stdout).toContain('Page 1 of 1: 5 matching keys, 50 per page.');
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(80);
  });

  it('records api_key.list per spec: the project only, once per project listed', async () => {
    const { orgId, projectId, mobileId, db, log, args } = await seedMany();
    const before = (await runKeysJson<unknown[]>(['audit', '--action', 'api_key.list', '--db', db])).length;
    await runKeysJson(['list', '--project', projectId, ...args]);
    await runKeysJson(['list', '--org', orgId, ...args]);
    await runKeysJson(['list', '--org', orgId, '--name', 'no such key', ...args]);
    const events = await runKeysJson<
      { targets: { type: string; id: string }[]; metadata: { source: string } }[]
    >(['audit', '--action', 'api_key.list', '--db', db, '--audit-log', log]);
    const added = events.slice(before);
    // --project: that project even when nothing is listed; --org: each project with keys on the page.
    const targets = added.map((event) => event.targets.map((t) => `${t.type}:${t.id}`).join(' '));
    expect(targets[0]).toBe(`project:${projectId}`);
    expect(targets.slice(1).sort()).toEqual([`project:${projectId}`, `project:${mobileId}`].sort());
    expect(added).toHaveLength(3);
    for (const event of added) {
      expect(event.metadata).toEqual({ source: `/projects/${event.targets[0]?.id}/api-keys` });
    }
  });

  it.each([
    [['list'], /exactly one of --project <project-id> or --org <org-id>/],
    [['list', '--org', 'x', '--project', 'y'], /exactly one of/],
    [['list', '--org', 'x', '--expiring-within', 'soon'], /--expiring-within expects a duration such as 45m/],
    [['list', '--org', 'x', '--unused-for', '0d'], /--unused-for expects a duration/],
    [['list', '--org', 'x', '--limit', '5000'], /--limit is at most 1000/],
    [['list', '--org', 'x', '--name', ' '], /--name is empty/],
  ])('refuses %j with exit 2', async (argv, message) => {
    const { db, log } = scratchStore();
    const run = await runKeys([...argv, '--db', db, '--audit-log', log, '--actor', ACTOR]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});
