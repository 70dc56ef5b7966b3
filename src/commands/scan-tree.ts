/**
 * Tree scans (`pi-scan text DIR…`, globs, `--images`, `--baseline`): walk the targets one file at a
 * time, scan text files (and images with `--images`), skip binary and oversized files with a counted
 * note, apply suppressions, print each file's outcome as soon as it is ready, and close with a summary.
 * Memory holds one file and, for SARIF only, the outcomes that have findings.
 */
import { open } from 'node:fs/promises';
import type { ScanOptions } from '../api/contract.js';
import type { OutputFormat } from '../config/config.js';
import { ExitCode, exitCodeForError, UsageError } from '../errors.js';
import { decodeUtf8, fileError, isBinary } from '../input/read.js';
import type { ScanOutcome, ScanOutcomeParts } from '../render/outcome.js';
import { createReporter, type OutcomeReporter } from '../render/reporter.js';
import { repoRelativePath } from '../suppress/fingerprint.js';
import type { Suppressor } from '../suppress/suppressor.js';
import { type TreeEntry, type TreeTarget, walkTargets } from '../tree/walk.js';
import { packageVersion } from '../version.js';
import type { CliContext } from './context.js';
import type { ImageCommandScanner } from './image.js';
import { isPerInputError } from './jsonl-batch.js';
import { createProgress, shouldShowProgress } from './scan-sources.js';
import type { TextScanner } from './text-scanner.js';

/** Options of {@link runTreeScan}. */
export interface TreeScanOptions {
  targets: readonly TreeTarget[];
  format: OutputFormat;
  scanText: TextScanner;
  scanOptions: ScanOptions;
  /** With `--images`: creates the image scanner on the first image (OCR starts only if needed). */
  imageScanner?: (() => Promise<ImageCommandScanner>) | undefined;
  maxTextBytes: number;
  maxImageBytes: number;
  suppressor: Suppressor;
  /** The repository root: ignore files are read from here, SARIF URIs are relative to it. */
  root: string;
}

/** What a tree scan counted, for the summary line. */
export interface TreeSummary {
  scanned: number;
  flagged: number;
  skipped: Record<string, number>;
  errors: number;
  suppressed: Readonly<Record<'inline' | 'config' | 'baseline', number>>;
}

/** Walks, scans, reports and summarizes. Exit codes go through `context.setExitCode`. */
export async function runTreeScan(options: TreeScanOptions, context: CliContext): Promise<TreeSummary> {
  const summary: TreeSummary = {
    scanned: 0,
    flagged: 0,
    skipped: {},
    errors: 0,
    suppressed: options.suppressor.counts,
  };
  const reporter = await createTreeReporter(options, context);
  const progress = shouldShowProgress(context) ? await createProgress(context, 0, 'files') : undefined;
  const seen = new Map<string, number>(options.targets.map((target) => [target.arg, 0]));
  const skip = (path: string, reason: string, key: string): void => {
    summary.skipped[key] = (summary.skipped[key] ?? 0) + 1;
    context.stderr.write(`pi-scan: note: skipped ${path}: ${reason}\n`);
  };
  let images: Promise<ImageCommandScanner> | undefined;
  try {
    const limit = Math.max(
      options.maxTextBytes,
      options.imageScanner === undefined ? 0 : options.maxImageBytes,
    );
    const entries = walkTargets(options.targets, { cwd: context.cwd, root: options.root });
    // Files are opened and read a few ahead of the scan, so disk latency overlaps detection.
    for await (const loaded of readAhead(entries, READ_AHEAD, (entry) => loadEntry(entry, limit))) {
      const { entry } = loaded;
      seen.set(entry.arg, (seen.get(entry.arg) ?? 0) + 1);
      progress?.increment();
      if (entry.kind === 'skipped') {
        skip(entry.path, entry.reason, 'other');
        continue;
      }
      if (entry.kind === 'error' || loaded.error !== undefined) {
        const error = entry.kind === 'error' ? entry.error : loaded.error;
        if (!isPerInputError(error)) throw error;
        context.stderr.write(`pi-scan: error: ${error.message}\n`);
        context.setExitCode(exitCodeForError(error.code));
        summary.errors++;
        continue;
      }
      if (loaded.bytes === undefined) {
        skip(entry.path, tooLarge(loaded.size, options.maxTextBytes), 'too large');
        continue;
      }
      const bytes = loaded.bytes;
      try {
        const target = {
          label: entry.path,
          absolute: entry.absolute,
          repoPath: repoRelativePath(options.root, entry.absolute) ?? entry.path,
        };
        let parts: ScanOutcomeParts;
        if (isBinary(bytes)) {
          if (options.imageScanner === undefined || !(await isImage(bytes))) {
            skip(entry.path, 'binary file (NUL bytes in its first 8 KB)', 'binary');
            continue;
          }
          if (bytes.length > options.maxImageBytes) {
            skip(entry.path, tooLarge(bytes.length, options.maxImageBytes), 'too large');
            continue;
          }
          images ??= options.imageScanner();
          const scanned = await (await images).scan({ bytes, label: entry.path }, options.scanOptions);
          parts = options.suppressor.apply(target, scanned);
        } else {
          if (bytes.length > options.maxTextBytes) {
            skip(entry.path, tooLarge(bytes.length, options.maxTextBytes), 'too large');
            continue;
          }
          const text = decodeUtf8(bytes);
          parts = options.suppressor.apply(
            { ...target, text },
            await options.scanText(text, options.scanOptions),
          );
        }
        summary.scanned++;
        if (!parts.result.is_safe) summary.flagged++;
        reporter.report({ label: entry.path, path: entry.path, ...parts });
        context.setExitCode(parts.result.is_safe ? ExitCode.Safe : ExitCode.InjectionFound);
      } catch (error: unknown) {
        if (!isPerInputError(error)) throw error;
        const message = error.message.startsWith(`${entry.path}: `)
          ? error.message
          : `${entry.path}: ${error.message}`;
        context.stderr.write(`pi-scan: error: ${message}\n`);
        context.setExitCode(exitCodeForError(error.code));
        summary.errors++;
      }
    }
    for (const [arg, count] of seen) {
      if (count > 0) continue;
      const error = new UsageError(
        `${arg}: no files to scan (nothing matched, or everything is ignored by .gitignore/.pi-scanignore)`,
      );
      context.stderr.write(`pi-scan: error: ${error.message}\n`);
      context.setExitCode(ExitCode.UsageOrInput);
      summary.errors++;
    }
  } finally {
    progress?.stop();
    await (await images)?.close();
  }
  reporter.end({ failed: summary.errors });
  const line = renderTreeSummary(summary);
  if (options.format === 'human') context.stdout.write(`\n${line}\n`);
  else context.stderr.write(`pi-scan: ${line}\n`);
  return summary;
}

