import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runKeys, runKeysJson, scratchStore, seedKey, withStore } from './harness.js';

interface OrgJson {
  id: string;
  name: string;
  audit_log: boolean;
}

const addonOf = async (db: string, id: string): Promise<boolean> =>
  (await runKeysJson<OrgJson[]>(['org', 'list', '--db', db])).find((org) => org.id === id)?.audit_log ??
  false;

describe('pi-keys org: --audit-addon switches the add-on, --audit-log is the log file (issue 16 item 7)', () => {
  it('org create --audit-addon turns the add-on on; without it the add-on is off', async () => {
    const { db } = await scratchStore();
    const on = await runKeysJson<OrgJson>(['org', 'create', '--name', 'On', '--audit-addon', '--db', db]);
    const off = await runKeysJson<OrgJson>(['org', 'create', '--name', 'Off', '--db', db]);
    expect([on.audit_log, off.audit_log]).toEqual([true, false]);
  });

  it('org update --audit-addon on|off switches the add-on', async () => {
    const { db } = await scratchStore();
    const org = await runKeysJson<OrgJson>(['org', 'create', '--name', 'Acme', '--db', db]);
    await runKeysJson(['org', 'update', org.id, '--audit-addon', 'on', '--db', db]);
    expect(await addonOf(db, org.id)).toBe(true);
    await runKeysJson(['org', 'update', org.id, '--audit-addon', 'off', '--db', db]);
    expect(await addonOf(db, org.id)).toBe(false);
  });

  it.each([
    [
      'at the end of the line',
      ['--name', 'Old', '--audit-log'],
      /argument missing: --audit-log is the audit log file path/,
    ],
    ['before another option', ['--name', 'Old', '--audit-log', '--json'], /argument '--json' is invalid/],
    ['with "on"', ['--name', 'Old', '--audit-log', 'on'], /argument 'on' is invalid/],
  ])(
    'the old org create --audit-log %s is a usage error that names --audit-addon, and creates nothing',
    async (_where, args, detail) => {
      const { db } = await scratchStore();
      const run = await runKeys(['org', 'create', '--db', db, ...args]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(detail);
      expect(run.stderr).toContain(
        "--audit-log is the audit log file path; to turn on the organization's audit-log add-on, use --audit-addon",
      );
      expect(run.stdout).toBe('');
      expect(await runKeysJson<OrgJson[]>(['org', 'list', '--db', db])).toEqual([]);
    },
  );

  it.each(['on', 'off'])(
    'the old org update ID --audit-log %s is a usage error that names --audit-addon, and changes nothing',
    async (state) => {
      const { dir, db } = await scratchStore();
      const org = await runKeysJson<OrgJson>([
        'org',
        'create',
        '--name',
        'Acme',
        ...(state === 'off' ? ['--audit-addon'] : []),
        '--db',
        db,
      ]);
      const run = await runKeys(['org', 'update', org.id, '--audit-log', state, '--db', db]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        `argument '${state}' is invalid. --audit-log is the audit log file path; to turn the organization's audit-log add-on on or off, use --audit-addon on|off (for a file named "${state}", write ./${state})`,
      );
      expect(await addonOf(db, org.id)).toBe(state === 'off');
      expect(existsSync(join(dir, state))).toBe(false);
    },
  );

  it('a --audit-log value that looks like an option is refused on key commands too', async () => {
    const { db, log } = await scratchStore();
    const { keyId } = await seedKey(db, log);
    const run = await runKeys([
      'pause',
      keyId,
      '--db',
      db,
      '--audit-log',
      '--actor',
      'Ada Lovelace <ada@x.org>',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/argument '--actor' is invalid\. --audit-log is the audit log file path/);
    expect(run.stderr).not.toContain('--audit-addon');
  });

  it('org create and org update take --audit-log <path>: events left in the outbox are appended to that file', async () => {
    const { dir, db, log } = await scratchStore();
    const { orgId } = await seedKey(db, log);
    // As if a process crashed after committing its change, before appending the event to the log.
    const forget = () =>
      withStore(db, (sql) =>
        sql.run('UPDATE audit_events SET appended_at = NULL, appended_to = NULL WHERE action = @action', {
          action: 'api_key.create',
        }),
      );
    await forget();
    const created = join(dir, 'after-create.jsonl');
    await runKeysJson(['org', 'create', '--name', 'Next', '--db', db, '--audit-log', created]);
    await forget();
    const updated = join(dir, 'after-update.jsonl');
    await runKeysJson(['org', 'update', orgId, '--audit-addon', 'on', '--db', db, '--audit-log', updated]);
    for (const file of [created, updated]) {
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      expect(lines.map((line) => (JSON.parse(line) as { action: string }).action)).toEqual([
        'api_key.create',
      ]);
    }
  });
});
