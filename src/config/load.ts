/**
 * The I/O half of the settings: find and read the config file (cosmiconfig), read `PI_SCAN_*`, and
 * merge defaults < file < env. Flags are the caller's last layer (see mergeConfig).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PiScanError, UsageError } from '../errors.js';
import {
  type ConfigLayer,
  DEFAULT_CONFIG,
  mergeConfig,
  type PiScanConfig,
  parseEnvConfig,
  validateConfig,
} from './config.js';

/** The module name: `.piscanrc`, `piscan.config.js`, `"piscan"` in package.json. */
export const CONFIG_MODULE_NAME = 'piscan';

/** Where a config file may live in each directory searched, in order of preference. */
export const CONFIG_SEARCH_PLACES = [
  'package.json',
  '.piscanrc',
  '.piscanrc.json',
  '.piscanrc.yaml',
  '.piscanrc.yml',
  'piscan.config.js',
  'piscan.config.mjs',
  'piscan.config.cjs',
] as const;

/** Inputs of {@link loadConfig}: everything it may read is passed in, so tests choose what it sees. */
export interface LoadConfigOptions {
  /** Where the search starts; relative paths in env settings stay relative to it. */
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** An explicit config file (`--config`); no search happens. Falls back to `PI_SCAN_CONFIG`. */
  configPath?: string | undefined;
  /**
   * The last directory searched. By default the search goes up from `cwd` to the first directory with
   * a package.json (the project root), or to the file-system root. Tests pass their temp dir.
   */
  stopDir?: string | undefined;
}

/** A config file found and validated. */
export interface ConfigFile {
  filepath: string;
  layer: ConfigLayer;
}

/** Loads the settings: defaults < config file < `PI_SCAN_*` environment. */
export async function loadConfig(options: LoadConfigOptions): Promise<PiScanConfig> {
  const file = await loadConfigFile(options);
  const config = mergeConfig(DEFAULT_CONFIG, file?.layer ?? {}, parseEnvConfig(options.env));
  if (file !== undefined) config.configFile = file.filepath;
  return config;
}

/** Finds (or, with `configPath`, reads) the config file and validates it; undefined when there is none. */
export async function loadConfigFile(options: LoadConfigOptions): Promise<ConfigFile | undefined> {
  const explicit = nonEmpty(options.configPath) ?? nonEmpty(options.env.PI_SCAN_CONFIG);
  if (explicit !== undefined) {
    const filepath = resolve(options.cwd, explicit);
    if (!existsSync(filepath)) {
      throw new UsageError(
        `config file ${explicit} does not exist; check the --config path (or PI_SCAN_CONFIG)`,
      );
    }
    return readWith(filepath, (explorer) => explorer.load(filepath));
  }
  const dir = findConfigDir(
    resolve(options.cwd),
    options.stopDir === undefined ? undefined : resolve(options.stopDir),
  );
  if (dir === undefined) return undefined;
  return readWith(dir, (explorer) => explorer.search(dir));
}

type Explorer = ReturnType<typeof import('cosmiconfig').cosmiconfig>;

/**
 * Loads cosmiconfig only when a candidate file exists: importing it costs several milliseconds of
 * start-up (measured with scripts/bench.mjs), and most runs have no pi-scan config at all.
 */
async function readWith(
  where: string,
  read: (explorer: Explorer) => Promise<{ config: unknown; filepath: string; isEmpty?: boolean } | null>,
): Promise<ConfigFile | undefined> {
  const { cosmiconfig } = await import('cosmiconfig');
  const explorer = cosmiconfig(CONFIG_MODULE_NAME, {
    searchPlaces: [...CONFIG_SEARCH_PLACES],
    searchStrategy: 'none',
    cache: false,
  });
  let found: Awaited<ReturnType<typeof read>>;
  try {
    found = await read(explorer);
  } catch (error: unknown) {
    if (error instanceof PiScanError) throw error;
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new UsageError(`cannot read the config file in ${where}: ${reason}; fix its syntax or remove it`, {
      cause: error,
    });
  }
  if (found === null || found.isEmpty === true) return undefined;
  const layer = validateConfig(found.config, found.filepath);
  return { filepath: found.filepath, layer: resolvePaths(layer, dirname(found.filepath)) };
}

/** Paths in a config file are relative to the file, not to wherever pi-scan happens to run. */
function resolvePaths(layer: ConfigLayer, baseDir: string): ConfigLayer {
  const resolved = { ...layer };
  if (resolved.db !== undefined && resolved.db !== ':memory:') resolved.db = resolve(baseDir, resolved.db);
  if (resolved.auditLog !== undefined) resolved.auditLog = resolve(baseDir, resolved.auditLog);
  if (resolved.ignore !== undefined)
    resolved.ignore = resolved.ignore.map((entry) => ({ ...entry, base: baseDir }));
  return resolved;
}

/**
 * The nearest directory, from `start` upwards, holding a config candidate: one of the rc/config files,
 * or a package.json with a "piscan" field. The walk ends at the project root (the first directory with
 * a package.json), at `stopDir`, or at the file-system root.
 */
export function findConfigDir(start: string, stopDir: string | undefined): string | undefined {
  let dir = start;
  for (;;) {
    for (const place of CONFIG_SEARCH_PLACES) {
      if (place !== 'package.json' && existsSync(join(dir, place))) return dir;
    }
    const packageJson = join(dir, 'package.json');
    if (existsSync(packageJson)) return hasPackageField(packageJson) ? dir : undefined;
    const parent = dirname(dir);
    if (dir === stopDir || parent === dir) return undefined;
    dir = parent;
  }
}

function hasPackageField(path: string): boolean {
  try {
    const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return typeof json === 'object' && json !== null && CONFIG_MODULE_NAME in json;
  } catch {
    // a broken package.json is not ours to report; cosmiconfig would, so let it
    return true;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** The nearest directory from `start` upwards that holds `.git` (a directory, or a file in worktrees). */
export function findGitRoot(start: string): string | undefined {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, '.git'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
