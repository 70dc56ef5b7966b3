import { describe, expect, it } from 'vitest';
import {
  type AuditEvent,
  buildKeyCreateEvent,
  buildKeyDeleteEvent,
  buildKeyListEvent,
  buildKeyListUsageEvent,
  buildKeyRevokeEvent,
  buildKeyStatusEvent,
  buildKeyUpdateEvent,
  buildKeyViewDetailsEvent,
  createAuditActor,
  createAuditContext,
  type EventBase,
  formatChanges,
} from '../../src/audit/events.js';
import type { ApiKey } from '../../src/store/keys.js';
import type { Project } from '../../src/store/organizations.js';
import { auditSchemaErrors } from './schema-validator.js';

const project: Project = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Web',
  organizationId: '22222222-2222-4222-8222-222222222222',
  createdAt: '2030-01-01T00:00:00.000Z',
};
const key: ApiKey = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'CI',
  environment: 'production',
  status: 'active',
  projectId: project.id,
  organizationId: project.organizationId,
  expirationDate: '2030-02-01T00:00:00.000Z',
  ipAddresses: '10.0.0.0/8',
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  lastUsedAt: null,
};
const user = {
  id: '44444444-4444-4444-8444-444444444444',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
};
const base: EventBase = {
  actor: createAuditActor(user),
  context: createAuditContext(undefined, 'pi-keys/0.1.0 node/20.0.0'),
  occurredAt: new Date('2030-01-05T10:00:00.000Z'),
};
const keyTarget = { type: 'api_key', id: key.id, name: 'CI' };
const keyMeta = { name: 'CI', project_id: project.id, organization_id: project.organizationId };
const projectTargetShape = {
  type: 'project',
  id: project.id,
  name: 'Web',
  metadata: { name: 'Web', organization_id: project.organizationId },
};

const events: [string, AuditEvent][] = [
  ['create', buildKeyCreateEvent(base, key, project)],
  ['update', buildKeyUpdateEvent(base, key, { ...key, name: 'CI 2', ipAddresses: null }, project)],
  ['update_status', buildKeyStatusEvent(base, { ...key, status: 'paused' }, 'active', 'paused', project)],
  ['revoke', buildKeyRevokeEvent(base, { ...key, status: 'revoked' }, project)],
  ['view_details', buildKeyViewDetailsEvent(base, key, project)],
  ['list', buildKeyListEvent(base, project)],
  ['delete', buildKeyDeleteEvent(base, key, project)],
  [
    'list_usage',
    buildKeyListUsageEvent(base, key, project, {
      startDate: null,
      endDate: '2030-01-04T00:00:00.000Z',
      classification: 'unsafe',
      page: 2,
      limit: 25,
      totalResults: 0,
    }),
  ],
];

