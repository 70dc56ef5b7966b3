/**
 * Owner-only files for the key store and the audit log: directories created one level at a time (never
 * `mkdirSync({recursive: true})`, which spins forever on some paths such as `/proc/nonexistent` in Node 20),
 * files created 0600, and a check that names a file other users can read.
 */
import { accessSync, chmodSync, closeSync, constants, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Deepest chain of missing directories we create; a longer one is a mistyped path. */
const MAX_NEW_LEVELS = 32;

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * Makes sure `dir` exists, creating missing levels (mode 0700) below the nearest existing ancestor.
 * Throws an Error whose message names the directory that is in the way or could not be created.
 */
export function ensureDirectory(dir: string): void {
  const missing: string[] = [];
  let current = resolve(dir);
  for (;;) {
    try {
      const stat = statSync(current);
      if (!stat.isDirectory()) throw new Error(`${current} exists and is not a directory`);
      break;
    } catch (error: unknown) {
      const code = errorCode(error);
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      const parent = dirname(current);
      if (parent === current || missing.length >= MAX_NEW_LEVELS) {
        throw new Error(`${resolve(dir)} cannot be created: no existing parent directory was found`);
      }
      missing.push(current);
      current = parent;
    }
  }
  for (const level of missing.reverse()) {
    try {
      mkdirSync(level, { mode: 0o700 });
    } catch (error: unknown) {
      if (errorCode(error) === 'EEXIST' && statSync(level).isDirectory()) continue;
      throw new Error(
        `cannot create the directory ${level} (${errorCode(error) || 'error'}): check that ${dirname(level)} exists and is writable`,
        { cause: error },
      );
    }
  }
}

/** Creates `path` empty with mode 0600 if it does not exist yet; returns true when it created it. */
export function createPrivateFile(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error: unknown) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  closeSync(fd);
  // The umask can only clear bits, but a file system may ignore the mode: set it explicitly.
  chmodSync(path, 0o600);
  return true;
}

/** A warning naming `path` when group or other users may read or write it; undefined when owner-only. */
export function exposureWarning(path: string, what: string): string | undefined {
  let mode: number;
  try {
    mode = statSync(path).mode & 0o777;
  } catch {
    return undefined;
  }
  if ((mode & 0o077) === 0) return undefined;
  return `${what} ${path} can be read by other users (mode ${mode.toString(8).padStart(4, '0')}); it holds key hashes, usage and actor emails: run \`chmod 600 ${path}\``;
}

/** Why checking `path` failed, as a sentence; undefined when it is merely missing (look further up). */
function statProblem(path: string, error: unknown): string | undefined {
  const code = errorCode(error);
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return `${path} is not writable`;
  if (code !== 'ENOENT' && code !== 'ENOTDIR') return `${path} cannot be read (${code})`;
  return undefined;
}

/**
 * Checks, without creating anything, that a file can be appended to at `path`: it is a writable regular
 * file, or it does not exist and its nearest existing ancestor is a writable directory. Returns the
 * problem as a sentence, or undefined when there is none.
 */
export function appendProblem(path: string): string | undefined {
  let current = resolve(path);
  try {
    const stat = statSync(current);
    if (stat.isDirectory()) return `${current} is a directory: give the path of a file`;
    if (!stat.isFile()) return `${current} is not a regular file`;
    accessSync(current, constants.W_OK);
    return undefined;
  } catch (error: unknown) {
    const problem = statProblem(current, error);
    if (problem !== undefined) return problem;
  }
  for (let level = 0; level <= MAX_NEW_LEVELS; level += 1) {
    const parent = dirname(current);
    if (parent === current) return `${resolve(path)} has no existing parent directory`;
    current = parent;
    try {
      const stat = statSync(current);
      if (!stat.isDirectory()) return `${current} is not a directory`;
      accessSync(current, constants.W_OK);
      return undefined;
    } catch (error: unknown) {
      const problem = statProblem(current, error);
      if (problem !== undefined) return problem;
    }
  }
  return `${resolve(path)} is too deep below its nearest existing directory`;
}
