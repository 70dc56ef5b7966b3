import { describe, expect, it } from 'vitest';
import { validateScanResult } from '../../src/client/validate-result.js';
import { PiScanError } from '../../src/errors.js';

const VALID = {
  is_safe: false,
  categories: [{ code: 'context_injection', confidence: 'high' }],
  reason: 'Asks the model to ignore its previous instructions',
  request_id: 'req-1',
  api_key_id: 'key-1',
  request_units: 1,
  billed_request_units: 1,
  service_tier: 'standard',
};

describe('validateScanResult', () => {
  it('returns a clean copy of a valid result, dropping unknown fields', () => {
    expect(validateScanResult({ ...VALID, extra: 'x' })).toEqual(VALID);
  });

  it("keeps an image scan's report (clean copy) and refuses a malformed one", () => {
    const image = {
      format: 'png',
      width: 640,
      height: 80,
      frames: 1,
      frames_read: 1,
      frames_duplicate: 0,
      frames_skipped: 0,
      passes: ['plain', 'normalized'],
      passes_skipped: [],
      budget_ms: 2000,
      budget_exhausted: false,
      words: 12,
      unreadable_words: 1,
      warnings: [],
    };
    expect(validateScanResult({ ...VALID, image: { ...image, extra: 1 } })).toEqual({ ...VALID, image });
    expect(() => validateScanResult({ ...VALID, image: { ...image, passes: 'plain' } })).toThrow(PiScanError);
    expect(() => validateScanResult({ ...VALID, image: { ...image, budget_ms: undefined } })).toThrow(
      /budget_ms/,
    );
  });

  it('accepts a safe result without a reason', () => {
    const { reason: _reason, ...safe } = VALID;
    expect(validateScanResult({ ...safe, is_safe: true, categories: [] }).is_safe).toBe(true);
  });

  it.each([
    ['an array', [], /expected a JSON object, got an array/],
    ['null', null, /expected a JSON object, got null/],
    ['no is_safe', { ...VALID, is_safe: undefined }, /"is_safe" is missing/],
    ['a string is_safe', { ...VALID, is_safe: 'false' }, /"is_safe" should be a boolean, got "false"/],
    ['no categories', { ...VALID, categories: undefined }, /"categories" is missing/],
    [
      'an unknown category code',
      { ...VALID, categories: [{ code: 'jailbreak', confidence: 'high' }] },
      /"categories\[0\]\.code" should be one of/,
    ],
    [
      'a low confidence',
      { ...VALID, categories: [{ code: 'context_injection', confidence: 'low' }] },
      /"categories\[0\]\.confidence"/,
    ],
    [
      'a category that is a string',
      { ...VALID, categories: ['context_injection'] },
      /"categories\[0\]" should be an object/,
    ],
    ['no request_id', { ...VALID, request_id: undefined }, /"request_id" is missing/],
    ['an empty api_key_id', { ...VALID, api_key_id: '' }, /"api_key_id" should be a non-empty string/],
    ['negative units', { ...VALID, request_units: -1 }, /"request_units" should be a non-negative number/],
    ['string billed units', { ...VALID, billed_request_units: '1' }, /"billed_request_units"/],
    [
      'an unknown tier',
      { ...VALID, service_tier: 'gold' },
      /"service_tier" should be one of low, standard, dedicated/,
    ],
    [
      'unsafe without reason',
      { ...VALID, reason: undefined },
      /"reason" is missing although "is_safe" is false/,
    ],
    ['a numeric reason', { ...VALID, reason: 3 }, /"reason" should be a string/],
  ])('rejects %s as a service error naming the problem', (_name, json, message) => {
    let caught: unknown;
    try {
      validateScanResult(json);
    } catch (error: unknown) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PiScanError);
    expect((caught as PiScanError).code).toBe('service');
    expect((caught as PiScanError).message).toMatch(/^the service returned a malformed scan result: /);
    expect((caught as PiScanError).message).toMatch(message);
  });
});
