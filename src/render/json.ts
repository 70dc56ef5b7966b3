/** The machine formats: json (one document) and jsonl (one line per input or per batch request). */
import type { ScanResult } from '../api/contract.js';
import type { ScanOutcome } from './outcome.js';

/** One entry of the json array printed for several inputs. */
export interface FileResult {
  file: string;
  result: ScanResult;
  /** Findings a suppression accepted in this file (present only when there are some). */
  suppressed?: Array<{
    ruleId: string;
    category: string;
    line?: number;
    kind: string;
    justification: string;
  }>;
}

/** The json document: the result alone when `single`, else an array of `{file, result}`. */
export function renderJson(outcomes: readonly ScanOutcome[], single: boolean): string {
  if (single && outcomes.length === 1 && outcomes[0] !== undefined)
    return `${JSON.stringify(outcomes[0].result, null, 2)}\n`;
  return `${JSON.stringify(outcomes.map(toFileResult), null, 2)}\n`;
}

/** One jsonl line for an input: `{"file": ..., "result": {...}}`. */
export function renderJsonlOutcome(outcome: ScanOutcome): string {
  return `${JSON.stringify(toFileResult(outcome))}\n`;
}

/** One line of a `--jsonl` batch: the scan result, or `{"error": message}` for a bad line. */
export function renderBatchLine(line: { result: ScanResult } | { error: string }): string {
  return `${JSON.stringify('result' in line ? line.result : { error: line.error })}\n`;
}

/** The `{file, result}` pair of an outcome. */
export function toFileResult(outcome: ScanOutcome): FileResult {
  const entry: FileResult = { file: outcome.label, result: outcome.result };
  if (outcome.suppressed !== undefined && outcome.suppressed.length > 0) {
    entry.suppressed = outcome.suppressed.map((finding) => ({
      ruleId: finding.ruleId,
      category: finding.category,
      ...(finding.range === undefined ? {} : { line: finding.range.startLine }),
      kind: finding.suppression.kind,
      justification: finding.suppression.justification,
    }));
  }
  return entry;
}
