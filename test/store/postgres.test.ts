/** PostgreSQL-only behaviour of the store; the shared behaviour is in the parametrized tests. */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openKeyStore } from '../../src/store/open-sql.js';
import { postgresError, redactUrl } from '../../src/store/postgres.js';
import { POSTGRES_MIGRATIONS } from '../../src/store/postgres-migrations.js';
import { recordUsages } from '../../src/store/usage.js';
import { freshStoreLocation, POSTGRES_HINT, TEST_DATABASE_URL } from './test-stores.js';

// The one visible line on a machine without a test server (the parametrized tests then run SQLite only).
if (TEST_DATABASE_URL === undefined) console.warn(`PostgreSQL store tests skipped: ${POSTGRES_HINT}`);

describe('the PostgreSQL store', () => {
  it.skipIf(TEST_DATABASE_URL === undefined)(
    'migrates once when several processes open a new database at the same time',
    async () => {
      const url = await freshStoreLocation('postgres');
      const stores = await Promise.all(Array.from({ length: 4 }, () => openKeyStore(url)));
      try {
        const versions = await stores[0]?.all<{ version: number }>(
          'SELECT version FROM schema_migrations ORDER BY version',
        );
        expect(versions).toEqual(POSTGRES_MIGRATIONS.map((_, index) => ({ version: index + 1 })));
        const secrets = await stores[1]?.all<{ value: string }>(
          "SELECT value FROM store_meta WHERE key = 'token_secret'",
        );
        expect(secrets).toHaveLength(1);
      } finally {
        await Promise.all(stores.map((store) => store.close()));
      }
    },
  );

  it.skipIf(TEST_DATABASE_URL === undefined)(
    'refuses a database from newer code, naming the server without the password',
    async () => {
      const url = await freshStoreLocation('postgres');
      await (await openKeyStore(url)).close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query("INSERT INTO schema_migrations VALUES (99, 'later')");
      await client.end();
      await expect(openKeyStore(url)).rejects.toThrow(
        `schema version 99, but this pi-scan only knows up to ${POSTGRES_MIGRATIONS.length}: upgrade pi-scan`,
      );
    },
  );

  it.skipIf(TEST_DATABASE_URL === undefined)(
    'upgrades a version-2 database: the per-row last-use trigger goes, last use stays and moves with usage',
    async () => {
      const url = await freshStoreLocation('postgres');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(
          'CREATE TABLE schema_migrations (version integer PRIMARY KEY, applied_at text NOT NULL)',
        );
        for (const [index, migration] of POSTGRES_MIGRATIONS.slice(0, 2).entries()) {
          await client.query(migration);
          await client.query("INSERT INTO schema_migrations VALUES ($1, 'then')", [index + 1]);
        }
        await client.query(`
          INSERT INTO organizations VALUES ('o', 'Acme', 0, '2030-01-01T00:00:00.000Z');
          INSERT INTO projects VALUES ('p', 'o', 'Web', '2030-01-01T00:00:00.000Z');
          INSERT INTO api_keys (id, project_id, name, status, token_hash, created_at, updated_at)
            VALUES ('k', 'p', 'CI', 'active', '\\x00', '2030-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z');
          INSERT INTO usage VALUES ('r1', 'k', '2030-01-02T00:00:00.000Z', 'safe', 1, 1, 'standard', 200);`);
      } finally {
        await client.end();
      }
      const sql = await openKeyStore(url);
      try {
        const lastUsed = async () =>
          (await sql.get<{ at: string }>("SELECT last_used_at AS at FROM api_keys WHERE id = 'k'"))?.at;
        expect(await lastUsed()).toBe('2030-01-02T00:00:00.000Z');
        expect(
          await sql.get(
            "SELECT count(*)::integer AS n FROM pg_trigger WHERE tgname = 'usage_sets_key_last_used'",
          ),
        ).toEqual({ n: 0 });
        await recordUsages(sql, [
          {
            requestId: 'r2',
            apiKeyId: 'k',
            occurredAt: '2030-01-03T00:00:00.000Z',
            classification: 'safe',
            requestUnits: 1,
            billedRequestUnits: 1,
            serviceTier: 'standard',
            httpStatus: 200,
          },
        ]);
        expect(await lastUsed()).toBe('2030-01-03T00:00:00.000Z');
      } finally {
        await sql.close();
      }
    },
  );

  it.each([
    [
      'a closed port',
      'postgres://postgres:s3cret-pw@127.0.0.1:1/test',
      /is PostgreSQL running and reachable at 127\.0\.0\.1:1\?/,
    ],
  ])(
    'fails at start-up on %s with a message naming the host, never the password',
    async (_label, url, message) => {
      const error = await openKeyStore(url).then(
        () => undefined,
        (caught: unknown) => caught as Error,
      );
      expect(error?.message).toMatch(message);
      expect(error?.message).toContain('postgres://postgres@127.0.0.1:1/test');
      expect(error?.message).not.toContain('s3cret-pw');
      // A server that cannot be reached is a service failure (exit 3), not a bad store file (exit 2).
      expect(error).toMatchObject({ code: 'store_unavailable' });
    },
  );

  it('redacts the password from a URL, in the authority or as a query parameter', () => {
    expect(redactUrl('postgresql://ada:pw@db.example:6543/keys?sslmode=require')).toBe(
      'postgresql://ada@db.example:6543/keys?sslmode=require',
    );
    expect(redactUrl('postgres://ada@db.example/keys?password=pw&sslpassword=pw2&sslmode=require')).toBe(
      'postgres://ada@db.example/keys?sslmode=require',
    );
  });
});

describe('postgresError', () => {
  const URL = 'postgres://app:pw@db.internal:5433/keys';
  const driver = (message: string, code?: string) =>
    Object.assign(new Error(message), code === undefined ? {} : { code });
  const server = (message: string, code: string) =>
    Object.assign(new Error(message), { code, severity: 'ERROR' });

  it.each([
    [
      'a lost connection',
      driver('Connection terminated unexpectedly'),
      'store_unavailable',
      /reachable at db\.internal:5433\?/,
    ],
    [
      'a refused connection',
      driver('connect ECONNREFUSED 10.0.0.1:5433', 'ECONNREFUSED'),
      'store_unavailable',
      /reachable/,
    ],
    ['a connect timeout', driver('timeout expired'), 'store_unavailable', /reachable/],
    [
      'an ended pool',
      driver('Cannot use a pool after calling end on the pool'),
      'store_unavailable',
      /reachable/,
    ],
    [
      'a client query timeout',
      driver('Query read timeout'),
      'store_unavailable',
      /did not answer within 5 s/,
    ],
    [
      'a cancelled statement',
      server('canceling statement due to statement timeout', '57014'),
      'store_unavailable',
      /did not answer/,
    ],
    [
      'a server shutting down',
      server('terminating connection due to administrator command', '57P01'),
      'store_unavailable',
      /reachable/,
    ],
    [
      'a wrong password',
      server('password authentication failed for user "app"', '28P01'),
      'store_unavailable',
      /check the user and password/,
    ],
    [
      'a lock timeout the server raised',
      server('canceling statement due to lock timeout', '55P03'),
      'store',
      /check the URL and the log/,
    ],
    [
      'a refused query',
      server('duplicate key value violates unique constraint', '23505'),
      'store',
      /check the URL and the log/,
    ],
  ])('classifies %s', (_label, error, code, hint) => {
    const wrapped = postgresError(URL, error, 'query failed');
    expect(wrapped.code).toBe(code);
    expect(wrapped.message).toMatch(hint);
    expect(wrapped.message).not.toContain('pw');
  });
});
