import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { parseEvalJsonl } from '../../src/eval/dataset.js';

describe('parseEvalJsonl', () => {
  it('reads rows, skips blank lines and falls back to the file name and "unknown"', () => {
    const rows = parseEvalJsonl(
      '{"text":"a","label":1,"source":"s","kind":"k"}\n\n{"text":"b","label":false}\n',
      'set.jsonl',
    );
    expect(rows).toEqual([
      { text: 'a', label: 1, source: 's', kind: 'k' },
      { text: 'b', label: 0, source: 'set.jsonl', kind: 'unknown' },
    ]);
  });

  it('fails on malformed lines, naming each line and what is wrong', () => {
    const content = [
      '{"text":"ok","label":0}',
      '{not json',
      '{"text":5,"label":0}',
      '{"text":"x","label":2}',
      '[1]',
      '{"text":"x","label":1,"source":3}',
    ].join('\n');
    let error: unknown;
    try {
      parseEvalJsonl(content, 'bad.jsonl');
    } catch (caught: unknown) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InputError);
    const message = (error as Error).message;
    expect(message).toMatch(/^bad\.jsonl: 5 malformed lines/);
    expect(message).toContain('bad.jsonl:2: not valid JSON');
    expect(message).toContain('bad.jsonl:3: "text" must be a string, got a number');
    expect(message).toContain('bad.jsonl:4: "label" must be 0 (benign) or 1 (injection), got 2');
    expect(message).toContain('bad.jsonl:5: expected a JSON object, got an array');
    expect(message).toContain('bad.jsonl:6: "source" must be a string when present');
  });
});
