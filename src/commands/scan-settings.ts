/**
 * Settings of the scan commands (`pi-scan text`, `pi-scan image`): flags validated into the last
 * settings layer (defaults < config file < PI_SCAN_* < flags), the scan options they ask for, the
 * defaults a `--jsonl` line inherits, and the remote target with its warnings.
 */
import { createScanOptions, type ScanOptions, type TextScanRequest } from '../api/contract.js';
import type { RemoteTarget } from '../client/remote-scanner.js';
import { type ConfigLayer, mergeConfig, type PiScanConfig, parseSettingValue } from '../config/config.js';
import { findGitRoot, loadConfig } from '../config/load.js';
import { UsageError } from '../errors.js';
import type { CliContext } from './context.js';

/** The flags of a scan command, as commander hands them over. */
export interface ScanFlags {
  only?: string;
  exclude?: string;
  minimumConfidence?: string;
  format?: string;
  json?: boolean;
  jsonl?: boolean;
  config?: string;
  remote?: string;
  apiKey?: string;
  concurrency?: number;
  timeout?: string;
  maxBytes?: number;
  content?: string;
}

/** Scan flags validated: the settings layer they form and the switches that are not settings. */
export interface ParsedScanFlags {
  layer: ConfigLayer;
  configPath?: string;
  jsonl: boolean;
  content?: string;
}

/** Validates scan-command flags into a settings layer. Pure; throws UsageErrors naming the flag. */
export function parseScanFlags(options: Readonly<Record<string, unknown>>): ParsedScanFlags {
  const flags = options as ScanFlags;
  const layer: ConfigLayer = {};
  if (flags.only !== undefined && flags.exclude !== undefined) {
    throw new UsageError('--only and --exclude cannot be used together; choose one');
  }
  if (flags.only !== undefined) layer.only = parseSettingValue('only', flags.only, '--only');
  if (flags.exclude !== undefined) layer.exclude = parseSettingValue('exclude', flags.exclude, '--exclude');
  if (flags.minimumConfidence !== undefined) {
    layer.minimumConfidence = parseSettingValue(
      'minimumConfidence',
      flags.minimumConfidence,
      '--minimum-confidence',
    );
  }
  if (flags.json === true) {
    if (flags.format !== undefined && flags.format !== 'json') {
      throw new UsageError(
        `--json is short for --format json; it cannot be combined with --format ${flags.format}`,
      );
    }
    layer.format = 'json';
  } else if (flags.format !== undefined) {
    layer.format = parseSettingValue('format', flags.format, '--format');
  }
  const jsonl = flags.jsonl === true;
  if (jsonl && layer.format !== undefined && layer.format !== 'jsonl') {
    throw new UsageError(
      `--jsonl always writes JSON Lines (one result per request); drop --${flags.json === true ? 'json' : `format ${layer.format}`}`,
    );
  }
  if (flags.remote !== undefined) layer.baseUrl = parseSettingValue('baseUrl', flags.remote, '--remote');
  if (flags.apiKey !== undefined) layer.apiKey = parseSettingValue('apiKey', flags.apiKey, '--api-key');
  if (flags.concurrency !== undefined)
    layer.concurrency = parseSettingValue('concurrency', flags.concurrency, '--concurrency');
  if (flags.timeout !== undefined) layer.timeout = parseSettingValue('timeout', flags.timeout, '--timeout');
  if (flags.maxBytes !== undefined)
    layer.maxBytes = parseSettingValue('maxBytes', flags.maxBytes, '--max-bytes');
  const parsed: ParsedScanFlags = { layer, jsonl };
  if (flags.config !== undefined) parsed.configPath = flags.config;
  if (flags.content !== undefined) parsed.content = flags.content;
  return parsed;
}

/** Loads the settings for a scan command: defaults < config file < PI_SCAN_* < `flags`. */
export async function loadScanSettings(
  flags: ParsedScanFlags,
  context: Pick<CliContext, 'cwd' | 'env'>,
): Promise<PiScanConfig> {
  const config = await loadConfig({ cwd: context.cwd, env: context.env, configPath: flags.configPath });
  return mergeConfig(config, flags.layer);
}

/** The scan options the settings ask for, validated with flag names in messages. */
export function scanOptionsFromConfig(config: PiScanConfig): ScanOptions {
  return createScanOptions(
    { only: config.only, exclude: config.exclude, minimumConfidence: config.minimumConfidence },
    { only: '--only', exclude: '--exclude', minimumConfidence: '--minimum-confidence' },
  );
}

/**
 * A line's own `only`/`exclude` and `minimum_confidence` win; fields it leaves out come from the
 * command's settings (flags, env, config), so `--minimum-confidence high` applies to a whole batch.
 */
export function applyRequestDefaults(
  json: unknown,
  request: TextScanRequest,
  defaults: ScanOptions,
): TextScanRequest {
  const record = json as Record<string, unknown>;
  const has = (field: string): boolean => record[field] !== undefined && record[field] !== null;
  const options: ScanOptions = {
    minimumConfidence: has('minimum_confidence')
      ? request.options.minimumConfidence
      : defaults.minimumConfidence,
  };
  const filter = has('only') || has('exclude') ? request.options : defaults;
  if (filter.only !== undefined) options.only = filter.only;
  if (filter.exclude !== undefined) options.exclude = filter.exclude;
  return { content: request.content, options };
}

/** What remote mode needs to know about where the key came from, and how it warns. */
export interface RemoteContext {
  env: NodeJS.ProcessEnv;
  /** True when `--api-key` was given on the command line. */
  apiKeyFromFlag: boolean;
  /** Prints one warning line on stderr. */
  warn(message: string): void;
}

/** True when the settings ask for a remote service: `--remote <url>` or a configured `baseUrl`. */
export function isRemoteRequested(config: Pick<PiScanConfig, 'baseUrl'>): boolean {
  return config.baseUrl !== undefined;
}

/**
 * The remote target of the settings (see resolveRemoteTarget); warns when the API key sits in a config
 * file inside a git repository, where it may be committed.
 */
export async function createRemoteTarget(
  config: PiScanConfig,
  context: RemoteContext,
): Promise<RemoteTarget> {
  const { resolveRemoteTarget } = await import('../client/remote-scanner.js');
  const target = resolveRemoteTarget(config, context.warn);
  const fromEnv = (context.env.PI_SCAN_API_KEY ?? '').trim() !== '';
  if (!context.apiKeyFromFlag && !fromEnv && config.configFile !== undefined) {
    const { dirname } = await import('node:path');
    const repository = findGitRoot(dirname(config.configFile));
    if (repository !== undefined) {
      context.warn(
        `the API key comes from ${config.configFile}, inside the git repository ${repository}; ` +
          'keep it out of version control: set PI_SCAN_API_KEY instead and remove "apiKey" from the file',
      );
    }
  }
  return target;
}
