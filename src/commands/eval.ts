/** `pi-scan eval FILE.jsonl...`: measures the offline detector on labelled JSON Lines. */
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { type CategoryCode, createScanOptions, parseCategoryList } from '../api/contract.js';
import { InputError, UsageError } from '../errors.js';
import { type EvalRow, parseEvalJsonl } from '../eval/dataset.js';
import { renderEvalReport } from '../eval/render.js';
import { type EvalReport, evaluateRows } from '../eval/run.js';
import type { CliContext } from './context.js';

/** Options of `pi-scan eval`, as commander parses them. */
export interface EvalCommandOptions {
  json?: boolean;
  only?: string;
  exclude?: string;
  minimumConfidence?: string;
}

/** Reads the files, scans every row with the bundled model and returns the report. */
export async function evalFiles(
  files: readonly string[],
  options: EvalCommandOptions,
  cwd: string,
): Promise<EvalReport> {
  if (files.length === 0) throw new UsageError('pi-scan eval: give at least one labelled JSONL file');
  const only: CategoryCode[] | undefined =
    options.only === undefined ? undefined : parseCategoryList(options.only, '--only');
  const exclude: CategoryCode[] | undefined =
    options.exclude === undefined ? undefined : parseCategoryList(options.exclude, '--exclude');
  const scanOptions = createScanOptions(
    { only, exclude, minimumConfidence: options.minimumConfidence },
    { only: '--only', exclude: '--exclude', minimumConfidence: '--minimum-confidence' },
  );
  const rows: EvalRow[] = [];
  for (const file of files) {
    let content: string;
    try {
      content = await readFile(resolve(cwd, file), 'utf8');
    } catch (error: unknown) {
      throw new InputError(`cannot read ${file}: ${(error as Error).message}`, { cause: error });
    }
    rows.push(...parseEvalJsonl(content, basename(file)));
  }
  if (rows.length === 0)
    throw new InputError(
      `no labelled rows in ${files.join(', ')}; each line must be {"text": string, "label": 0|1}`,
    );
  const { loadBundledModel } = await import('../detector/model-file.js');
  return evaluateRows(rows, files, { scanOptions, model: loadBundledModel() });
}

/** Runs `pi-scan eval` and prints the report (human text, or JSON with --json). Exit code 0. */
export async function runEvalCommand(
  files: string[],
  options: Record<string, unknown>,
  context: CliContext,
): Promise<void> {
  const report = await evalFiles(files, options as EvalCommandOptions, context.cwd);
  context.stdout.write(
    options.json === true ? `${JSON.stringify(report, null, 2)}\n` : renderEvalReport(report),
  );
  context.setExitCode(0);
}
