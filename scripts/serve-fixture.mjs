/** Shared by bench-serve.mjs and profile-serve.mjs: a store with one key, and server children. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root. */
export const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (path) => pathToFileURL(join(root, 'dist', 'src', path)).href;

/** Creates a store (SQLite file or PostgreSQL URL) with one active key, as pi-keys does minus audit; returns the key. */
export async function createKey(location) {
  const { openKeyStore } = await import(dist('store/open-sql.js'));
  const { createKeyToken, insertKey } = await import(dist('store/keys.js'));
  const { insertOrganization, insertProject } = await import(dist('store/organizations.js'));
  const store = await openKeyStore(location);
  const now = new Date();
  const { id, token } = await createKeyToken(store);
  await store.write(async (tx) => {
    const organization = await insertOrganization(tx, 'Bench', false, now);
    const project = await insertProject(tx, organization.id, 'Bench', now);
    const key = { id, token, projectId: project.id, name: 'bench', expirationDate: null };
    await insertKey(tx, { ...key, ipAddresses: null, createdBy: null }, now);
  });
  await store.close();
  return token;
}

/** Spawns `node ARGS` in `cwd` and resolves with the child and its URL once it prints `listening on URL`. */
export function startChild(args, cwd) {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) =>
      reject(new Error(`server exited with ${code} before listening: ${args.join(' ')}`)),
    );
  });
}

/** Stops a child with SIGTERM and waits for it to exit. */
export function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
