/**
 * The per-input loop of the scan commands (`pi-scan text`, `pi-scan image`): scan each source in
 * turn, report it in the chosen format, keep going past per-input errors when there are several
 * inputs, show a progress bar for long lists on a terminal, and set the exit code.
 */

import type { OutputFormat } from '../config/config.js';
import { ExitCode, exitCodeForError } from '../errors.js';
import type { InputSource } from '../input/sources.js';
import type { ScanOutcomeParts } from '../render/outcome.js';
import { createReporter } from '../render/reporter.js';
import { packageVersion } from '../version.js';
import { type CliContext, isTty, resultOutput } from './context.js';
import { isPerInputError } from './jsonl-batch.js';

/** Files above this count get a progress bar (see {@link shouldShowProgress}). */
export const PROGRESS_THRESHOLD = 20;

/**
 * A progress bar is drawn on stderr only for a person watching a terminal while the results go
 * elsewhere: stderr is a TTY, stdout is not (results on the terminal are progress enough, and the
 * bar's redraws and last clear would land on their lines), and CI is not set.
 */
export function shouldShowProgress(context: Pick<CliContext, 'env' | 'stdout' | 'stderr'>): boolean {
  const ci = context.env.CI;
  const inCi = ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
  return !inCi && isTty(context.stderr) && !isTty(context.stdout);
}

/** A source that was not scanned, with the warning to print. */
export interface SkippedSource {
  skipped: string;
}

/** Options of {@link scanSources}. */
export interface ScanSourcesOptions {
  format: OutputFormat;
  /**
   * Reads and scans one source. Return `{skipped}` to pass over it with a warning (e.g. a binary
   * file among several); throw a PiScanError to fail it. `single` says whether it is the only input.
   */
  scanSource(source: InputSource, single: boolean): Promise<ScanOutcomeParts | SkippedSource>;
  /** The repository root SARIF artifact URIs are relative to (default: plain relative paths). */
  root?: string;
}

/**
 * Scans and reports every source. With one input its error ends the command; with several, a
 * per-input error (input, too large, unsupported) is printed, sets its exit code and the rest go on.
 */
export async function scanSources(
  sources: readonly InputSource[],
  options: ScanSourcesOptions,
  context: CliContext,
): Promise<void> {
  const single = sources.length === 1;
  const output = resultOutput(context);
  const { shouldUseColor } =
    options.format === 'human' ? await import('../render/human.js') : { shouldUseColor: () => false };
  const reporter = await createReporter({
    format: options.format,
    write: (text) => output.write(text),
    single,
    color: shouldUseColor(context.env, output),
    toolVersion: packageVersion(),
    root: options.root,
    cwd: context.cwd,
  });
  const progress =
    sources.length > PROGRESS_THRESHOLD && shouldShowProgress(context)
      ? await createProgress(context, sources.length, 'inputs')
      : undefined;
  let failed = 0;
  try {
    for (const source of sources) {
      try {
        const scanned = await options.scanSource(source, single);
        if ('skipped' in scanned) {
          context.stderr.write(`pi-scan: warning: skipped ${scanned.skipped}\n`);
          failed++;
          continue;
        }
        reporter.report({
          label: source.label,
          ...(source.kind === 'file' ? { path: source.path } : {}),
          result: scanned.result,
          findings: scanned.findings,
          ...(scanned.suppressed === undefined ? {} : { suppressed: scanned.suppressed }),
        });
        context.setExitCode(scanned.result.is_safe ? ExitCode.Safe : ExitCode.InjectionFound);
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

/** A progress bar on stderr (cli-progress, loaded only when shown); `total` 0 counts without a bar. */
export async function createProgress(
  context: Pick<CliContext, 'stderr'>,
  total: number,
  unit: string,
): Promise<{ increment(): void; stop(): void }> {
  const { SingleBar, Presets } = await import('cli-progress');
  const bar = new SingleBar(
    {
      stream: context.stderr as NodeJS.WritableStream,
      format: total > 0 ? `scanning [{bar}] {value}/{total} ${unit}` : `scanning: {value} ${unit}`,
      clearOnComplete: true,
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  bar.start(total, 0);
  return { increment: () => bar.increment(), stop: () => bar.stop() };
}
