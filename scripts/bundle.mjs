#!/usr/bin/env node
/**
 * Bundles the CLI for a fast start (run by `npm run build`, after tsc): src/main.ts and everything it
 * imports from src/ go into dist/bundle/, one ES module plus one chunk per lazily imported command, so
 * a run reads a handful of files instead of about a hundred. npm packages stay external: they load
 * from node_modules only when a command imports them (fastify for serve, sharp and tesseract.js for
 * images, better-sqlite3 for keys), and native addons and worker scripts keep their own paths.
 *
 * Assets found next to the module that reads them (`new URL('./file', import.meta.url)`) are copied
 * into dist/bundle/ too: the model weights. dist/bundle/meta.json records the module graph (esbuild
 * metafile) so a test can check what each entry loads.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist', 'bundle');

/**
 * Packages bundled in: small pure-JS ones every run needs (commander). The rest stay external and load
 * from node_modules only when a command needs them.
 */
const BUNDLED_PACKAGES = new Set(['commander']);
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }).filter(
  (name) => !BUNDLED_PACKAGES.has(name),
);

/** Files a bundled module reads from beside itself: source path → name in dist/bundle/. */
export const BUNDLE_ASSETS = [['src/detector/model-weights.bin', 'model-weights.bin']];

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
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
  // Bundled CommonJS (commander) requires node builtins; an ES module has no `require` of its own.
  banner: {
    js: "import { createRequire as __piScanRequire } from 'node:module'; const require = __piScanRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
for (const [source, name] of BUNDLE_ASSETS) copyFileSync(join(root, source), join(outdir, name));
writeFileSync(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
