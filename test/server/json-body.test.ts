import { describe, expect, it } from 'vitest';
import { findDuplicateKey } from '../../src/server/json-body.js';

describe('findDuplicateKey', () => {
  it.each([
    ['{"content":"a","content":"b"}', '"content"'],
    ['{"content":"a","\\u0063ontent":"b"}', '"content"'],
    ['{"content":"a","only":["context_injection"],"only":[]}', '"only"'],
    ['{"content":"x","meta":{"a":1,"a":2}}', '"a"'],
    ['{"a":{"b":"1"},"a":{"b":"1"}}', '"a"'],
  ])('finds the duplicate in %s', (text, expected) => {
    expect(findDuplicateKey(text, JSON.parse(text))).toBe(expected);
  });

  it.each([
    '{"content":"a \\"quoted\\" \\\\\\" word","only":["context_injection"]}',
    '{"content":"\\\\"}',
    '{"a":{"content":"1"},"b":{"content":"2"}}',
    '[{"a":1},{"a":2}]',
    '{"content":"{\\"content\\":1}"}',
    '"just a string"',
    '42',
  ])('finds none in %s', (text) => {
    expect(findDuplicateKey(text, JSON.parse(text))).toBeUndefined();
  });
});
