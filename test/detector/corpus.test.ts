import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CategoryCode } from '../../src/api/contract.js';
import { detect } from '../../src/detector/index.js';

interface FixtureRow {
  text: string;
  category?: CategoryCode;
  note?: string;
}

const fixture = (name: string): string =>
  readFileSync(new URL(`../../fixtures/text/${name}`, import.meta.url), 'utf8');
const readJsonl = (name: string): FixtureRow[] =>
  fixture(name)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as FixtureRow);

const injections = readJsonl('injections.jsonl');
const benign = readJsonl('benign.jsonl');
const label = (row: FixtureRow): string =>
  (row.note === undefined ? row.text : `${row.note}: ${row.text}`).slice(0, 90);

describe('fixture corpus', () => {
  it('holds at least 100 injections and 100 benign texts', () => {
    expect(injections.length).toBeGreaterThanOrEqual(100);
    expect(benign.length).toBeGreaterThanOrEqual(100);
  });

  it.each(injections.map((row) => [row.category, label(row), row] as const))(
    'flags %s in %j',
    (category, _label, row) => {
      const detection = detect(row.text);
      expect(detection.categories.map((entry) => entry.code)).toContain(category);
    },
  );

  it.each(benign.map((row) => [label(row), row] as const))('keeps %j safe', (_label, row) => {
    const detection = detect(row.text);
    expect(detection.evidence).toEqual([]);
    expect(detection.categories).toEqual([]);
  });
});

describe('standalone fixtures', () => {
  it.each([
    ['ignore-previous.txt', ['context_injection', 'data_exfiltration']],
    ['indirect-email-injection.txt', ['context_injection', 'data_exfiltration', 'unauthorized_actions']],
    ['markdown-image-exfiltration.txt', ['data_exfiltration']],
  ] as const)('flags %s as %j', (name, categories) => {
    const codes = detect(fixture(name)).categories.map((entry) => entry.code);
    for (const code of categories) expect(codes).toContain(code);
  });

  it.each(['benign-password-reset-docs.txt', 'benign-code-comments.txt', 'benign-german-chat.txt'])(
    'keeps %s safe',
    (name) => {
      expect(detect(fixture(name)).categories).toEqual([]);
    },
  );
});
