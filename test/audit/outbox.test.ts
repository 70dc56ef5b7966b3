import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildKeyListEvent, createAuditActor, createAuditContext } from '../../src/audit/events.js';
import {
  flushAuditOutbox,
  queryAuditEvents,
  recordAuditEvent,
  verifyAuditLog,
} from '../../src/audit/outbox.js';
import { openStore, type Store } from '../../src/store/index.js';

let dir: string;
let store: Store;
let log: string;
const project = { id: 'p-1', name: 'Web', organizationId: 'o-1', createdAt: '2030-01-01T00:00:00.000Z' };
const actor = createAuditActor({
  id: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

/** Records one api_key.list event whose project name tells events apart; returns its line. */
function record(name: string, at = '2030-01-01T00:00:00.000Z'): string {
  const event = buildKeyListEvent(
    { actor, context: createAuditContext(undefined, 'test'), occurredAt: new Date(at) },
    { ...project, name },
  );
  store.write(() => recordAuditEvent(store, event, project.organizationId));
  return JSON.stringify(event);
}

const fileLines = (): string[] => readFileSync(log, 'utf8').split('\n').slice(0, -1);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pi-outbox-'));
  store = openStore(join(dir, 'keys.db'));
  log = join(dir, 'logs', 'audit.jsonl');
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('flushAuditOutbox', () => {
  it('appends pending events in order, once, creating the directory', () => {
    const lines = [record('a'), record('b'), record('c')];
    expect(flushAuditOutbox(store, log)).toEqual({ appended: 3, recovered: 0 });
    expect(fileLines()).toEqual(lines);
    expect(flushAuditOutbox(store, log)).toEqual({ appended: 0, recovered: 0 });
    expect(fileLines()).toEqual(lines);
    expect(verifyAuditLog(store, log).ok).toBe(true);
  });

  it('recovers from a writer killed after writing, before marking: nothing doubled, half line cut', () => {
    const first = record('a');
    flushAuditOutbox(store, log);
    const pending = [record('b'), record('c'), record('d')];
    // What a killed process leaves behind: two whole lines and the start of a third.
    appendFileSync(log, `${pending[0]}\n${pending[1]}\n${pending[2]!.slice(0, 40)}`);
    expect(flushAuditOutbox(store, log)).toEqual({ appended: 1, recovered: 2 });
    expect(fileLines()).toEqual([first, ...pending]);
    expect(readFileSync(log, 'utf8').endsWith('\n')).toBe(true);
    expect(verifyAuditLog(store, log)).toMatchObject({ ok: true, fileLines: 4, appendedHere: 4, pending: 0 });
  });

  it('matches identical events by position, so two equal lines stay two', () => {
    const first = record('first');
    flushAuditOutbox(store, log);
    const same = [record('same'), record('same'), record('same')];
    expect(same[0]).toBe(same[1]);
    appendFileSync(log, `${same[0]}\n`);
    expect(flushAuditOutbox(store, log)).toEqual({ appended: 2, recovered: 1 });
    expect(fileLines()).toEqual([first, ...same]);
    expect(verifyAuditLog(store, log).ok).toBe(true);
  });

  it('leaves foreign lines alone and appends after them, ending a foreign partial line first', () => {
    const a = record('a');
    flushAuditOutbox(store, log);
    const b = record('b');
    appendFileSync(log, 'written by someone else');
    expect(flushAuditOutbox(store, log)).toEqual({ appended: 1, recovered: 0 });
    expect(fileLines()).toEqual([a, 'written by someone else', b]);
    const verification = verifyAuditLog(store, log);
    expect(verification).toMatchObject({ ok: false, unparseable: [2], missing: [] });
  });

  it('starts over at the end of a rotated (truncated) file', () => {
    record('a');
    flushAuditOutbox(store, log);
    writeFileSync(log, '');
    const b = record('b');
    expect(flushAuditOutbox(store, log)).toEqual({ appended: 1, recovered: 0 });
    expect(fileLines()).toEqual([b]);
    expect(verifyAuditLog(store, log)).toMatchObject({
      ok: false,
      missing: [expect.objectContaining({ seq: 1 })],
    });
  });

  it('reports a clear store error when the log cannot be written, keeping events pending', () => {
    record('a');
    const blocked = join(dir, 'a-file');
    writeFileSync(blocked, '');
    expect(() => flushAuditOutbox(store, join(blocked, 'audit.jsonl'))).toThrow(/cannot write the audit log/);
    expect(flushAuditOutbox(store, log)).toEqual({ appended: 1, recovered: 0 });
  });
});

describe('verifyAuditLog', () => {
  it('reports duplicated, missing, unknown and partial lines', () => {
    const a = record('a');
    const b = record('b');
    flushAuditOutbox(store, log);
    writeFileSync(log, `${a}\n${a}\n{"action":"api_key.list"}\n${b.slice(0, 10)}`);
    expect(verifyAuditLog(store, log)).toMatchObject({
      ok: false,
      duplicated: [2],
      unknown: [3],
      missing: [expect.objectContaining({ seq: 2, action: 'api_key.list' })],
      partialLastLine: true,
    });
  });

  it('reports events that are still pending without calling them missing', () => {
    record('a');
    expect(verifyAuditLog(store, log)).toMatchObject({ ok: true, pending: 1, fileLines: 0 });
  });
});

describe('queryAuditEvents', () => {
  it('filters by action, actor, target and time', () => {
    record('a', '2030-01-01T00:00:00.000Z');
    record('b', '2030-01-02T00:00:00.000Z');
    expect(queryAuditEvents(store, {}).map((e) => e.targets[0]?.name)).toEqual(['a', 'b']);
    expect(queryAuditEvents(store, { since: '2030-01-01T12:00:00.000Z' })).toHaveLength(1);
    expect(queryAuditEvents(store, { until: '2030-01-01T12:00:00.000Z' })).toHaveLength(1);
    expect(queryAuditEvents(store, { actorEmail: 'ADA@example.com' })).toHaveLength(2);
    expect(queryAuditEvents(store, { actorEmail: 'bob@example.com' })).toHaveLength(0);
    expect(queryAuditEvents(store, { targetId: 'p-1', action: 'api_key.list' })).toHaveLength(2);
    expect(queryAuditEvents(store, { targetId: 'other' })).toHaveLength(0);
  });
});
