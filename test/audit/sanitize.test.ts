import { describe, expect, it } from 'vitest';
import { sanitizeString, sanitizeValue } from '../../src/audit/sanitize.js';

describe('sanitizeString', () => {
  it.each([
    ['plain', 'plain'],
    ['line\nbreak\ttab\r', 'linebreaktab'],
    ['nul\u0000 esc\u001b[31m', 'nul esc[31m'],
    ['c1\u0085\u009b', 'c1'],
    ['bidi \u202eevil\u202c', 'bidi evil'],
    ['émoji 😀 stays', 'émoji 😀 stays'],
  ])('strips control characters from %j', (input, expected) => {
    expect(sanitizeString(input)).toBe(expected);
  });

  it('truncates to 500 characters by default, never splitting a surrogate pair', () => {
    expect(sanitizeString('a'.repeat(600))).toHaveLength(500);
    const emoji = sanitizeString('😀'.repeat(501));
    expect([...emoji]).toHaveLength(500);
    expect(emoji.endsWith('😀')).toBe(true);
    expect(sanitizeString('1234567890'.repeat(10), 45)).toHaveLength(45);
  });
});

describe('sanitizeValue', () => {
  it('sanitizes nested strings and keeps numbers, booleans and nulls', () => {
    expect(sanitizeValue({ a: ['x\ny', 1, null, true], b: { c: 'z'.repeat(501) } })).toEqual({
      a: ['xy', 1, null, true],
      b: { c: 'z'.repeat(500) },
    });
  });
});
