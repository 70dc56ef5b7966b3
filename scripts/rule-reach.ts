/**
 * Measures how far each rule's matches reach around their first anchor, and writes the scan windows
 * that src/detector/match.ts uses for long texts (src/detector/rule-reach.ts). Every text it can read
 * is matched whole: ../shared/datasets, data/handwritten, fixtures/eval, fixtures/text, the rules' own
 * examples and the Markdown docs of node_modules. For each match it records `lead`, the characters from
 * the match start to the rule's first anchor hit inside it, and `tail`, from that hit to the match end
 * (a match with no hit inside leans on one outside: that one is measured).
 * A window of [hit - before, hit + after) holds the whole match when before ≥ lead and after ≥ tail;
 * the script writes 1.5 times the largest of each, plus room for lookbehinds before the match (80) and a
 * margin after (20), between MIN_REACH and MAX_REACH; the second step below widens what that misses.
 * Rules no text matched keep MAX_REACH.
 *
 * Re-run it after changing a rule's patterns or anchors (test/detector/rule-reach.test.ts embeds every
 * rule's examples in long filler and fails when a window is too short for them):
 *   npm run build && node dist/scripts/rule-reach.js
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  combinedSource,
  findAnchorHits,
  normalizedSpaces,
  scanWindows,
  windowSlice,
} from '../src/detector/match.js';
import { normalize } from '../src/detector/normalize.js';
import { MAX_REACH, MIN_REACH } from '../src/detector/rule-reach.js';
import { RULES } from '../src/detector/rules.js';
import { loadPackageDocs } from './docs-corpus.js';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

function jsonlTexts(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) =>
      readFileSync(join(dir, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => {
          const row = JSON.parse(line) as { text?: unknown; content?: unknown };
          return typeof row.text === 'string' ? row.text : typeof row.content === 'string' ? row.content : '';
        }),
    );
}

const texts = [
  ...jsonlTexts(resolve(root, '..', 'shared', 'datasets')),
  ...['data/handwritten', 'fixtures/eval', 'fixtures/text'].flatMap((dir) => jsonlTexts(join(root, dir))),
  ...RULES.flatMap((rule) => [...rule.tps, ...rule.fps]),
  ...loadPackageDocs(root).map((doc) => doc.text),
];

const rules = RULES.filter((rule) => rule.patterns.length > 0);
const patterns = rules.map((rule) => new RegExp(normalizedSpaces(combinedSource(rule.patterns)), 'g'));
const lead = new Array<number>(rules.length).fill(-1);
const tail = new Array<number>(rules.length).fill(-1);
/** The texts each rule matches (up to 30,000 characters), for the second step below. */
const matched = rules.map(() => [] as string[]);
for (const raw of texts) {
  const { text } = normalize(raw);
  const hits = findAnchorHits(text);
  patterns.forEach((pattern, index) => {
    const positions = hits[index];
    if (positions === undefined) return;
    pattern.lastIndex = 0;
    let matches = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      const start = match.index;
      const end = start + match[0].length;
      if (end === start) {
        pattern.lastIndex++;
        continue;
      }
      matches++;
      const at = nearestHit(positions, start, end);
      lead[index] = Math.max(lead[index] ?? 0, at - start, 0);
      tail[index] = Math.max(tail[index] ?? 0, end - at, 0);
    }
    if (matches > 0 && text.length <= 30_000) matched[index]?.push(text);
  });
}

/**
 * The anchor hit whose window must hold the match: the first one inside it, else the last one before
 * it (a lookbehind can lean on an anchor just outside), else the first one after it.
 */
function nearestHit(positions: readonly number[], start: number, end: number): number {
  let inside = Number.POSITIVE_INFINITY;
  let before = Number.NEGATIVE_INFINITY;
  let after = Number.POSITIVE_INFINITY;
  for (const at of positions) {
    if (at >= start && at < end) inside = Math.min(inside, at);
    else if (at < start) before = Math.max(before, at);
    else after = Math.min(after, at);
  }
  if (inside !== Number.POSITIVE_INFINITY) return inside;
  return before !== Number.NEGATIVE_INFINITY ? before : after;
}

