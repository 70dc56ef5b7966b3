/**
 * `pi-scan text`: scan files, stdin or `-c` text (or `--jsonl` batches of requests) and render the
 * outcomes. Flags are the last settings layer: defaults < config file < PI_SCAN_* < flags.
 */
import { parseTextScanRequest, type ScanOptions, type TextScanRequest } from '../api/contract.js';
import type { PiScanConfig } from '../config/config.js';
import { InputError } from '../errors.js';
import { readTextInput } from '../input/read.js';
import { type InputSource, resolveInputSources } from '../input/sources.js';
import type { ScanOutcomeParts } from '../render/outcome.js';
import { defaultOutputFormat } from '../render/reporter.js';
import { type CliContext, isTty } from './context.js';
import {
  applyRequestDefaults,
  loadScanSettings,
  parseScanFlags,
  scanOptionsFromConfig,
} from './scan-settings.js';
import type { SkippedSource } from './scan-sources.js';
import { createTextScanner, type TextScanner } from './text-scanner.js';

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
  const scanner = await createTextScanner(config, {
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
        maxLineBytes: config.maxBytes,
      },
      context,
    );
    return;
  }
  const format = config.format ?? defaultOutputFormat(isTty(context.stdout));
  const { scanSources } = await import('./scan-sources.js');
  await scanSources(
    sources,
    {
      format,
      scanSource: (source, single) => scanTextSource(source, single, scanner, scanOptions, config, context),
    },
    context,
  );
}

/** Reads one text source and scans it; a binary file is skipped among several and an error alone. */
async function scanTextSource(
  source: InputSource,
  single: boolean,
  scanner: TextScanner,
  scanOptions: ScanOptions,
  config: Pick<PiScanConfig, 'maxBytes'>,
  context: CliContext,
): Promise<ScanOutcomeParts | SkippedSource> {
  const input = await readTextInput(source, {
    cwd: context.cwd,
    stdin: context.stdin,
    maxBytes: config.maxBytes,
  });
  if (input.kind === 'text') return scanner(input.text, scanOptions);
  const problem = `${source.label} looks like a binary file (NUL bytes in its first 8 KB)`;
  if (single) throw new InputError(`${problem}; pi-scan text reads text (use pi-scan image for images)`);
  return { skipped: problem };
}
