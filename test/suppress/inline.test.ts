import { describe, expect, it } from 'vitest';
import { findInlineDirectives, matchInlineDirective } from '../../src/suppress/inline.js';

describe('findInlineDirectives', () => {
  it.each([
    ['text', []],
    ['a\n# pi-scan-ignore\nb', [{ line: 2, only: undefined, unknown: [] }]],
    ['x <!-- pi-scan-ignore: context_injection -->', [{ line: 1, only: ['context_injection'], unknown: [] }]],
    [
      '// pi-scan-ignore: data_exfiltration, context.ignore-previous',
      [{ line: 1, only: ['data_exfiltration', 'context.ignore-previous'], unknown: [] }],
    ],
    ['a\n\n// pi-scan-ignore: nonsense', [{ line: 3, only: ['nonsense'], unknown: ['nonsense'] }]],
    ['pi-scan-ignored-word', []],
  ])('%j', (text, expected) => {
    const found = findInlineDirectives(text).map((directive) => ({
      line: directive.line,
      only: directive.only === undefined ? undefined : [...directive.only],
      unknown: directive.unknown,
    }));
    expect(found).toEqual(expected);
  });
});

describe('matchInlineDirective', () => {
  const directives = findInlineDirectives(
    'a\n<!-- pi-scan-ignore -->\nb\nc <!-- pi-scan-ignore: output_manipulation -->\nd\ne # pi-scan-ignore: bogus',
  );
  it.each([
    [3, 'context.x', 'context_injection', 2], // the line after a directive
    [2, 'context.x', 'context_injection', 2], // the directive's own line
    [4, 'context.x', 'context_injection', undefined], // wrong category on line 4
    [4, 'output.x', 'output_manipulation', 4],
    [5, 'output.x', 'output_manipulation', 4],
    [6, 'context.x', 'context_injection', undefined], // a void directive suppresses nothing
    [1, 'context.x', 'context_injection', undefined], // a directive never reaches upwards
  ] as const)('line %i, %s (%s) -> directive on line %s', (line, ruleId, category, expected) => {
    expect(matchInlineDirective(directives, { line, ruleId, category })?.line).toBe(expected);
  });
});

describe('directive comments', () => {
  it.each([
    ['# pi-scan-ignore -- a documented example', undefined, []],
    ['# pi-scan-ignore: context_injection -- a documented example', ['context_injection'], []],
    ['# pi-scan-ignore: output_manipulation,context.x -- why', ['output_manipulation', 'context.x'], []],
    ["# pi-scan-ignore: the benchmark's sample", ['the'], ['the']],
  ])('%s', (text, only, unknown) => {
    const [directive] = findInlineDirectives(text);
    expect(directive?.only === undefined ? undefined : [...directive.only]).toEqual(only);
    expect(directive?.unknown).toEqual(unknown);
  });
});
