import { describe, expect, it } from 'vitest';
import { meetsMinimumConfidence } from '../../src/api/confidence.js';

describe('meetsMinimumConfidence', () => {
  it.each([
    ['medium', 'medium', true],
    ['high', 'medium', true],
    ['high', 'high', true],
    ['medium', 'high', false],
  ] as const)('%s at minimum %s is %s', (confidence, minimum, expected) => {
    expect(meetsMinimumConfidence(confidence, minimum)).toBe(expected);
  });
});
