/**
 * Pure builders for the API key audit events of the service spec ("Events"). Each returns a sanitized
 * event with exactly the targets, target metadata and event metadata the spec's table lists.
 */
import type { ApiKey } from '../store/keys.js';
import type { Project } from '../store/organizations.js';
import type { UsageClassification } from '../store/usage.js';
import type { User } from '../store/users.js';
import type { Impersonation } from './actor.js';
import {
  MAX_LOCATION_LENGTH,
  MAX_STRING_LENGTH,
  MAX_USER_AGENT_LENGTH,
  sanitizeString,
  sanitizeValue,
} from './sanitize.js';

/** The schema version every event carries. */
export const AUDIT_EVENT_VERSION = 1;

/** The API key event actions of the spec. */
export const API_KEY_ACTIONS = [
  'api_key.create',
  'api_key.update',
  'api_key.update_status',
  'api_key.revoke',
  'api_key.view_details',
  'api_key.list',
  'api_key.delete',
  'api_key.list_usage',
] as const;

/** A value of {@link API_KEY_ACTIONS}. */
export type ApiKeyAction = (typeof API_KEY_ACTIONS)[number];

/** The signed-in user who acted. */
export interface AuditActor {
  type: 'user';
  id: string;
  name: string;
  metadata: {
    first_name: string;
    last_name: string;
    email: string;
    impersonator_email: string;
    impersonator_reason: string;
  };
}

/** An affected resource. */
export interface AuditTarget {
  type: 'api_key' | 'project';
  id: string;
  name: string;
  metadata: Record<string, string>;
}

/** Where the request came from. */
export interface AuditContext {
  location: string;
  userAgent: string;
}

/** One audit event, as written to the JSON-lines log. */
export interface AuditEvent {
  action: ApiKeyAction;
  occurredAt: string;
  version: number;
  actor: AuditActor;
  targets: AuditTarget[];
  context: AuditContext;
  metadata: Record<string, string | null>;
}

/** Who, from where and when: the part every event shares. */
export interface EventBase {
  actor: AuditActor;
  context: AuditContext;
  occurredAt: Date;
}

/** The audit actor for a user, with impersonation fields as empty strings when nobody impersonates. */
export function createAuditActor(user: User, impersonation?: Impersonation): AuditActor {
  return {
    type: 'user',
    id: user.id,
    name: [user.firstName, user.lastName].filter((part) => part !== '').join(' '),
    metadata: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      impersonator_email: impersonation?.email ?? '',
      impersonator_reason: impersonation?.reason ?? '',
    },
  };
}

/** The request context; `unknown` stands in for what a front end did not pass on. */
export function createAuditContext(
  location: string | undefined,
  userAgent: string | undefined,
): AuditContext {
  return {
    location: location === undefined || location === '' ? 'unknown' : location,
    userAgent: userAgent === undefined || userAgent === '' ? 'unknown' : userAgent,
  };
}

type KeyTargetExtras = { environment?: true; status?: true };

function keyTarget(key: ApiKey, extras: KeyTargetExtras = {}): AuditTarget {
  const metadata: Record<string, string> = {
    name: key.name,
    project_id: key.projectId,
    organization_id: key.organizationId,
  };
  if (extras.environment) metadata.environment = key.environment;
  if (extras.status) metadata.status = key.status;
  return { type: 'api_key', id: key.id, name: key.name, metadata };
}

function projectTarget(project: Project): AuditTarget {
  return {
    type: 'project',
    id: project.id,
    name: project.name,
    metadata: { name: project.name, organization_id: project.organizationId },
  };
}

function finish(
  base: EventBase,
  action: ApiKeyAction,
  targets: AuditTarget[],
  metadata: Record<string, string | null>,
): AuditEvent {
  const event: AuditEvent = {
    action,
    occurredAt: base.occurredAt.toISOString(),
    version: AUDIT_EVENT_VERSION,
    actor: base.actor,
    targets,
    context: {
      location: sanitizeString(base.context.location, MAX_LOCATION_LENGTH),
      userAgent: sanitizeString(base.context.userAgent, MAX_USER_AGENT_LENGTH),
    },
    metadata,
  };
  return { ...sanitizeValue(event), context: event.context };
}

const keysPage = (project: Project): string => `/projects/${project.id}/api-keys`;
const keyPage = (project: Project, key: ApiKey): string => `/projects/${project.id}/api-keys/${key.id}`;

/** `api_key.create`: the new key (with environment) and its project. */
export function buildKeyCreateEvent(base: EventBase, key: ApiKey, project: Project): AuditEvent {
  return finish(base, 'api_key.create', [keyTarget(key, { environment: true }), projectTarget(project)], {
    source: `${keysPage(project)}/new`,
    expiration_date: key.expirationDate,
    ip_addresses: key.ipAddresses,
  });
}

