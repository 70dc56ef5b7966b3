import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKeyVerifier } from '../../src/server/key-cache.js';
import { openStore } from '../../src/store/index.js';
import { deleteKey, setKeyStatus, updateKey } from '../../src/store/keys.js';
import type { Sql } from '../../src/store/sql.js';
import { sqliteSql } from '../../src/store/sqlite-sql.js';
import { createTestStore, type TestStore } from './helpers.js';

let testStore: TestStore;
/** Another process's commit reaches the server in a later event-loop turn. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
// A second connection to the same file, as pi-keys in another process would have.
let admin: Sql;

beforeEach(() => {
  testStore = createTestStore();
  admin = sqliteSql(openStore(join(testStore.dir, 'keys.db')));
});
afterEach(async () => {
  await admin.close();
  testStore.cleanup();
});

describe('createKeyVerifier', () => {
  it('sees a pause, an activation, a revocation and a deletion made by another connection at once', async () => {
    const verify = createKeyVerifier(testStore.store);
    const key = await testStore.createKey();
    const now = new Date();
    expect(await verify(key.token, '127.0.0.1', now)).toMatchObject({ ok: true });
    await admin.write((tx) => setKeyStatus(tx, key.id, 'paused', now));
    await nextTurn();
    expect(await verify(key.token, '127.0.0.1', now)).toEqual({ ok: false, reason: 'paused' });
    await admin.write((tx) => setKeyStatus(tx, key.id, 'active', now));
    await nextTurn();
    expect(await verify(key.token, '127.0.0.1', now)).toMatchObject({ ok: true });
    await admin.write((tx) => setKeyStatus(tx, key.id, 'revoked', now));
    await nextTurn();
    expect(await verify(key.token, '127.0.0.1', now)).toEqual({ ok: false, reason: 'revoked' });
    await admin.write((tx) => deleteKey(tx, key.id));
    await nextTurn();
    expect(await verify(key.token, '127.0.0.1', now)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('sees a new IP list and re-checks expiry against the clock on every call', async () => {
    const verify = createKeyVerifier(testStore.store);
    const expires = new Date(Date.now() + 60_000);
    const key = await testStore.createKey({ expirationDate: expires.toISOString() });
    const now = new Date();
    expect(await verify(key.token, '198.51.100.4', now)).toMatchObject({ ok: true });
    expect(await verify(key.token, '198.51.100.4', new Date(expires.getTime() + 1))).toEqual({
      ok: false,
      reason: 'expired',
    });
    await admin.write((tx) => updateKey(tx, key.id, { ipAddresses: '203.0.113.0/24' }, now));
    await nextTurn();
    expect(await verify(key.token, '198.51.100.4', now)).toEqual({ ok: false, reason: 'ip_not_allowed' });
    expect(await verify(key.token, '203.0.113.9', now)).toMatchObject({ ok: true });
  });

  it('checks the store version once per event-loop turn', async () => {
    const verify = createKeyVerifier(testStore.store);
    const key = await testStore.createKey();
    const now = new Date();
    expect(await verify(key.token, '127.0.0.1', now)).toMatchObject({ ok: true });
    await admin.write((tx) => setKeyStatus(tx, key.id, 'paused', now));
    // Same turn: the answer is the one already verified in this turn.
    expect(await verify(key.token, '127.0.0.1', now)).toMatchObject({ ok: true });
    await nextTurn();
    expect(await verify(key.token, '127.0.0.1', now)).toEqual({ ok: false, reason: 'paused' });
  });
});
