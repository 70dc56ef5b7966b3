/**
 * pi-scan settings: the defaults, the pure validation of one settings layer (a config file, the
 * `PI_SCAN_*` environment or command-line flags) and the merge of layers. No I/O here; see load.ts.
 */
import {
  CATEGORY_CODES,
  type CategoryCode,
  CONFIDENCES,
  type Confidence,
  describeJsonType,
  parseCategoryCodes,
  parseCategoryList,
  SERVICE_TIERS,
  type ServiceTier,
} from '../api/contract.js';
import { UsageError } from '../errors.js';
import { parseIpList } from '../net/ip-list.js';
import { type IgnoreEntry, parseIgnoreEntries } from '../suppress/config-ignore.js';
import { type BaseUrl, parseBaseUrl } from './base-url.js';

/** Output formats of the scan commands. */
export const OUTPUT_FORMATS = ['human', 'json', 'jsonl', 'sarif'] as const;

/** One of {@link OUTPUT_FORMATS}. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/**
 * Which proxies the server trusts for X-Forwarded-For: `false` (none; the socket address is the client),
 * a hop count (1 = the one proxy in front of the server), or a list of proxy addresses and CIDR blocks.
 * The client address is the right-most X-Forwarded-For entry that is not a trusted proxy.
 */
export type TrustProxySetting = false | number | readonly string[];

/** Who acts in `pi-keys` audit events: a display string or the parts of the spec's actor. */
export type ActorSetting = string | Readonly<Record<string, string>>;

/** Fully resolved settings, shared by every command. Optional fields have no default. */
export interface PiScanConfig {
  /** `service_tier` of scan results (default `standard`). */
  serviceTier: ServiceTier;
  /** Default `only` categories; never set together with `exclude`. */
  only?: readonly CategoryCode[];
  /** Default `exclude` categories; never set together with `only`. */
  exclude?: readonly CategoryCode[];
  /** Default `minimum_confidence` (default `medium`). */
  minimumConfidence: Confidence;
  /** Output format; unset means human on a terminal, json otherwise. */
  format?: OutputFormat;
  /** Base URL of a remote pi-scan service, parsed; when set, scan commands scan remotely. */
  baseUrl?: BaseUrl;
  /** API key for the remote service. */
  apiKey?: string;
  /** Requests in flight for remote `--jsonl` batches, and the most threads an offline one scans on (default 8). */
  concurrency: number;
  /** Remote mode: seconds one scan may take in all, retries included (default 30). */
  timeout: number;
  /** Largest input in bytes a scan command reads (a file, stdin, a `--jsonl` line) (default 10 MiB). */
  maxBytes: number;
  /** Path of the key store (SQLite). */
  db?: string;
  /** Path of the audit log (JSON Lines). */
  auditLog?: string;
  /** The acting user recorded in audit events. */
  actor?: ActorSetting;
  /** Server: requests per minute per key; unset means no limit. */
  rateLimit?: number;
  /** Server and image command: OCR worker pool size. */
  ocrWorkers?: number;
  /** Server: largest text request body in bytes (default 1 MiB). */
  maxTextBytes: number;
  /** Largest image in bytes (default 10 MiB). */
  maxImageBytes: number;
  /** Server: the proxies trusted for X-Forwarded-For (default false: none). */
  trustProxy: TrustProxySetting;
  /** Animated images: how many frames to read. */
  frames?: number;
  /** Findings to suppress in file and tree scans: path globs, optionally narrowed to categories or rules. */
  ignore?: readonly IgnoreEntry[];
  /** The config file the settings came from, if one was found or named. */
  configFile?: string;
}

/** One settings layer: any subset of the settings, already validated. */
export type ConfigLayer = Partial<Omit<PiScanConfig, 'configFile'>>;

/** The built-in defaults, the lowest-precedence layer. */
export const DEFAULT_CONFIG: PiScanConfig = Object.freeze({
  serviceTier: 'standard',
  minimumConfidence: 'medium',
  concurrency: 8,
  timeout: 30,
  maxBytes: 10 * 1024 * 1024,
  maxTextBytes: 1024 * 1024,
  maxImageBytes: 10 * 1024 * 1024,
  trustProxy: false,
});

type SettingName = keyof ConfigLayer;

/** How one setting is read from JSON and from its environment variable. */
interface SettingSpec {
  env: string;
  /** One line for `--help`: what the setting does and its default, written "(default: X)". */
  help: string;
  /** Validates a JSON value (config file) or a string (environment, flags). */
  parse(value: unknown, field: string): unknown;
}

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown, field: string): T => {
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
    throw new UsageError(`${field}: expected one of ${allowed.join(', ')}, got ${show(value)}`);
  };

const positiveInt = (value: unknown, field: string): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number === 'number' && Number.isInteger(number) && number > 0) return number;
  throw new UsageError(`${field}: expected a positive whole number, got ${show(value)}`);
};

const nonEmptyString = (value: unknown, field: string): string => {
  if (typeof value === 'string' && value.trim() !== '') return value;
  throw new UsageError(`${field}: expected a non-empty string, got ${show(value)}`);
};

