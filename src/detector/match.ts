/** Runs the rule list over normalized text and returns the matched spans (normalized offsets). */
import { type Anchor, type AnchorIndex, anchorIndexData, anchorIndexFromData } from './anchor-index.js';
import { isNegatedOrMentioned } from './mention-guards.js';
import { asTwoByte } from './normalize.js';
import { MAX_REACH, RULE_REACH } from './rule-reach.js';
import { PREBUILT_ANCHOR_INDEX, RULES, type Rule } from './rules.js';

/** One rule match, in offsets of the text it ran over. */
export interface RuleMatch {
  rule: Rule;
  start: number;
  end: number;
}

/** At most this many matches per rule and window: evidence for a long text stays short. */
export const MAX_MATCHES_PER_RULE = 4;

const RULES_WITH_PATTERNS = RULES.filter((rule) => rule.patterns.length > 0);
/**
 * Each rule's patterns joined into one alternation: a regex scan costs about the same whatever the
 * pattern, so one scan per rule is several times cheaper than one per pattern.
 */
const COMBINED: Array<RegExp | undefined> = new Array(RULES_WITH_PATTERNS.length).fill(undefined);

/** Rule `index`'s combined pattern, built on its first use: most rules never run on a short text. */
function combinedPattern(index: number): RegExp | undefined {
  const rule = RULES_WITH_PATTERNS[index];
  if (rule === undefined) return undefined;
  let pattern = COMBINED[index];
  if (pattern === undefined) {
    pattern = compileNative(normalizedSpaces(combinedSource(rule.patterns)));
    COMBINED[index] = pattern;
  }
  return pattern;
}

/**
 * A subject for {@link compileNative}: 1,000 two-byte characters, all NUL but the last. NUL is
 * neither a word character, white space nor clause punctuation, so every rule and locator gives up
 * at each position after a test or two (all of them together take about 0.1 ms here).
 */
const PRIMER = asTwoByte(`${'\u0000'.repeat(999)}\u0100`);

/**
 * A global regex of `source`, compiled to machine code for two-byte subjects (the detector scans
 * two-byte text, see asTwoByte in normalize.ts). V8 first compiles a regex to bytecode for its
 * interpreter and compiles it again to machine code on its next use, unless the first subject is
 * 1,000 characters or longer; for the rules, large alternations, the bytecode step about doubles
 * the cost of their first use (the `--jsonl` batch of `npm run bench` spends a fifth of its CPU
 * time compiling). One run over PRIMER skips it; the match it may find is not used.
 */
function compileNative(source: string): RegExp {
  const pattern = new RegExp(source, 'g');
  pattern.exec(PRIMER);
  pattern.lastIndex = 0;
  return pattern;
}

/** The characters `\s` matches that normalize() can leave in its text (it folds the other Unicode spaces to " " by NFKC and removes U+FEFF). */
const NORMALIZED_SPACES = String.raw`\t-\r \u1680\u2028\u2029`;

/**
 * `source` with every `\s` narrowed to the white space normalized text can hold (see
 * NORMALIZED_SPACES): it matches the same on every text the rules scan, and V8 compiles the narrower
 * class to less code, which keeps more rules under its limit for optimized regex code.
 */
export function normalizedSpaces(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      const next = source[i + 1] ?? '';
      i++;
      if (next === 's') out += inClass ? NORMALIZED_SPACES : `[${NORMALIZED_SPACES}]`;
      else out += ch + next;
      continue;
    }
    if (ch === '[' && !inClass) inClass = true;
    else if (ch === ']' && inClass) inClass = false;
    out += ch;
  }
  return out;
}

/**
 * The source of one alternation of `patterns`, in order. Their top-level alternatives are listed one
 * by one, and runs of alternatives that start with `\b` share it: `\b(?:A|B)` matches exactly what
 * `\bA|\bB` matches (the assertion tests the position only), but the engine gives up inside words
 * after one test instead of one per alternative. Patterns use no backreferences, so the extra groups
 * change nothing.
 */
