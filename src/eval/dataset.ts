/** Labelled JSON Lines for `pi-scan eval`: `{"text", "label", "source"?, "kind"?}` per line. */
import { describeJsonType } from '../api/contract.js';
import { InputError } from '../errors.js';

/** One labelled text. */
export interface EvalRow {
  text: string;
  /** 1 = injection, 0 = benign. */
  label: 0 | 1;
  /** The row's `source`, or the file name when the row has none. */
  source: string;
  /** The row's `kind`, or `unknown`. */
  kind: string;
}

/** At most this many line errors are listed in one message. */
const MAX_LISTED_ERRORS = 5;

/**
 * Parses labelled JSONL. Blank lines are skipped; any malformed line fails the whole file (figures on
 * silently dropped rows would mislead), with up to five line numbers and what was wrong with each.
 * `label` must be 0 or 1 (true/false are accepted as 1/0).
 */
export function parseEvalJsonl(content: string, fileName: string): EvalRow[] {
  const rows: EvalRow[] = [];
  const errors: string[] = [];
  let errorCount = 0;
  const lines = content.split('\n');
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const problem = (message: string): void => {
      errorCount++;
      if (errors.length < MAX_LISTED_ERRORS) errors.push(`${fileName}:${index + 1}: ${message}`);
    };
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      problem('not valid JSON');
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problem(`expected a JSON object, got ${describeJsonType(value)}`);
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.text !== 'string') {
      problem(
        `"text" must be a string, got ${record.text === undefined ? 'nothing' : describeJsonType(record.text)}`,
      );
      return;
    }
    const label = record.label === true ? 1 : record.label === false ? 0 : record.label;
    if (label !== 0 && label !== 1) {
      problem(
        `"label" must be 0 (benign) or 1 (injection), got ${JSON.stringify(record.label) ?? 'nothing'}`,
      );
      return;
    }
    if (record.source !== undefined && typeof record.source !== 'string') {
      problem(`"source" must be a string when present, got ${describeJsonType(record.source)}`);
      return;
    }
    if (record.kind !== undefined && typeof record.kind !== 'string') {
      problem(`"kind" must be a string when present, got ${describeJsonType(record.kind)}`);
      return;
    }
    rows.push({
      text: record.text,
      label,
      source: record.source ?? fileName,
      kind: record.kind ?? 'unknown',
    });
  });
  if (errorCount > 0) {
    const more =
      errorCount > errors.length ? `\n… and ${errorCount - errors.length} more malformed lines` : '';
    throw new InputError(
      `${fileName}: ${errorCount} malformed line${errorCount === 1 ? '' : 's'}; each line must be {"text": string, "label": 0|1, "source"?: string, "kind"?: string}\n${errors.join('\n')}${more}`,
    );
  }
  return rows;
}
