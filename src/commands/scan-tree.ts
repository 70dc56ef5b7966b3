/**
 * Tree scans (`pi-scan text DIR…`, globs, `--images`, `--baseline`): walk the targets one file at a
 * time, scan text files (and images with `--images`), skip binary and oversized files with a counted
 * note, apply suppressions, print each file's outcome as soon as it is ready, and close with a summary.
 * Memory holds one file and, for SARIF only, the outcomes that have findings.
 */
import { readFile } from 'node:fs/promises';
import type { ScanOptions } from '../api/contract.js';
import type { OutputFormat } from '../config/config.js';
import { ExitCode, exitCodeForError, UsageError } from '../errors.js';
import { decodeUtf8, isBinary } from '../input/read.js';
import type { ScanOutcome, ScanOutcomeParts } from '../render/outcome.js';
import { createReporter, type OutcomeReporter } from '../render/reporter.js';
import { repoRelativePath } from '../suppress/fingerprint.js';
import type { Suppressor } from '../suppress/suppressor.js';
import { type TreeTarget, walkTargets } from '../tree/walk.js';
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
    const entries = walkTargets(options.targets, { cwd: context.cwd, root: options.root });
    for (;;) {
      let next: IteratorResult<Awaited<ReturnType<typeof entries.next>>['value']>;
      try {
        next = await entries.next();
      } catch (error: unknown) {
        if (!isPerInputError(error)) throw error;
        context.stderr.write(`pi-scan: error: ${error.message}\n`);
        context.setExitCode(exitCodeForError(error.code));
        summary.errors++;
        continue;
      }
      if (next.done === true) break;
      const entry = next.value;
      seen.set(entry.arg, (seen.get(entry.arg) ?? 0) + 1);
      progress?.increment();
      if (entry.kind === 'skipped') {
        skip(entry.path, entry.reason, 'other');
        continue;
      }
      const imageLimit = options.imageScanner === undefined ? 0 : options.maxImageBytes;
      if (entry.size > Math.max(options.maxTextBytes, imageLimit)) {
        skip(entry.path, tooLarge(entry.size, options.maxTextBytes), 'too large');
        continue;
      }
      try {
        const bytes = await readFile(entry.absolute);
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
  return `${size} bytes, over the limit of ${limit} bytes (raise maxTextBytes / maxImageBytes to scan it)`;
}
