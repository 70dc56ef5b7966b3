/** Turns `pi-keys` results into text: JSON for machines (`--json`), aligned plain text for people. */
import type { AuditEvent } from '../../audit/events.js';
import type { AuditVerification, FlushResult } from '../../audit/outbox.js';
import type { ApiKey } from '../../store/keys.js';
import type { Organization, Project } from '../../store/organizations.js';
import type { UsageRecord } from '../../store/usage.js';
import type { UsageListingResult } from './key-commands.js';

/** Everything a `pi-keys` command can print. */
export type KeysOutput =
  | { kind: 'organization'; organization: Organization; verb: string }
  | { kind: 'organizations'; organizations: Organization[] }
  | { kind: 'project'; project: Project; verb: string }
  | { kind: 'projects'; projects: Project[] }
  | { kind: 'key'; key: ApiKey; verb: string; secret?: string }
  | { kind: 'keys'; keys: ApiKey[] }
  | { kind: 'deleted'; key: ApiKey }
  | { kind: 'usage'; usage: UsageListingResult }
  | { kind: 'events'; events: AuditEvent[]; format: 'table' | 'jsonl' | 'json' }
  | { kind: 'verification'; verification: AuditVerification }
  | { kind: 'flush'; flush: FlushResult; path: string };

/** The JSON form of a key (snake_case, as in the spec); `secret` only right after creation. */
export function keyToJson(key: ApiKey, secret?: string): Record<string, unknown> {
  return {
    id: key.id,
    name: key.name,
    environment: key.environment,
    status: key.status,
    project_id: key.projectId,
    organization_id: key.organizationId,
    expiration_date: key.expirationDate,
    ip_addresses: key.ipAddresses,
    created_at: key.createdAt,
    updated_at: key.updatedAt,
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
      return keyToJson(output.key, output.secret);
    case 'keys':
      return output.keys.map((key) => keyToJson(key));
    case 'deleted':
      return { ...keyToJson(output.key), deleted: true };
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
      };
    }
    case 'flush':
      return { path: output.path, appended: output.flush.appended, recovered: output.flush.recovered };
  }
}

/** Renders an output: pretty JSON with `json`, otherwise text for a person. Ends with a newline. */
export function renderKeysOutput(output: KeysOutput, json: boolean): string {
  if (output.kind === 'events' && output.format === 'jsonl') {
    return output.events.map((event) => `${JSON.stringify(event)}\n`).join('');
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
      const text = `API key ${output.key.id} ${output.verb}.\n${keyFields(output.key)}`;
      if (output.secret === undefined) return text;
      return `${text}\n\nSecret (shown only this once; store it now, it cannot be recovered):\n  ${output.secret}`;
    }
    case 'keys':
      return table(
        ['ID', 'NAME', 'STATUS', 'EXPIRES', 'IP ADDRESSES'],
        output.keys.map((k) => [k.id, k.name, k.status, k.expirationDate ?? 'never', k.ipAddresses ?? 'any']),
        'No keys in this project: create one with `pi-keys create --project <id> --name <name>`.',
      );
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

function renderVerification(v: AuditVerification): string {
  const lines = [
    `${v.ok ? 'OK' : 'MISMATCH'}: ${v.path}`,
    `  ${v.fileLines} line(s) in the file, ${v.appendedHere} event(s) recorded as appended to it`,
  ];
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

function keyFields(key: ApiKey): string {
  return fields([
    ['name', key.name],
    ['status', key.status],
    ['environment', key.environment],
    ['project', key.projectId],
    ['organization', key.organizationId],
    ['expires', key.expirationDate ?? 'never'],
    ['ip addresses', key.ipAddresses ?? 'any'],
    ['created', key.createdAt],
    ['updated', key.updatedAt],
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
