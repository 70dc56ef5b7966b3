/**
 * The I/O half of the settings: find and read the config file (cosmiconfig), read `PI_SCAN_*`, and
 * merge defaults < file < env. Flags are the caller's last layer (see mergeConfig).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
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
    return readWith(filepath, (explorer) => explorer.load(filepath), filepath);
  }
  const filepath = findConfigFile(
    resolve(options.cwd),
    options.stopDir === undefined ? undefined : resolve(options.stopDir),
  );
  if (filepath === undefined) return undefined;
  const dir = dirname(filepath);
  return readWith(dir, (explorer) => explorer.search(dir), filepath);
}

type Explorer = ReturnType<typeof import('cosmiconfig').cosmiconfig>;

type Found = { config: unknown; filepath: string; isEmpty?: boolean } | null;

/**
 * Reads JSON config files (`.piscanrc.json`, `.piscanrc` holding JSON, the `"piscan"` field of
 * package.json) with JSON.parse, and loads cosmiconfig only for the others (YAML, JS): importing
 * cosmiconfig and its meta-config search, which parses package.json through parse-json and
 * @babel/code-frame, costs about 20 ms of a 60 ms start (`npm run bench:start` in a project with a
 * config file). The JSON read follows cosmiconfig's rules: an empty file is no config, and a
 * package.json counts only through its `"piscan"` field. cosmiconfig's own meta config
 * (`.config/config.json`) is not consulted for these files; the search places above are fixed anyway.
 */
async function readWith(
  where: string,
  read: (explorer: Explorer) => Promise<Found>,
  filepath?: string,
): Promise<ConfigFile | undefined> {
  let found: Found;
  try {
    found = (filepath === undefined ? undefined : readJsonConfig(filepath)) ?? (await read(await explorer()));
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

async function explorer(): Promise<Explorer> {
  const { cosmiconfig } = await import('cosmiconfig');
  return cosmiconfig(CONFIG_MODULE_NAME, {
    searchPlaces: [...CONFIG_SEARCH_PLACES],
    searchStrategy: 'none',
    cache: false,
  });
}

/**
 * A JSON config file read as cosmiconfig would read it, or undefined when it is not JSON (YAML or JS:
 * cosmiconfig's turn). `.piscanrc` without an extension may hold YAML, so only valid JSON is taken
 * from it here; a broken `.json` file throws, and the caller names the file.
 */
function readJsonConfig(filepath: string): Found | undefined {
  const name = basename(filepath);
  const isJsonFile = name === 'package.json' || extname(name) === '.json';
  if (!isJsonFile && name !== `.${CONFIG_MODULE_NAME}rc`) return undefined;
  const text = readFileSync(filepath, 'utf8');
  // an empty file is skipped for the next search place: cosmiconfig's rule, so its turn
  if (text.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error: unknown) {
    if (!isJsonFile) return undefined;
    throw error;
  }
  if (name !== 'package.json') return { config: json, filepath };
  const field =
    typeof json === 'object' && json !== null
      ? (json as Record<string, unknown>)[CONFIG_MODULE_NAME]
      : undefined;
  return field === undefined ? null : { config: field, filepath };
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
  const file = findConfigFile(start, stopDir);
  return file === undefined ? undefined : dirname(file);
}

/** The candidate {@link findConfigDir} stops at: the first of CONFIG_SEARCH_PLACES present there. */
function findConfigFile(start: string, stopDir: string | undefined): string | undefined {
  let dir = start;
  for (;;) {
    const packageJson = join(dir, 'package.json');
    const isProjectRoot = existsSync(packageJson);
    if (isProjectRoot && hasPackageField(packageJson)) return packageJson;
    for (const place of CONFIG_SEARCH_PLACES) {
      if (place !== 'package.json' && existsSync(join(dir, place))) return join(dir, place);
    }
    const parent = dirname(dir);
    if (isProjectRoot || dir === stopDir || parent === dir) return undefined;
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
