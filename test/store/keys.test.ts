import { describe, expect, it } from 'vitest';
import { parseIpList } from '../../src/net/ip-list.js';
import { openStore, verifyApiKey } from '../../src/store/index.js';
import { createKeyToken, insertKey, setKeyStatus, updateKey } from '../../src/store/keys.js';
import { insertOrganization, insertProject } from '../../src/store/organizations.js';
import { sqliteSql } from '../../src/store/sqlite-sql.js';

const now = new Date('2030-01-01T00:00:00.000Z');

async function storeWithKey(options: { expirationDate?: string | null; ipAddresses?: string | null } = {}) {
  const store = openStore(':memory:');
  // verifyApiKey is the server's synchronous SQLite path; the rows are written through the async store.
  const sql = sqliteSql(store);
  const organization = await insertOrganization(sql, 'Acme', true, now);
  const project = await insertProject(sql, organization.id, 'Web', now);
  const { id, token } = await createKeyToken(sql);
  const key = await insertKey(
    sql,
    {
      id,
      token,
      projectId: project.id,
      name: 'CI',
      expirationDate: options.expirationDate ?? null,
      ipAddresses: options.ipAddresses ?? null,
      createdBy: null,
    },
    now,
  );
  return { store, sql, key, token, project };
}

describe('createKeyToken', () => {
  it('issues a JWT naming the key and stores only its SHA-256 hash', async () => {
    const { store, key, token } = await storeWithKey();
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT', kid: key.id });
    expect(payload).toMatchObject({ sub: key.id });
    const dump = JSON.stringify(store.prepare('SELECT * FROM api_keys').all(), (_k, v) =>
      Buffer.isBuffer(v) ? v.toString('hex') : v,
    );
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(token.split('.')[2]);
  });
});

describe('verifyApiKey', () => {
  it('accepts an active key and returns it', async () => {
    const { store, key, token } = await storeWithKey();
    const result = await verifyApiKey(store, token, '127.0.0.1', now);
    expect(result).toEqual({ ok: true, key });
  });

  it.each([
    ['', 'malformed'],
    ['not-a-jwt', 'malformed'],
    ['a.b', 'malformed'],
    ['a.b.c', 'malformed'],
    [
      `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.sig`,
      'malformed',
    ],
  ])('calls %j %s', async (token, reason) => {
    const { store } = await storeWithKey();
    expect(await verifyApiKey(store, token, '127.0.0.1', now)).toEqual({ ok: false, reason });
  });

  it('calls a well-formed token for a key that does not exist unknown', async () => {
    const { store } = await storeWithKey();
    const { token } = await createKeyToken(sqliteSql(openStore(':memory:')));
    expect(await verifyApiKey(store, token, '127.0.0.1', now)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('calls a forged token naming a real key unknown (hash mismatch)', async () => {
    const { store, token } = await storeWithKey();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(await verifyApiKey(store, forged, '127.0.0.1', now)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('reads status from the database on every call: paused, then active again, then revoked', async () => {
    const { store, sql, key, token } = await storeWithKey();
    await setKeyStatus(sql, key.id, 'paused', now);
    expect(await verifyApiKey(store, token, '127.0.0.1', now)).toEqual({ ok: false, reason: 'paused' });
    await setKeyStatus(sql, key.id, 'active', now);
    expect((await verifyApiKey(store, token, '127.0.0.1', now)).ok).toBe(true);
    await setKeyStatus(sql, key.id, 'revoked', now);
    expect(await verifyApiKey(store, token, '127.0.0.1', now)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('expires at the expiration instant', async () => {
    const { store, token } = await storeWithKey({ expirationDate: '2030-01-02T00:00:00.000Z' });
    expect((await verifyApiKey(store, token, '127.0.0.1', new Date('2030-01-01T23:59:59.999Z'))).ok).toBe(
      true,
    );
    expect(await verifyApiKey(store, token, '127.0.0.1', new Date('2030-01-02T00:00:00.000Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('checks the IP list, including IPv4-mapped client addresses, and sees edits at once', async () => {
    const { store, sql, key, token } = await storeWithKey({
      ipAddresses: parseIpList('10.0.0.0/8,2001:db8::/32'),
    });
    expect((await verifyApiKey(store, token, '10.9.8.7', now)).ok).toBe(true);
    expect((await verifyApiKey(store, token, '::ffff:10.9.8.7', now)).ok).toBe(true);
    expect((await verifyApiKey(store, token, '2001:db8::42', now)).ok).toBe(true);
    expect(await verifyApiKey(store, token, '192.168.0.1', now)).toEqual({
      ok: false,
      reason: 'ip_not_allowed',
    });
    expect(await verifyApiKey(store, token, 'garbage', now)).toEqual({ ok: false, reason: 'ip_not_allowed' });
    await updateKey(sql, key.id, { ipAddresses: parseIpList('192.168.0.0/16') }, now);
    expect((await verifyApiKey(store, token, '192.168.0.1', now)).ok).toBe(true);
    expect(await verifyApiKey(store, token, '10.9.8.7', now)).toEqual({
      ok: false,
      reason: 'ip_not_allowed',
    });
    await updateKey(sql, key.id, { ipAddresses: null }, now);
    expect((await verifyApiKey(store, token, '10.9.8.7', now)).ok).toBe(true);
  });

  it('checks revocation before expiry and IP', async () => {
    const { store, sql, key, token } = await storeWithKey({
      expirationDate: '2030-01-01T00:00:01.000Z',
      ipAddresses: '10.0.0.1',
    });
    await setKeyStatus(sql, key.id, 'revoked', now);
    expect(await verifyApiKey(store, token, '1.1.1.1', new Date('2031-01-01'))).toEqual({
      ok: false,
      reason: 'revoked',
    });
  });

  it('calls a deleted key unknown', async () => {
    const { store, key, token } = await storeWithKey();
    store.prepare('DELETE FROM api_keys WHERE id = ?').run(key.id);
    expect(await verifyApiKey(store, token, '127.0.0.1', now)).toEqual({ ok: false, reason: 'unknown' });
  });
});
