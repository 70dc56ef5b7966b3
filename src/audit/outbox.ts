/**
 * The audit outbox. An event is inserted into `audit_events` in the same transaction as the change it
 * records; after the commit, {@link flushAuditOutbox} appends pending events to the JSON-lines file in
 * sequence order and marks them appended.
 *
 * Exactly once, across crashes and concurrent processes:
 * - Appends happen only inside a BEGIN IMMEDIATE transaction, so one process at a time writes the file.
 * - `audit_sinks.size` is the file size up to which every byte is an event known to be appended. A
 *   process killed after writing but before committing leaves bytes past that mark; the next flush reads
 *   them and, position by position, matches them against the pending events (which were written in the
 *   same order), marks the matches appended instead of writing them again, and cuts a half-written line.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { ErrorCode, PiScanError } from '../errors.js';
import type { Store } from '../store/open.js';
import type { AuditEvent } from './events.js';
import { openJsonlFile, splitLines } from './jsonl-file.js';

/** Stores an event in the outbox; call inside the write transaction that makes the change. */
export function recordAuditEvent(store: Store, event: AuditEvent, organizationId: string): void {
  store
    .prepare(
      'INSERT INTO audit_events (action, occurred_at, organization_id, actor_email, line) VALUES (?, ?, ?, ?, ?)',
    )
    .run(event.action, event.occurredAt, organizationId, event.actor.metadata.email, JSON.stringify(event));
}

/** What a flush did. */
export interface FlushResult {
  /** Events written to the file now. */
  appended: number;
  /** Events a killed process had written but not marked, found in the file and marked now. */
  recovered: number;
}

/** True when some event has not reached any audit log yet (a cheap indexed read, no lock). */
export function hasPendingAuditEvents(store: Store): boolean {
  return store.prepare('SELECT 1 FROM audit_events WHERE appended_at IS NULL LIMIT 1').get() !== undefined;
}

/** Appends every pending event to the log at `path` (absolute), in order, exactly once. */
export function flushAuditOutbox(
  store: Store,
  path: string,
  now: () => Date = () => new Date(),
): FlushResult {
  if (!hasPendingAuditEvents(store)) return { appended: 0, recovered: 0 };
  try {
    // The mark must be committed before anything is written, or a crash would lose where we started.
    store.write(() => {
      const size = existsSync(path) ? statSync(path).size : 0;
      store.prepare('INSERT OR IGNORE INTO audit_sinks (path, size) VALUES (?, ?)').run(path, size);
    });
    return store.write(() => appendPending(store, path, now));
  } catch (error: unknown) {
    if (error instanceof PiScanError) throw error;
    throw new PiScanError(
      ErrorCode.Store,
      `cannot write the audit log ${path}: ${error instanceof Error ? error.message : String(error)}. ` +
        'Every change is kept in the outbox and is appended by the next pi-keys command or `pi-keys audit flush`; ' +
        'fix the path or permissions (or pass --audit-log).',
      { cause: error },
    );
  }
}

