import { mkdirSync, rmSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { transitionKey } from '../../../src/commands/keys/key-commands.js';
import { openKeysSession } from '../../../src/commands/keys/session.js';
import { ACTOR, runKeys, runKeysJson, scratchStore, seedKey } from './harness.js';

const keyStatus = (db: string, id: string): string => {
  const raw = new Database(db, { readonly: true });
  try {
    return (raw.prepare('SELECT status FROM api_keys WHERE id = ?').get(id) as { status: string }).status;
  } finally {
    raw.close();
  }
};

describe('a status change and its audit event commit together (issue 12 row 15)', () => {
  it.each(['activate', 'pause', 'revoke'])(
    'pi-keys %s --audit-log <a directory> exits 2 and changes nothing',
    async (command) => {
      const { dir, db, log } = scratchStore();
      const { keyId } = await seedKey(db, log);
      if (command === 'activate')
        await runKeysJson(['pause', keyId, '--db', db, '--audit-log', log, '--actor', ACTOR]);
      const before = keyStatus(db, keyId);
      const run = await runKeys([command, keyId, '--db', db, '--audit-log', dir, '--actor', ACTOR]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`cannot use the audit log ${dir}: ${dir} is a directory`);
      expect(run.stderr).toContain('nothing was changed');
      expect(keyStatus(db, keyId)).toBe(before);
    },
  );

  it('when the log breaks after the change committed, exits 0 with a warning and keeps the event in the outbox', async () => {
    const { db, log } = scratchStore();
    const { keyId } = await seedKey(db, log);
    const stderr = new PassThrough();
    let warned = '';
    stderr.on('data', (chunk: Buffer) => {
      warned += chunk.toString('utf8');
    });
    const context = {
      argv: [],
      env: {},
      cwd: '/',
      stdin: new PassThrough(),
      stdout: new PassThrough(),
      stderr,
      setExitCode: () => {
        throw new Error('no exit code may be set after a committed change');
      },
    };
    using session = await openKeysSession({ db, auditLog: log, actor: ACTOR }, context, { needsActor: true });
    // The log turns into a directory between the check and the append.
    rmSync(log);
    mkdirSync(log);
    expect(transitionKey(session, keyId, 'pause').status).toBe('paused');
    expect(warned).toMatch(/warning: the change is saved and its audit event is kept in the store's outbox/);
    const pending = session.store
      .prepare('SELECT action FROM audit_events WHERE appended_at IS NULL')
      .all() as { action: string }[];
    expect(pending.map((row) => row.action)).toEqual(['api_key.update_status']);
  });
});
