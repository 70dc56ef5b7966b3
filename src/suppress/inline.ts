/**
 * Inline suppressions: a `pi-scan-ignore` comment (optionally `pi-scan-ignore: <category>[, …]`, then
 * any words of explanation after `--`) on a
 * finding's first line or on the line just before it suppresses the finding, as semgrep's `nosemgrep`
 * does. Whoever can write an injection into a file can write this comment too, so it only applies to
 * files of a tree or file scan, every use is counted, and `--no-inline-ignore` turns it off.
 */
import { type CategoryCode, isCategoryCode } from '../api/contract.js';

/** The directive word. */
export const INLINE_DIRECTIVE = 'pi-scan-ignore';

/** One directive found in a text: the 1-based line it is on and what it covers. */
export interface InlineDirective {
  line: number;
  /** Categories (or rule ids) named after the colon; undefined means every finding. */
  only?: ReadonlySet<string>;
  /** Names after the colon that are neither a category nor a dotted rule id (the directive is void). */
  unknown: readonly string[];
}

/** `pi-scan-ignore`, then optionally `: name[, name…]`; anything after (such as `-- why`) is a comment. */
const DIRECTIVE = /pi-scan-ignore(?![\w-])(?:[ \t]*:[ \t]*([\w.-]+(?:[ \t]*,[ \t]*[\w.-]+)*))?/g;

/** Finds every directive in `text`. Pure; one pass over the text. */
export function findInlineDirectives(text: string): InlineDirective[] {
  if (!text.includes(INLINE_DIRECTIVE)) return [];
  const directives: InlineDirective[] = [];
  let line = 1;
  let counted = 0;
  for (const match of text.matchAll(DIRECTIVE)) {
    for (
      let at = text.indexOf('\n', counted);
      at !== -1 && at < match.index;
      at = text.indexOf('\n', at + 1)
    ) {
      line++;
      counted = at + 1;
    }
    const names = (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    if (names.length === 0) {
      directives.push({ line, unknown: [] });
      continue;
    }
    const unknown = names.filter(
      (name) => !isCategoryCode(name) && !/^[a-z0-9_-]+(?:\.[a-z0-9_-]+)+$/.test(name),
    );
    directives.push({ line, only: new Set(names), unknown });
  }
  return directives;
}

/** The directive that suppresses a finding of `ruleId`/`category` starting on `line`, if any. */
export function matchInlineDirective(
  directives: readonly InlineDirective[],
  finding: { line: number; ruleId: string; category: CategoryCode },
): InlineDirective | undefined {
  return directives.find(
    (directive) =>
      (directive.line === finding.line || directive.line === finding.line - 1) &&
      directive.unknown.length === 0 &&
      (directive.only === undefined ||
        directive.only.has(finding.category) ||
        directive.only.has(finding.ruleId)),
  );
}
