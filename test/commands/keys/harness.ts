/** Runs `pi-keys` in-process against real store files, with in-memory streams, for command tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { onTestFinished } from 'vitest';
import { createProgram } from '../../../src/cli/pi-keys.js';
import type { CliContext } from '../../../src/commands/context.js';
import { exitCodeForError, PiScanError } from '../../../src/errors.js';
import { openKeyStore } from '../../../src/store/open-sql.js';
import type { Sql, SqlDialect } from '../../../src/store/sql.js';
import { freshStoreLocation } from '../../store/test-stores.js';

/** An acting admin for commands on keys. */
export const ACTOR = 'Ada Lovelace <ada@example.com>';

/** What one in-process run printed and its exit code. */
export interface KeysRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Options of {@link runKeys}. */
export interface KeysRunOptions {
  /** Text piped to stdin (ended after writing). */
  stdin?: string;
  /** Make stdin and stderr look like a terminal. */
  tty?: boolean;
  env?: NodeJS.ProcessEnv;
}

/**
 * A scratch directory removed when the test finishes, with an audit log path in it, and a fresh store:
 * a SQLite file there, or a PostgreSQL database of its own (dropped when the test finishes).
 */
export async function scratchStore(
  dialect: SqlDialect = 'sqlite',
): Promise<{ dir: string; db: string; log: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'pi-keys-cmd-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const db = dialect === 'sqlite' ? join(dir, 'keys.db') : await freshStoreLocation(dialect);
  return { dir, db, log: join(dir, 'audit.jsonl') };
}

/** Runs `work` on its own connection to the store at `db` (SQLite file or PostgreSQL URL). */
export async function withStore<T>(db: string, work: (sql: Sql) => Promise<T>): Promise<T> {
  const sql = await openKeyStore(db);
  try {
    return await work(sql);
  } finally {
    await sql.close();
  }
}

/** Runs `pi-keys ...args` as main.ts would, returning the exit code instead of setting it. */
export async function runKeys(args: string[], options: KeysRunOptions = {}): Promise<KeysRun> {
  let stdout = '';
  let stderr = '';
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  const err = Object.assign(new PassThrough(), options.tty ? { isTTY: true } : {});
  err.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const input = Object.assign(new PassThrough(), options.tty ? { isTTY: true } : {});
  if (options.stdin !== undefined) input.end(options.stdin);
  else if (!options.tty) input.end();
  let code = 0;
  const context: CliContext = {
    argv: ['node', 'pi-keys', ...args],
    env: options.env ?? {},
    cwd: tmpdir(),
    stdin: input,
    stdout: out,
    stderr: err,
    setExitCode: (value) => {
      code = Math.max(code, value);
    },
  };
  try {
    await createProgram(context).parseAsync(['node', 'pi-keys', ...args]);
  } catch (error: unknown) {
    if (error instanceof PiScanError) {
      stderr += `pi-keys: error: ${error.message}\n`;
      code = Math.max(code, exitCodeForError(error.code));
    } else if (typeof error === 'object' && error !== null && 'exitCode' in error) {
      code = Math.max(code, 2);
    } else {
      throw error;
    }
  }
  return { code, stdout, stderr };
}

/** Runs with --json and parses stdout; throws with stderr when the exit code is not 0. */
export async function runKeysJson<T = Record<string, unknown>>(
  args: string[],
  options: KeysRunOptions = {},
): Promise<T> {
  const run = await runKeys([...args, '--json'], options);
  if (run.code !== 0) throw new Error(`pi-keys ${args.join(' ')} exited ${run.code}: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}

/** An organization with the audit-log add-on, a project and one key in a fresh store. */
export async function seedKey(
  db: string,
  log: string,
): Promise<{ orgId: string; projectId: string; keyId: string; secret: string }> {
  const org = await runKeysJson<{ id: string }>([
    'org',
    'create',
    '--name',
    'Acme',
    '--audit-addon',
    '--db',
    db,
  ]);
  const project = await runKeysJson<{ id: string }>([
    'project',
    'create',
    '--org',
    org.id,
    '--name',
    'Web',
    '--db',
    db,
  ]);
  const key = await runKeysJson<{ id: string; secret: string }>([
    'create',
    '--project',
    project.id,
    '--name',
    'CI',
    '--db',
    db,
    '--audit-log',
    log,
    '--actor',
    ACTOR,
  ]);
  return { orgId: org.id, projectId: project.id, keyId: key.id, secret: key.secret };
}
