/**
 * Tree walking for `pi-scan text DIR…` and glob arguments: a depth-first walk that yields one file at a
 * time (memory stays bounded by one directory listing, never by the tree), honours `.gitignore` and
 * `.pi-scanignore` files at every level (the `ignore` library: gitignore semantics, negation included)
 * and prunes ignored directories before descending. Globs are matched with picomatch from their static
 * base. fast-glob cannot prune by nested ignore files, hence this small walker around the libraries.
 */
import type { Dirent } from 'node:fs';
import { lstat, readdir, readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import picomatch from 'picomatch';
import type { InputError } from '../errors.js';
import { fileError } from '../input/read.js';

/** Files whose gitignore-style patterns exclude paths from a walk, at any directory level. */
export const IGNORE_FILES = ['.gitignore', '.pi-scanignore'] as const;

/** Directories never walked into: version-control internals. */
const ALWAYS_SKIPPED_DIRS = new Set(['.git', '.hg', '.svn']);

/**
 * What one walk step yields: a file to scan, a path passed over with the reason why, or a path that
 * could not be read (the walk goes on past it).
 */
export type TreeEntry =
  | { kind: 'file'; path: string; absolute: string }
  | { kind: 'skipped'; path: string; reason: string }
  | { kind: 'error'; path: string; error: InputError };

/** Options of {@link walkTargets}. */
export interface WalkOptions {
  /** Base directory of relative arguments; output paths stay relative to it. */
  cwd: string;
  /** Ignore files are read from here down (the repository root); defaults to each argument's own top. */
  root?: string | undefined;
}

/** One positional argument classified: a literal path (file or directory) or a glob. */
export interface TreeTarget {
  arg: string;
  kind: 'path' | 'glob';
}

/** True when `arg` contains glob syntax (`*`, `?`, `[…]`, `{a,b}`, extglobs). */
export function isGlobArgument(arg: string): boolean {
  return picomatch.scan(arg).isGlob;
}

/**
 * Yields every file of the targets in order: a directory walked depth-first in name order, a glob
 * matched under its static base, a file as named. Files named explicitly are scanned even if an
 * ignore file lists them; ignore files apply to everything found by walking.
 */
export async function* walkTargets(
  targets: readonly TreeTarget[],
  options: WalkOptions,
): AsyncGenerator<TreeEntry & { arg: string }> {
  const rules = createIgnoreRules();
  for (const target of targets) {
    for await (const entry of walkTarget(target, options, rules)) yield { ...entry, arg: target.arg };
  }
}

async function* walkTarget(
  target: TreeTarget,
  options: WalkOptions,
  rules: IgnoreRules,
): AsyncGenerator<TreeEntry> {
  if (target.kind === 'glob') {
    const scan = picomatch.scan(target.arg);
    const base = scan.base === '' ? '.' : scan.base;
    const matches = picomatch(toPosix(target.arg), { dot: true });
    const baseAbsolute = resolve(options.cwd, base);
    const top = topFor(baseAbsolute, options.root);
    for await (const entry of walkDirectory(baseAbsolute, displayPath(base), top, rules)) {
      // An unreadable directory under the glob's base may hold matches: always report it.
      if (
        entry.kind === 'error' ||
        matches(toPosix(entry.path)) ||
        matches(toPosix(relative(options.cwd, absoluteOf(entry, options))))
      ) {
        yield entry;
      }
    }
    return;
  }
  const absolute = resolve(options.cwd, target.arg);
  let stats: Awaited<ReturnType<typeof lstat>>;
  try {
    stats = await lstat(absolute);
  } catch (error: unknown) {
    yield { kind: 'error', path: target.arg, error: fileError(target.arg, error) };
    return;
  }
  if (stats.isDirectory()) {
    yield* walkDirectory(absolute, displayPath(target.arg), topFor(absolute, options.root), rules);
  } else if (stats.isFile()) {
    yield { kind: 'file', path: target.arg, absolute };
  } else {
    yield { kind: 'skipped', path: target.arg, reason: kindOf(stats) };
  }
}

function absoluteOf(entry: TreeEntry, options: WalkOptions): string {
  return resolve(options.cwd, entry.path);
}

/** Walks `dir` depth-first in name order; `shown` is how its path is printed ("" for "."). */
async function* walkDirectory(
  dir: string,
  shown: string,
  top: string,
  rules: IgnoreRules,
  nested = false,
): AsyncGenerator<TreeEntry> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error: unknown) {
    // A directory listed a moment ago and gone now (a build cleaning up) is no longer part of the tree.
    if (nested && (error as { code?: string }).code === 'ENOENT') return;
    yield {
      kind: 'error',
      path: shown === '' ? '.' : shown,
      error: fileError(shown === '' ? '.' : shown, error),
    };
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const absolute = join(dir, entry.name);
    const path = shown === '' ? entry.name : `${shown}/${entry.name}`;
    if (entry.isDirectory()) {
      if (ALWAYS_SKIPPED_DIRS.has(entry.name)) continue;
      if (await rules.isIgnored(top, absolute, true)) continue;
      yield* walkDirectory(absolute, path, top, rules, true);
      continue;
    }
    if (await rules.isIgnored(top, absolute, false)) continue;
    if (entry.isFile()) {
      yield { kind: 'file', path, absolute };
    } else if (entry.isSymbolicLink()) {
      yield { kind: 'skipped', path, reason: 'a symbolic link (not followed)' };
    }
    // sockets, FIFOs and devices inside a tree are not content; they are passed over silently
  }
}

