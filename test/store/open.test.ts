import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUsages, openStore } from '../../src/store/index.js';
import { MIGRATIONS, SCHEMA_VERSION } from '../../src/store/migrations.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pi-store-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('openStore', () => {
  it('creates the directory and the schema, with WAL and foreign keys on', () => {
    const path = join(dir, 'nested', 'deeper', 'keys.db');
    using store = openStore(path);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(store.db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const tables = store.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
    expect(tables.map((row) => (row as { name: string }).name)).toEqual(
      expect.arrayContaining(['organizations', 'projects', 'users', 'api_keys', 'usage', 'audit_events']),
    );
    expect(store.ping()).toBe(true);
  });

  it('keeps the token secret across openings and has no secret-free store', () => {
    const path = join(dir, 'keys.db');
    const first = Buffer.from(openStore(path).tokenSecret()).toString('hex');
    using again = openStore(path);
    expect(Buffer.from(again.tokenSecret()).toString('hex')).toBe(first);
    expect(first).toHaveLength(64);
  });

  it('refuses a database written by newer code, with a clear message', () => {
    const path = join(dir, 'keys.db');
    openStore(path).close();
    const raw = new Database(path);
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    expect(() => openStore(path)).toThrow(
      /schema version \d+, but this pi-keys only knows up to \d+: upgrade pi-scan/,
    );
  });

  it('reports a file that is not a database as a store error', () => {
    const path = join(dir, 'garbage.db');
    writeFileSync(path, 'this is not sqlite, just text that happens to be long enough '.repeat(100));
    expect(() => openStore(path)).toThrow(/not a pi-scan key store or is corrupt/);
    try {
      openStore(path);
    } catch (error: unknown) {
      expect((error as { code: string }).code).toBe('store');
    }
  });

  it.skipIf(process.getuid?.() === 0)('reports an unreadable file', () => {
    const path = join(dir, 'locked.db');
    openStore(path).close();
    chmodSync(path, 0o000);
    expect(() => openStore(path)).toThrow(/key store/);
  });

  it('closes idempotently and ping reports a closed store as down', () => {
    const store = openStore(join(dir, 'keys.db'));
    store.close();
    store.close();
    expect(store.ping()).toBe(false);
  });

  it('works in memory for boundary tests', () => {
    using store = openStore(':memory:');
    expect(store.ping()).toBe(true);
  });

  it('creates the store file and its WAL and SHM files owner-only (0600), even under umask 022', () => {
    const path = join(dir, 'private.db');
    const previous = process.umask(0o022);
    try {
      using store = openStore(path);
      store.prepare('INSERT INTO store_meta (key, value) VALUES (?, ?)').run('probe', 'x');
      expect(store.warnings).toEqual([]);
      for (const file of [path, `${path}-wal`, `${path}-shm`]) {
        expect((statSync(file).mode & 0o777).toString(8), file).toBe('600');
      }
    } finally {
      process.umask(previous);
    }
  });

  it('warns, naming the file and the fix, when an existing store can be read by others', () => {
    const path = join(dir, 'shared.db');
    openStore(path).close();
    chmodSync(path, 0o644);
    using store = openStore(path);
    expect(store.warnings).toHaveLength(1);
    expect(store.warnings[0]).toContain(`${path} can be read by other users (mode 0644)`);
    expect(store.warnings[0]).toContain(`chmod 600 ${path}`);
  });

  it.each([
    [
      '/proc/nonexistent/x.db',
      /cannot create its directory: cannot create the directory \/proc\/nonexistent/,
    ],
    ['/dev/null/sub/x.db', /\/dev\/null exists and is not a directory/],
  ])('refuses %s at once with a store error instead of spinning', (path, message) => {
    expect(() => openStore(path)).toThrow(message);
  });

  it('upgrades a version-1 store in place: last use backfilled from usage, then kept by insertUsages', () => {
    const path = join(dir, 'v1.db');
    const raw = new Database(path);
    raw.exec(MIGRATIONS[0] as string);
    raw.pragma('user_version = 1');
    raw.exec(`
      INSERT INTO organizations VALUES ('o', 'Acme', 0, '2030-01-01T00:00:00.000Z');
      INSERT INTO projects VALUES ('p', 'o', 'Web', '2030-01-01T00:00:00.000Z');
      INSERT INTO api_keys (id, project_id, name, status, token_hash, created_at, updated_at)
        VALUES ('k', 'p', 'CI', 'active', x'00', '2030-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z');
      INSERT INTO usage VALUES ('r1', 'k', '2030-01-02T00:00:00.000Z', 'safe', 1, 1, 'standard', 200);
      INSERT INTO usage VALUES ('r2', 'k', '2030-01-03T00:00:00.000Z', 'safe', 1, 1, 'standard', 200);`);
    raw.close();
    using store = openStore(path);
    expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const lastUsed = () =>
      (store.prepare("SELECT last_used_at AS at FROM api_keys WHERE id = 'k'").get() as { at: string }).at;
    expect(lastUsed()).toBe('2030-01-03T00:00:00.000Z');
    // Version 3 dropped version 2's per-row trigger: a bare INSERT leaves last use alone.
    expect(store.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'trigger'").get()).toEqual({
      n: 0,
    });
    store
      .prepare(
        "INSERT INTO usage VALUES ('r3', 'k', '2030-01-04T00:00:00.000Z', 'safe', 1, 1, 'standard', 200)",
      )
      .run();
    expect(lastUsed()).toBe('2030-01-03T00:00:00.000Z');
    const usage = (requestId: string, occurredAt: string) => ({
      requestId,
      apiKeyId: 'k',
      occurredAt,
      classification: 'safe' as const,
      requestUnits: 1,
      billedRequestUnits: 1,
      serviceTier: 'standard',
      httpStatus: 200,
    });
    store.write(() => insertUsages(store, [usage('r4', '2030-01-05T00:00:00.000Z')]));
    expect(lastUsed()).toBe('2030-01-05T00:00:00.000Z');
    // An older row arriving late never moves last use back.
    store.write(() => insertUsages(store, [usage('r0', '2030-01-01T12:00:00.000Z')]));
    expect(lastUsed()).toBe('2030-01-05T00:00:00.000Z');
  });
});
