/**
 * The tree side of `pi-scan text`: which runs are tree scans (a directory or glob argument, or
 * `--images`/`--baseline`/`--write-baseline`), the suppressor built from the settings and flags, and
 * the baseline read before and written after the walk.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ScanOptions } from '../api/contract.js';
import type { PiScanConfig } from '../config/config.js';
import { findGitRoot } from '../config/load.js';
import { UsageError } from '../errors.js';
import { defaultOutputFormat } from '../render/reporter.js';
import type { BaselineLedger } from '../suppress/baseline.js';
import type { Suppressor } from '../suppress/suppressor.js';
import type { TreeTarget } from '../tree/walk.js';
import type { CliContext } from './context.js';
import type { TextScanner } from './text-scanner.js';

/** The tree and suppression flags of `pi-scan text`. */
export interface TreeFlags {
  images: boolean;
  baseline?: string;
  writeBaseline?: string;
  /** False with `--no-inline-ignore`. */
  inlineIgnore: boolean;
}

/** Validates the tree flags as commander hands them over; undefined for a --jsonl batch (requests, not files). */
export function parseTreeFlags(
  options: Readonly<Record<string, unknown>>,
  jsonl = false,
): TreeFlags | undefined {
  const flags: TreeFlags = { images: options.images === true, inlineIgnore: options.inlineIgnore !== false };
  if (typeof options.baseline === 'string') flags.baseline = options.baseline;
  if (typeof options.writeBaseline === 'string') flags.writeBaseline = options.writeBaseline;
  if (flags.baseline !== undefined && flags.writeBaseline !== undefined) {
    throw new UsageError(
      '--baseline and --write-baseline cannot be used together: write the baseline once, then gate with --baseline',
    );
  }
  if (!jsonl) return flags;
  if (flags.images || baselinePath(flags) !== undefined) {
    throw new UsageError(
      '--jsonl reads scan requests, not files: drop --images, --baseline and --write-baseline',
    );
  }
  return undefined;
}

/** True when the run is a tree scan: a directory or glob among the files, or a tree-only flag. */
export async function isTreeScan(files: readonly string[], flags: TreeFlags, cwd: string): Promise<boolean> {
  if (flags.images || baselinePath(flags) !== undefined) return true;
  for (const file of files) if ((await classify(file, cwd)) !== 'file') return true;
  return false;
}

function baselinePath(flags: TreeFlags): string | undefined {
  return flags.writeBaseline ?? flags.baseline;
}

/** The repository root of `cwd`: the nearest directory with `.git`, else `cwd` itself. */
export function repositoryRoot(cwd: string): string {
  return findGitRoot(resolve(cwd)) ?? resolve(cwd);
}

/** The suppressor of a file or tree scan: inline directives (unless turned off) and config `ignore`. */
export async function createFileSuppressor(
  config: Pick<PiScanConfig, 'ignore'>,
  flags: Pick<TreeFlags, 'inlineIgnore'>,
  context: Pick<CliContext, 'cwd' | 'stderr'>,
  baseline?: { ledger: BaselineLedger; name: string; record: boolean },
): Promise<Suppressor> {
  const { createSuppressor } = await import('../suppress/suppressor.js');
  return createSuppressor({
    cwd: context.cwd,
    inline: flags.inlineIgnore,
    ignore: config.ignore ?? [],
    baseline: baseline?.ledger,
    record: baseline?.record ?? false,
    ...(baseline === undefined ? {} : { baselineName: baseline.name }),
    warn: (message) => context.stderr.write(`pi-scan: warning: ${message}\n`),
  });
}

/** Runs a tree scan of `files` with the settings, then writes the baseline when asked. */
export async function runTextTree(
  files: readonly string[],
  input: {
    config: PiScanConfig;
    flags: TreeFlags;
    scanner: TextScanner;
    scanOptions: ScanOptions;
    content?: string | undefined;
  },
  context: CliContext,
): Promise<void> {
  const { config, flags } = input;
  if (input.content !== undefined || files.includes('-')) {
    throw new UsageError(
      'directories, globs, --images and baselines scan files; scan -c text or stdin in a separate run',
    );
  }
  if (files.length === 0) {
    throw new UsageError(
      'nothing to scan: pass directories, files or quoted globs such as "prompts/**/*.md"',
    );
  }
  const targets: TreeTarget[] = [];
  for (const arg of files) {
    targets.push({ arg, kind: (await classify(arg, context.cwd)) === 'glob' ? 'glob' : 'path' });
  }
  const { createBaselineLedger, readBaseline, writeBaseline } = await import('../suppress/baseline.js');
  const name = baselinePath(flags);
  const baseline =
    name === undefined
      ? undefined
      : {
          ledger: createBaselineLedger(
            flags.baseline === undefined
              ? undefined
              : await readBaseline(resolve(context.cwd, flags.baseline), flags.baseline),
          ),
          name,
          record: flags.writeBaseline !== undefined,
        };
  const suppressor = await createFileSuppressor(config, flags, context, baseline);
  const [{ runTreeScan }, { createLocalImageCommandScanner }] = await Promise.all([
    import('./scan-tree.js'),
    import('./image.js'),
  ]);
  await runTreeScan(
    {
      targets,
      format: config.format ?? defaultOutputFormat((context.stdout as { isTTY?: boolean }).isTTY === true),
      scanText: input.scanner,
      scanOptions: input.scanOptions,
      imageScanner: flags.images ? () => createLocalImageCommandScanner(config) : undefined,
      maxTextBytes: config.maxBytes,
      maxImageBytes: config.maxImageBytes,
      suppressor,
      root: repositoryRoot(context.cwd),
    },
    context,
  );
  if (flags.writeBaseline !== undefined && baseline !== undefined) {
    const file = baseline.ledger.toFile();
    await writeBaseline(resolve(context.cwd, flags.writeBaseline), file);
    context.stderr.write(
      `pi-scan: wrote ${file.findings.reduce((sum, entry) => sum + entry.count, 0)} findings to the baseline ${flags.writeBaseline}\n`,
    );
  }
}

/** A literal file, a directory, or a glob (glob syntax and no such file). */
async function classify(arg: string, cwd: string): Promise<'file' | 'directory' | 'glob'> {
  if (arg === '-') return 'file';
  try {
    return statSync(resolve(cwd, arg)).isDirectory() ? 'directory' : 'file';
  } catch {
    // picomatch loads only for arguments that could be globs: start-up matters for one-file scans.
    if (!/[*?[\]{}()!+@]/.test(arg)) return 'file';
    const { isGlobArgument } = await import('../tree/walk.js');
    return isGlobArgument(arg) ? 'glob' : 'file';
  }
}
