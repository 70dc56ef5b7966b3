/**
 * Applies the three kinds of suppression to one scanned file: inline directives, config `ignore`
 * entries and a baseline, in that order. Suppressed findings move to `suppressed` with the reason;
 * the verdict is recomputed from the findings that remain, so the exit code follows what is left.
 */
import { createRequire } from 'node:module';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type picomatchModule from 'picomatch';
import type { CategoryCode } from '../api/contract.js';
import type { Finding, ScanOutcomeParts, SuppressedFinding, SuppressionKind } from '../render/outcome.js';
import type { BaselineLedger } from './baseline.js';
import type { IgnoreEntry } from './config-ignore.js';
import { fingerprintFinding } from './fingerprint.js';
import { findInlineDirectives, INLINE_DIRECTIVE, matchInlineDirective } from './inline.js';

/** Options of {@link createSuppressor}. */
export interface SuppressorOptions {
  /** Directory config globs without a base are relative to (the working directory). */
  cwd: string;
  /** Honour `pi-scan-ignore` comments (default true; `--no-inline-ignore` turns them off). */
  inline: boolean;
  ignore: readonly IgnoreEntry[];
  /** Findings the baseline allows; with `record`, every finding left is recorded and allowed. */
  baseline?: BaselineLedger | undefined;
  /** `--write-baseline`: record every finding that reaches the baseline step. */
  record?: boolean;
  /** How the baseline is named in justifications. */
  baselineName?: string;
  /** Prints a warning line (void directives). */
  warn(message: string): void;
}

/** One file to suppress in: its path as shown, absolute path, repository path and text (if text). */
export interface SuppressionTarget {
  label: string;
  absolute: string;
  /** Repository-relative path (fingerprints); the label when the file is outside the repository. */
  repoPath: string;
  text?: string;
}

/** Counts of suppressed findings by kind. */
export type SuppressionCounts = Record<SuppressionKind, number>;

/** Suppresses findings file by file and keeps the counts. */
export interface Suppressor {
  apply(target: SuppressionTarget, parts: ScanOutcomeParts): ScanOutcomeParts;
  readonly counts: Readonly<SuppressionCounts>;
}

/** Creates a suppressor; config globs are compiled once. */
export function createSuppressor(options: SuppressorOptions): Suppressor {
  const entries = options.ignore.map((entry) => ({ entry, matches: compileEntry(entry, options.cwd) }));
  const counts: SuppressionCounts = { inline: 0, config: 0, baseline: 0 };
  return {
    counts,
    apply(target, parts) {
      const findings = completeFindings(parts, target.text);
      if (findings.length === 0) return parts;
      const directives =
        options.inline && target.text?.includes(INLINE_DIRECTIVE) === true
          ? findInlineDirectives(target.text)
          : [];
      for (const directive of directives) {
        if (directive.unknown.length > 0) {
          options.warn(
            `${target.label}:${directive.line}: ${INLINE_DIRECTIVE} names ${directive.unknown.map((name) => `"${name}"`).join(', ')}, neither a category nor a rule id; it suppresses nothing`,
          );
        }
      }
      const kept: Finding[] = [];
      const suppressed: SuppressedFinding[] = [...(parts.suppressed ?? [])];
      const suppress = (finding: Finding, kind: SuppressionKind, justification: string): void => {
        counts[kind]++;
        suppressed.push({ ...finding, suppression: { kind, justification } });
      };
      for (const finding of findings) {
        const line = finding.range?.startLine;
        const directive =
          line === undefined ? undefined : matchInlineDirective(directives, { ...finding, line });
        if (directive !== undefined) {
          suppress(finding, 'inline', `${INLINE_DIRECTIVE} comment on line ${directive.line}`);
          continue;
        }
        const configEntry = entries.find(
          ({ entry, matches }) => matches(target.absolute) && coversFinding(entry, finding),
        );
        if (configEntry !== undefined) {
          suppress(finding, 'config', configJustification(configEntry.entry));
          continue;
        }
        if (options.baseline !== undefined) {
          const fingerprint = fingerprintFinding(target.repoPath, finding);
          if (options.record === true) {
            options.baseline.record({ path: target.repoPath, ruleId: finding.ruleId, fingerprint });
            suppress(finding, 'baseline', `recorded in the baseline ${options.baselineName ?? ''}`.trim());
            continue;
          }
          if (options.baseline.take(fingerprint)) {
            suppress(finding, 'baseline', `in the baseline ${options.baselineName ?? ''}`.trim());
            continue;
          }
        }
        kept.push(finding);
      }
      if (suppressed.length === (parts.suppressed?.length ?? 0) && kept.length === parts.findings.length)
        return { ...parts, findings: kept };
      return { result: verdictOf(parts, kept), findings: kept, suppressed };
    },
  };
}

