import { mkdirSync, rmSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { transitionKey } from '../../../src/commands/keys/key-commands.js';
import { openKeysSession } from '../../../src/commands/keys/session.js';
import type { SqlDialect } from '../../../src/store/sql.js';
import { STORE_DIALECTS } from '../../store/test-stores.js';
import { ACTOR, runKeys, runKeysJson, scratchStore, seedKey, withStore } from './harness.js';

const keyStatus = (db: string, id: string): Promise<string | undefined> =>
  withStore(
    db,
    async (sql) =>
      (await sql.get<{ status: string }>('SELECT status FROM api_keys WHERE id = @id', { id }))?.status,
  );

describe.each(STORE_DIALECTS)('on %s', (dialect: SqlDialect) => {
  describe('a status change and its audit event commit together (issue 12 row 15)', () => {
    it.each(['activate', 'pause', 'revoke'])(
      'pi-keys %s --audit-log <a directory> exits 2 and changes nothing',
      async (command) => {
        const { dir, db, log } = await scratchStore(dialect);
        const { keyId } = await seedKey(db, log);
        if (command === 'activate')
          await runKeysJson(['pause', keyId, '--db', db, '--audit-log', log, '--actor', ACTOR]);
        const before = await keyStatus(db, keyId);
        const run = await runKeys([command, keyId, '--db', db, '--audit-log', dir, '--actor', ACTOR]);
        expect(run.code).toBe(2);
        expect(run.stderr).toContain(`cannot use the audit log ${dir}: ${dir} is a directory`);
        expect(run.stderr).toContain('nothing was changed');
        expect(await keyStatus(db, keyId)).toBe(before);
      },
    );

    it('when the log breaks after the change committed, exits 0 with a warning and keeps the event in the outbox', async () => {
      const { db, log } = await scratchStore(dialect);
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
      await using session = await openKeysSession({ db, auditLog: log, actor: ACTOR }, context, {
        needsActor: true,
      });
      // The log turns into a directory between the check and the append.
      rmSync(log);
      mkdirSync(log);
      expect((await transitionKey(session, keyId, 'pause')).status).toBe('paused');
      expect(warned).toMatch(
        /warning: the change is saved and its audit event is kept in the store's outbox/,
      );
      const pending = await session.store.all<{ action: string }>(
        'SELECT action FROM audit_events WHERE appended_at IS NULL',
      );
      expect(pending.map((row) => row.action)).toEqual(['api_key.update_status']);
    });
  });
});
