import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../src/audit/events.js';
import { auditSchemaErrors } from '../audit/schema-validator.js';
import {
  ACTOR,
  readAuditLines,
  readDatabase,
  replayKeys,
  runJson,
  runPiKeys,
  scratch,
  seedStore,
} from './keys-helpers.js';

const space = scratch();
const { db, log, env } = space;
let projectId = '';
let orgId = '';

beforeAll(async () => {
  ({ orgId, projectId } = await seedStore(db, env));
});
afterAll(() => rmSync(space.dir, { recursive: true, force: true }));

const keyArgs = ['--db', db, '--actor', ACTOR];

describe('pi-keys key lifecycle', () => {
  it('creates, lists, shows, edits, pauses, activates, revokes, reads usage and deletes, recording each event', async () => {
    const created = await runJson<{ id: string; secret: string; status: string; ip_addresses: string }>(
      [
        'create',
        '--project',
        projectId,
        '--name',
        'CI',
        '--expires',
        '30d',
        '--ip',
        '10.1.2.3/8,::ffff:192.0.2.1',
        ...keyArgs,
      ],
      env,
    );
    expect(created).toMatchObject({ status: 'active', ip_addresses: '10.0.0.0/8,192.0.2.1' });
    expect(created.secret.split('.')).toHaveLength(3);
    const id = created.id;

    const listed = (
      await runJson<{ items: { id: string; secret?: string }[] }>(
        ['list', '--project', projectId, ...keyArgs],
        env,
      )
    ).items;
    expect(listed.map((key) => key.id)).toEqual([id]);
    expect(listed[0]?.secret).toBeUndefined();
    expect(await runJson(['show', id, ...keyArgs], env)).toMatchObject({ id, name: 'CI' });
    expect(
      await runJson(
        [
          'update',
          id,
          '--name',
          'CI runner',
          '--no-expires',
          '--no-ip',
          ...keyArgs,
          '--client-ip',
          '203.0.113.9',
          '--user-agent',
          'dashboard/2.0',
        ],
        env,
      ),
    ).toMatchObject({ name: 'CI runner', expiration_date: null, ip_addresses: null });
    expect(await runJson(['pause', id, ...keyArgs], env)).toMatchObject({ status: 'paused' });
    expect(
      await runJson(
        [
          'activate',
          id,
          ...keyArgs,
          '--impersonator',
          'root@example.com',
          '--impersonation-reason',
          'ticket 7',
        ],
        env,
      ),
    ).toMatchObject({ status: 'active' });
    expect(await runJson(['revoke', id, ...keyArgs], env)).toMatchObject({ status: 'revoked' });
    expect(
      await runJson(
        [
          'usage',
          id,
          '--from',
          '2020-01-01',
          '--classification',
          'unsafe',
          '--page',
          '2',
          '--limit',
          '5',
          ...keyArgs,
        ],
        env,
      ),
    ).toMatchObject({ api_key_id: id, page: 2, limit: 5, total_results: 0, items: [] });
    expect(await runJson(['delete', id, '--yes', ...keyArgs], env)).toMatchObject({ id, deleted: true });

    const lines = readAuditLines(log);
    const events = lines.map((line) => JSON.parse(line) as AuditEvent);
    expect(events.map((event) => event.action)).toEqual([
      'api_key.create',
      'api_key.list',
      'api_key.view_details',
      'api_key.update',
      'api_key.update_status',
      'api_key.update_status',
      'api_key.revoke',
      'api_key.list_usage',
      'api_key.delete',
    ]);
    for (const event of events) expect(auditSchemaErrors(event)).toEqual([]);
    const update = events[3]!;
    expect(JSON.parse(update.metadata.changes ?? '')).toEqual({
      name: { from: 'CI', to: 'CI runner' },
      expiration_date: { from: expect.any(String), to: null },
      ip_addresses: { from: '10.0.0.0/8,192.0.2.1', to: null },
    });
    expect(update.context).toEqual({ location: '203.0.113.9', userAgent: 'dashboard/2.0' });
    expect(events[5]?.actor.metadata).toMatchObject({
      impersonator_email: 'root@example.com',
      impersonator_reason: 'ticket 7',
    });
    expect(events[0]?.context).toEqual({
      location: 'unknown',
      userAgent: expect.stringMatching(/^pi-keys\/\d+\.\d+\.\d+ node\/\d+\.\d+\.\d+$/),
    });
    expect(events[7]?.metadata).toMatchObject({
      page: '2',
      limit: '5',
      total_results: '0',
      classification: 'unsafe',
    });

    // The secret is nowhere: not in the audit log, not in the database file.
    expect(readFileSync(log, 'utf8')).not.toContain(created.secret);
    const dbBytes = Buffer.concat([readFileSync(db), readFileSync(`${db}-wal`, { flag: 'a+' })]).toString(
      'latin1',
    );
    expect(dbBytes).not.toContain(created.secret.split('.')[2]);

    const verify = await runPiKeys(['audit', 'verify', '--db', db, '--json'], { env });
    expect(verify.code).toBe(0);
    expect(JSON.parse(verify.stdout)).toMatchObject({
      ok: true,
      file_lines: 9,
      appended_here: 9,
      pending: 0,
    });
    const byTarget = await runJson<unknown[]>(
      ['audit', '--target', id, '--action', 'api_key.update_status', '--db', db],
      env,
    );
    expect(byTarget).toHaveLength(2);
    const jsonl = await runPiKeys(['audit', '--format', 'jsonl', '--db', db], { env });
    expect(jsonl.stdout.trim().split('\n')).toEqual(lines);
    expect(replayKeys(events)).toEqual((await readDatabase(db)).keys);
  });

  it('records nothing for an organization without the audit-log add-on, and can turn it on', async () => {
    const org = await runJson<{ id: string; audit_log: boolean }>(
      ['org', 'create', '--name', 'Quiet', '--db', db],
      env,
    );
    expect(org.audit_log).toBe(false);
    const project = await runJson<{ id: string }>(
      ['project', 'create', '--org', org.id, '--name', 'P', '--db', db],
      env,
    );
    const before = readAuditLines(log).length;
    await runJson(['create', '--project', project.id, '--name', 'silent', ...keyArgs], env);
    expect(readAuditLines(log)).toHaveLength(before);
    expect(await runJson(['org', 'update', org.id, '--audit-addon', 'on', '--db', db], env)).toMatchObject({
      audit_log: true,
    });
    await runJson(['list', '--project', project.id, ...keyArgs], env);
    expect(readAuditLines(log)).toHaveLength(before + 1);
    const orgs = await runJson<{ id: string }[]>(['org', 'list', '--db', db], env);
    expect(orgs.map((o) => o.id)).toEqual([orgId, org.id]);
    const projects = await runJson<{ id: string }[]>(['project', 'list', '--org', org.id, '--db', db], env);
    expect(projects.map((p) => p.id)).toEqual([project.id]);
  });

  it('prints readable text without --json, and the secret once', async () => {
    const result = await runPiKeys(['create', '--project', projectId, '--name', 'human', ...keyArgs], {
      env,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/API key [0-9a-f-]{36} created\./);
    expect(result.stdout).toMatch(/Secret \(shown only this once/);
  });
});

describe('pi-keys bad input', () => {
  let keyId = '';
  let revokedId = '';
  const corrupt = join(space.dir, 'corrupt.db');
  const directory = join(space.dir, 'a-directory.db');

  beforeAll(async () => {
    keyId = (
      await runJson<{ id: string }>(
        ['create', '--project', projectId, '--name', 'bad-input', ...keyArgs],
        env,
      )
    ).id;
    revokedId = (
      await runJson<{ id: string }>(['create', '--project', projectId, '--name', 'gone', ...keyArgs], env)
    ).id;
    await runJson(['revoke', revokedId, ...keyArgs], env);
    writeFileSync(corrupt, 'SQLite format 3\u0000 but not really '.repeat(200));
    mkdirSync(directory);
  });

  const missing = '00000000-0000-4000-8000-000000000000';
  const cases: [string, () => string[], RegExp][] = [
    [
      'create in an unknown project',
      () => ['create', '--project', missing, '--name', 'x', ...keyArgs],
      /no project with id/,
    ],
    [
      'create with a bad IP',
      () => ['create', '--project', projectId, '--name', 'x', '--ip', '10.0.0.1,300.1.1.1', ...keyArgs],
      /"300\.1\.1\.1"/,
    ],
    [
      'create with a bad CIDR',
      () => ['create', '--project', projectId, '--name', 'x', '--ip', '10.0.0.0/40', ...keyArgs],
      /"10\.0\.0\.0\/40".*prefix length/,
    ],
    [
      'create with a past date',
      () => ['create', '--project', projectId, '--name', 'x', '--expires', '2001-01-01', ...keyArgs],
      /in the past/,
    ],
    [
      'create with a malformed date',
      () => ['create', '--project', projectId, '--name', 'x', '--expires', 'next tuesday', ...keyArgs],
      /ISO 8601/,
    ],
    [
      'create with an empty name',
      () => ['create', '--project', projectId, '--name', ' ', ...keyArgs],
      /name is empty/,
    ],
    [
      'create with a control character in the name',
      () => ['create', '--project', projectId, '--name', 'a\u001bb', ...keyArgs],
      /control characters/,
    ],
    [
      'create with a 201-character name',
      () => ['create', '--project', projectId, '--name', 'n'.repeat(201), ...keyArgs],
      /201 characters/,
    ],
    [
      'create without an actor',
      () => ['create', '--project', projectId, '--name', 'x', '--db', db],
      /no actor/,
    ],
    [
      'create with a malformed actor',
      () => ['create', '--project', projectId, '--name', 'x', '--db', db, '--actor', 'ada'],
      /First Last <email>/,
    ],
    [
      'impersonator without a reason',
      () => ['show', keyId, ...keyArgs, '--impersonator', 'root@example.com'],
      /go together/,
    ],
    ['a bad --client-ip', () => ['show', keyId, ...keyArgs, '--client-ip', 'localhost'], /--client-ip/],
    ['list an unknown project', () => ['list', '--project', missing, ...keyArgs], /no project with id/],
    ['show an unknown key', () => ['show', missing, ...keyArgs], /no API key with id/],
    ['update an unknown key', () => ['update', missing, '--name', 'x', ...keyArgs], /no API key with id/],
    ['update with nothing to change', () => ['update', keyId, ...keyArgs], /nothing to update/],
    [
      'update to the same values',
      () => ['update', keyId, '--name', 'bad-input', ...keyArgs],
      /nothing changed/,
    ],
    ['update with a bad IP', () => ['update', keyId, '--ip', 'fe80::1::2', ...keyArgs], /"fe80::1::2"/],
    [
      'update with a past date',
      () => ['update', keyId, '--expires', '2020-02-02T00:00:00Z', ...keyArgs],
      /in the past/,
    ],
    ['pause an unknown key', () => ['pause', missing, ...keyArgs], /no API key with id/],
    ['activate an active key', () => ['activate', keyId, ...keyArgs], /already active/],
    ['pause a revoked key', () => ['pause', revokedId, ...keyArgs], /revoked: revocation is permanent/],
    ['activate a revoked key', () => ['activate', revokedId, ...keyArgs], /revoked: revocation is permanent/],
    ['revoke a revoked key', () => ['revoke', revokedId, ...keyArgs], /already revoked/],
    ['delete an unknown key', () => ['delete', missing, '--yes', ...keyArgs], /no API key with id/],
    ['delete without --yes off a terminal', () => ['delete', keyId, ...keyArgs], /pass --yes/],
    ['usage of an unknown key', () => ['usage', missing, ...keyArgs], /no API key with id/],
    [
      'usage with a malformed date',
      () => ['usage', keyId, '--from', '2030-02-30', ...keyArgs],
      /not a real date/,
    ],
    [
      'usage with from after to',
      () => ['usage', keyId, '--from', '2030-02-02', '--to', '2030-02-01', ...keyArgs],
      /must be before/,
    ],
    [
      'usage with a bad page',
      () => ['usage', keyId, '--page', '0', ...keyArgs],
      /--page expects a positive whole number/,
    ],
    [
      'usage with a bad classification',
      () => ['usage', keyId, '--classification', 'maybe', ...keyArgs],
      /Allowed choices are safe, unsafe, unknown/,
    ],
    ['org create with an empty name', () => ['org', 'create', '--name', '', '--db', db], /name is empty/],
    [
      'org update of an unknown org',
      () => ['org', 'update', missing, '--audit-addon', 'on', '--db', db],
      /no organization with id/,
    ],
    [
      'org update with a bad switch',
      () => ['org', 'update', orgId, '--audit-addon', 'maybe', '--db', db],
      /Allowed choices are on, off/,
    ],
    [
      'org update with the old --audit-log on',
      () => ['org', 'update', orgId, '--audit-log', 'on', '--db', db],
      /--audit-log is the audit log file path; .*use --audit-addon on\|off/,
    ],
    [
      'org create with the old --audit-log switch',
      () => ['org', 'create', '--name', 'Old', '--db', db, '--audit-log'],
      /argument missing: --audit-log is the audit log file path; .*use --audit-addon/,
    ],
    [
      'project create in an unknown org',
      () => ['project', 'create', '--org', missing, '--name', 'x', '--db', db],
      /no organization with id/,
    ],
    [
      'project list of an unknown org',
      () => ['project', 'list', '--org', missing, '--db', db],
      /no organization with id/,
    ],
    [
      'audit with an unknown action',
      () => ['audit', '--action', 'api_key.explode', '--db', db],
      /unknown action/,
    ],
    [
      'audit with a malformed date',
      () => ['audit', '--since', 'last week', '--db', db],
      /--since expects an ISO 8601/,
    ],
    [
      'a corrupt database file',
      () => ['org', 'list', '--db', corrupt],
      /not a pi-scan key store or is corrupt/,
    ],
    [
      'a database path that is a directory',
      () => ['list', '--project', projectId, '--db', directory, '--actor', ACTOR],
      /cannot be opened/,
    ],
    ['an unknown command', () => ['frobnicate'], /unknown command/],
  ];

  it.concurrent.each(cases)('%s: clear message, exit 2', async (_name, args, message) => {
    const before = readAuditLines(log).length;
    const result = await runPiKeys(args(), { env });
    expect(result.stderr).toMatch(message);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(readAuditLines(log)).toHaveLength(before);
  });

  it('refuses a database from a newer pi-keys', async () => {
    const newer = join(space.dir, 'newer.db');
    await runJson(['org', 'list', '--db', newer], env);
    const raw = new Database(newer);
    raw.pragma('user_version = 999');
    raw.close();
    const result = await runPiKeys(['org', 'list', '--db', newer], { env });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/schema version 999.*upgrade pi-scan/);
  });

  it('takes the actor from PI_SCAN_ACTOR and the database from PI_SCAN_DB', async () => {
    const result = await runPiKeys(['show', keyId, '--json'], {
      env: { ...env, PI_SCAN_ACTOR: 'Grace Hopper <grace@example.com>', PI_SCAN_DB: db },
    });
    expect(result.code).toBe(0);
    const last = JSON.parse(readAuditLines(log).at(-1) ?? '{}') as { actor: { name: string } };
    expect(last.actor.name).toBe('Grace Hopper');
  });
});
