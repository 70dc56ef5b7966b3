/** Turns `pi-keys` results into text: JSON for machines (`--json`), aligned plain text for people. */
import type { AuditEvent } from '../../audit/events.js';
import type { AuditVerification, FlushResult } from '../../audit/outbox.js';
import { type ApiKey, displayStatus } from '../../store/keys.js';
import type { Organization, Project } from '../../store/organizations.js';
import type { UsageRecord } from '../../store/usage.js';
import type { KeyListResult, RotatedKey, UsageListingResult } from './key-commands.js';

/** Output formats of `pi-keys audit`. */
export type AuditFormat = 'table' | 'jsonl' | 'csv' | 'json';

/** Everything a `pi-keys` command can print. */
export type KeysOutput =
  | { kind: 'organization'; organization: Organization; verb: string }
  | { kind: 'organizations'; organizations: Organization[] }
  | { kind: 'project'; project: Project; verb: string }
  | { kind: 'projects'; projects: Project[] }
  | { kind: 'key'; key: ApiKey; verb: string; now: Date; secret?: string }
  | { kind: 'keys'; list: KeyListResult }
  | { kind: 'rotated'; rotation: RotatedKey; now: Date }
  | { kind: 'deleted'; key: ApiKey }
  | { kind: 'usage'; usage: UsageListingResult }
  | { kind: 'events'; events: AuditEvent[]; format: AuditFormat }
  | { kind: 'verification'; verification: AuditVerification }
  | { kind: 'flush'; flush: FlushResult; path: string };

/**
 * The JSON form of a key (snake_case, as in the spec); `secret` only right after creation. `status` is
 * what a person should see (`expired` once the expiration passed); `stored_status` is the spec's status
 * (`active`, `paused`, `revoked`), which audit events carry.
 */
export function keyToJson(key: ApiKey, now: Date, secret?: string): Record<string, unknown> {
  return {
    id: key.id,
    name: key.name,
    environment: key.environment,
    status: displayStatus(key, now),
    stored_status: key.status,
    project_id: key.projectId,
    organization_id: key.organizationId,
    expiration_date: key.expirationDate,
    ip_addresses: key.ipAddresses,
    created_at: key.createdAt,
    updated_at: key.updatedAt,
    last_used_at: key.lastUsedAt,
    ...(secret === undefined ? {} : { secret }),
  };
}

const organizationToJson = (organization: Organization): Record<string, unknown> => ({
  id: organization.id,
  name: organization.name,
  audit_log: organization.auditLog,
  created_at: organization.createdAt,
});

const projectToJson = (project: Project): Record<string, unknown> => ({
  id: project.id,
  name: project.name,
  organization_id: project.organizationId,
  created_at: project.createdAt,
});

const usageToJson = (record: UsageRecord): Record<string, unknown> => ({
  request_id: record.requestId,
  api_key_id: record.apiKeyId,
  occurred_at: record.occurredAt,
  classification: record.classification,
  request_units: record.requestUnits,
  billed_request_units: record.billedRequestUnits,
  service_tier: record.serviceTier,
  http_status: record.httpStatus,
});

/** The JSON value printed for `--json`. */
export function outputToJson(output: KeysOutput): unknown {
  switch (output.kind) {
    case 'organization':
      return organizationToJson(output.organization);
    case 'organizations':
      return output.organizations.map(organizationToJson);
    case 'project':
      return projectToJson(output.project);
    case 'projects':
      return output.projects.map(projectToJson);
    case 'key':
      return keyToJson(output.key, output.now, output.secret);
    case 'keys': {
      const { list } = output;
      const now = new Date(list.now);
      return {
        page: list.page,
        limit: list.limit,
        total_results: list.totalResults,
        items: list.items.map((key) => keyToJson(key, now)),
      };
    }
    case 'rotated': {
      const { rotation } = output;
      return {
        new_key: keyToJson(rotation.created, output.now, rotation.secret),
        old_key: keyToJson(rotation.old, output.now),
        grace_ends_at: rotation.graceEndsAt,
      };
    }
    case 'deleted':
      return { ...keyToJson(output.key, new Date()), deleted: true };
    case 'usage': {
      const { usage } = output;
      return {
        api_key_id: usage.key.id,
        start_date: usage.startDate,
        end_date: usage.endDate,
        classification: usage.classification,
        page: usage.page,
        limit: usage.limit,
        total_results: usage.totalResults,
        items: usage.items.map(usageToJson),
      };
    }
    case 'events':
      return output.events;
    case 'verification': {
      const v = output.verification;
      return {
        ok: v.ok,
        path: v.path,
        file_lines: v.fileLines,
        appended_here: v.appendedHere,
        appended_elsewhere: v.appendedElsewhere,
        pending: v.pending,
        missing: v.missing,
        duplicated_lines: v.duplicated,
        unparseable_lines: v.unparseable,
        unknown_lines: v.unknown,
        out_of_order: v.outOfOrder,
        partial_last_line: v.partialLastLine,
        first_failure: v.firstFailure,
      };
    }
    case 'flush':
      return { path: output.path, appended: output.flush.appended, recovered: output.flush.recovered };
  }
}