export function combinedSource(patterns: readonly RegExp[]): string {
  const parts: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    if (run.length > 0) parts.push(`\\b(?:${run.map((alternative) => `(?:${alternative})`).join('|')})`);
    run = [];
  };
  for (const pattern of patterns) {
    for (const alternative of splitAlternatives(pattern.source)) {
      if (alternative.startsWith('\\b')) {
        run.push(alternative.slice(2));
      } else {
        flush();
        parts.push(`(?:${alternative})`);
      }
    }
  }
  flush();
  return parts.join('|');
}

/** Splits a regex source at its top-level `|` (outside groups and character classes). */
export function splitAlternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let last = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      i++;
    } else if (inClass) {
      if (ch === ']') inClass = false;
    } else if (ch === '[') {
      inClass = true;
    } else if (ch === '(') {
      depth++;
    } else if (ch === ')') {
      depth--;
    } else if (ch === '|' && depth === 0) {
      parts.push(source.slice(last, i));
      last = i + 1;
    }
  }
  parts.push(source.slice(last));
  return parts;
}

/** Regexes that locate anchors in one pass, built on the first text that needs them. */
interface AnchorLocators {
  /** Locate positions where some ASCII anchor starts (trie-shaped alternations, fast in V8). */
  wordLocator: RegExp;
  symbolLocator: RegExp;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function buildLocators(index: AnchorIndex): AnchorLocators {
  const words = trieAlternation(index.ascii.filter((text) => /^\w/.test(text)));
  const symbols = trieAlternation(index.ascii.filter((text) => !/^\w/.test(text)));
  return {
    // Two passes are cheaper than one alternation of both.
    wordLocator: compileNative(`\\b${words}`),
    symbolLocator: compileNative(symbols),
  };
}

/** A regex alternation shaped as a trie that stops at the shortest anchor: it only locates candidates. */
function trieAlternation(anchors: readonly string[]): string {
  interface Node {
    end: boolean;
    children: Map<string, Node>;
  }
  const root: Node = { end: false, children: new Map() };
  for (const anchor of anchors) {
    let node = root;
    for (const ch of anchor) {
      const next = node.children.get(ch) ?? { end: false, children: new Map() };
      node.children.set(ch, next);
      node = next;
    }
    node.end = true;
  }
  const emit = (node: Node): string => {
    if (node.end) return '';
    const branches = [...node.children].map(([ch, child]) => escapeRegExp(ch) + emit(child));
    return branches.length === 1 ? (branches[0] ?? '') : `(?:${branches.join('|')})`;
  };
  return emit(root);
}

let anchorIndex: AnchorIndex | undefined;

/** The anchor index, from the data the bundle computed at build time when there is some (see anchor-index.ts). */
function loadAnchorIndex(): AnchorIndex {
  return anchorIndexFromData(PREBUILT_ANCHOR_INDEX ?? anchorIndexData(RULES_WITH_PATTERNS));
}
let anchorLocators: AnchorLocators | undefined;
/** Texts shorter than this walk the trie from every position instead of building the locators first. */
const WALK_LIMIT = 64;
const NON_ASCII = /[^\x00-\x7f]/;

function isWordCode(code: number): boolean {
  return (
    (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95 || (code >= 65 && code <= 90)
  );
}

/**
 * Where each rule's anchors occur in `text`: per rule, the anchor positions (at most
 * MAX_HITS_PER_RULE; `undefined` = the rule cannot match). One linear pass.
 */
export function findAnchorHits(text: string): Array<number[] | undefined> {
  const hits: Array<number[] | undefined> = new Array(RULES_WITH_PATTERNS.length).fill(undefined);
  anchorIndex ??= loadAnchorIndex();
  const index = anchorIndex;
  if (anchorLocators === undefined && text.length < WALK_LIMIT) {
    // Same positions the locators find, in the same order: word starts, then every other ASCII character.
    for (let at = 0; at < text.length; at++)
      if (isWordCode(text.charCodeAt(at)) && (at === 0 || !isWordCode(text.charCodeAt(at - 1))))
        walkTrie(text, at, index, hits);
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code < 128 && !isWordCode(code)) walkTrie(text, at, index, hits);
    }
  } else {
    anchorLocators ??= buildLocators(index);
    for (const locator of [anchorLocators.wordLocator, anchorLocators.symbolLocator]) {
      locator.lastIndex = 0;
      for (let match = locator.exec(text); match !== null; match = locator.exec(text)) {
        // Step by one so overlapping anchors ("and do not" / "do not") are all seen.
        locator.lastIndex = match.index + 1;
        walkTrie(text, match.index, index, hits);
      }
    }
  }
  if (NON_ASCII.test(text)) {
    // Non-ASCII anchors are looked for from each non-ASCII character that could be their first one.
    const keyUnits = index.nonAsciiKeyUnits;
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code < 128 || keyUnits[code] !== 1) continue;
      for (const { anchor, offset } of index.nonAsciiByKeyUnit.get(code) ?? [])
        if (at >= offset) markHit(text, anchor, at - offset, hits);
    }
  }
  return hits;
}

