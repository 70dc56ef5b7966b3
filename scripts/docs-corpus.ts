/**
 * A corpus of real benign documents: the Markdown files (README, CHANGELOG, HISTORY, docs/…) of the
 * packages installed in node_modules. Read in place at training time, never copied into the repo.
 * Each package is assigned to one of DOCS_FOLDS folds by a hash of its name, so validation holds out
 * whole packages (a package's README and CHANGELOG never sit on both sides of a split).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Number of package folds; each fold is one leave-one-source-out source (`node-modules-docs/k`). */
export const DOCS_FOLDS = 5;

/** Documents larger than this are skipped (generated API dumps, not prose). */
const MAX_DOC_BYTES = 400_000;

/** One Markdown document of an installed package. */
export interface PackageDoc {
  /** Package name (`fastify`, `@fastify/multipart`). */
  pkg: string;
  /** Path relative to the repo root. */
  path: string;
  text: string;
  /** Fold of the package, 0..DOCS_FOLDS-1. */
  fold: number;
}

/** FNV-1a of a string, for a fold assignment that does not depend on directory order. */
function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The fold a package belongs to. */
export function docsFold(pkg: string): number {
  return fnv(pkg) % DOCS_FOLDS;
}

/** Markdown files of one package directory, not descending into its own node_modules. */
function markdownFiles(directory: string, depth = 0): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  )) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory() && depth < 4) found.push(...markdownFiles(path, depth + 1));
    else if (entry.isFile() && /\.(md|markdown)$/i.test(entry.name) && !/^license/i.test(entry.name))
      found.push(path);
  }
  return found;
}

/** Package directories under a node_modules directory (scoped ones included, nested ones too). */
function packageDirs(nodeModules: string): Array<{ pkg: string; dir: string }> {
  if (!existsSync(nodeModules)) return [];
  const dirs: Array<{ pkg: string; dir: string }> = [];
  for (const name of readdirSync(nodeModules).sort()) {
    if (name.startsWith('.')) continue;
    const path = join(nodeModules, name);
    if (!statSync(path).isDirectory()) continue;
    if (name.startsWith('@')) {
      for (const inner of readdirSync(path).sort()) {
        const dir = join(path, inner);
        if (statSync(dir).isDirectory()) dirs.push({ pkg: `${name}/${inner}`, dir });
      }
    } else dirs.push({ pkg: name, dir: path });
  }
  return dirs.flatMap((entry) => [entry, ...packageDirs(join(entry.dir, 'node_modules'))]);
}

/** Every Markdown document of the packages installed under `root`/node_modules, in a stable order. */
export function loadPackageDocs(root: string): PackageDoc[] {
  const docs: PackageDoc[] = [];
  const seen = new Set<string>();
  for (const { pkg, dir } of packageDirs(join(root, 'node_modules'))) {
    for (const path of markdownFiles(dir)) {
      const text = readFileSync(path, 'utf8');
      if (text.trim().length < 40 || text.length > MAX_DOC_BYTES || seen.has(text)) continue;
      seen.add(text);
      docs.push({ pkg, path: relative(root, path), text, fold: docsFold(pkg) });
    }
  }
  return docs;
}
