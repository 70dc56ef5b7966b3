/**
 * `pi-scan text`: scan files, stdin or `-c` text (or `--jsonl` batches of requests) and render the
 * outcomes. Flags are the last settings layer: defaults < config file < PI_SCAN_* < flags.
 */
import { resolve } from 'node:path';
import {
  createScanOptions,
  parseTextScanRequest,
  type ScanOptions,
  type TextScanRequest,
} from '../api/contract.js';
import { type CliContext, isTty } from '../cli/context.js';
import { type ConfigLayer, mergeConfig, type PiScanConfig, parseSettingValue } from '../config/config.js';
import { loadConfig } from '../config/load.js';
import { InputError, UsageError } from '../errors.js';
import { readTextInput } from '../input/read.js';
import { type InputSource, resolveInputSources } from '../input/sources.js';
import type { ScanOutcomeParts } from '../render/outcome.js';
import { defaultOutputFormat } from '../render/reporter.js';
import { repoRelativePath } from '../suppress/fingerprint.js';
import type { SkippedSource } from './scan-sources.js';
import { createTextScanner, isRemoteRequested, type TextScanner } from './text-scanner.js';

/** The flags of a scan command, as commander hands them over. */
export interface ScanFlags {
  only?: string;
  exclude?: string;
  minimumConfidence?: string;
  format?: string;
  json?: boolean;
  jsonl?: boolean;
  config?: string;
  remote?: string | boolean;
  apiKey?: string;
  concurrency?: number;
  content?: string;
}

/** Scan flags validated: the settings layer they form and the switches that are not settings. */
export interface ParsedScanFlags {
  layer: ConfigLayer;
  configPath?: string;
  remote?: string | boolean;
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
  if (typeof flags.remote === 'string')
    layer.baseUrl = parseSettingValue('baseUrl', flags.remote, '--remote');
  if (flags.apiKey !== undefined) layer.apiKey = parseSettingValue('apiKey', flags.apiKey, '--api-key');
  if (flags.concurrency !== undefined)
    layer.concurrency = parseSettingValue('concurrency', flags.concurrency, '--concurrency');
  const parsed: ParsedScanFlags = { layer, jsonl };
  if (flags.config !== undefined) parsed.configPath = flags.config;
  if (flags.remote !== undefined) parsed.remote = flags.remote;
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

/** Runs `pi-scan text`. Exit codes go through `context.setExitCode` (highest wins). */
export async function runTextCommand(
  files: string[],
  options: Record<string, unknown>,
  context: CliContext,
): Promise<void> {
  const flags = parseScanFlags(options);
  const config = await loadScanSettings(flags, context);
  const scanOptions = scanOptionsFromConfig(config);
  const tree = await import('./text-tree.js');
  const treeFlags = tree.parseTreeFlags(options, flags.jsonl);
  const isTree = treeFlags !== undefined && (await tree.isTreeScan(files, treeFlags, context.cwd));
  const sources = isTree
    ? []
    : resolveInputSources({ files, content: flags.content, stdinIsTty: isTty(context.stdin) });
  const scanner = await createTextScanner(config, flags.remote, {
    env: context.env,
    apiKeyFromFlag: flags.layer.apiKey !== undefined,
    warn: (message) => context.stderr.write(`pi-scan: warning: ${message}\n`),
  });
  if (flags.jsonl) {
    // Fields a line leaves out (only/exclude, minimum_confidence) come from the settings.
    const { runJsonlSources } = await import('./jsonl-batch.js');
    await runJsonlSources<TextScanRequest>(
      sources,
      {
        parse: (json) => applyRequestDefaults(json, parseTextScanRequest(json), scanOptions),
        scan: async (request) => (await scanner(request.content, request.options)).result,
        concurrency: config.concurrency,
      },
      context,
    );
    return;
  }
  if (isTree && treeFlags !== undefined) {
    if (treeFlags.images && isRemoteRequested(config, flags.remote)) {
      throw new UsageError(
        '--images scans images offline; drop --remote, or send images with pi-scan image --remote',
      );
    }
    await tree.runTextTree(
      files,
      { config, flags: treeFlags, scanner, scanOptions, content: flags.content },
      context,
    );
    return;
  }
  const format = config.format ?? defaultOutputFormat(isTty(context.stdout));
  const { scanSources } = await import('./scan-sources.js');
  // Files named one by one honour pi-scan-ignore comments and config "ignore" entries too.
  const suppressor =
    treeFlags === undefined ? undefined : await tree.createFileSuppressor(config, treeFlags, context);
  const root = tree.repositoryRoot(context.cwd);
  await scanSources(
    sources,
    {
      format,
      scanSource: async (source, single) => {
        const scanned = await scanTextSource(source, single, scanner, scanOptions, context);
        if ('skipped' in scanned || suppressor === undefined || source.kind !== 'file') return scanned;
        const absolute = resolve(context.cwd, source.path);
        return suppressor.apply(
          {
            label: source.label,
            absolute,
            repoPath: repoRelativePath(root, absolute) ?? source.path,
            text: scanned.text,
          },
          scanned,
        );
      },
      root,
    },
    context,
  );
  const counts = suppressor?.counts;
  if (counts !== undefined && counts.inline + counts.config > 0) {
    // json for one file prints the scan result alone; say what the suppressions took out of it.
    context.stderr.write(
      `pi-scan: ${counts.inline + counts.config} findings suppressed (${counts.inline} inline, ${counts.config} config)\n`,
    );
  }
}

/** Reads one text source and scans it; a binary file is skipped among several and an error alone. */
async function scanTextSource(
  source: InputSource,
  single: boolean,
  scanner: TextScanner,
  scanOptions: ScanOptions,
  context: CliContext,
): Promise<(ScanOutcomeParts & { text: string }) | SkippedSource> {
  const input = await readTextInput(source, { cwd: context.cwd, stdin: context.stdin });
  if (input.kind === 'text') return { ...(await scanner(input.text, scanOptions)), text: input.text };
  const problem = `${source.label} looks like a binary file (NUL bytes in its first 8 KB)`;
  if (single) throw new InputError(`${problem}; pi-scan text reads text (use pi-scan image for images)`);
  return { skipped: problem };
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