/** Walks the trie from `at`: every anchor that starts there ends at a node on the way. */
function walkTrie(text: string, at: number, index: AnchorIndex, hits: Array<number[] | undefined>): void {
  let node = 0;
  for (let k = at; k < text.length; k++) {
    const code = text.charCodeAt(k);
    if (code >= 128) break;
    const next = index.children.get(node * 128 + code);
    if (next === undefined) break;
    node = next;
    const ending = index.ending[node];
    if (ending !== undefined) for (const anchor of ending) markHit(text, anchor, at, hits);
  }
}

/**
 * Beyond this many anchor positions a rule counts its matches over the whole text instead of per
 * window (as a scan of the whole text would); it still scans only the windows around them.
 */
const MAX_HITS_PER_RULE = 64;
/** Variants are rescanned this far around each changed character: longer than any pattern's match. */
const WINDOW_REACH = MAX_REACH;
/** Texts up to this long are scanned whole; windows only pay off on long texts. */
const WHOLE_TEXT_LIMIT = 4 * WINDOW_REACH;
/** Each rule's [before, after] reach around its anchor hits (see rule-reach.ts), by rule index. */
const REACH: ReadonlyArray<readonly [number, number]> = RULES_WITH_PATTERNS.map(
  (rule) => RULE_REACH[rule.id] ?? [MAX_REACH, MAX_REACH],
);

function markHit(text: string, anchor: Anchor, at: number, hits: Array<number[] | undefined>): void {
  if (!text.startsWith(anchor.text, at)) return;
  if (anchor.wholeWord && isWordCode(text.charCodeAt(at + anchor.text.length))) return;
  for (const index of anchor.rules) {
    const positions = hits[index];
    if (positions === undefined) hits[index] = [at];
    else positions.push(at);
  }
}

/**
 * The stretches of `text` a rule must scan: the whole text when it is short, otherwise merged
 * windows of its reach around its anchor positions (linear in their size; they skip what no match can
 * reach).
 */
export function scanWindows(
  length: number,
  positions: readonly number[],
  reach: readonly [number, number],
): Array<[number, number]> {
  if (length <= WHOLE_TEXT_LIMIT) return [[0, length]];
  return mergedWindows(
    length,
    [...positions].sort((a, b) => a - b),
    reach,
  );
}

/**
 * What a rule scans of the window [from, to) of `text`, and where its first character sits in `text`.
 * A window that starts mid-text gets a NUL in front, so `^` and clause starts cannot match at the cut
 * (NUL is neither a word character nor clause punctuation).
 */