/** Ignore files read once per directory, answering "is this path ignored below `top`?". */
interface IgnoreRules {
  isIgnored(top: string, absolute: string, isDirectory: boolean): Promise<boolean>;
}

function createIgnoreRules(): IgnoreRules {
  // One entry per directory visited: bounded by the number of directories, not files.
  const cache = new Map<string, Ignore | null>();
  const load = async (dir: string): Promise<Ignore | null> => {
    const cached = cache.get(dir);
    if (cached !== undefined) return cached;
    let rules: Ignore | null = null;
    for (const name of IGNORE_FILES) {
      const text = await readFile(join(dir, name), 'utf8').catch(() => undefined);
      if (text === undefined) continue;
      rules ??= ignore();
      rules.add(text);
    }
    cache.set(dir, rules);
    return rules;
  };
  return {
    async isIgnored(top, absolute, isDirectory) {
      // Deeper ignore files win over shallower ones, as in git (a "!pattern" below re-includes).
      let ignored = false;
      for (const dir of ancestors(top, absolute)) {
        const rules = await load(dir);
        if (rules === null) continue;
        const path = toPosix(relative(dir, absolute)) + (isDirectory ? '/' : '');
        const verdict = rules.test(path);
        if (verdict.ignored) ignored = true;
        else if (verdict.unignored) ignored = false;
      }
      return ignored;
    },
  };
}

/** The directories from `top` down to the parent of `absolute` (just `top` when outside it). */
function ancestors(top: string, absolute: string): string[] {
  const rel = relative(top, absolute);
  if (rel.startsWith('..') || isAbsolute(rel)) return [];
  const parts = rel.split(sep).slice(0, -1);
  const dirs = [top];
  let dir = top;
  for (const part of parts) {
    dir = join(dir, part);
    dirs.push(dir);
  }
  return dirs;
}

/** Ignore files count from the repository root when the path is inside it, else from the path itself. */
function topFor(absolute: string, root: string | undefined): string {
  if (root === undefined) return absolute;
  const rel = relative(root, absolute);
  return rel.startsWith('..') || isAbsolute(rel) ? absolute : root;
}

function displayPath(arg: string): string {
  const trimmed = arg.replace(/[\\/]+$/, '');
  return trimmed === '.' || trimmed === '' ? '' : trimmed;
}

function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

function kindOf(stats: Awaited<ReturnType<typeof lstat>>): string {
  if (stats.isSymbolicLink()) return 'a symbolic link (not followed)';
  return 'not a regular file';
}
