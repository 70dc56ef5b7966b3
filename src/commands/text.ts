/**
 * `pi-scan text`: scan files, stdin or `-c` text (or `--jsonl` batches of requests) and render the
 * outcomes. Flags are the last settings layer: defaults < config file < PI_SCAN_* < flags.
 */
import { resolve } from 'node:path';
import { parseTextScanRequest, type ScanOptions, type TextScanRequest } from '../api/contract.js';
import type { PiScanConfig } from '../config/config.js';
import { InputError, UsageError } from '../errors.js';
import { readTextInput } from '../input/read.js';
import { type InputSource, resolveInputSources } from '../input/sources.js';
import type { ScanOutcomeParts } from '../render/outcome.js';
import { defaultOutputFormat } from '../render/reporter.js';
import { repoRelativePath } from '../suppress/fingerprint.js';
import { type CliContext, isTty, resultOutput } from './context.js';
import {
  applyRequestDefaults,
  isRemoteRequested,
  loadScanSettings,
  parseScanFlags,
  scanOptionsFromConfig,
} from './scan-settings.js';
import type { SkippedSource } from './scan-sources.js';
import { createLocalBatchScanner, createTextScanner, type TextScanner } from './text-scanner.js';

/**
 * Lines of an offline `--jsonl` batch in flight at once: enough that the main thread keeps scanning
 * while worker threads hold their chunks (jsonl-batch.ts also bounds the characters in flight).
 */
const LOCAL_BATCH_WINDOW = 1024;

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
    : resolveInputSources({
        files,
        content: flags.content,
        // A getter: Node builds process.stdin on first use, which `-c` and files never need.
        get stdinIsTty() {
          return isTty(context.stdin);
        },
      });
  const warn = (message: string): void => void context.stderr.write(`pi-scan: warning: ${message}\n`);
  const scanner = await createTextScanner(config, {
    env: context.env,
    apiKeyFromFlag: flags.layer.apiKey !== undefined,
    warn,
  });
  if (flags.jsonl) {
    // Fields a line leaves out (only/exclude, minimum_confidence) come from the settings.
    const { runJsonlSources } = await import('./jsonl-batch.js');
    // Offline, the batch scans on every core `concurrency` allows (results still in input order).
    const local = isRemoteRequested(config) ? undefined : await createLocalBatchScanner(config, warn);
    try {
      await runJsonlSources<TextScanRequest>(
        sources,
        {
          parse: (json) => applyRequestDefaults(json, parseTextScanRequest(json), scanOptions),
          scan:
            local === undefined
              ? async (request) => (await scanner(request.content, request.options)).result
              : (request) => local.scan(request.content, request.options),
          concurrency: local === undefined ? config.concurrency : LOCAL_BATCH_WINDOW,
          maxLineBytes: config.maxBytes,
        },
        context,
      );
    } finally {
      await local?.close();
    }
    return;
  }
  if (isTree && treeFlags !== undefined) {
    if (treeFlags.images && isRemoteRequested(config)) {
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
  const format = config.format ?? defaultOutputFormat(resultOutput(context).isTTY);
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
        const scanned = await scanTextSource(source, single, scanner, scanOptions, config, context);
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
  config: Pick<PiScanConfig, 'maxBytes'>,
  context: CliContext,
): Promise<(ScanOutcomeParts & { text: string }) | SkippedSource> {
  const input = await readTextInput(source, {
    cwd: context.cwd,
    get stdin() {
      return context.stdin;
    },
    maxBytes: config.maxBytes,
  });
  if (input.kind === 'text') return { ...(await scanner(input.text, scanOptions)), text: input.text };
  const problem = `${source.label} looks like a binary file (NUL bytes in its first 8 KB)`;
  if (single) throw new InputError(`${problem}; pi-scan text reads text (use pi-scan image for images)`);
  return { skipped: problem };
}
