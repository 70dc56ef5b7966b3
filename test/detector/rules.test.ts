import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_CODES } from '../../src/api/contract.js';
import { detect } from '../../src/detector/index.js';
import { findRule, RULES } from '../../src/detector/rules.js';

const injections = readFileSync(new URL('../../fixtures/text/injections.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { text: string });

describe('RULES', () => {
  it('has unique, stable dotted ids', () => {
    const ids = RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(context|data|actions|output)\.[a-z0-9-]+(\.[a-z0-9-]+)*$/);
  });

  it('covers all four categories', () => {
    const categories = new Set(RULES.map((rule) => rule.category));
    expect([...categories].sort()).toEqual([...CATEGORY_CODES].sort());
  });

  it.each(RULES.map((rule) => [rule.id, rule] as const))('%s is well-formed', (_id, rule) => {
    expect(rule.description).toMatch(/^[a-z]/);
    expect(['medium', 'high']).toContain(rule.confidence);
    for (const pattern of rule.patterns) expect(pattern.flags).toContain('g');
    if (rule.patterns.length > 0) expect(rule.anchors.length).toBeGreaterThan(0);
    for (const anchor of rule.anchors) expect(anchor).toBe(anchor.toLowerCase());
  });

  it.each(RULES.filter((rule) => rule.patterns.length > 0).map((rule) => [rule.id] as const))(
    '%s fires on at least one fixture injection',
    (id) => {
      const fired = injections.some((row) => detect(row.text).evidence.some((item) => item.ruleId === id));
      expect(fired).toBe(true);
    },
  );

  it.each(RULES.map((rule) => [rule.id, rule] as const))(
    '%s carries examples it must and must not match',
    (_id, rule) => {
      expect(rule.tps.length).toBeGreaterThan(0);
      expect(rule.fps.length).toBeGreaterThan(0);
    },
  );

  it('finds rules by id', () => {
    expect(findRule('context.ignore-previous')?.category).toBe('context_injection');
    expect(findRule('no.such-rule')).toBeUndefined();
  });
});

describe('rule examples (tps/fps beside each rule)', () => {
  const positives = RULES.flatMap((rule) => rule.tps.map((text) => [rule.id, text, rule.category] as const));
  const negatives = RULES.flatMap((rule) => rule.fps.map((text) => [rule.id, text] as const));

  it.each(positives)('%s flags %j as %s', (id, text, category) => {
    const detection = detect(text);
    expect(detection.evidence.map((item) => item.ruleId)).toContain(id);
    expect(detection.categories.map((entry) => entry.code)).toContain(category);
  });

  it.each(negatives)('%s keeps %j safe under every rule', (_id, text) => {
    expect(detect(text).evidence.map((item) => item.ruleId)).toEqual([]);
  });
});