/**
 * The findings of a result, plus one whole-text finding (`category.<code>`) for each unsafe category
 * that no finding supports (a remote verdict carries no evidence), so every category can be located,
 * suppressed and fingerprinted.
 */
export function completeFindings(parts: ScanOutcomeParts, text: string | undefined): Finding[] {
  if (parts.result.is_safe) return [...parts.findings];
  const covered = new Set<CategoryCode>(parts.findings.map((finding) => finding.category));
  const extra: Finding[] = [];
  for (const entry of parts.result.categories) {
    if (covered.has(entry.code)) continue;
    const finding: Finding = {
      ruleId: `category.${entry.code}`,
      category: entry.code,
      confidence: entry.confidence,
      description: `the text as a whole reads as ${entry.code.replace(/_/g, ' ')} (no single span)`,
      snippet: text === undefined ? '' : text.trim().slice(0, 200),
    };
    if (text !== undefined) finding.range = wholeTextRange(text);
    extra.push(finding);
  }
  return [...parts.findings, ...extra];
}

/** The range from 1:1 to the end of the last line of `text`. */
export function wholeTextRange(text: string): NonNullable<Finding['range']> {
  const lines = text.split('\n');
  const last = lines.at(-1) ?? '';
  return { startLine: 1, startColumn: 1, endLine: lines.length, endColumn: last.length + 1 };
}

/** The result once `kept` are the only findings: categories without a finding left are dropped. */
function verdictOf(parts: ScanOutcomeParts, kept: readonly Finding[]): ScanOutcomeParts['result'] {
  const left = new Set(kept.map((finding) => finding.category));
  const categories = parts.result.categories.filter((entry) => left.has(entry.code));
  const result = { ...parts.result, categories, is_safe: categories.length === 0 };
  if (result.is_safe) delete result.reason;
  return result;
}

function coversFinding(entry: IgnoreEntry, finding: Finding): boolean {
  if (entry.categories === undefined && entry.rules === undefined) return true;
  return (
    entry.categories?.includes(finding.category) === true || entry.rules?.includes(finding.ruleId) === true
  );
}

function configJustification(entry: IgnoreEntry): string {
  const what = [...(entry.categories ?? []), ...(entry.rules ?? [])];
  const scope = what.length === 0 ? '' : ` (${what.join(', ')})`;
  const reason = entry.reason === undefined ? '' : `: ${entry.reason}`;
  return `config ignore ${entry.paths.join(', ')}${scope}${reason}`;
}

/** A path matcher for one entry: globs relative to its base; `dir` and `dir/` cover everything below. */
function compileEntry(entry: IgnoreEntry, cwd: string): (absolute: string) => boolean {
  const base = entry.base ?? cwd;
  const patterns = entry.paths.flatMap((path) => {
    const posix = path.replace(/\\/g, '/').replace(/^\.\//, '');
    const trimmed = posix.replace(/\/+$/, '');
    return [trimmed, `${trimmed}/**`];
  });
  // Loaded and compiled on the first path checked: every `pi-scan text` run builds a suppressor, and
  // `text -c` or stdin never checks a path, yet compiling a config's globs costs ~8 ms of a 60 ms
  // start (`npm run bench:start` in this repository, whose .piscanrc.json has ignore entries).
  let matches: ((path: string) => boolean) | undefined;
  return (absolute) => {
    const rel = relative(resolve(base), absolute);
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return false;
    matches ??= (createRequire(import.meta.url)('picomatch') as typeof picomatchModule)(patterns, {
      dot: true,
    });
    return matches(sep === '/' ? rel : rel.split(sep).join('/'));
  };
}
