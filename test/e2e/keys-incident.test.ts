/** End to end with the built pi-keys: a leaked secret piped to revoke, and audit --follow stopped by SIGTERM. */
import { chmodSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTOR, PI_KEYS, runJson, scratch, seedStore, startNodeScript } from './keys-helpers.js';

const space = scratch();
afterAll(() => rmSync(space.dir, { recursive: true, force: true }));

function spawnKeys(args: string[], input?: string) {
  return startNodeScript(PI_KEYS, args, { env: space.env, ...(input === undefined ? {} : { input }) });
}

describe('pi-keys at 3 a.m.', () => {
  it('revokes a key from its leaked secret piped on stdin, while audit --follow streams the event', async () => {
    const { projectId } = await seedStore(space.db, space.env);
    const args = ['--db', space.db, '--audit-log', space.log, '--actor', ACTOR];
    const key = await runJson<{ id: string; secret: string }>(
      ['create', '--project', projectId, '--name', 'leaked', ...args],
      space.env,
    );
    const follow = spawnKeys([
      'audit',
      '--follow',
      '--format',
      'jsonl',
      '--target',
      key.id,
      '--db',
      space.db,
    ]);
    const revoke = spawnKeys(['revoke', '--secret', '-', '--yes', ...args], `${key.secret}\n`);
    expect(await revoke.exited, revoke.stderr()).toBe(0);
    expect(revoke.stderr()).toContain(`API key ${key.id} "leaked"`);
    expect(revoke.stdout()).toContain(`API key ${key.id} revoked.`);
    expect(revoke.stdout() + revoke.stderr()).not.toContain(key.secret);
    const deadline = Date.now() + 10_000;
    while (!follow.stdout().includes('api_key.revoke') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    follow.child.kill('SIGTERM');
    expect(await follow.exited).toBe(0);
    const actions = follow
      .stdout()
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { action: string }).action);
    expect(actions).toEqual(['api_key.create', 'api_key.revoke']);
    const again = spawnKeys(['revoke', '--secret', '-', '--yes', ...args], key.secret);
    expect(await again.exited).toBe(2);
    expect(again.stderr()).toContain('the key is already revoked');
  });

  it('exits 2 at once for a store path under /proc, instead of spinning (issue 12 row 16)', async () => {
    const started = Date.now();
    const run = spawnKeys(['org', 'list', '--db', '/proc/nonexistent/x.db']);
    const code = await Promise.race([
      run.exited,
      new Promise((resolve) => setTimeout(() => resolve('hung'), 10_000)),
    ]);
    if (code === 'hung') run.child.kill('SIGKILL');
    expect(code).toBe(2);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(run.stderr()).toContain('key store /proc/nonexistent/x.db: cannot create its directory');
  });

  it('creates the store 0600 and warns on stderr when an existing one is readable by others (issue 12 row 10)', async () => {
    const db = join(space.dir, 'fresh.db');
    await runJson(['org', 'create', '--name', 'Perm', '--db', db], space.env);
    expect((statSync(db).mode & 0o777).toString(8)).toBe('600');
    chmodSync(db, 0o644);
    const run = spawnKeys(['org', 'list', '--db', db]);
    expect(await run.exited).toBe(0);
    expect(run.stderr()).toContain(
      `pi-keys: warning: the key store file ${db} can be read by other users (mode 0644)`,
    );
  });
});
