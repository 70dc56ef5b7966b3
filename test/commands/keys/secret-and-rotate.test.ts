import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../src/audit/events.js';
import { auditSchemaErrors } from '../../audit/schema-validator.js';
import { ACTOR, runKeys, runKeysJson, scratchStore, seedKey } from './harness.js';

const logEvents = (log: string): AuditEvent[] =>
  readFileSync(log, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as AuditEvent);

describe('pi-keys revoke|show --secret - (issue 17 item 1)', () => {
  it('revokes the key a piped secret belongs to, names it, records api_key.revoke, and never prints the secret', async () => {
    const { db, log } = scratchStore();
    const { keyId, secret, projectId, orgId } = await seedKey(db, log);
    const before = logEvents(log).length;
    const run = await runKeys(
      ['revoke', '--secret', '-', '--yes', '--db', db, '--audit-log', log, '--actor', ACTOR],
      {
        stdin: `${secret}\n`,
      },
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`API key ${keyId} "CI"`);
    expect(run.stderr).toContain(`project ${projectId}, organization ${orgId}`);
    expect(run.stdout).toContain(`API key ${keyId} revoked.`);
    expect(run.stdout + run.stderr).not.toContain(secret);
    const added = logEvents(log).slice(before);
    expect(added.map((event) => event.action)).toEqual(['api_key.revoke']);
    expect(added[0]?.targets.map((t) => `${t.type}:${t.id}`)).toEqual([
      `api_key:${keyId}`,
      `project:${projectId}`,
    ]);
    expect(added[0]?.metadata).toEqual({});
    expect(auditSchemaErrors(added[0])).toEqual([]);
    expect(readFileSync(log, 'utf8')).not.toContain(secret);
  });

  it('shows the key of a secret typed on a terminal, and records api_key.view_details', async () => {
    const { db, log } = scratchStore();
    const { keyId, secret } = await seedKey(db, log);
    const run = await runKeys(
      ['show', '--secret', '-', '--db', db, '--audit-log', log, '--actor', ACTOR, '--json'],
      {
        stdin: `${secret}\n`,
        tty: true,
      },
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ id: keyId, name: 'CI', status: 'active' });
    expect(run.stderr).toContain('Paste the API key secret (it is not shown)');
    expect(run.stdout + run.stderr).not.toContain(secret);
    const last = logEvents(log).at(-1);
    expect(last?.action).toBe('api_key.view_details');
    expect(auditSchemaErrors(last)).toEqual([]);
  });

  it('asks for confirmation on a terminal and revokes nothing unless the answer is yes', async () => {
    const { db, log } = scratchStore();
    const { keyId, secret } = await seedKey(db, log);
    const args = ['revoke', '--secret', '-', '--db', db, '--audit-log', log, '--actor', ACTOR];
    // No terminal to ask (piped, stderr not a terminal) and no --yes.
    const piped = await runKeys(args, { stdin: secret });
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('pass --yes when no terminal can ask');
    expect(
      await runKeysJson(['show', keyId, '--db', db, '--audit-log', log, '--actor', ACTOR]),
    ).toMatchObject({
      status: 'active',
    });
  });

  it.each([
    [
      'an unknown secret',
      ['revoke', '--secret', '-', '--yes'],
      'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl',
      /no API key in this store has that secret/,
    ],
    ['an empty stdin', ['revoke', '--secret', '-', '--yes'], '\n', /no secret on stdin/],
    ['two words', ['show', '--secret', '-'], 'abc def', /more than one word/],
    [
      'the secret in argv',
      ['revoke', '--secret', 'eyJsecret.in.argv', '--yes'],
      '',
      /--secret only takes "-"/,
    ],
    ['an id and --secret', ['revoke', 'some-id', '--secret', '-', '--yes'], 'x', /not both/],
    ['neither', ['revoke'], '', /give a key id, or --secret -/],
  ])('refuses %s with exit 2 and never echoes what was given', async (_label, argv, stdin, message) => {
    const { db, log } = scratchStore();
    await seedKey(db, log);
    const run = await runKeys([...argv, '--db', db, '--audit-log', log, '--actor', ACTOR], { stdin });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toContain('eyJ');
  });
});

