/** Runs the detector over labelled rows and measures it. Pure apart from reading the clock for µs/text. */
import { applyScanOptions, type ScanOptions } from '../api/contract.js';
import { detect } from '../detector/index.js';
import type { ScoringModel } from '../detector/types.js';
import type { EvalRow } from './dataset.js';
import { computeEvalMetrics, type EvalMetrics, type Prediction } from './metrics.js';

/** What `pi-scan eval` reports: the metrics plus how fast the detector was. */
export interface EvalReport extends EvalMetrics {
  files: string[];
  options: {
    only?: readonly string[];
    exclude?: readonly string[];
    minimumConfidence: string;
    model: boolean;
  };
  /**
   * Mean detector time per text in microseconds (detect + filtering; file reading excluded), after an
   * untimed warm-up pass over the first {@link WARM_UP_ROWS} rows.
   */
  microsecondsPerText: number;
}

/**
 * Rows scanned once, untimed, before the clock starts: the first calls pay for JIT compilation and
 * for compiling each rule's regex, which would otherwise dominate the figure of a small file.
 */
export const WARM_UP_ROWS = 50;

/** Dependencies of {@link evaluateRows}. */
export interface EvaluateOptions {
  scanOptions: ScanOptions;
  model: ScoringModel | undefined;
  /** Monotonic clock in milliseconds; `performance.now` by default. */
  now?: () => number;
}

/**
 * Scans every row and compares the verdict with its label. A row counts as detected when at least
 * one category survives `only`/`exclude`/`minimumConfidence` — exactly what makes `is_safe` false.
 */
export function evaluateRows(
  rows: readonly EvalRow[],
  files: readonly string[],
  options: EvaluateOptions,
): EvalReport {
  const now = options.now ?? (() => performance.now());
  const detectOptions = options.model === undefined ? {} : { model: options.model };
  for (const row of rows.slice(0, WARM_UP_ROWS)) detect(row.text, detectOptions);
  const predictions: Prediction[] = [];
  let elapsed = 0;
  for (const row of rows) {
    const started = now();
    const categories = applyScanOptions(detect(row.text, detectOptions).categories, options.scanOptions);
    elapsed += now() - started;
    predictions.push({
      label: row.label,
      predicted: categories.length > 0,
      source: row.source,
      kind: row.kind,
    });
  }
  const { only, exclude, minimumConfidence } = options.scanOptions;
  return {
    files: [...files],
    options: {
      ...(only === undefined ? {} : { only }),
      ...(exclude === undefined ? {} : { exclude }),
      minimumConfidence,
      model: options.model !== undefined,
    },
    ...computeEvalMetrics(predictions),
    microsecondsPerText: rows.length === 0 ? 0 : (elapsed * 1000) / rows.length,
  };
}
