/**
 * A corpus of real benign documents: the Markdown files (README, CHANGELOG, HISTORY, docs/…) of the
 * packages installed in node_modules. Read in place at training time, never copied into the repo.
 * Each package is assigned to one of DOCS_FOLDS folds by a hash of its name, so validation holds out
 * whole packages (a package's README and CHANGELOG never sit on both sides of a split).
 */
import { spawnSync } from 'node:child_process';
import {
  type Dirent,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';

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

/** Man-page sections read by {@link loadSystemDocs}: commands, file formats, overviews, admin commands. */
const MAN_SECTIONS = ['man1', 'man5', 'man7', 'man8'] as const;

/**
 * At most this many man pages of one package are read (those first by a hash of their name): here
 * gcloud alone has some 8,000 pages, which would otherwise be most of the corpus.
 */
const MAN_PAGES_PER_PACKAGE = 12;

/** Where rendered man pages are kept between training runs (rendering costs ~0.1–0.3 s a page). */
const MAN_CACHE = join('node_modules', '.cache', 'pi-scan', 'man-pages-v1.json');

/** Where {@link loadSystemDocs} looks; tests point it at a small tree of their own. */
export interface SystemDocRoots {
  man: string;
  doc: string;
  /** Searched for Python packages' `*.dist-info/METADATA` (their README as PyPI shows it). */
  python: readonly string[];
}

const SYSTEM_DOC_ROOTS: SystemDocRoots = {
  man: '/usr/share/man',
  doc: '/usr/share/doc',
  python: ['/usr/lib', '/usr/local/lib', '/root/.pyenv/versions'],
};

/** Files of /usr/share/doc/<package>/ that hold prose: READMEs, NEWS, Markdown and text. */
const SYSTEM_DOC_NAME = /^(readme|news)|\.(md|txt)(\.gz)?$/i;

/** A file's text, gunzipped when its name ends in .gz; undefined when unreadable or not text. */
function readText(path: string): string | undefined {
  try {
    const bytes = readFileSync(path);
    const text = (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
    return text.includes('\u0000') || text.includes('\ufffd') ? undefined : text;
  } catch {
    return undefined;
  }
}

/** `*.dist-info/METADATA` files under `directory`, at most `depth` levels down, in a stable order. */
function pythonMetadata(directory: string, depth: number): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const path = join(directory, entry.name);
    if (entry.name.endsWith('.dist-info')) {
      if (existsSync(join(path, 'METADATA'))) found.push(join(path, 'METADATA'));
    } else if (depth > 0) found.push(...pythonMetadata(path, depth - 1));
  }
  return found;
}

/** Renders man pages as a terminal shows them (`man -P cat | col -bx`), cached under node_modules. */
function renderManPages(root: string, pages: Array<{ name: string; file: string }>): Map<string, string> {
  const cachePath = join(root, MAN_CACHE);
  const cache = new Map<string, string>(
    existsSync(cachePath) ? Object.entries(JSON.parse(readFileSync(cachePath, 'utf8')) as object) : [],
  );
  let rendered = 0;
  for (const { name, file } of pages) {
    if (cache.has(file)) continue;
    const result = spawnSync('sh', ['-c', 'man -l -P cat "$1" 2>/dev/null | col -bx', 'man', file], {
      env: { ...process.env, MANWIDTH: '80', LANG: 'C.UTF-8' },
      maxBuffer: 8 * MAX_DOC_BYTES,
    });
    cache.set(file, result.status === 0 ? result.stdout.toString('utf8') : '');
    rendered += 1;
    if (rendered % 100 === 0) process.stderr.write(`train: rendered ${rendered} man pages (${name})\n`);
  }
  if (rendered > 0) {
    mkdirSync(dirname(cachePath), { recursive: true });
    writeFileSync(cachePath, JSON.stringify(Object.fromEntries(cache)));
  }
  return cache;
}

/**
 * A second corpus of real benign documents, of other genres than npm Markdown: this machine's man
 * pages (a tenth of sections 1, 5, 7 and 8), the READMEs and NEWS of /usr/share/doc, and Python
 * packages' METADATA. Man pages and admin docs are full of second-person orders ("you must", "do
 * not") that a detector trained on npm READMEs alone mistakes for instructions to a model. Each
 * document is grouped by its package (a man page by its name up to the first `-`, `_` or `.`), so a
 * fold holds out whole packages. `exclude` lists paths (`man:<name>` for man pages) that an
 * evaluation set uses, so that set stays unseen.
 */
export function loadSystemDocs(
  root: string,
  exclude: ReadonlySet<string>,
  roots: SystemDocRoots = SYSTEM_DOC_ROOTS,
): PackageDoc[] {
  const docs: PackageDoc[] = [];
  const seen = new Set<string>();
  const add = (pkg: string, path: string, text: string | undefined): void => {
    if (text === undefined || exclude.has(path) || seen.has(text)) return;
    if (text.trim().length < 200 || text.length > MAX_DOC_BYTES) return;
    seen.add(text);
    docs.push({ pkg, path, text, fold: docsFold(pkg) });
  };
  const manPackage = (name: string): string => name.split(/[-_.]/)[0] ?? name;
  const perPackage = new Map<string, number>();
  const pages = MAN_SECTIONS.flatMap((section) => {
    const dir = join(roots.man, section);
    return existsSync(dir)
      ? readdirSync(dir).map((file) => ({ name: file.replace(/\.\w+(\.gz)?$/, ''), file: join(dir, file) }))
      : [];
  })
    .sort((a, b) => fnv(a.name) - fnv(b.name) || (a.file < b.file ? -1 : 1))
    .filter((page) => {
      const count = perPackage.get(manPackage(page.name)) ?? 0;
      perPackage.set(manPackage(page.name), count + 1);
      return count < MAN_PAGES_PER_PACKAGE;
    });
  const rendered = renderManPages(root, pages);
  for (const { name, file } of pages) add(manPackage(name), `man:${name}`, rendered.get(file));
  const docRoot = roots.doc;
  for (const pkg of existsSync(docRoot) ? readdirSync(docRoot).sort() : []) {
    const dir = join(docRoot, pkg);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir).sort()) {
      if (SYSTEM_DOC_NAME.test(file) && statSync(join(dir, file)).isFile())
        add(pkg, join(dir, file), readText(join(dir, file)));
    }
  }
  for (const path of roots.python.flatMap((dir) => pythonMetadata(dir, 6))) {
    add(basename(dirname(path)).replace(/-[^-]*\.dist-info$/, ''), path, readText(path));
  }
  return docs;
}
