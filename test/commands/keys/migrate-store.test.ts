import { describe, expect, it } from 'vitest';
import type { SqlDialect } from '../../../src/store/sql.js';
import { recordUsage } from '../../../src/store/usage.js';
import { freshStoreLocation, STORE_DIALECTS } from '../../store/test-stores.js';
import { ACTOR, runKeys, runKeysJson, scratchStore, seedKey, withStore } from './harness.js';

describe.each(STORE_DIALECTS)('pi-keys migrate-store into %s (issue 15)', (dialect: SqlDialect) => {
  it('keeps key ids, secret hashes, usage and the audit history, so secrets and audit verify still work', async () => {
    const { dir, db, log } = await scratchStore('sqlite');
    const { keyId, secret, orgId, projectId } = await seedKey(db, log);
    const args = ['--db', db, '--audit-log', log, '--actor', ACTOR];
    await runKeysJson(['pause', keyId, ...args]);
    await withStore(db, (sql) =>
      recordUsage(sql, {
        requestId: 'r1',
        apiKeyId: keyId,
        occurredAt: '2030-01-01T00:00:00.000Z',
        classification: 'unsafe',
        requestUnits: 1,
        billedRequestUnits: 1,
        serviceTier: 'standard',
        httpStatus: 200,
      }),
    );
    const to = dialect === 'sqlite' ? `${dir}/copy.db` : await freshStoreLocation(dialect);
    const migrated = await runKeysJson<{ copied: Record<string, number> }>([
      'migrate-store',
      '--from',
      db,
      '--to',
      to,
    ]);
    expect(migrated.copied).toMatchObject({
      organizations: 1,
      projects: 1,
      users: 1,
      api_keys: 1,
      usage: 1,
      audit_events: 2,
    });

    const on = ['--db', to, '--audit-log', log, '--actor', ACTOR];
    const verified = await runKeys(['audit', 'verify', '--db', to, '--audit-log', log, '--json']);
    expect(verified.code, verified.stdout).toBe(0);
    const found = await runKeys(['show', '--secret', '-', '--json', ...on], { stdin: secret });
    expect(JSON.parse(found.stdout)).toMatchObject({
      id: keyId,
      status: 'paused',
      project_id: projectId,
      organization_id: orgId,
      last_used_at: '2030-01-01T00:00:00.000Z',
    });
    // New events continue the sequence and land in the same log exactly once.
    await runKeysJson(['activate', keyId, ...on]);
    const after = await runKeys(['audit', 'verify', '--db', to, '--audit-log', log, '--json']);
    expect(JSON.parse(after.stdout)).toMatchObject({ ok: true, file_lines: 4, pending: 0 });
    const usage = await runKeysJson<{ total_results: number }>(['usage', keyId, ...on]);
    expect(usage.total_results).toBe(1);

    const again = await runKeys(['migrate-store', '--from', db, '--to', to]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(
      'already holds organizations: migrate only into an empty store; nothing was copied',
    );
  });

  it('refuses a --from that is not an existing SQLite file', async () => {
    const { dir } = await scratchStore('sqlite');
    const run = await runKeys(['migrate-store', '--from', `${dir}/missing.db`, '--to', `${dir}/x.db`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--from must be an existing SQLite key store file');
  });
});
