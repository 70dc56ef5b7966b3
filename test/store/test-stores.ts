/**
 * The stores a parametrized test runs against: SQLite always, PostgreSQL when PI_SCAN_TEST_DATABASE_URL
 * names a server (CI sets it). Each PostgreSQL test gets a database of its own, created from that URL's
 * server and dropped when the test finishes.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { onTestFinished } from 'vitest';
import { createKeyToken, insertKey } from '../../src/store/keys.js';
import { openKeyStore } from '../../src/store/open-sql.js';
import { insertOrganization, insertProject } from '../../src/store/organizations.js';
import type { Sql, SqlDialect } from '../../src/store/sql.js';
import { createTempDir } from '../helpers/temp-dir.js';

/** The admin URL of the test server (e.g. postgres://postgres@127.0.0.1:5432/test), if any. */
export const TEST_DATABASE_URL = process.env.PI_SCAN_TEST_DATABASE_URL?.trim() || undefined;

/** How to run the PostgreSQL half of the suite, for the one line shown when it is skipped. */
export const POSTGRES_HINT =
  'set PI_SCAN_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run the store tests on PostgreSQL too';

/** The dialects to run: both when a test server is configured. */
export const STORE_DIALECTS: readonly SqlDialect[] =
  TEST_DATABASE_URL === undefined ? ['sqlite'] : ['sqlite', 'postgres'];

/**
 * A fresh, empty database URL on the test server (created now, dropped when the test finishes), or a
 * SQLite file path in a temp directory.
 */
export async function freshStoreLocation(dialect: SqlDialect): Promise<string> {
  if (dialect === 'sqlite') return join(createTempDir('pi-store-'), 'keys.db');
  if (TEST_DATABASE_URL === undefined) throw new Error(POSTGRES_HINT);
  const name = `pi_scan_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  onTestFinished(async () => {
    const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  });
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Opens a fresh store of `dialect`, closed when the test finishes (before its database is dropped). */
export async function openTestStore(dialect: SqlDialect): Promise<Sql> {
  const sql = await openKeyStore(await freshStoreLocation(dialect));
  onTestFinished(() => sql.close());
  return sql;
}

/** Adds an organization, a project and one active key (no expiry, no IP list) to `sql`; returns the key. */
export async function insertTestKey(sql: Sql, now: Date): Promise<{ id: string; token: string }> {
  const { id, token } = await createKeyToken(sql);
  await sql.write(async (tx) => {
    const organization = await insertOrganization(tx, 'Acme', false, now);
    const project = await insertProject(tx, organization.id, 'Web', now);
    const key = { id, token, projectId: project.id, name: 'k', expirationDate: null };
    await insertKey(tx, { ...key, ipAddresses: null, createdBy: null }, now);
  });
  return { id, token };
}
