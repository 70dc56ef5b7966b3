import { describe, expect, it } from 'vitest';
import {
  applyScanOptions,
  buildScanResult,
  type CategoryEntry,
  computeRequestUnits,
  createScanOptions,
  parseCategoryList,
  parseTextScanRequest,
  type ScanFindings,
} from '../../src/api/contract.js';
import { PiScanError } from '../../src/errors.js';

const DETECTED: CategoryEntry[] = [
  { code: 'context_injection', confidence: 'high' },
  { code: 'data_exfiltration', confidence: 'medium' },
];
const FINDINGS: ScanFindings = {
  categories: DETECTED,
  explanations: [
    {
      code: 'context_injection',
      text: 'asks the model to ignore its previous instructions (context_injection, high)',
    },
    { code: 'data_exfiltration', text: 'asks for a secret (data_exfiltration, medium)' },
  ],
};
const ACCOUNTING = { apiKeyId: 'local', contentLength: 10, serviceTier: 'standard' } as const;

describe('computeRequestUnits', () => {
  it.each([
    [0, 1],
    [1, 1],
    [1000, 1],
    [1001, 2],
    [2000, 2],
    [200_000, 200],
  ])('charges %i characters %i unit(s)', (length, units) => {
    expect(computeRequestUnits(length)).toBe(units);
  });
});

describe('applyScanOptions', () => {
  it.each([
    [
      'no filter keeps everything',
      { minimumConfidence: 'medium' },
      ['context_injection', 'data_exfiltration'],
    ],
    [
      'only keeps the listed codes',
      { only: ['data_exfiltration'], minimumConfidence: 'medium' },
      ['data_exfiltration'],
    ],
    [
      'exclude drops the listed codes',
      { exclude: ['data_exfiltration'], minimumConfidence: 'medium' },
      ['context_injection'],
    ],
    ['minimum high drops medium entries', { minimumConfidence: 'high' }, ['context_injection']],
    ['filters combine', { only: ['data_exfiltration'], minimumConfidence: 'high' }, []],
  ] as const)('%s', (_name, options, codes) => {
    expect(applyScanOptions(DETECTED, options).map((entry) => entry.code)).toEqual(codes);
  });
});

describe('buildScanResult', () => {
  it('is unsafe with a reason built from the surviving explanations', () => {
    const result = buildScanResult(FINDINGS, { minimumConfidence: 'medium' }, ACCOUNTING);
    expect(result.is_safe).toBe(false);
    expect(result.categories).toEqual(DETECTED);
    expect(result.reason).toBe(
      'Asks the model to ignore its previous instructions (context_injection, high); asks for a secret (data_exfiltration, medium)',
    );
  });

  it('leaves filtered-out categories out of the reason', () => {
    const result = buildScanResult(
      FINDINGS,
      { exclude: ['context_injection'], minimumConfidence: 'medium' },
      ACCOUNTING,
    );
    expect(result.reason).toBe('Asks for a secret (data_exfiltration, medium)');
  });

  it('is safe, with no categories and no reason, when every category is filtered out', () => {
    const result = buildScanResult(
      FINDINGS,
      { only: ['unauthorized_actions'], minimumConfidence: 'medium' },
      ACCOUNTING,
    );
    expect(result).toMatchObject({ is_safe: true, categories: [] });
    expect(result).not.toHaveProperty('reason');
  });

  it('fills the accounting fields and a fresh request id', () => {
    const accounting = { apiKeyId: 'key-1', contentLength: 2500, serviceTier: 'dedicated' } as const;
    const first = buildScanResult(
      { categories: [], explanations: [] },
      { minimumConfidence: 'medium' },
      accounting,
    );
    const second = buildScanResult(
      { categories: [], explanations: [] },
      { minimumConfidence: 'medium' },
      accounting,
    );
    expect(first).toMatchObject({
      api_key_id: 'key-1',
      request_units: 3,
      billed_request_units: 3,
      service_tier: 'dedicated',
    });
    expect(first.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.request_id).not.toBe(second.request_id);
  });

  it('falls back to naming the categories when no explanation survives', () => {
    const findings: ScanFindings = {
      categories: [{ code: 'unauthorized_actions', confidence: 'high' }],
      explanations: [],
    };
    expect(buildScanResult(findings, { minimumConfidence: 'medium' }, ACCOUNTING).reason).toBe(
      'Detected unauthorized_actions (high)',
    );
  });
});

describe('parseCategoryList', () => {
  it('parses, trims and de-duplicates codes', () => {
    expect(parseCategoryList(' context_injection, data_exfiltration,context_injection ', '--only')).toEqual([
      'context_injection',
      'data_exfiltration',
    ]);
  });

  it.each([
    [
      'an unknown code',
      'context_injection,jailbreak',
      /--only: unknown category "jailbreak"; valid categories are output_manipulation, context_injection, data_exfiltration, unauthorized_actions/,
    ],
    ['an empty list', ' , ', /--only: expected a comma-separated list of categories/],
  ])('rejects %s', (_name, list, message) => {
    expect(() => parseCategoryList(list, '--only')).toThrow(message);
  });
});

describe('createScanOptions', () => {
  it('refuses only together with exclude', () => {
    expect(() => createScanOptions({ only: ['context_injection'], exclude: ['data_exfiltration'] })).toThrow(
      'only and exclude cannot be used together; choose one',
    );
  });

  it('refuses an unknown minimum confidence', () => {
    expect(() => createScanOptions({ minimumConfidence: 'low' })).toThrow(
      'minimum_confidence: expected "medium" or "high", got "low"',
    );
  });
});

describe('parseTextScanRequest', () => {
  it('accepts content with options', () => {
    expect(
      parseTextScanRequest({ content: 'hi', exclude: ['output_manipulation'], minimum_confidence: 'high' }),
    ).toEqual({ content: 'hi', options: { exclude: ['output_manipulation'], minimumConfidence: 'high' } });
  });

  it.each([
    ['a non-object body', [], /request body must be a JSON object/],
    ['null', null, /request body must be a JSON object/],
    ['missing content', { only: [] }, /missing required field "content"/],
    ['non-string content', { content: 42 }, /field "content" must be a string, got a number/],
    [
      'only as a string',
      { content: 'x', only: 'context_injection' },
      /field "only" must be an array of category codes, got a string/,
    ],
    ['an unknown category', { content: 'x', exclude: ['nope'] }, /exclude: unknown category "nope"/],
    [
      'only with exclude',
      { content: 'x', only: [], exclude: [] },
      /only and exclude cannot be used together/,
    ],
    [
      'an empty only, which would switch detection off',
      { content: 'x', only: [] },
      /^only must name at least one category/,
    ],
    [
      'a bad minimum_confidence',
      { content: 'x', minimum_confidence: 3 },
      /minimum_confidence: expected "medium" or "high", got 3/,
    ],
  ])('rejects %s with a usage error', (_name, body, message) => {
    expect(() => parseTextScanRequest(body)).toThrow(message);
    try {
      parseTextScanRequest(body);
    } catch (error: unknown) {
      expect(error).toBeInstanceOf(PiScanError);
      expect((error as PiScanError).code).toBe('usage');
    }
  });
});