describe('pi-keys rotate (issue 17 item 3)', () => {
  it('creates a like key, prints its secret once, and lets the old one expire after the grace: create + update events', async () => {
    const { db, log } = scratchStore();
    const { keyId, projectId } = await seedKey(db, log);
    const args = ['--db', db, '--audit-log', log, '--actor', ACTOR];
    await runKeysJson(['update', keyId, '--ip', '10.0.0.0/8', '--expires', '30d', ...args]);
    const old = await runKeysJson<{ expiration_date: string; created_at: string }>(['show', keyId, ...args]);
    const before = logEvents(log).length;
    const started = Date.now();
    const rotated = await runKeysJson<{
      new_key: {
        id: string;
        secret: string;
        project_id: string;
        ip_addresses: string;
        expiration_date: string;
        name: string;
      };
      old_key: { id: string; expiration_date: string; status: string };
      grace_ends_at: string;
    }>(['rotate', keyId, '--grace', '2h', ...args]);
    expect(rotated.new_key).toMatchObject({ project_id: projectId, ip_addresses: '10.0.0.0/8', name: 'CI' });
    expect(rotated.new_key.secret.split('.')).toHaveLength(3);
    // Same expiry policy: the old key's lifetime (creation to expiration), counted from now.
    const lifetime = Date.parse(old.expiration_date) - Date.parse(old.created_at);
    expect(Date.parse(rotated.new_key.expiration_date) - started).toBeGreaterThanOrEqual(lifetime - 1000);
    expect(Date.parse(rotated.new_key.expiration_date) - Date.now()).toBeLessThanOrEqual(lifetime + 1000);
    expect(rotated.old_key).toMatchObject({
      id: keyId,
      status: 'active',
      expiration_date: rotated.grace_ends_at,
    });
    expect(Math.abs(Date.parse(rotated.grace_ends_at) - started - 2 * 3_600_000)).toBeLessThan(5000);

    const added = logEvents(log).slice(before);
    expect(added.map((event) => [event.action, event.targets[0]?.id])).toEqual([
      ['api_key.create', rotated.new_key.id],
      ['api_key.update', keyId],
    ]);
    expect(added[0]?.metadata).toEqual({
      source: `/projects/${projectId}/api-keys/new`,
      expiration_date: rotated.new_key.expiration_date,
      ip_addresses: '10.0.0.0/8',
    });
    expect(JSON.parse(added[1]?.metadata.changes ?? '')).toEqual({
      expiration_date: { from: old.expiration_date, to: rotated.grace_ends_at },
    });
    for (const event of added) expect(auditSchemaErrors(event)).toEqual([]);

    const human = await runKeys(['rotate', rotated.new_key.id, ...args]);
    expect(human.stdout).toContain('keeps working until');
    expect(human.stdout).toContain('Secret (shown only this once');
  });

  it('with --grace 0 revokes the old key: create + revoke events, no update', async () => {
    const { db, log } = scratchStore();
    const { keyId } = await seedKey(db, log);
    const args = ['--db', db, '--audit-log', log, '--actor', ACTOR];
    const before = logEvents(log).length;
    const rotated = await runKeysJson<{
      new_key: { id: string; expiration_date: null };
      old_key: { status: string };
      grace_ends_at: null;
    }>(['rotate', keyId, '--grace', '0', ...args]);
    expect(rotated).toMatchObject({
      old_key: { status: 'revoked' },
      grace_ends_at: null,
      new_key: { expiration_date: null },
    });
    const added = logEvents(log).slice(before);
    expect(added.map((event) => event.action)).toEqual(['api_key.create', 'api_key.revoke']);
    for (const event of added) expect(auditSchemaErrors(event)).toEqual([]);
  });

  it('never extends an old key that expires before the grace ends, and refuses a revoked key', async () => {
    const { db, log } = scratchStore();
    const { keyId } = await seedKey(db, log);
    const args = ['--db', db, '--audit-log', log, '--actor', ACTOR];
    const old = await runKeysJson<{ expiration_date: string }>(['update', keyId, '--expires', '1h', ...args]);
    const before = logEvents(log).length;
    const rotated = await runKeysJson<{ grace_ends_at: string }>(['rotate', keyId, '--grace', '7d', ...args]);
    expect(rotated.grace_ends_at).toBe(old.expiration_date);
    expect(
      logEvents(log)
        .slice(before)
        .map((event) => event.action),
    ).toEqual(['api_key.create']);
    await runKeysJson(['revoke', keyId, ...args]);
    const refused = await runKeys(['rotate', keyId, ...args]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is revoked: create a new key instead of rotating it');
    const bad = await runKeys(['rotate', keyId, '--grace', 'soon', ...args]);
    expect(bad.stderr).toContain('--grace expects a duration');
  });
});