const positiveNumber = (value: unknown, field: string): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number) && number > 0) return number;
  throw new UsageError(`${field}: expected a positive number, got ${show(value)}`);
};

/** What `trustProxy` accepts, for messages. */
export const TRUST_PROXY_HELP =
  'name the proxies to trust: a hop count (1 = the one proxy in front of this server) or a comma-separated list of proxy addresses or CIDR blocks such as 10.0.0.1,10.0.0.0/8; trusting every hop would let any client choose its own IP address';

/** `false`/`0` (trust none), a hop count, or a list of proxy IPs and CIDRs; `true` is refused. */
const trustProxy = (value: unknown, field: string): TrustProxySetting => {
  if (value === false || value === 0) return false;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  const list =
    Array.isArray(value) && value.every((item) => typeof item === 'string') ? value.join(',') : value;
  if (typeof list === 'string') {
    const text = list.trim().toLowerCase();
    if (['', '0', 'false', 'no', 'off'].includes(text)) return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (!['true', 'yes', 'on'].includes(text)) {
      try {
        return parseIpList(list).split(',');
      } catch (error: unknown) {
        throw new UsageError(`${field}: ${(error as Error).message}`, { cause: error });
      }
    }
  }
  throw new UsageError(`${field}: ${TRUST_PROXY_HELP}; got ${show(value)}`);
};

/** A JSON array of codes, or (from env and flags) a comma-separated list. */
const categories = (value: unknown, field: string): CategoryCode[] => {
  if (typeof value === 'string') return parseCategoryList(value, field);
  if (Array.isArray(value)) return parseCategoryCodes(value, field);
  throw new UsageError(
    `${field}: expected an array of category codes (${CATEGORY_CODES.join(', ')}), got ${describeJsonType(value)}`,
  );
};

const actor = (value: unknown, field: string): ActorSetting => {
  if (typeof value === 'string') return nonEmptyString(value, field);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const entries = Object.entries(value);
    for (const [key, item] of entries) {
      if (typeof item !== 'string')
        throw new UsageError(`${field}.${key}: expected a string, got ${show(item)}`);
    }
    return Object.fromEntries(entries) as Record<string, string>;
  }
  throw new UsageError(`${field}: expected a string or an object of strings, got ${describeJsonType(value)}`);
};

/** Every setting: its environment variable and its validator. Rules are data. */
const SETTINGS: Record<SettingName, SettingSpec> = {
  serviceTier: {
    env: 'PI_SCAN_SERVICE_TIER',
    parse: oneOf(SERVICE_TIERS),
    help: 'service_tier of results: low, standard, dedicated (default: standard)',
  },
  only: { env: 'PI_SCAN_ONLY', parse: categories, help: 'detect only these categories (comma-separated)' },
  exclude: {
    env: 'PI_SCAN_EXCLUDE',
    parse: categories,
    help: 'leave these categories out (comma-separated)',
  },
  minimumConfidence: {
    env: 'PI_SCAN_MINIMUM_CONFIDENCE',
    parse: oneOf(CONFIDENCES),
    help: 'medium or high (default: medium)',
  },
  format: { env: 'PI_SCAN_FORMAT', parse: oneOf(OUTPUT_FORMATS), help: 'human, json, jsonl or sarif' },
  baseUrl: { env: 'PI_SCAN_BASE_URL', parse: parseBaseUrl, help: 'scan with the service at this URL' },
  apiKey: { env: 'PI_SCAN_API_KEY', parse: nonEmptyString, help: 'API key for the remote service' },
  concurrency: {
    env: 'PI_SCAN_CONCURRENCY',
    parse: positiveInt,
    help: '--jsonl: remote requests in flight, or offline threads at most (default: 8)',
  },
  timeout: {
    env: 'PI_SCAN_TIMEOUT',
    parse: positiveNumber,
    help: 'remote: seconds one scan may take, retries included (default: 30)',
  },
  maxBytes: {
    env: 'PI_SCAN_MAX_BYTES',
    parse: positiveInt,
    help: 'largest input read, in bytes (default: 10485760, 10 MiB)',
  },
  db: { env: 'PI_SCAN_DB', parse: nonEmptyString, help: 'key store: a SQLite file or a postgres:// URL' },
  auditLog: { env: 'PI_SCAN_AUDIT_LOG', parse: nonEmptyString, help: 'audit log file (JSON Lines)' },
  actor: { env: 'PI_SCAN_ACTOR', parse: actor, help: 'acting admin in pi-keys, "First Last <email>"' },
  rateLimit: {
    env: 'PI_SCAN_RATE_LIMIT',
    parse: positiveInt,
    help: 'serve: requests per minute per key (default: off)',
  },
  ocrWorkers: { env: 'PI_SCAN_OCR_WORKERS', parse: positiveInt, help: 'OCR worker pool size' },
  maxTextBytes: {
    env: 'PI_SCAN_MAX_TEXT_BYTES',
    parse: positiveInt,
    help: 'serve: largest text request body, in bytes (default: 1048576, 1 MiB)',
  },
  maxImageBytes: {
    env: 'PI_SCAN_MAX_IMAGE_BYTES',
    parse: positiveInt,
    help: 'largest image, in bytes (default: 10485760, 10 MiB)',
  },
  trustProxy: {
    env: 'PI_SCAN_TRUST_PROXY',
    parse: trustProxy,
    help: 'serve: proxies trusted for X-Forwarded-For: a hop count or proxy IPs/CIDRs (default: none)',
  },
  frames: { env: 'PI_SCAN_FRAMES', parse: positiveInt, help: 'animated images: frames to read' },
  ignore: {
    env: 'PI_SCAN_IGNORE',
    parse: parseIgnoreEntries,
    help: 'findings to suppress: path globs, optionally with categories or rule ids',
  },
};