describe('API key event builders', () => {
  it.each(events)('%s matches its JSON Schema', (_name, event) => {
    expect(auditSchemaErrors(event)).toEqual([]);
  });

  it('share the base structure: ISO occurredAt, integer version, user actor with empty impersonation', () => {
    for (const [, event] of events) {
      expect(event.occurredAt).toBe('2030-01-05T10:00:00.000Z');
      expect(event.version).toBe(1);
      expect(event.actor).toEqual({
        type: 'user',
        id: user.id,
        name: 'Ada Lovelace',
        metadata: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          impersonator_email: '',
          impersonator_reason: '',
        },
      });
      expect(event.context).toEqual({ location: 'unknown', userAgent: 'pi-keys/0.1.0 node/20.0.0' });
    }
  });

  it('api_key.create: key with environment, project, source /new, expiration and IPs', () => {
    const [, event] = events[0]!;
    expect(event.targets).toEqual([
      { ...keyTarget, metadata: { ...keyMeta, environment: 'production' } },
      projectTargetShape,
    ]);
    expect(event.metadata).toEqual({
      source: `/projects/${project.id}/api-keys/new`,
      expiration_date: '2030-02-01T00:00:00.000Z',
      ip_addresses: '10.0.0.0/8',
    });
  });

  it('api_key.create: null expiration and IPs when unrestricted', () => {
    const event = buildKeyCreateEvent(base, { ...key, expirationDate: null, ipAddresses: null }, project);
    expect(event.metadata).toMatchObject({ expiration_date: null, ip_addresses: null });
  });

  it('api_key.update: post-update name, changes as a JSON string of only the changed fields', () => {
    const [, event] = events[1]!;
    expect(event.targets[0]).toEqual({ ...keyTarget, name: 'CI 2', metadata: { ...keyMeta, name: 'CI 2' } });
    expect(Object.keys(event.metadata)).toEqual(['changes']);
    expect(JSON.parse(event.metadata.changes as string)).toEqual({
      name: { from: 'CI', to: 'CI 2' },
      ip_addresses: { from: '10.0.0.0/8', to: null },
    });
  });

  it('api_key.update_status: status_from and status_to only', () => {
    expect(events[2]![1].metadata).toEqual({ status_from: 'active', status_to: 'paused' });
  });

  it('api_key.revoke: empty metadata', () => {
    expect(events[3]![1].metadata).toEqual({});
    expect(events[3]![1].targets[1]).toEqual(projectTargetShape);
  });

  it('api_key.view_details: key with environment and status, source is the key page', () => {
    const [, event] = events[4]!;
    expect(event.targets[0]?.metadata).toEqual({ ...keyMeta, environment: 'production', status: 'active' });
    expect(event.metadata).toEqual({ source: `/projects/${project.id}/api-keys/${key.id}` });
  });

  it('api_key.list: the project only', () => {
    const [, event] = events[5]!;
    expect(event.targets).toEqual([projectTargetShape]);
    expect(event.metadata).toEqual({ source: `/projects/${project.id}/api-keys` });
  });

  it('api_key.delete: key and project, source is the keys page', () => {
    const [, event] = events[6]!;
    expect(event.targets).toEqual([{ ...keyTarget, metadata: keyMeta }, projectTargetShape]);
    expect(event.metadata).toEqual({ source: `/projects/${project.id}/api-keys` });
  });

  it('api_key.list_usage: paging as strings, unfiltered fields null', () => {
    const [, event] = events[7]!;
    expect(event.targets[0]?.metadata).toEqual({ ...keyMeta, environment: 'production' });
    expect(event.metadata).toEqual({
      source: `/projects/${project.id}/api-keys/${key.id}`,
      start_date: null,
      end_date: '2030-01-04T00:00:00.000Z',
      classification: 'unsafe',
      page: '2',
      limit: '25',
      total_results: '0',
    });
  });

  it('records impersonation and sanitizes and truncates context and names', () => {
    const event = buildKeyListEvent(
      {
        actor: createAuditActor(
          { ...user, lastName: 'Love\nlace' },
          { email: 'root@example.com', reason: 'support\u0007 ticket 42' },
        ),
        context: createAuditContext(`${'1'.repeat(60)}`, `agent\u0000${'x'.repeat(600)}`),
        occurredAt: base.occurredAt,
      },
      { ...project, name: `P${'n'.repeat(700)}` },
    );
    expect(event.actor.metadata).toMatchObject({
      last_name: 'Lovelace',
      impersonator_email: 'root@example.com',
      impersonator_reason: 'support ticket 42',
    });
    expect(event.context.location).toHaveLength(45);
    expect(event.context.userAgent).toHaveLength(500);
    expect(event.context.userAgent.startsWith('agentx')).toBe(true);
    expect(event.targets[0]?.name).toHaveLength(500);
    expect(auditSchemaErrors(event)).toEqual([]);
  });
});

describe('formatChanges', () => {
  it('keeps long changes valid JSON within 500 characters', () => {
    const long = Array.from({ length: 40 }, (_, i) => `10.0.${i}.0/24`).join(',');
    const text = formatChanges({
      name: { from: 'a'.repeat(200), to: 'b'.repeat(200) },
      ip_addresses: { from: null, to: long },
    });
    expect([...text].length).toBeLessThanOrEqual(500);
    const parsed = JSON.parse(text) as Record<string, { from: string | null; to: string | null }>;
    expect(Object.keys(parsed)).toEqual(['name', 'ip_addresses']);
    expect(parsed.ip_addresses?.to?.endsWith('…')).toBe(true);
  });

  it('leaves short changes alone', () => {
    expect(formatChanges({ name: { from: 'a', to: 'b' } })).toBe('{"name":{"from":"a","to":"b"}}');
  });
});

describe('the audit event schemas', () => {
  it.each<[string, (event: AuditEvent) => unknown]>([
    ['a numeric page', (event) => ({ ...event, metadata: { ...event.metadata, page: 2 } })],
    ['an extra metadata field', (event) => ({ ...event, metadata: { ...event.metadata, secret: 'x' } })],
    [
      'a missing total_results',
      (event) => ({ ...event, metadata: { ...event.metadata, total_results: undefined } }),
    ],
    ['a string version', (event) => ({ ...event, version: '1' })],
    ['a non-ISO occurredAt', (event) => ({ ...event, occurredAt: 'yesterday' })],
    [
      'a location over 45 characters',
      (event) => ({ ...event, context: { ...event.context, location: 'x'.repeat(46) } }),
    ],
    ['a missing project target', (event) => ({ ...event, targets: event.targets.slice(0, 1) })],
  ])('reject %s', (_what, mutate) => {
    const event = JSON.parse(JSON.stringify(mutate(events[7]![1]))) as unknown;
    expect(auditSchemaErrors(event)).not.toEqual([]);
  });
});
