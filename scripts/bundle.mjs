#!/usr/bin/env node
/**
 * Bundles for a fast start (run by `npm run build`, after tsc), into dist/bundle/:
 *
 * - `cli.cjs`: both binaries (src/main.ts and everything it imports from src/) as ONE CommonJS file.
 *   Modules reached by `await import()` are initialized only when a command needs them, and a run
 *   reads one file. `start.cjs` (src/cli/start.cts) loads it through `vm.Script` with a V8 code cache,
 *   `cli.cjs.<command>.cache`, made here by runs of the CLI and remade by the CLI when stale (new
 *   build, other Node version). CommonJS because Node 20 caches no ES module's code, and because an ES module's
 *   `import 'node:fs'` builds the whole fs facade (its streams) that a `require` skips.
 * - `index.js` (the library, package.json `exports`) and `scan-worker.js` (the serve scan thread): ES
 *   modules with shared chunks.
 *
 * npm packages stay external: they load from node_modules only when a command needs them (fastify for
 * serve, sharp and tesseract.js for images, better-sqlite3 for keys), and native addons and worker
 * scripts keep their own paths. The CLI bundles the few pure-JS packages that are ES modules only
 * (chalk, jose, file-type), since Node 20 before 20.19 cannot require() them.
 *
 * Assets found next to the module that reads them (`new URL('./file', import.meta.url)`) are copied
 * into dist/bundle/ too: the model weights. Both bundles load the detector's rules and concept trie
 * precomputed (scripts/prebuilt-rules.mjs and prebuilt-concepts.mjs write their data files here), and the CLI gets node:crypto,
 * node:fs/promises and node:child_process lazily (LAZY_BUILTINS). dist/bundle/meta.json records the CLI's module graph
 * (esbuild metafile) so a test can check what a run loads.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { asciiRegexLiterals, asciiStringRaw, lazyBuiltins } from './bundle-plugins.mjs';
import { buildPrebuiltConcepts } from './prebuilt-concepts.mjs';
import { buildPrebuiltRules } from './prebuilt-rules.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist', 'bundle');

/**
 * Packages bundled in: small pure-JS ones every run needs (commander), and in the CLI the ES-module-only
 * ones. The rest stay external and load from node_modules only when a command needs them.
 */
const BUNDLED_PACKAGES = new Set(['commander']);
const CLI_BUNDLED_PACKAGES = new Set([...BUNDLED_PACKAGES, 'chalk', 'jose', 'file-type']);
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dependencies = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies });
const external = dependencies.filter((name) => !BUNDLED_PACKAGES.has(name));
const cliExternal = dependencies.filter((name) => !CLI_BUNDLED_PACKAGES.has(name));

/** Files a bundled module reads from beside itself: source path → name in dist/bundle/. */
export const BUNDLE_ASSETS = [['src/detector/model-weights.bin', 'model-weights.bin']];

const prebuiltRules = await buildPrebuiltRules(root);
const prebuiltConcepts = await buildPrebuiltConcepts(root);
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    // The library entry (package.json `exports`), so the package ships one build and one copy of the weights.
    index: 'src/index.ts',
    // Worker scripts are started by URL (`new URL('./scan-worker.js', import.meta.url)`), so each is an
    // entry of its own, emitted under the name its starter looks for beside itself.
    'scan-worker': 'src/server/scan-worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external,
  chunkNames: 'chunk-[hash]',
  minifyWhitespace: true,
  minifySyntax: true,
  metafile: true,
  plugins: [prebuiltRules.plugin, prebuiltConcepts.plugin, asciiStringRaw],
  // Bundled CommonJS (commander) requires node builtins; an ES module has no `require` of its own.
  banner: {
    js: "import { createRequire as __piScanRequire } from 'node:module'; const require = __piScanRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
const common = {
  absWorkingDir: root,
  outdir,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
};
const cli = await build({
  ...common,
  entryPoints: { cli: 'src/main.ts' },
  outExtension: { '.js': '.cjs' },
  external: cliExternal,
  metafile: true,
  plugins: [lazyBuiltins, prebuiltRules.plugin, prebuiltConcepts.plugin, asciiStringRaw],
  // `await import('cosmiconfig')` becomes a require: code compiled from a V8 code cache by vm.Script
  // cannot run import() (Node 20 loses the callback), and every package left external is CommonJS.
  supported: { 'dynamic-import': false },
  // The bundle's own URL, for `new URL('./model-weights.bin', import.meta.url)` and createRequire.
  define: { 'import.meta.url': '__piScanModuleUrl' },
  banner: {
    js: "'use strict';\nvar __piScanModuleUrl = require('node:url').pathToFileURL(__filename).href;",
  },
});
const dynamicImports = cli.metafile.outputs['dist/bundle/cli.cjs']?.imports.filter(
  (entry) => entry.kind === 'dynamic-import',
);
if (dynamicImports === undefined || dynamicImports.length > 0) {
  throw new Error(`dist/bundle/cli.cjs must not import(): ${JSON.stringify(dynamicImports)}`);
}
asciiRegexLiterals(join(outdir, 'cli.cjs'));
await build({ ...common, entryPoints: { start: 'src/cli/start.cts' }, outExtension: { '.js': '.cjs' } });
for (const [source, name] of BUNDLE_ASSETS) copyFileSync(join(root, source), join(outdir, name));
for (const [name, text] of Object.entries({ ...prebuiltRules.files, ...prebuiltConcepts.files }))
  writeFileSync(join(outdir, name), text);
writeFileSync(join(outdir, 'meta.json'), JSON.stringify(cli.metafile));
writeFileSync(join(outdir, 'library-meta.json'), JSON.stringify(result.metafile));

// The first code caches, in an empty directory (no config file): an offline scan compiles what `text`
// runs (commander, the text command, the detector), `text -c` alone the same without commander, --help
// what help needs; the CLI writes each cache as it exits. Other commands make theirs on their first run.
const cwd = mkdtempSync(join(tmpdir(), 'pi-scan-code-cache-'));
try {
  for (const args of [['text', '-c', 'hello'], ['text', '--format', 'json', '-c', 'hello'], ['--help']]) {
    const run = spawnSync(process.execPath, [join(root, 'bin', 'pi-scan.js'), ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: cwd },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`the bundled CLI failed (exit ${run.status}): ${run.stderr}`);
  }
} finally {
  rmSync(cwd, { recursive: true, force: true });
}
