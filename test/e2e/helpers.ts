/**
 * Shared helpers for end-to-end tests: spawn the BUILT binaries (`node bin/pi-scan.js`) with a clean
 * environment and an isolated working directory, so no developer config, key store or colour
 * setting leaks in. Build first (`npm test` does; or `npm run build`).
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTempDir } from '../helpers/temp-dir.js';

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What a finished CLI run produced. */
export interface CliRun {
  /** Exit code; null when killed by a signal. */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Options of {@link runCli}. */
export interface RunCliOptions {
  /** Written to the child's stdin, which is then closed (an empty stdin when omitted). */
  input?: string | Uint8Array | undefined;
  /** Extra environment; `undefined` values remove a variable. Added to a minimal clean environment. */
  env?: Record<string, string | undefined> | undefined;
  /** Working directory; defaults to an empty temporary project directory (see {@link createTempProject}). */
  cwd?: string | undefined;
  /** Kill the child after this long (default 60 s). */
  timeoutMs?: number | undefined;
}

/**
 * Runs `node bin/<bin>.js ...args` and resolves when it exits. `bin` is `pi-scan`, `pi-keys`, or a
 * path to a script. HOME and XDG dirs point into a temporary directory; PI_SCAN_*, NO_COLOR and
 * FORCE_COLOR from the parent are not passed on.
 */
export function runCli(bin: string, args: readonly string[], options: RunCliOptions = {}): Promise<CliRun> {
  const script = bin.endsWith('.js') || bin.endsWith('.mjs') ? bin : join(REPO_ROOT, 'bin', `${bin}.js`);
  if (!existsSync(join(REPO_ROOT, 'dist', 'src', 'main.js'))) {
    throw new Error('dist/ is missing: run `npm run build` before the e2e tests (npm test does it for you)');
  }
  const home = options.cwd ?? createTempProject();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    LANG: 'C.UTF-8',
  };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: home,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? 60_000,
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({
        code,
        signal,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      }),
    );
    // The child may exit before reading stdin (e.g. on a usage error): ignore EPIPE.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}

/**
 * An empty temporary directory with a bare package.json, so a config search starting there stops
 * there (it is a project root). Removed when the test (or, made outside a test, the file) finishes.
 */
export function createTempProject(prefix = 'pi-scan-e2e-'): string {
  const dir = createTempDir(prefix);
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  return dir;
}

/** Parses stdout as one JSON document, with the output in the error when it is not JSON. */
export function parseJson<T = unknown>(run: CliRun): T {
  try {
    return JSON.parse(run.stdout) as T;
  } catch {
    throw new Error(`stdout is not JSON (exit ${run.code}):\n${run.stdout}\nstderr:\n${run.stderr}`);
  }
}

/** Parses stdout as JSON Lines. */
export function parseJsonLines<T = unknown>(run: CliRun): T[] {
  return run.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as T);
}

/** A running `pi-scan serve` child. */
export interface ServeChild {
  url: string;
  child: ChildProcessWithoutNullStreams;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code once the process has closed. */
  exited: Promise<number | null>;
}

/** Spawns the built `pi-scan serve --port 0 ...args` in `cwd` and waits for its `listening on` line. */
export async function startServe(args: readonly string[], cwd: string): Promise<ServeChild> {
  const child = spawn(
    process.execPath,
    [join(REPO_ROOT, 'bin', 'pi-scan.js'), 'serve', '--port', '0', ...args],
    {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: cwd },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`serve exited with ${code} before listening:\n${stderr}`)));
  });
  return { url, child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** SIGKILLs a serve child that is still running (for afterEach/afterAll after a failed test). */
export async function killServe(server: ServeChild | undefined): Promise<void> {
  if (server === undefined || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
