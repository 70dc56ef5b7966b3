/**
 * Finding fingerprints: what a baseline records and what SARIF's `partialFingerprints` carry. They hash
 * the rule id (or model window id), the path from the repository root and the normalized snippet, never
 * the line, so a finding keeps its fingerprint when lines above it are added or removed.
 */
import { createHash } from 'node:crypto';
import { isAbsolute, relative, sep } from 'node:path';

/** The `partialFingerprints` key pi-scan writes in SARIF. */
export const FINGERPRINT_KEY = 'piScanFinding/v1';

/** The snippet as fingerprints see it: NFKC, lower case, whitespace runs folded to one space, trimmed. */
export function normalizeSnippet(snippet: string): string {
  return snippet.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The fingerprint of a finding of `ruleId` with `snippet` in the file at `path` (repository-relative). */
export function fingerprintFinding(path: string, finding: { ruleId: string; snippet: string }): string {
  return createHash('sha256')
    .update(`pi-scan/v1\0${finding.ruleId}\0${path}\0${normalizeSnippet(finding.snippet)}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * A file's path relative to the repository `root`, with `/` separators, as SARIF and baselines name
 * it; undefined when the file lies outside the root.
 */
export function repoRelativePath(root: string, absolute: string): string | undefined {
  const rel = relative(root, absolute);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return sep === '/' ? rel : rel.split(sep).join('/');
}
