/** Organization, project and audit-log commands of `pi-keys` (none of them is an audit event itself). */
import { API_KEY_ACTIONS, type AuditEvent } from '../../audit/events.js';
import {
  type AuditQuery,
  type AuditVerification,
  type FlushResult,
  flushAuditOutbox,
  lastAuditSeq,
  queryAuditEvents,
  querySequencedEvents,
  verifyAuditLog,
} from '../../audit/outbox.js';
import { UsageError } from '../../errors.js';
import { parseName, parseTimestamp } from '../../store/key-fields.js';
import {
  insertOrganization,
  insertProject,
  listOrganizations,
  listProjects,
  type Organization,
  type Project,
  setOrganizationAuditLog,
} from '../../store/organizations.js';
import type { KeysSession } from './session.js';

/** `pi-keys org create`. */
export function createOrganization(
  session: KeysSession,
  name: string,
  auditAddon: boolean,
): Promise<Organization> {
  const parsed = parseName(name, 'organization name');
  return session.store.write((tx) => insertOrganization(tx, parsed, auditAddon, session.now()));
}

/** `pi-keys org list`. */
export function listAllOrganizations(session: KeysSession): Promise<Organization[]> {
  return listOrganizations(session.store);
}

/** `pi-keys org update --audit-addon on|off`. */
export function updateOrganization(
  session: KeysSession,
  id: string,
  auditAddon: string | undefined,
): Promise<Organization> {
  if (auditAddon === undefined) throw new UsageError('nothing to update: give --audit-addon on|off');
  if (auditAddon !== 'on' && auditAddon !== 'off')
    throw new UsageError(`--audit-addon expects on or off, got "${auditAddon}"`);
  return session.store.write((tx) => setOrganizationAuditLog(tx, id, auditAddon === 'on'));
}

/** `pi-keys project create`. */
export function createProject(session: KeysSession, organizationId: string, name: string): Promise<Project> {
  const parsed = parseName(name, 'project name');
  return session.store.write((tx) => insertProject(tx, organizationId, parsed, session.now()));
}

/** `pi-keys project list`. */
export function listAllProjects(
  session: KeysSession,
  organizationId: string | undefined,
): Promise<Project[]> {
  return listProjects(session.store, organizationId);
}

/** Filters of `pi-keys audit`, as given on the command line. */
export interface AuditQueryInput {
  action?: string | undefined;
  actor?: string | undefined;
  target?: string | undefined;
  since?: string | undefined;
  until?: string | undefined;
}

function parseAuditQuery(input: AuditQueryInput): AuditQuery {
  if (input.action !== undefined && !(API_KEY_ACTIONS as readonly string[]).includes(input.action)) {
    throw new UsageError(`--action: unknown action "${input.action}"; one of ${API_KEY_ACTIONS.join(', ')}`);
  }
  const since = input.since === undefined ? undefined : parseTimestamp(input.since, '--since').toISOString();
  const until = input.until === undefined ? undefined : parseTimestamp(input.until, '--until').toISOString();
  if (since !== undefined && until !== undefined && since >= until) {
    throw new UsageError(`--since (${since}) must be before --until (${until})`);
  }
  return { action: input.action, actorEmail: input.actor?.trim(), targetId: input.target, since, until };
}

/** `pi-keys audit`: recorded events matching the filters, oldest first. */
export function queryAudit(session: KeysSession, input: AuditQueryInput): Promise<AuditEvent[]> {
  return queryAuditEvents(session.store, parseAuditQuery(input));
}

/** How often `--follow` looks for new events, in milliseconds. */
export const FOLLOW_INTERVAL_MS = 250;
/** Most events `--follow` hands over at once. */
const FOLLOW_BATCH = 500;

/**
 * `pi-keys audit --follow`: hands the matching events already recorded, then each new one as it is
 * written to the outbox (by any process), to `emit`, until `signal` aborts. Like `tail -f`.
 */
export async function followAudit(
  session: KeysSession,
  input: AuditQueryInput,
  signal: AbortSignal,
  emit: (events: AuditEvent[]) => void,
): Promise<void> {
  const query = parseAuditQuery(input);
  let afterSeq = 0;
  while (!signal.aborted) {
    // Read the head first: an event written after this read has a larger seq and is found next time.
    const head = await lastAuditSeq(session.store);
    const rows = await querySequencedEvents(session.store, { ...query, afterSeq, limit: FOLLOW_BATCH });
    const last = rows.at(-1);
    if (last !== undefined) {
      afterSeq = last.seq;
      emit(rows.map((row) => row.event));
      if (rows.length === FOLLOW_BATCH) continue;
    } else {
      // Skip past events that do not match, so each poll reads only what is new.
      afterSeq = Math.max(afterSeq, head);
    }
    await sleep(FOLLOW_INTERVAL_MS, signal);
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** `pi-keys audit verify`: does the audit log hold every appended event exactly once? */
export function verifyAudit(session: KeysSession): Promise<AuditVerification> {
  return verifyAuditLog(session.store, session.auditLogPath);
}

/** `pi-keys audit flush`: appends what a crashed process left in the outbox. */
export function flushAudit(session: KeysSession): Promise<FlushResult> {
  return flushAuditOutbox(session.store, session.auditLogPath);
}
