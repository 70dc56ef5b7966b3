/**
 * Loads the bundled CLI (dist/bundle/cli.cjs, one CommonJS file: scripts/bundle.mjs) with a V8 code
 * cache, so a run deserializes compiled code instead of parsing and compiling some 800 KB of
 * JavaScript. Node 20 has no `module.enableCompileCache()`; `vm.Script` with `cachedData` is the same
 * mechanism one level down. Built as dist/bundle/start.cjs; the bins call {@link start}.
 *
 * A cache file (`cli.cjs.<command>.cache` beside the bundle) starts with one JSON line naming what it was made
 * for: the bundle's size and modification time, the Node version and the architecture. A cache made
 * for anything else, or one V8 rejects (other V8 flags), is replaced at the end of the run; so is a
 * missing one (`npm run build` makes the first one). When the directory is read-only (a global install
 * run by another user) the CLI simply runs without a cache. `PI_SCAN_NO_CODE_CACHE=1` turns it off.
 */
import fs = require('node:fs');
import Module = require('node:module');
import path = require('node:path');
import vm = require('node:vm');

const { readFileSync, renameSync, statSync, unlinkSync, writeFileSync } = fs;
const { createRequire } = Module;
const { dirname, join } = path;

/** The main function of the bundled CLI (src/main.ts). */
type Main = (name: 'pi-scan' | 'pi-keys', argv: readonly string[]) => Promise<void>;

/** Runs one binary of the bundled CLI. */
function start(name: 'pi-scan' | 'pi-keys', argv: readonly string[]): Promise<void> {
  const bundle = join(__dirname, 'cli.cjs');
  return loadCli(bundle, `${bundle}.${cacheName(name, argv)}.cache`).main(name, argv);
}

/**
 * `pi-scan` commands with a code cache of their own. A cache holds the functions one run compiled, and
 * reading one costs in proportion to its size: `pi-scan --help` reads a third of what `text` (which
 * compiles the detector) needs. Any other first word shares the `pi-scan` cache.
 */
const SCAN_COMMANDS: readonly string[] = ['text', 'image', 'serve', 'eval'];

/**
 * Which cache a run uses: `pi-scan-text-content` (`text -c <text>` alone, which main.ts runs without
 * commander: cli/text-content-args.ts), `pi-scan-text`, …, `pi-scan` (help, version, anything else),
 * `pi-keys`. The `-c` run compiles a sixth less than a `text` run through commander, and a cache shared
 * by both would hold commander, which every `-c` run would then read for nothing.
 */
function cacheName(name: 'pi-scan' | 'pi-keys', argv: readonly string[]): string {
  const command = argv[2];
  const flag = argv[3];
  if (
    name === 'pi-scan' &&
    command === 'text' &&
    argv.length === 5 &&
    (flag === '-c' || flag === '--content')
  )
    return 'pi-scan-text-content';
  return name === 'pi-scan' && command !== undefined && SCAN_COMMANDS.includes(command)
    ? `${name}-${command}`
    : name;
}

/** What a cache file must have been made for: the exact bundle file, Node version and architecture. */
function cacheStamp(bundle: string): string {
  const { size, mtimeMs } = statSync(bundle);
  return JSON.stringify({ bundle: `${size}-${mtimeMs}`, node: process.version, arch: process.arch });
}

/** The bundle's exports, compiled from the code cache in `cacheFile` when it is valid. */
function loadCli(bundle: string, cacheFile: string): { main: Main } {
  if (process.env.PI_SCAN_NO_CODE_CACHE === '1') {
    return createRequire(__filename)(bundle) as { main: Main };
  }
  const stamp = cacheStamp(bundle);
  const cachedData = readCache(cacheFile, stamp);
  // latin1: the bundle is ASCII (scripts/bundle.mjs makes sure), and a one-byte string needs no UTF-8 decoding.
  const script = new vm.Script(Module.wrap(readFileSync(bundle, 'latin1')), {
    filename: bundle,
    // No importModuleDynamically: the bundle has no import() (scripts/bundle.mjs checks), which code
    // compiled from a cache could not run.
    cachedData,
  });
  if (cachedData === undefined || script.cachedDataRejected === true) {
    // At exit the cache holds every function this run compiled, not only the top level.
    process.once('exit', () => writeCache(cacheFile, stamp, script));
  }
  const module = new Module(bundle, require.main ?? undefined);
  module.filename = bundle;
  module.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
    dirname(bundle),
  );
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  module.loaded = true;
  return module.exports as { main: Main };
}

/** The cached code in `file` when it was made for `stamp`, else undefined. */
function readCache(file: string, stamp: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const newline = bytes.indexOf(10);
  if (newline < 0 || bytes.toString('utf8', 0, newline) !== stamp) return undefined;
  return bytes.subarray(newline + 1);
}

/** Writes the cache beside the bundle, atomically; a read-only install just goes without. */
function writeCache(file: string, stamp: string, script: vm.Script): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, Buffer.concat([Buffer.from(`${stamp}\n`), script.createCachedData()]));
    renameSync(temporary, file);
  } catch {
    try {
      unlinkSync(temporary);
    } catch {
      // nothing was written
    }
  }
}

export = { start, cacheStamp, cacheName, SCAN_COMMANDS };
