/** Organization, project and audit-log commands of `pi-keys` (none of them is an audit event itself). */
import { API_KEY_ACTIONS, type AuditEvent } from '../../audit/events.js';
import {
  type AuditVerification,
  type FlushResult,
  flushAuditOutbox,
  queryAuditEvents,
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
export function createOrganization(session: KeysSession, name: string, auditLog: boolean): Organization {
  const parsed = parseName(name, 'organization name');
  return session.store.write(() => insertOrganization(session.store, parsed, auditLog, session.now()));
}

/** `pi-keys org list`. */
export function listAllOrganizations(session: KeysSession): Organization[] {
  return listOrganizations(session.store);
}

/** `pi-keys org update --audit-log on|off`. */
export function updateOrganization(
  session: KeysSession,
  id: string,
  auditLog: string | undefined,
): Organization {
  if (auditLog === undefined) throw new UsageError('nothing to update: give --audit-log on|off');
  if (auditLog !== 'on' && auditLog !== 'off')
    throw new UsageError(`--audit-log expects on or off, got "${auditLog}"`);
  return session.store.write(() => setOrganizationAuditLog(session.store, id, auditLog === 'on'));
}

/** `pi-keys project create`. */
export function createProject(session: KeysSession, organizationId: string, name: string): Project {
  const parsed = parseName(name, 'project name');
  return session.store.write(() => insertProject(session.store, organizationId, parsed, session.now()));
}

/** `pi-keys project list`. */
export function listAllProjects(session: KeysSession, organizationId: string | undefined): Project[] {
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

/** `pi-keys audit`: recorded events matching the filters, oldest first. */
export function queryAudit(session: KeysSession, input: AuditQueryInput): AuditEvent[] {
  if (input.action !== undefined && !(API_KEY_ACTIONS as readonly string[]).includes(input.action)) {
    throw new UsageError(`--action: unknown action "${input.action}"; one of ${API_KEY_ACTIONS.join(', ')}`);
  }
  return queryAuditEvents(session.store, {
    action: input.action,
    actorEmail: input.actor?.trim(),
    targetId: input.target,
    since: input.since === undefined ? undefined : parseTimestamp(input.since, '--since').toISOString(),
    until: input.until === undefined ? undefined : parseTimestamp(input.until, '--until').toISOString(),
  });
}

/** `pi-keys audit verify`: does the audit log hold every appended event exactly once? */
export function verifyAudit(session: KeysSession): AuditVerification {
  return verifyAuditLog(session.store, session.auditLogPath);
}

/** `pi-keys audit flush`: appends what a crashed process left in the outbox. */
export function flushAudit(session: KeysSession): FlushResult {
  return flushAuditOutbox(session.store, session.auditLogPath);
}
