/**
 * `pi-scan text`: scan files, stdin or `-c` text (or `--jsonl` batches of requests) and render the
 * outcomes. Flags are the last settings layer: defaults < config file < PI_SCAN_* < flags.
 */
import {
  createScanOptions,
  parseTextScanRequest,
  type ScanOptions,
  type TextScanRequest,
} from '../api/contract.js';
import { type CliContext, isTty } from '../cli/context.js';
import {
  type ConfigLayer,
  mergeConfig,
  type OutputFormat,
  type PiScanConfig,
  parseSettingValue,
} from '../config/config.js';
import { loadConfig } from '../config/load.js';
import { ErrorCode, ExitCode, exitCodeForError, InputError, PiScanError, UsageError } from '../errors.js';
import { openLines, readTextInput } from '../input/read.js';
import { type InputSource, resolveInputSources } from '../input/sources.js';
import { createReporter, defaultOutputFormat } from '../render/reporter.js';
import { packageVersion } from '../version.js';
import { runJsonlBatch } from './jsonl-batch.js';
import { createTextScanner, type TextScanner } from './text-scanner.js';

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
  const sources = resolveInputSources({ files, content: flags.content, stdinIsTty: isTty(context.stdin) });
  const scanner = await createTextScanner(config, flags.remote, {
    env: context.env,
    apiKeyFromFlag: flags.layer.apiKey !== undefined,
    warn: (message) => context.stderr.write(`pi-scan: warning: ${message}\n`),
  });
  if (flags.jsonl) {
    await runTextBatch(sources, { scanner, scanOptions, concurrency: config.concurrency }, context);
    return;
  }
  const format = config.format ?? defaultOutputFormat(isTty(context.stdout));
  await scanSources(sources, { scanner, scanOptions, format }, context);
}

/** How {@link scanSources} scans and prints. */
interface ScanSourcesOptions {
  scanner: TextScanner;
  scanOptions: ScanOptions;
  format: OutputFormat;
}

/**
 * Scans each source in turn and reports it. With several inputs, a binary file is skipped with a
 * warning and an unreadable one is reported and counted (exit 2) while the rest are still scanned.
 */
async function scanSources(
  sources: readonly InputSource[],
  options: ScanSourcesOptions,
  context: CliContext,
): Promise<void> {
  const single = sources.length === 1;
  const { shouldUseColor } =
    options.format === 'human' ? await import('../render/human.js') : { shouldUseColor: () => false };
  const reporter = await createReporter({
    format: options.format,
    write: (text) => context.stdout.write(text),
    single,
    color: shouldUseColor(context.env, context.stdout as { isTTY?: boolean }),
    toolVersion: packageVersion(),
  });
  const progress =
    sources.length > 20 && isTty(context.stderr) ? await createProgress(context, sources.length) : undefined;
  let failed = 0;
  try {
    for (const source of sources) {
      try {
        const input = await readTextInput(source, { cwd: context.cwd, stdin: context.stdin });
        if (input.kind === 'binary') {
          const problem = `${source.label} looks like a binary file (NUL bytes in its first 8 KB)`;
          if (single)
            throw new InputError(`${problem}; pi-scan text reads text (use pi-scan image for images)`);
          context.stderr.write(`pi-scan: warning: skipped ${problem}\n`);
          failed++;
          continue;
        }
        const parts = await options.scanner(input.text, options.scanOptions);
        reporter.report({
          label: source.label,
          ...(source.kind === 'file' ? { path: source.path } : {}),
          ...parts,
        });
        context.setExitCode(parts.result.is_safe ? ExitCode.Safe : ExitCode.InjectionFound);
      } catch (error: unknown) {
        if (single || !isPerInputError(error)) throw error;
        context.stderr.write(`pi-scan: error: ${error.message}\n`);
        context.setExitCode(exitCodeForError(error.code));
        failed++;
      } finally {
        progress?.increment();
      }
    }
  } finally {
    progress?.stop();
    reporter.end({ failed });
  }
}

/** Errors about one input (unreadable, too large, unsupported) that should not stop the others. */
function isPerInputError(error: unknown): error is PiScanError {
  const perInput: readonly string[] = [ErrorCode.Input, ErrorCode.TooLarge, ErrorCode.Unsupported];
  return error instanceof PiScanError && perInput.includes(error.code);
}

/** How {@link runTextBatch} scans. */
interface TextBatchOptions {
  scanner: TextScanner;
  /** Defaults for lines that do not set `only`/`exclude` or `minimum_confidence` themselves. */
  scanOptions: ScanOptions;
  concurrency: number;
}

/** Runs `--jsonl`: every source is a stream of text-endpoint request bodies. */
async function runTextBatch(
  sources: readonly InputSource[],
  options: TextBatchOptions,
  context: CliContext,
): Promise<void> {
  const write = createStreamWriter(context.stdout);
  for (const source of sources) {
    let lines: AsyncIterable<string>;
    try {
      lines = await openLines(source, { cwd: context.cwd, stdin: context.stdin });
    } catch (error: unknown) {
      if (sources.length === 1 || !isPerInputError(error)) throw error;
      context.stderr.write(`pi-scan: error: ${error.message}\n`);
      context.setExitCode(exitCodeForError(error.code));
      continue;
    }
    const summary = await runJsonlBatch<TextScanRequest>({
      lines,
      parse: (json) => applyRequestDefaults(json, parseTextScanRequest(json), options.scanOptions),
      scan: async (request) => (await options.scanner(request.content, request.options)).result,
      write,
      concurrency: options.concurrency,
      label: sources.length > 1 ? source.label : undefined,
    });
    context.setExitCode(summary.exitCode);
  }
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

/** A line writer that waits for 'drain' when the stream's buffer is full, so output never piles up. */
export function createStreamWriter(stream: NodeJS.WritableStream): (text: string) => void | Promise<void> {
  return (text) => {
    if (stream.write(text)) return;
    return new Promise((resolve) => stream.once('drain', () => resolve()));
  };
}

/** A progress bar on stderr for long file lists (only called when stderr is a terminal). */
async function createProgress(
  context: CliContext,
  total: number,
): Promise<{ increment(): void; stop(): void }> {
  const { SingleBar, Presets } = await import('cli-progress');
  const bar = new SingleBar(
    {
      stream: context.stderr as NodeJS.WritableStream,
      format: 'scanning [{bar}] {value}/{total} files',
      clearOnComplete: true,
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  bar.start(total, 0);
  return { increment: () => bar.increment(), stop: () => bar.stop() };
}