/** The fields `api_key.update` tracks. */
const TRACKED_FIELDS = [
  ['name', 'name'],
  ['expiration_date', 'expirationDate'],
  ['ip_addresses', 'ipAddresses'],
] as const;

/** The changed fields between two versions of a key, as `{field: {from, to}}` (empty when none changed). */
export function diffKeyFields(
  before: ApiKey,
  after: ApiKey,
): Record<string, { from: string | null; to: string | null }> {
  const changes: Record<string, { from: string | null; to: string | null }> = {};
  for (const [field, property] of TRACKED_FIELDS) {
    if (before[property] !== after[property])
      changes[field] = { from: before[property], to: after[property] };
  }
  return changes;
}

/**
 * `changes` as a JSON string that fits the 500-character limit: the longest values are shortened (with
 * "…") until it does, so the string stays valid JSON instead of being cut mid-way.
 */
export function formatChanges(changes: Record<string, { from: string | null; to: string | null }>): string {
  const copy = structuredClone(changes);
  for (const change of Object.values(copy)) {
    if (change.from !== null) change.from = sanitizeString(change.from);
    if (change.to !== null) change.to = sanitizeString(change.to);
  }
  let text = JSON.stringify(copy);
  while ([...text].length > MAX_STRING_LENGTH) {
    const excess = [...text].length - MAX_STRING_LENGTH;
    let longest:
      | { change: { from: string | null; to: string | null }; side: 'from' | 'to'; length: number }
      | undefined;
    for (const change of Object.values(copy)) {
      for (const side of ['from', 'to'] as const) {
        const value = change[side];
        const length = value === null ? 0 : [...value].length;
        if (longest === undefined || length > longest.length) longest = { change, side, length };
      }
    }
    if (longest === undefined || longest.length <= 1) break;
    const keep = Math.max(0, longest.length - excess - 1);
    longest.change[longest.side] = `${[...(longest.change[longest.side] ?? '')].slice(0, keep).join('')}…`;
    text = JSON.stringify(copy);
  }
  return text;
}

/** `api_key.update`: the key (post-update name) and its project, with `changes` of the edited fields. */
export function buildKeyUpdateEvent(
  base: EventBase,
  before: ApiKey,
  after: ApiKey,
  project: Project,
): AuditEvent {
  return finish(base, 'api_key.update', [keyTarget(after), projectTarget(project)], {
    changes: formatChanges(diffKeyFields(before, after)),
  });
}

/** `api_key.update_status`: pause or activate only; revocation uses {@link buildKeyRevokeEvent}. */
export function buildKeyStatusEvent(
  base: EventBase,
  key: ApiKey,
  statusFrom: 'active' | 'paused',
  statusTo: 'active' | 'paused',
  project: Project,
): AuditEvent {
  return finish(base, 'api_key.update_status', [keyTarget(key), projectTarget(project)], {
    status_from: statusFrom,
    status_to: statusTo,
  });
}

/** `api_key.revoke`: the key and its project, no metadata. */
export function buildKeyRevokeEvent(base: EventBase, key: ApiKey, project: Project): AuditEvent {
  return finish(base, 'api_key.revoke', [keyTarget(key), projectTarget(project)], {});
}

/** `api_key.view_details`: the key (with environment and status) and its project. */
export function buildKeyViewDetailsEvent(base: EventBase, key: ApiKey, project: Project): AuditEvent {
  return finish(
    base,
    'api_key.view_details',
    [keyTarget(key, { environment: true, status: true }), projectTarget(project)],
    { source: keyPage(project, key) },
  );
}

/** `api_key.list`: the project only. */
export function buildKeyListEvent(base: EventBase, project: Project): AuditEvent {
  return finish(base, 'api_key.list', [projectTarget(project)], { source: keysPage(project) });
}

/** `api_key.delete`: the deleted key and its project. */
export function buildKeyDeleteEvent(base: EventBase, key: ApiKey, project: Project): AuditEvent {
  return finish(base, 'api_key.delete', [keyTarget(key), projectTarget(project)], {
    source: keysPage(project),
  });
}

/** Filters and paging of a usage listing, as `api_key.list_usage` records them. */
export interface UsageListing {
  startDate: string | null;
  endDate: string | null;
  classification: UsageClassification | null;
  page: number;
  limit: number;
  totalResults: number;
}

/** `api_key.list_usage`: the key (with environment) and its project, with filters and paging as strings. */
export function buildKeyListUsageEvent(
  base: EventBase,
  key: ApiKey,
  project: Project,
  listing: UsageListing,
): AuditEvent {
  return finish(base, 'api_key.list_usage', [keyTarget(key, { environment: true }), projectTarget(project)], {
    source: keyPage(project, key),
    start_date: listing.startDate,
    end_date: listing.endDate,
    classification: listing.classification,
    page: String(listing.page),
    limit: String(listing.limit),
    total_results: String(listing.totalResults),
  });
}
