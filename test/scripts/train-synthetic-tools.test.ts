import { describe, expect, it } from 'vitest';
import { generateToolOutputRows } from '../../scripts/train-synthetic-tools.js';

describe('generateToolOutputRows', () => {
  const rows = generateToolOutputRows();

  it('gives every attack style its own kind and the benign twins three kinds', () => {
    const kinds = new Set(rows.map((row) => `${row.kind}:${row.label}`));
    for (const style of ['plain', 'addressed', 'override', 'marked', 'tagged']) {
      expect(kinds.has(`tool_planted_${style}:1`)).toBe(true);
    }
    for (const kind of ['tool_benign', 'tool_human', 'tool_records'])
      expect(kinds.has(`${kind}:0`)).toBe(true);
    const attacks = rows.filter((row) => row.label === 1).length;
    expect(attacks).toBeGreaterThan(rows.length / 3);
    expect(attacks).toBeLessThan((rows.length * 2) / 3);
  });

  it('keeps JSON results valid JSON with the planted text escaped inside', () => {
    const json = rows.filter((row) => /^(\{"|\[\s*\{)/.test(row.text));
    expect(json.length).toBeGreaterThan(100);
    for (const row of json) expect(() => JSON.parse(row.text)).not.toThrow();
    expect(json.some((row) => row.label === 1 && row.text.includes('\\n'))).toBe(true);
  });

  it('depends on the seed', () => {
    expect(generateToolOutputRows(1, 10)).not.toEqual(generateToolOutputRows(2, 10));
    expect(generateToolOutputRows(1, 10)).toEqual(generateToolOutputRows(1, 10));
  });
});
