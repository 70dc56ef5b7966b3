import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildKeyListEvent, createAuditActor, createAuditContext } from '../../src/audit/events.js';
import {
  flushAuditOutbox,
  queryAuditEvents,
  recordAuditEvent,
  verifyAuditLog,
} from '../../src/audit/outbox.js';
import type { Sql, SqlDialect } from '../../src/store/sql.js';
import { createTempDir } from '../helpers/temp-dir.js';
import { openTestStore, STORE_DIALECTS } from '../store/test-stores.js';

let dir: string;
let store: Sql;
let log: string;
const project = { id: 'p-1', name: 'Web', organizationId: 'o-1', createdAt: '2030-01-01T00:00:00.000Z' };
const actor = createAuditActor({
  id: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

/** Records one api_key.list event whose project name tells events apart; returns its line. */
async function record(name: string, at = '2030-01-01T00:00:00.000Z'): Promise<string> {
  const event = buildKeyListEvent(
    { actor, context: createAuditContext(undefined, 'test'), occurredAt: new Date(at) },
    { ...project, name },
  );
  await store.write((tx) => recordAuditEvent(tx, event, project.organizationId));
  return JSON.stringify(event);
}

const fileLines = (): string[] => readFileSync(log, 'utf8').split('\n').slice(0, -1);

describe.each(STORE_DIALECTS)('audit outbox on %s', (dialect: SqlDialect) => {
  beforeEach(async () => {
    dir = createTempDir('pi-outbox-');
    log = join(dir, 'logs', 'audit.jsonl');
  });
  const open = async (): Promise<void> => {
    store = await openTestStore(dialect);
  };

  describe('flushAuditOutbox', () => {
    it('appends pending events in order, once, creating the directory', async () => {
      await open();
      const lines = [await record('a'), await record('b'), await record('c')];
      expect(await flushAuditOutbox(store, log)).toEqual({ appended: 3, recovered: 0 });
      expect(fileLines()).toEqual(lines);
      expect(await flushAuditOutbox(store, log)).toEqual({ appended: 0, recovered: 0 });
      expect(fileLines()).toEqual(lines);
      expect((await verifyAuditLog(store, log)).ok).toBe(true);
    });

    it('recovers from a writer killed after writing, before marking: nothing doubled, half line cut', async () => {
      await open();
      const first = await record('a');
      await flushAuditOutbox(store, log);
      const pending = [await record('b'), await record('c'), await record('d')];
      // What a killed process leaves behind: two whole lines and the start of a third.
      appendFileSync(log, `${pending[0]}\n${pending[1]}\n${pending[2]!.slice(0, 40)}`);
      expect(await flushAuditOutbox(store, log)).toEqual({ appended: 1, recovered: 2 });
      expect(fileLines()).toEqual([first, ...pending]);
      expect(readFileSync(log, 'utf8').endsWith('\n')).toBe(true);
      expect(await verifyAuditLog(store, log)).toMatchObject({
        ok: true,
        fileLines: 4,
        appendedHere: 4,
        pending: 0,
      });
    });

    it('matches identical events by position, so two equal lines stay two', async () => {
      await open();
      const first = await record('first');
      await flushAuditOutbox(store, log);
      const same = [await record('same'), await record('same'), await record('same')];
      expect(same[0]).toBe(same[1]);
      appendFileSync(log, `${same[0]}\n`);
      expect(await flushAuditOutbox(store, log)).toEqual({ appended: 2, recovered: 1 });
      expect(fileLines()).toEqual([first, ...same]);
      expect((await verifyAuditLog(store, log)).ok).toBe(true);
    });

    it('leaves foreign lines alone and appends after them, ending a foreign partial line first', async () => {
      await open();
      const a = await record('a');
      await flushAuditOutbox(store, log);
      const b = await record('b');
      appendFileSync(log, 'written by someone else');
      expect(await flushAuditOutbox(store, log)).toEqual({ appended: 1, recovered: 0 });
      expect(fileLines()).toEqual([a, 'written by someone else', b]);
      const verification = await verifyAuditLog(store, log);
      expect(verification).toMatchObject({ ok: false, unparseable: [2], missing: [] });
    });

    it('starts over at the end of a rotated (truncated) file', async () => {
      await open();
      await record('a');
      await flushAuditOutbox(store, log);
      writeFileSync(log, '');
      const b = await record('b');
      expect(await flushAuditOutbox(store, log)).toEqual({ appended: 1, recovered: 0 });
      expect(fileLines()).toEqual([b]);
      expect(await verifyAuditLog(store, log)).toMatchObject({
        ok: false,
        missing: [expect.objectContaining({ seq: 1 })],
      });
    });

    it('reports a clear store error when the log cannot be written, keeping events pending', async () => {
      await open();
      await record('a');
      const blocked = join(dir, 'a-file');
      writeFileSync(blocked, '');
      await expect(flushAuditOutbox(store, join(blocked, 'audit.jsonl'))).rejects.toThrow(
        /cannot write the audit log/,
      );
      expect(await flushAuditOutbox(store, log)).toEqual({ appended: 1, recovered: 0 });
    });
  });

  describe('verifyAuditLog', () => {
    it('reports duplicated, missing, unknown and partial lines', async () => {
      await open();
      const a = await record('a');
      const b = await record('b');
      await flushAuditOutbox(store, log);
      writeFileSync(log, `${a}\n${a}\n{"action":"api_key.list"}\n${b.slice(0, 10)}`);
      expect(await verifyAuditLog(store, log)).toMatchObject({
        ok: false,
        duplicated: [2],
        unknown: [3],
        missing: [expect.objectContaining({ seq: 2, action: 'api_key.list' })],
        partialLastLine: true,
      });
    });

    it('reports events that are still pending without calling them missing', async () => {
      await open();
      await record('a');
      expect(await verifyAuditLog(store, log)).toMatchObject({ ok: true, pending: 1, fileLines: 0 });
    });
  });

  describe('queryAuditEvents', () => {
    it('filters by action, actor, target and time', async () => {
      await open();
      await record('a', '2030-01-01T00:00:00.000Z');
      await record('b', '2030-01-02T00:00:00.000Z');
      expect((await queryAuditEvents(store, {})).map((e) => e.targets[0]?.name)).toEqual(['a', 'b']);
      expect(await queryAuditEvents(store, { since: '2030-01-01T12:00:00.000Z' })).toHaveLength(1);
      expect(await queryAuditEvents(store, { until: '2030-01-01T12:00:00.000Z' })).toHaveLength(1);
      expect(await queryAuditEvents(store, { actorEmail: 'ADA@example.com' })).toHaveLength(2);
      expect(await queryAuditEvents(store, { actorEmail: 'bob@example.com' })).toHaveLength(0);
      expect(await queryAuditEvents(store, { targetId: 'p-1', action: 'api_key.list' })).toHaveLength(2);
      expect(await queryAuditEvents(store, { targetId: 'other' })).toHaveLength(0);
    });
  });
});
