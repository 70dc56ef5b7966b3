/**
 * What every renderer prints: one ScanOutcome per input, with the spec's scan result and the findings
 * behind it located in the input (line and column for text, a source description for images).
 */
import { meetsMinimumConfidence } from '../api/confidence.js';
import type { CategoryCode, Confidence, ScanOptions, ScanResult } from '../api/contract.js';
import type { Evidence } from '../detector/types.js';

/** A span of text, 1-based; columns count UTF-16 code units and `endColumn` is exclusive (as SARIF). */
export interface TextRange {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}

/** One piece of evidence, located in its input. */
export interface Finding {
  ruleId: string;
  category: CategoryCode;
  confidence: Confidence;
  /** Plain-language description of what the rule found. */
  description: string;
  /** The matched text (untrusted: renderers escape it). */
  snippet: string;
  /** How the text was hidden, when it was (base64, rot13, …). */
  trick?: string;
  /** Where in a text input; absent for sources without lines. */
  range?: TextRange;
  /** Where in a non-text input, e.g. "OCR text" or "EXIF ImageDescription". */
  source?: string;
}

/** How a finding was suppressed: a `pi-scan-ignore` comment, a config `ignore` entry or a baseline. */
export type SuppressionKind = 'inline' | 'config' | 'baseline';

/** A finding that a suppression accepted: still reported (counted, in json and SARIF), never gating. */
export interface SuppressedFinding extends Finding {
  suppression: { kind: SuppressionKind; justification: string };
}

/** What a scanner returns for one piece of content. */
export interface ScanOutcomeParts {
  result: ScanResult;
  findings: readonly Finding[];
  /** Findings suppressed in this input (tree and file scans); `result` already leaves them out. */
  suppressed?: readonly SuppressedFinding[];
}

/** One scanned input, ready to render. */
export interface ScanOutcome extends ScanOutcomeParts {
  /** How outputs name the input: the file name as given, "-" for stdin, "<content>" for -c. */
  label: string;
  /** The file path, when the input is a file on disk (SARIF turns it into a URI). */
  path?: string;
}

/** Maps offsets of one text to 1-based line and column. Build once per text, query many times. */
export interface LineIndex {
  locate(offset: number): { line: number; column: number };
}

/** Indexes the line starts of `text` (lines end at LF; a CR before it counts as a column). */
export function createLineIndex(text: string): LineIndex {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return {
    locate(offset) {
      const clamped = Math.min(Math.max(0, offset), text.length);
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((starts[middle] ?? 0) <= clamped) low = middle;
        else high = middle - 1;
      }
      return { line: low + 1, column: clamped - (starts[low] ?? 0) + 1 };
    },
  };
}

/** The range of `[start, end)` in the text behind `index`. */
export function rangeOf(index: LineIndex, start: number, end: number): TextRange {
  const from = index.locate(start);
  const to = index.locate(Math.max(start, end));
  return { startLine: from.line, startColumn: from.column, endLine: to.line, endColumn: to.column };
}

/**
 * Keeps the evidence behind the categories a result reports: same category, and at `high` only when
 * `minimum_confidence` is high. Evidence of filtered-out categories would contradict the verdict.
 */
export function selectEvidence<T extends Pick<Evidence, 'category' | 'confidence'>>(
  evidence: readonly T[],
  result: ScanResult,
  options: ScanOptions,
): T[] {
  const kept = new Set(result.categories.map((entry) => entry.code));
  return evidence.filter(
    (item) => kept.has(item.category) && meetsMinimumConfidence(item.confidence, options.minimumConfidence),
  );
}

/** Turns detector evidence on `text` into located findings, keeping only what the result reports. */
export function findingsFromText(
  text: string,
  evidence: readonly Evidence[],
  result: ScanResult,
  options: ScanOptions,
): Finding[] {
  const selected = selectEvidence(evidence, result, options);
  if (selected.length === 0) return [];
  const index = createLineIndex(text);
  return selected.map((item) => ({
    ...findingFromEvidence(item),
    range: rangeOf(index, item.start, item.end),
  }));
}

/**
 * The finding of one piece of evidence, without a text range: rule, category, confidence,
 * description, snippet, and `trick`/`source` when present (image evidence names its source).
 */
export function findingFromEvidence(
  item: Omit<Evidence, 'start' | 'end'> & { source?: string | undefined },
): Finding {
  const finding: Finding = {
    ruleId: item.ruleId,
    category: item.category,
    confidence: item.confidence,
    description: item.description,
    snippet: item.snippet,
  };
  if (item.trick !== undefined) finding.trick = item.trick;
  if (item.source !== undefined) finding.source = item.source;
  return finding;
}
