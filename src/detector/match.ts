/** Runs the rule list over normalized text and returns the matched spans (normalized offsets). */
import { RULES, type Rule } from './rules.js';

/** One rule match, in offsets of the text it ran over. */
export interface RuleMatch {
  rule: Rule;
  start: number;
  end: number;
}

/** At most this many matches per pattern: evidence for a long text stays short. */
export const MAX_MATCHES_PER_PATTERN = 4;

const NEGATION_BEFORE =
  /\b(?:never|not|n't|dont|cannot|no need to|avoid|refuse to|won't|shouldn't|mustn't)\s+(?:\w+\s+){0,2}$/;
const NEGATION_LOOKBACK = 40;
const RULES_WITH_PATTERNS = RULES.filter((rule) => rule.patterns.length > 0);

/** Matches every rule against `text` (already normalized). Linear in the text length per pattern. */
export function matchRules(text: string): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const rule of RULES_WITH_PATTERNS) {
    for (const pattern of rule.patterns) {
      pattern.lastIndex = 0;
      let count = 0;
      for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
        const [matched] = match;
        if (matched.length === 0) {
          pattern.lastIndex++;
          continue;
        }
        const { start, end } = trimSpan(text, match.index, match.index + matched.length);
        if (rule.unlessNegated === true && isNegated(text, start)) continue;
        matches.push({ rule, start, end });
        if (++count >= MAX_MATCHES_PER_PATTERN) break;
      }
    }
  }
  return matches;
}

/** True when the words just before `start` negate it ("never share …", "do not run …"). */
function isNegated(text: string, start: number): boolean {
  return NEGATION_BEFORE.test(text.slice(Math.max(0, start - NEGATION_LOOKBACK), start));
}

/** Drops the leading clause punctuation and whitespace that patterns match as context. */
function trimSpan(text: string, start: number, end: number): { start: number; end: number } {
  let from = start;
  let to = end;
  while (from < to && /[\s.?:;,]/.test(text.charAt(from))) from++;
  while (to > from && /\s/.test(text.charAt(to - 1))) to--;
  return from < to ? { start: from, end: to } : { start, end };
}
