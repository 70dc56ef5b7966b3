/** Test helpers for the server: a real SQLite store in a temp dir with keys in every state. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../../src/store/index.js';
import { createKeyToken, insertKey, setKeyStatus } from '../../src/store/keys.js';
import { insertOrganization, insertProject } from '../../src/store/organizations.js';

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
  const now = new Date();
  const organization = store.write(() => insertOrganization(store, 'Acme', false, now));
  const project = store.write(() => insertProject(store, organization.id, 'Website', now));
  return {
    store,
    dir,
    projectId: project.id,
    async createKey(options = {}) {
      const { id, token } = await createKeyToken(store);
      store.write(() => {
        insertKey(
          store,
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
          setKeyStatus(store, id, options.status, new Date());
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
