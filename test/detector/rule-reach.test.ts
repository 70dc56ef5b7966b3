import { describe, expect, it } from 'vitest';
import { findAnchorHits, matchRules } from '../../src/detector/match.js';
import { asTwoByte, normalize } from '../../src/detector/normalize.js';
import { MAX_REACH, MIN_REACH, RULE_REACH } from '../../src/detector/rule-reach.js';
import { RULES } from '../../src/detector/rules.js';

/** Filler of 2,500 characters: longer than the texts matchRules scans whole, so windows are used. */
const FILLER = 'The quarterly report covers revenue, churn and hiring across all regions. '.repeat(34);

describe('RULE_REACH', () => {
  it('names only existing rules, with reaches within [MIN_REACH, MAX_REACH]', () => {
    const ids = new Set(RULES.map((rule) => rule.id));
    for (const [id, [before, after]] of Object.entries(RULE_REACH)) {
      expect(ids.has(id), id).toBe(true);
      for (const reach of [before, after]) {
        expect(reach).toBeGreaterThanOrEqual(MIN_REACH);
        expect(reach).toBeLessThanOrEqual(MAX_REACH);
      }
    }
  });

  // Each example inside a long document must be matched by its windows exactly as the whole example is
  // matched on its own (scripts/rule-reach.ts measures the reach; re-run it when this fails).
  const examples = RULES.filter((rule) => rule.patterns.length > 0).flatMap((rule) =>
    rule.tps.map((text) => [rule.id, text] as const),
  );
  it.each(examples)('%s still matches %j inside a long document', (id, example) => {
    const text = asTwoByte(normalize(`${FILLER}\n\n${example}\n\n${FILLER}`).text);
    const alone = asTwoByte(normalize(example).text);
    const offset = text.indexOf(alone);
    expect(offset).toBeGreaterThan(0);
    const expected = matchRules(alone)
      .filter((match) => match.rule.id === id)
      .map((match) => [match.start + offset, match.end + offset]);
    const inside = matchRules(text, undefined, findAnchorHits(text))
      .filter((match) => match.rule.id === id && match.start >= offset && match.end <= offset + alone.length)
      .map((match) => [match.start, match.end]);
    expect(inside).toEqual(expected);
  });
});