function appendPending(store: Store, path: string, now: () => Date): FlushResult {
  const pending = store
    .prepare('SELECT seq, line FROM audit_events WHERE appended_at IS NULL ORDER BY seq')
    .all() as { seq: number; line: string }[];
  if (pending.length === 0) return { appended: 0, recovered: 0 };
  const markAppended = store.prepare(
    'UPDATE audit_events SET appended_at = ?, appended_to = ? WHERE seq = ?',
  );
  const at = now().toISOString();
  using file = openJsonlFile(path);
  const sink = store.prepare('SELECT size FROM audit_sinks WHERE path = ?').get(path) as { size: number };
  let size = file.size();
  // A file smaller than the mark was rotated or truncated by someone else: start over at its end.
  const mark = Math.min(sink.size, size);
  let recovered = 0;
  if (size > mark) {
    const { lines, partial } = splitLines(file.readFrom(mark));
    let foreign = false;
    for (const line of lines) {
      const expected = pending[recovered];
      if (expected === undefined || !line.equals(Buffer.from(expected.line, 'utf8'))) {
        foreign = true;
        break;
      }
      recovered += 1;
    }
    if (partial.length > 0) {
      const next = pending[recovered];
      const ours =
        !foreign &&
        next !== undefined &&
        Buffer.from(next.line, 'utf8').subarray(0, partial.length).equals(partial);
      if (ours) {
        file.truncate(size - partial.length);
        size -= partial.length;
      } else {
        file.appendNewline();
      }
    }
  }
  for (const event of pending.slice(0, recovered)) markAppended.run(at, path, event.seq);
  const rest = pending.slice(recovered);
  for (const event of rest) {
    file.appendLine(event.line);
    markAppended.run(at, path, event.seq);
  }
  file.sync();
  store.prepare('UPDATE audit_sinks SET size = ? WHERE path = ?').run(file.size(), path);
  return { appended: rest.length, recovered };
}

/** The outcome of comparing an audit log file with the outbox. */
export interface AuditVerification {
  ok: boolean;
  path: string;
  /** Complete lines in the file. */
  fileLines: number;
  /** Events the outbox says were appended to this file. */
  appendedHere: number;
  /** Events appended to other files (another --audit-log). */
  appendedElsewhere: number;
  /** Events not appended anywhere yet (run `pi-keys audit flush`). */
  pending: number;
  /** Events recorded as appended here but missing from the file. */
  missing: { seq: number; action: string; occurredAt: string }[];
  /** 1-based line numbers of events that appear more than once. */
  duplicated: number[];
  /** 1-based line numbers that are not JSON. */
  unparseable: number[];
  /** 1-based line numbers of JSON lines the outbox does not know. */
  unknown: number[];
  /** True when the file's events are not in outbox order. */
  outOfOrder: boolean;
  /** True when the file ends with a partial line. */
  partialLastLine: boolean;
  /** The first problem, by line: its 1-based line number (null for an event missing from the file) and why. */
  firstFailure: { line: number | null; reason: string } | null;
}