const clamp = (value: number): number => Math.min(MAX_REACH, Math.max(MIN_REACH, Math.ceil(value / 20) * 20));
const reach: Array<[number, number]> = rules.map((_rule, index) => {
  const before = lead[index] ?? -1;
  const after = tail[index] ?? -1;
  return before < 0 ? [MAX_REACH, MAX_REACH] : [clamp(1.5 * before + 80), clamp(1.5 * after + 20)];
});

/**
 * Then each text a rule matches is set inside a long document (or, when long itself, taken as it is),
 * where the rule scans only its windows (matchRules' own windowing), and a rule whose windows miss a match there (lookarounds reach past the match; some matches hold
 * no anchor of their own and lean on one nearby) widens by 80 characters each way until none is
 * missed or it reaches MAX_REACH. Rules that still miss at MAX_REACH are listed: their anchors lack
 * a word of those matches, and long texts found them only near another anchor.
 */
const FILLER = 'The quarterly report covers revenue, churn and hiring across all regions. '.repeat(34);
const stillMissed: string[] = [];
rules.forEach((rule, index) => {
  const pattern = patterns[index] as RegExp;
  let missing = (matched[index] ?? []).filter((text) =>
    missedInside(pattern, index, text, reach[index] as [number, number]),
  );
  while (missing.length > 0) {
    const [before, after] = reach[index] as [number, number];
    if (before >= MAX_REACH && after >= MAX_REACH) {
      stillMissed.push(`${rule.id} (${missing.length} texts)`);
      break;
    }
    const wider: [number, number] = [Math.min(MAX_REACH, before + 80), Math.min(MAX_REACH, after + 80)];
    reach[index] = wider;
    missing = missing.filter((text) => missedInside(pattern, index, text, wider));
  }
});

/** Whether `text` set between fillers loses a match of the rule when only its windows are scanned. */
function missedInside(
  pattern: RegExp,
  index: number,
  text: string,
  [before, after]: [number, number],
): boolean {
  // A text long enough to be scanned by windows is checked as it is, a shorter one inside filler.
  const alone = text.length > 2 * MAX_REACH * 2;
  const whole = alone ? text : `${FILLER}\n\n${text}\n\n${FILLER}`;
  const offset = alone ? 0 : FILLER.length + 2;
  // What a scan of the whole document finds where the text sits (the filler can change what matches).
  const expected = allMatches(pattern, whole)
    .filter(([start, end]) => start >= offset && end <= offset + text.length)
    .map(([start, end]) => `${start}-${end}`);
  const found = new Set<string>();
  for (const [from, to] of scanWindows(whole.length, findAnchorHits(whole)[index] ?? [], [before, after])) {
    const { slice, shift } = windowSlice(whole, from, to);
    for (const [start, end] of allMatches(pattern, slice)) found.add(`${start + shift}-${end + shift}`);
  }
  return expected.some((span) => !found.has(span));
}

function allMatches(pattern: RegExp, text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0].length === 0) pattern.lastIndex++;
    else spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
}

const entries = rules
  .map((rule, index) => {
    const [before, after] = reach[index] as [number, number];
    return before >= MAX_REACH && after >= MAX_REACH ? undefined : `  '${rule.id}': [${before}, ${after}],`;
  })
  .filter((line) => line !== undefined);

const file = join(root, 'src', 'detector', 'rule-reach.ts');
const source = readFileSync(file, 'utf8');
const begin = source.indexOf('// generated:start');
const finish = source.indexOf('// generated:end');
if (begin < 0 || finish < begin) throw new Error(`${file} lost its generated:start/end markers`);
writeFileSync(
  file,
  `${source.slice(0, begin)}// generated:start (node dist/scripts/rule-reach.js, ${texts.length} texts)\n${entries.join('\n')}\n  ${source.slice(finish)}`,
);
process.stdout.write(
  `${entries.length} of ${rules.length} rules scan less than ${MAX_REACH} each way (${texts.length} texts); wrote ${file}\n`,
);
if (stillMissed.length > 0)
  process.stdout.write(
    `matches found in long texts only near another anchor, even at ${MAX_REACH}:\n  ${stillMissed.join('\n  ')}\n`,
  );