/** Renders an output: pretty JSON with `json`, otherwise text for a person. Ends with a newline. */
export function renderKeysOutput(output: KeysOutput, json: boolean): string {
  if (output.kind === 'events' && (output.format === 'jsonl' || output.format === 'csv')) {
    const { format } = output;
    return output.events.map((event, index) => renderAuditEvent(event, format, index === 0)).join('');
  }
  if (json || (output.kind === 'events' && output.format === 'json')) {
    return `${JSON.stringify(outputToJson(output), null, 2)}\n`;
  }
  return `${renderHuman(output)}\n`;
}

function renderHuman(output: KeysOutput): string {
  switch (output.kind) {
    case 'organization': {
      const o = output.organization;
      return `Organization ${o.id} ${output.verb}.\n${fields([
        ['name', o.name],
        ['audit log add-on', o.auditLog ? 'on (API key actions are recorded)' : 'off (no audit events)'],
        ['created', o.createdAt],
      ])}`;
    }
    case 'organizations':
      return table(
        ['ID', 'NAME', 'AUDIT LOG', 'CREATED'],
        output.organizations.map((o) => [o.id, o.name, o.auditLog ? 'on' : 'off', o.createdAt]),
        'No organizations yet: create one with `pi-keys org create --name <name>`.',
      );
    case 'project': {
      const p = output.project;
      return `Project ${p.id} ${output.verb}.\n${fields([
        ['name', p.name],
        ['organization', p.organizationId],
        ['created', p.createdAt],
      ])}`;
    }
    case 'projects':
      return table(
        ['ID', 'NAME', 'ORGANIZATION', 'CREATED'],
        output.projects.map((p) => [p.id, p.name, p.organizationId, p.createdAt]),
        'No projects: create one with `pi-keys project create --org <org-id> --name <name>`.',
      );
    case 'key': {
      const text = `API key ${output.key.id} ${output.verb}.\n${keyFields(output.key, output.now)}`;
      return output.secret === undefined ? text : `${text}\n\n${secretNotice(output.secret)}`;
    }
    case 'keys':
      return renderKeyList(output.list);
    case 'rotated': {
      const { rotation } = output;
      const old =
        rotation.graceEndsAt === null
          ? `Old key ${rotation.old.id} revoked now (--grace 0).`
          : `Old key ${rotation.old.id} keeps working until ${rotation.graceEndsAt}, then expires: switch clients to the new key before then.`;
      return `API key ${rotation.created.id} created to replace ${rotation.old.id}.\n${keyFields(rotation.created, output.now)}\n\n${old}\n\n${secretNotice(rotation.secret)}`;
    }
    case 'deleted':
      return `API key ${output.key.id} ("${output.key.name}") deleted.`;
    case 'usage': {
      const u = output.usage;
      const pages = Math.max(1, Math.ceil(u.totalResults / u.limit));
      return `${table(
        ['REQUEST', 'OCCURRED', 'CLASSIFICATION', 'UNITS', 'BILLED', 'TIER', 'HTTP'],
        u.items.map((r) => [
          r.requestId,
          r.occurredAt,
          r.classification,
          String(r.requestUnits),
          String(r.billedRequestUnits),
          r.serviceTier,
          String(r.httpStatus),
        ]),
        'No usage records match.',
      )}\nPage ${u.page} of ${pages} (${u.totalResults} matching record${u.totalResults === 1 ? '' : 's'}, ${u.limit} per page).`;
    }
    case 'events':
      return table(
        ['OCCURRED', 'ACTION', 'ACTOR', 'TARGETS'],
        output.events.map((e) => [
          e.occurredAt,
          e.action,
          e.actor.metadata.email,
          e.targets.map((t) => `${t.type}:${t.id}`).join(' '),
        ]),
        'No audit events match.',
      );
    case 'verification':
      return renderVerification(output.verification);
    case 'flush':
      return `Audit log ${output.path}: ${output.flush.appended} event(s) appended, ${output.flush.recovered} recovered from an interrupted run.`;
  }
}