export function windowSlice(text: string, from: number, to: number): { slice: string; shift: number } {
  return from === 0
    ? { slice: text.slice(0, to), shift: 0 }
    : { slice: `\u0000${text.slice(from, to)}`, shift: from - 1 };
}

/** Windows of `reach` ([before, after]) around each of the sorted `positions`, merged where they touch. */
function mergedWindows(
  length: number,
  positions: Iterable<number>,
  [before, after]: readonly [number, number] = [WINDOW_REACH, WINDOW_REACH],
): Array<[number, number]> {
  const windows: Array<[number, number]> = [];
  for (const at of positions) {
    const start = Math.max(0, at - before);
    const end = Math.min(length, at + after);
    const last = windows[windows.length - 1];
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end);
    else windows.push([start, end]);
  }
  return windows;
}

/**
 * Matches every rule against `text` (already normalized). Linear in the text length. With `focus`
 * (sorted, disjoint [start, end) windows), a long text is scanned only inside them. Matches a mention
 * guard drops are left out; their starts are the keys of `guarded` whose value is true.
 */
export function matchRules(
  text: string,
  focus?: ReadonlyArray<[number, number]>,
  hits: ReadonlyArray<readonly number[] | undefined> = findAnchorHits(text),
  guarded: Map<number, boolean> = new Map(),
): RuleMatch[] {
  const matches: RuleMatch[] = [];
  // The guards read only the text before a match start, and several rules (and windows) often match
  // at the same start: each start is judged once per text (`guarded`: start → dropped by a guard;
  // a caller may pass its own map to learn where guarded matches were).
  RULES_WITH_PATTERNS.forEach((rule, index) => {
    const positions = hits[index];
    if (positions === undefined) return;
    // With anchors everywhere, matches are counted over the whole text, as one scan of it would.
    const countWhole = positions.length > MAX_HITS_PER_RULE;
    let count = 0;
    const windows = scanWindows(text.length, positions, REACH[index] ?? [MAX_REACH, MAX_REACH]);
    for (const [from, to] of focus === undefined ? windows : intersectWindows(windows, focus)) {
      const { slice, shift } = windowSlice(text, from, to);
      const pattern = combinedPattern(index);
      if (pattern === undefined) continue;
      pattern.lastIndex = 0;
      if (!countWhole) count = 0;
      if (count >= MAX_MATCHES_PER_RULE) break;
      for (let match = pattern.exec(slice); match !== null; match = pattern.exec(slice)) {
        const [matched] = match;
        if (matched.length === 0) {
          pattern.lastIndex++;
          continue;
        }
        const { start, end } = trimSpan(text, match.index + shift, match.index + shift + matched.length);
        let negated = guarded.get(start);
        if (negated === undefined) {
          negated = isNegatedOrMentioned(text, start);
          guarded.set(start, negated);
        }
        if (negated) continue;
        if (!matches.some((m) => m.rule === rule && m.start === start)) matches.push({ rule, start, end });
        if (++count >= MAX_MATCHES_PER_RULE) break;
      }
    }
  });
  return matches.filter(
    (m) =>
      m.rule.fallback !== true ||
      !matches.some(
        (other) =>
          other.rule.fallback !== true &&
          other.rule.category === m.rule.category &&
          other.start < m.end &&
          m.start < other.end,
      ),
  );
}

/**
 * Matches every rule against `variant`, a one-for-one rewrite of `base` (rot13, leetspeak), near the
 * characters the rewrite changed: a variant match elsewhere is a match of `base` already. Short texts
 * are scanned whole. `baseHits`, when given, are findAnchorHits(base); the variant's hits are then
 * corrected from them near the changes instead of found again, short texts included.
 */
