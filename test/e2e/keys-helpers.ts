/** Shared helpers for the pi-keys end-to-end tests: spawn the built binary against temp files. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openKeyStore } from '../../src/store/open-sql.js';

/** The repository root. */
export const ROOT = new URL('../../', import.meta.url).pathname;
/** The built binary. */
export const PI_KEYS = join(ROOT, 'bin', 'pi-keys.js');
/** The in-process worker used by the concurrency and crash tests. */
export const WORKER = join(ROOT, 'test', 'e2e', 'keys-worker.mjs');
/** An actor for commands on keys. */
export const ACTOR = 'Ada Lovelace <ada@example.com>';

/** The outcome of one pi-keys run. */
export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A scratch directory whose HOME/XDG paths keep the tests away from the real user's files. */
export function scratch(): { dir: string; db: string; log: string; env: NodeJS.ProcessEnv } {
  const dir = mkdtempSync(join(tmpdir(), 'pi-keys-e2e-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: dir,
    XDG_DATA_HOME: join(dir, 'xdg'),
  };
  return { dir, db: join(dir, 'keys.db'), log: join(dir, 'audit.jsonl'), env };
}

/**
 * {@link scratch} for a file whose tests may all be skipped: vitest then runs none of its hooks, so the
 * directory is removed at once when `skipped` (the tests that would use it do not run).
 */
export function scratchUnless(skipped: boolean): ReturnType<typeof scratch> {
  const space = scratch();
  if (skipped) rmSync(space.dir, { recursive: true, force: true });
  return space;
}

/** Runs `node bin/pi-keys.js ...args` to completion. */
export function runPiKeys(
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): Promise<RunResult> {
  return runNodeScript(PI_KEYS, args, options);
}

/** A running `node <script>`: its process, its exit, and the output collected so far. */
export interface StartedScript {
  child: ChildProcess;
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
}

/** Starts `node <script> ...args`, collecting its output; `input`, when given, is written to its stdin. */
export function startNodeScript(
  script: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string; input?: string },
): StartedScript {
  const child = spawn(process.execPath, [script, ...args], {
    env: options.env,
    cwd: options.cwd ?? tmpdir(),
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  if (options.input !== undefined) child.stdin?.end(options.input);
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** Runs `node <script> ...args` to completion, collecting its output. */
export async function runNodeScript(
  script: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): Promise<RunResult> {
  const started = startNodeScript(script, args, options);
  const code = await started.exited;
  return { code, stdout: started.stdout(), stderr: started.stderr() };
}

/** Runs pi-keys with --json and returns the parsed stdout; throws with stderr when it fails. */
export async function runJson<T = Record<string, unknown>>(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<T> {
  const result = await runPiKeys([...args, '--json'], { env });
  if (result.code !== 0) throw new Error(`pi-keys ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

/** An organization (audit-log add-on on) and a project in a fresh store. */
export async function seedStore(
  db: string,
  env: NodeJS.ProcessEnv,
): Promise<{ orgId: string; projectId: string }> {
  const org = await runJson<{ id: string }>(
    ['org', 'create', '--name', 'Acme', '--audit-addon', '--db', db],
    env,
  );
  const project = await runJson<{ id: string }>(
    ['project', 'create', '--org', org.id, '--name', 'Web', '--db', db],
    env,
  );
  return { orgId: org.id, projectId: project.id };
}

/** The lines of an audit log (no trailing empty line); throws when the file ends mid-line. */
export function readAuditLines(path: string): string[] {
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8');
  if (text !== '' && !text.endsWith('\n')) throw new Error(`${path} ends with a partial line`);
  return text === '' ? [] : text.slice(0, -1).split('\n');
}

interface ReplayedKey {
  name: string;
  status: string;
}

/** Rebuilds the keys of a store from the audit events alone: create, update, update_status, revoke, delete. */
export function replayKeys(
  events: {
    action: string;
    targets: { type: string; id: string; name: string }[];
    metadata: Record<string, string | null>;
  }[],
): Map<string, ReplayedKey> {
  const keys = new Map<string, ReplayedKey>();
  for (const event of events) {
    const target = event.targets.find((t) => t.type === 'api_key');
    if (target === undefined) continue;
    const key = keys.get(target.id);
    switch (event.action) {
      case 'api_key.create':
        keys.set(target.id, { name: target.name, status: 'active' });
        break;
      case 'api_key.update':
        if (key) key.name = target.name;
        break;
      case 'api_key.update_status':
        if (key) key.status = event.metadata.status_to ?? '?';
        break;
      case 'api_key.revoke':
        if (key) key.status = 'revoked';
        break;
      case 'api_key.delete':
        keys.delete(target.id);
        break;
    }
  }
  return keys;
}

/** The keys as the store holds them (SQLite file or PostgreSQL URL), and the outbox lines in sequence order. */
export async function readDatabase(db: string): Promise<{
  keys: Map<string, ReplayedKey>;
  outbox: string[];
  pending: number;
}> {
  const sql = await openKeyStore(db);
  try {
    const rows = await sql.all<{ id: string; name: string; status: string }>(
      'SELECT id, name, status FROM api_keys',
    );
    const outbox = (await sql.all<{ line: string }>('SELECT line FROM audit_events ORDER BY seq')).map(
      (row) => row.line,
    );
    const counted = await sql.get<{ pending: number }>(
      'SELECT CAST(count(*) AS INTEGER) AS pending FROM audit_events WHERE appended_at IS NULL',
    );
    return {
      keys: new Map(rows.map((row) => [row.id, { name: row.name, status: row.status }])),
      outbox,
      pending: counted?.pending ?? 0,
    };
  } finally {
    await sql.close();
  }
}

/** A running `pi-scan serve` child and its address. */
export interface ServeProcess {
  url: string;
  stop(): Promise<number | null>;
}

/** Starts the built `pi-scan serve --port 0 ...args` and resolves once it prints where it listens. */
export function startServe(args: string[], env: NodeJS.ProcessEnv): Promise<ServeProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'pi-scan.js'), 'serve', '--port', '0', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  let output = '';
  return new Promise((resolve, reject) => {
    const fail = (why: string) => reject(new Error(`serve ${why}:\n${output}`));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail('did not start in 30 s');
    }, 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      resolve({
        url,
        stop: () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    });
    void exited.then((code) => fail(`exited with ${code}`));
  });
}