/** The columns of the CSV export, one event per row. */
export const AUDIT_CSV_COLUMNS = [
  'occurred_at',
  'action',
  'actor_email',
  'actor_name',
  'impersonator_email',
  'target_types',
  'target_ids',
  'target_names',
  'location',
  'user_agent',
  'metadata',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A value that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One event as a line of `format` (jsonl, csv or table); with `first`, csv starts with its header. */
export function renderAuditEvent(
  event: AuditEvent,
  format: Exclude<AuditFormat, 'json'>,
  first: boolean,
): string {
  if (format === 'jsonl') return `${JSON.stringify(event)}\n`;
  if (format === 'table') {
    const targets = event.targets.map((t) => `${t.type}:${t.id}`).join(' ');
    return `${event.occurredAt}  ${event.action}  ${event.actor.metadata.email}  ${targets}\n`;
  }
  const row = [
    event.occurredAt,
    event.action,
    event.actor.metadata.email,
    event.actor.name,
    event.actor.metadata.impersonator_email,
    event.targets.map((t) => t.type).join(';'),
    event.targets.map((t) => t.id).join(';'),
    event.targets.map((t) => t.name).join(';'),
    event.context.location,
    event.context.userAgent,
    JSON.stringify(event.metadata),
  ].map(csvField);
  const header = first ? `${AUDIT_CSV_COLUMNS.join(',')}\r\n` : '';
  return `${header}${row.join(',')}\r\n`;
}

function renderVerification(v: AuditVerification): string {
  const lines = [
    `${v.ok ? 'OK' : 'MISMATCH'}: ${v.path}`,
    `  ${v.fileLines} line(s) in the file, ${v.appendedHere} event(s) recorded as appended to it`,
  ];
  if (v.firstFailure !== null) {
    const where =
      v.firstFailure.line === null ? 'first failure' : `first failure at line ${v.firstFailure.line}`;
    lines.push(`  ${where}: ${v.firstFailure.reason}`);
  }
  if (v.pending > 0) lines.push(`  ${v.pending} event(s) not yet appended: run \`pi-keys audit flush\``);
  if (v.appendedElsewhere > 0)
    lines.push(`  ${v.appendedElsewhere} event(s) were appended to another audit log`);
  if (v.missing.length > 0) {
    lines.push(
      `  missing from the file: ${v.missing.map((m) => `#${m.seq} ${m.action} at ${m.occurredAt}`).join(', ')}`,
    );
  }
  if (v.duplicated.length > 0) lines.push(`  duplicated at line(s) ${v.duplicated.join(', ')}`);
  if (v.unparseable.length > 0) lines.push(`  not JSON at line(s) ${v.unparseable.join(', ')}`);
  if (v.unknown.length > 0) lines.push(`  unknown to the outbox at line(s) ${v.unknown.join(', ')}`);
  if (v.outOfOrder) lines.push('  events are out of order');
  if (v.partialLastLine) lines.push('  the last line is incomplete');
  return lines.join('\n');
}

const secretNotice = (secret: string): string =>
  `Secret (shown only this once; store it now, it cannot be recovered):\n  ${secret}`;

/** Width of the shortened ids in the key table; any command accepts such a prefix. */
const SHORT_ID = 8;
const NAME_WIDTH = 20;

/** `2026-11-25`, or `never`. */
const day = (iso: string | null): string => (iso === null ? 'never' : iso.slice(0, 10));

/** How long ago, in the largest whole unit: `45s ago`, `3h ago`, `12d ago`; `never` for null. */
export function ago(iso: string | null, now: Date): string {
  if (iso === null) return 'never';
  const seconds = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h ago`;
  return `${Math.floor(seconds / 86_400)}d ago`;
}

const clip = (text: string, width: number): string =>
  [...text].length <= width ? text : `${[...text].slice(0, width - 1).join('')}…`;

/** The key table: at most 76 columns (ids shortened to 8 characters, names to 20), and a paging line. */
function renderKeyList(list: KeyListResult): string {
  const now = new Date(list.now);
  const pages = Math.max(1, Math.ceil(list.totalResults / list.limit));
  const body = table(
    ['ID', 'NAME', 'STATUS', 'EXPIRES', 'LAST USED', 'CREATED'],
    list.items.map((k) => [
      k.id.slice(0, SHORT_ID),
      clip(k.name, NAME_WIDTH),
      displayStatus(k, now),
      day(k.expirationDate),
      ago(k.lastUsedAt, now),
      day(k.createdAt),
    ]),
    'No keys match: create one with `pi-keys create --project <id> --name <name>`, or change the filters.',
  );
  const plural = list.totalResults === 1 ? '' : 's';
  return `${body}\nPage ${list.page} of ${pages}: ${list.totalResults} matching key${plural}, ${list.limit} per page.\nIds are shortened (commands accept them); --json shows every field.`;
}

function keyFields(key: ApiKey, now: Date): string {
  return fields([
    ['name', key.name],
    ['status', displayStatus(key, now) === key.status ? key.status : `expired (stored status ${key.status})`],
    ['environment', key.environment],
    ['project', key.projectId],
    ['organization', key.organizationId],
    ['expires', key.expirationDate ?? 'never'],
    ['ip addresses', key.ipAddresses ?? 'any'],
    ['created', key.createdAt],
    ['updated', key.updatedAt],
    ['last used', key.lastUsedAt ?? 'never'],
  ]);
}

function fields(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n');
}

function table(headers: string[], rows: string[][], empty: string): string {
  if (rows.length === 0) return empty;
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ');
  return [line(headers), ...rows.map(line)].join('\n');
}