export function matchRulesNearChanges(
  variant: string,
  base: string,
  baseHits?: ReadonlyArray<readonly number[] | undefined>,
): RuleMatch[] {
  const changed: number[] = [];
  for (let k = 0; k < variant.length; k++) if (variant.charCodeAt(k) !== base.charCodeAt(k)) changed.push(k);
  // With few changes, the variant's anchor hits are the base's, corrected near the changes (a short
  // text reads only how many hits each rule has, so their order does not matter there either).
  const hits =
    baseHits === undefined || changed.length * 8 > variant.length
      ? findAnchorHits(variant)
      : anchorHitsNearChanges(variant, baseHits, changed);
  if (variant.length <= WHOLE_TEXT_LIMIT) return matchRules(variant, undefined, hits);
  return matchRules(variant, mergedWindows(variant.length, changed), hits);
}

/**
 * The anchor hits of `variant` (what findAnchorHits would return, up to order), from the hits of
 * the text it rewrites one-for-one at the sorted positions `changed`. An anchor hit at p reads the
 * characters from p - 1 (word start) to p + length (word end), so only hits that start within the
 * longest anchor's length before a change, or just after it, can differ: those are dropped from the
 * base hits and found again in the variant. Linear in the hits and the changes, not in the text.
 */
function anchorHitsNearChanges(
  variant: string,
  baseHits: ReadonlyArray<readonly number[] | undefined>,
  changed: readonly number[],
): Array<number[] | undefined> {
  const index = anchorIndex ?? loadAnchorIndex();
  anchorIndex = index;
  // Affected start positions: [change - longest, change + 1], merged.
  const ranges: Array<[number, number]> = [];
  for (const at of changed) {
    const from = Math.max(0, at - index.longest);
    const to = Math.min(variant.length, at + 2);
    const last = ranges[ranges.length - 1];
    if (last !== undefined && from <= last[1]) last[1] = Math.max(last[1], to);
    else ranges.push([from, to]);
  }
  const affected = (position: number): boolean => {
    let low = 0;
    let high = ranges.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const [from, to] = ranges[middle] as [number, number];
      if (position < from) high = middle - 1;
      else if (position >= to) low = middle + 1;
      else return true;
    }
    return false;
  };
  const hits: Array<number[] | undefined> = baseHits.map((positions) => {
    if (positions === undefined) return undefined;
    const kept = positions.filter((position) => !affected(position));
    return kept.length === 0 ? undefined : kept;
  });
  const nonAscii = NON_ASCII.test(variant);
  for (const [from, to] of ranges) {
    for (let at = from; at < to; at++) {
      const code = variant.charCodeAt(at);
      if (code < 128) {
        // The ASCII passes: word anchors at word starts, symbol anchors anywhere.
        if (!isWordCode(code) || at === 0 || !isWordCode(variant.charCodeAt(at - 1)))
          walkTrie(variant, at, index, hits);
      }
      if (nonAscii) {
        for (const anchor of index.nonAsciiByFirstUnit.get(code) ?? []) markHit(variant, anchor, at, hits);
      }
    }
  }
  return hits;
}

/** The parts of sorted, disjoint `windows` that lie inside sorted, disjoint `focus` windows. */
function intersectWindows(
  windows: ReadonlyArray<[number, number]>,
  focus: ReadonlyArray<[number, number]>,
): Array<[number, number]> {
  const parts: Array<[number, number]> = [];
  let f = 0;
  for (const [from, to] of windows) {
    while (f < focus.length && (focus[f]?.[1] ?? 0) <= from) f++;
    for (let k = f; k < focus.length; k++) {
      const [focusFrom, focusTo] = focus[k] ?? [0, 0];
      if (focusFrom >= to) break;
      parts.push([Math.max(from, focusFrom), Math.min(to, focusTo)]);
    }
  }
  return parts;
}

/** Drops the leading clause punctuation and whitespace that patterns match as context. */
function trimSpan(text: string, start: number, end: number): { start: number; end: number } {
  let from = start;
  let to = end;
  while (from < to && /[\s.?:;,"'\x60]/.test(text.charAt(from))) from++;
  while (to > from && /\s/.test(text.charAt(to - 1))) to--;
  return from < to ? { start: from, end: to } : { start, end };
}
