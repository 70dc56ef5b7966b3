/** Test helpers for the server: a real SQLite store in a temp dir with keys in every state. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../../src/store/index.js';
import { createKeyToken, insertKey, setKeyStatus } from '../../src/store/keys.js';
import { sqliteSql } from '../../src/store/sqlite-sql.js';

/** A temp store with one organization and project, and a way to mint keys. */
export interface TestStore {
  store: Store;
  dir: string;
  projectId: string;
  createKey(options?: {
    ipAddresses?: string | null;
    expirationDate?: string | null;
    status?: 'active' | 'paused' | 'revoked';
  }): Promise<{ id: string; token: string }>;
  cleanup(): void;
}

/** Opens a fresh store file under the OS temp dir. */
export function createTestStore(): TestStore {
  const dir = mkdtempSync(join(tmpdir(), 'pi-scan-server-'));
  const store = openStore(join(dir, 'keys.db'));
  const sql = sqliteSql(store);
  // createTestStore stays synchronous: the two parent rows are written with plain statements.
  const at = new Date().toISOString();
  const organization = { id: randomUUID() };
  const project = { id: randomUUID() };
  store
    .prepare('INSERT INTO organizations (id, name, audit_log, created_at) VALUES (?, ?, 0, ?)')
    .run(organization.id, 'Acme', at);
  store
    .prepare('INSERT INTO projects (id, organization_id, name, created_at) VALUES (?, ?, ?, ?)')
    .run(project.id, organization.id, 'Website', at);
  return {
    store,
    dir,
    projectId: project.id,
    async createKey(options = {}) {
      const { id, token } = await createKeyToken(sql);
      await sql.write(async (tx) => {
        await insertKey(
          tx,
          {
            id,
            token,
            projectId: project.id,
            name: `key ${id.slice(0, 8)}`,
            expirationDate: options.expirationDate ?? null,
            ipAddresses: options.ipAddresses ?? null,
            createdBy: null,
          },
          new Date(),
        );
        if (options.status !== undefined && options.status !== 'active') {
          await setKeyStatus(tx, id, options.status, new Date());
        }
      });
      return { id, token };
    },
    cleanup() {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Usage rows of the store, oldest first, straight from SQL. */
export function usageRows(store: Store): Array<Record<string, unknown>> {
  return store.db.prepare('SELECT * FROM usage ORDER BY rowid').all() as Array<Record<string, unknown>>;
}