/** The setting names a config file may use, in documentation order. */
export const CONFIG_KEYS = Object.keys(SETTINGS) as SettingName[];

/** The environment variable of each setting (`serviceTier` → `PI_SCAN_SERVICE_TIER`). */
export const CONFIG_ENV_VARS: Readonly<Record<SettingName, string>> = Object.fromEntries(
  CONFIG_KEYS.map((key) => [key, SETTINGS[key].env]),
) as Record<SettingName, string>;

/**
 * The `Environment:` block of `--help`: each `PI_SCAN_*` variable with what it sets, for `keys` (all
 * settings when omitted), plus PI_SCAN_CONFIG.
 */
export function describeEnvironment(keys: readonly SettingName[] = CONFIG_KEYS): string {
  const rows: Array<[string, string]> = [
    ['PI_SCAN_CONFIG', 'config file to read instead of searching for one'],
    ...keys.map((key): [string, string] => [SETTINGS[key].env, SETTINGS[key].help]),
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return ['Environment (flags win over these, these over the config file):']
    .concat(rows.map(([name, help]) => `  ${name.padEnd(width)}  ${help}`))
    .join('\n');
}

/**
 * Validates the JSON of a config file (or any object of settings) into a layer. Unknown keys, wrong
 * types and `only` together with `exclude` are usage errors that name `source` and the setting.
 */
export function validateConfig(json: unknown, source = 'config'): ConfigLayer {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new UsageError(`${source}: expected an object of settings, got ${describeJsonType(json)}`);
  }
  const layer: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    if (!(key in SETTINGS)) {
      const camel = key.replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());
      const hint = camel !== key && camel in SETTINGS ? `; did you mean "${camel}"?` : '';
      throw new UsageError(
        `${source}: unknown setting "${key}"${hint} (known settings: ${CONFIG_KEYS.join(', ')})`,
      );
    }
    if (value === undefined || value === null) continue;
    layer[key] = SETTINGS[key as SettingName].parse(value, `${source}: ${key}`);
  }
  return checkCategoryFilter(layer as ConfigLayer, `${source}: only`, `${source}: exclude`);
}

/** Reads the `PI_SCAN_*` variables into a layer; empty variables count as unset. */
export function parseEnvConfig(env: NodeJS.ProcessEnv): ConfigLayer {
  const layer: Record<string, unknown> = {};
  for (const key of CONFIG_KEYS) {
    const name = SETTINGS[key].env;
    const value = env[name];
    if (value === undefined || value.trim() === '') continue;
    layer[key] = SETTINGS[key].parse(value, name);
  }
  return checkCategoryFilter(layer as ConfigLayer, CONFIG_ENV_VARS.only, CONFIG_ENV_VARS.exclude);
}

/**
 * Validates one string-valued setting from a flag (`--only a,b`, `--concurrency 4`). `flag` names it in
 * messages. Returns the parsed value typed as the setting.
 */
export function parseSettingValue<K extends SettingName>(
  key: K,
  value: unknown,
  flag: string,
): Exclude<ConfigLayer[K], undefined> {
  return SETTINGS[key].parse(value, flag) as Exclude<ConfigLayer[K], undefined>;
}

/**
 * Applies layers over `base`, later layers winning. The category filter is one unit: a layer that sets
 * `only` or `exclude` replaces both, so `exclude` in a file and `--only` on the command line do not clash.
 */
export function mergeConfig(base: PiScanConfig, ...layers: readonly ConfigLayer[]): PiScanConfig {
  const merged: Record<string, unknown> = { ...base };
  for (const layer of layers) {
    if (layer.only !== undefined || layer.exclude !== undefined) {
      delete merged.only;
      delete merged.exclude;
    }
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined) merged[key] = value;
    }
  }
  return merged as unknown as PiScanConfig;
}

function checkCategoryFilter(layer: ConfigLayer, onlyName: string, excludeName: string): ConfigLayer {
  if (layer.only !== undefined && layer.exclude !== undefined) {
    throw new UsageError(`${onlyName} and ${excludeName} cannot be used together; choose one`);
  }
  return layer;
}

function show(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}