/** How many files are opened and read ahead of the one being scanned. */
const READ_AHEAD = 8;

type WalkedEntry = TreeEntry & { arg: string };

/** A walked entry with its bytes (files up to the limit), its size, or the error reading it. */
interface LoadedEntry {
  entry: WalkedEntry;
  size: number;
  bytes?: Buffer;
  error?: unknown;
}

/** Opens a file entry, checks its size against `limit` before reading, and reads it. Never rejects. */
async function loadEntry(entry: WalkedEntry, limit: number): Promise<LoadedEntry> {
  if (entry.kind !== 'file') return { entry, size: 0 };
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(entry.absolute, 'r');
    const { size } = await handle.stat();
    if (size > limit) return { entry, size };
    return { entry, size, bytes: await handle.readFile() };
  } catch (error: unknown) {
    return { entry, size: 0, error: fileError(entry.path, error) };
  } finally {
    await handle?.close();
  }
}

/** Maps `source` through `start` with up to `depth` calls in flight, yielding results in order. */
export async function* readAhead<T, R>(
  source: AsyncIterable<T>,
  depth: number,
  start: (item: T) => Promise<R>,
): AsyncGenerator<R> {
  const queue: Array<Promise<R>> = [];
  for await (const item of source) {
    queue.push(start(item));
    if (queue.length >= depth) yield await (queue.shift() as Promise<R>);
  }
  while (queue.length > 0) yield await (queue.shift() as Promise<R>);
}

/** The summary line: files scanned, flagged, skipped (by reason), errors and suppressed findings. */
export function renderTreeSummary(summary: TreeSummary): string {
  const skippedTotal = Object.values(summary.skipped).reduce((a, b) => a + b, 0);
  const skippedParts = Object.entries(summary.skipped).map(([reason, count]) => `${count} ${reason}`);
  const { inline, config, baseline } = summary.suppressed;
  const parts = [
    `${summary.scanned} ${summary.scanned === 1 ? 'file' : 'files'} scanned`,
    `${summary.flagged} flagged`,
    `${skippedTotal} skipped${skippedParts.length > 0 ? ` (${skippedParts.join(', ')})` : ''}`,
    ...(summary.errors > 0 ? [`${summary.errors} ${summary.errors === 1 ? 'error' : 'errors'}`] : []),
    `${inline + config + baseline} findings suppressed (${inline} inline, ${config} config, ${baseline} baseline)`,
  ];
  return parts.join(', ');
}

/** Human: flagged files only (the summary counts the rest); machine formats: every scanned file. */
async function createTreeReporter(options: TreeScanOptions, context: CliContext): Promise<OutcomeReporter> {
  const reporter = await createReporter({
    format: options.format,
    write: (text) => context.stdout.write(text),
    single: false,
    color:
      options.format === 'human' &&
      (await import('../render/human.js')).shouldUseColor(context.env, context.stdout as { isTTY?: boolean }),
    toolVersion: packageVersion(),
    root: options.root,
    cwd: context.cwd,
    humanSummary: false,
  });
  if (options.format === 'human') {
    return {
      report: (outcome: ScanOutcome) => {
        if (!outcome.result.is_safe) reporter.report(outcome);
      },
      end: (summary) => reporter.end(summary),
    };
  }
  if (options.format === 'sarif') {
    // SARIF holds every result until the end: keep only outcomes that produce results.
    return {
      report: (outcome: ScanOutcome) => {
        if (!outcome.result.is_safe || (outcome.suppressed?.length ?? 0) > 0) reporter.report(outcome);
      },
      end: (summary) => reporter.end(summary),
    };
  }
  return reporter;
}

async function isImage(bytes: Uint8Array): Promise<boolean> {
  const { sniffImageFormat } = await import('../image/inspect.js');
  try {
    await sniffImageFormat(bytes);
    return true;
  } catch {
    return false;
  }
}

function tooLarge(size: number, limit: number): string {
  return `${size} bytes, over the limit of ${limit} bytes (raise --max-bytes / maxImageBytes to scan it)`;
}