/** Checks that the file holds every event appended to it exactly once, in order, and nothing else. */
export function verifyAuditLog(store: Store, path: string): AuditVerification {
  const bytes = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
  const { lines, partial } = splitLines(bytes);
  const recorded = store
    .prepare(
      'SELECT seq, action, occurred_at AS occurredAt, line FROM audit_events WHERE appended_to = ? ORDER BY seq',
    )
    .all(path) as { seq: number; action: string; occurredAt: string; line: string }[];
  const { elsewhere } = store
    .prepare(
      'SELECT count(*) AS elsewhere FROM audit_events WHERE appended_to IS NOT NULL AND appended_to <> ?',
    )
    .get(path) as { elsewhere: number };
  const { pending } = store
    .prepare('SELECT count(*) AS pending FROM audit_events WHERE appended_at IS NULL')
    .get() as { pending: number };
  // Identical events can legitimately occur twice (same actor, same list, same millisecond): count them.
  const expected = new Map<string, { seq: number; action: string; occurredAt: string }[]>();
  for (const event of recorded) {
    const queue = expected.get(event.line) ?? [];
    queue.push(event);
    expected.set(event.line, queue);
  }
  const duplicated: number[] = [];
  const unparseable: number[] = [];
  const unknown: number[] = [];
  let lastSeq = 0;
  let outOfOrder = false;
  let firstFailure: { line: number | null; reason: string } | null = null;
  const fail = (line: number | null, reason: string): void => {
    firstFailure ??= { line, reason };
  };
  lines.forEach((buffer, index) => {
    const line = buffer.toString('utf8');
    try {
      JSON.parse(line);
    } catch (error: unknown) {
      unparseable.push(index + 1);
      fail(index + 1, `not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      return;
    }
    const queue = expected.get(line);
    if (queue === undefined) {
      unknown.push(index + 1);
      fail(
        index + 1,
        'matches no event the outbox recorded as appended to this file (changed, inserted, or written by another store)',
      );
      return;
    }
    const event = queue.shift();
    if (event === undefined) {
      duplicated.push(index + 1);
      fail(index + 1, 'repeats an event that an earlier line already holds');
      return;
    }
    if (event.seq < lastSeq) {
      outOfOrder = true;
      fail(index + 1, `out of order: event #${event.seq} comes after #${lastSeq}`);
    }
    lastSeq = event.seq;
  });
  const missing = [...expected.values()].flat().sort((a, b) => a.seq - b.seq);
  const partialLastLine = partial.length > 0;
  if (partialLastLine) fail(lines.length + 1, 'incomplete: the file ends without a newline (a cut write)');
  const firstMissing = missing[0];
  if (firstMissing !== undefined) {
    fail(
      null,
      `event #${firstMissing.seq} (${firstMissing.action} at ${firstMissing.occurredAt}) was appended to this file but is not in it (deleted or changed)`,
    );
  }
  return {
    ok:
      missing.length === 0 &&
      duplicated.length === 0 &&
      unparseable.length === 0 &&
      unknown.length === 0 &&
      !outOfOrder &&
      !partialLastLine,
    path,
    fileLines: lines.length,
    appendedHere: recorded.length,
    appendedElsewhere: elsewhere,
    pending,
    missing,
    duplicated,
    unparseable,
    unknown,
    outOfOrder,
    partialLastLine,
    firstFailure,
  };
}

/** Filters for {@link queryAuditEvents}; timestamps are ISO 8601, `since` inclusive, `until` exclusive. */
export interface AuditQuery {
  /** Only events recorded after this outbox sequence number (for `--follow`). */
  afterSeq?: number | undefined;
  /** At most this many events (oldest first). */
  limit?: number | undefined;
  action?: string | undefined;
  actorEmail?: string | undefined;
  targetId?: string | undefined;
  since?: string | undefined;
  until?: string | undefined;
}

/** An event with its outbox sequence number. */
export interface SequencedEvent {
  seq: number;
  event: AuditEvent;
}

/** Recorded events matching the filters, oldest first. */
export function queryAuditEvents(store: Store, query: AuditQuery): AuditEvent[] {
  return querySequencedEvents(store, query).map((row) => row.event);
}

/** Recorded events matching the filters with their sequence numbers, oldest first. */
export function querySequencedEvents(store: Store, query: AuditQuery): SequencedEvent[] {
  const rows = store
    .prepare(
      `SELECT seq, line FROM audit_events
       WHERE seq > @afterSeq
         AND (@action IS NULL OR action = @action)
         AND (@actor IS NULL OR actor_email = @actor COLLATE NOCASE)
         AND (@since IS NULL OR julianday(occurred_at) >= julianday(@since))
         AND (@until IS NULL OR julianday(occurred_at) < julianday(@until))
         AND (@target IS NULL OR EXISTS (
           SELECT 1 FROM json_each(audit_events.line, '$.targets') AS t WHERE json_extract(t.value, '$.id') = @target))
       ORDER BY seq LIMIT @limit`,
    )
    .all({
      afterSeq: query.afterSeq ?? 0,
      limit: query.limit ?? -1,
      action: query.action ?? null,
      actor: query.actorEmail ?? null,
      since: query.since ?? null,
      until: query.until ?? null,
      target: query.targetId ?? null,
    }) as { seq: number; line: string }[];
  return rows.map((row) => ({ seq: row.seq, event: JSON.parse(row.line) as AuditEvent }));
}

/** The newest outbox sequence number (0 when empty). */
export function lastAuditSeq(store: Store): number {
  const row = store.prepare('SELECT max(seq) AS seq FROM audit_events').get() as { seq: number | null };
  return row.seq ?? 0;
}
