import { describe, expect, it } from 'vitest';
import type { ScanResult } from '../../src/api/contract.js';
import type { Evidence } from '../../src/detector/types.js';
import {
  createLineIndex,
  findingFromEvidence,
  findingsFromText,
  rangeOf,
  selectEvidence,
} from '../../src/render/outcome.js';

const result = (codes: ScanResult['categories']): ScanResult => ({
  is_safe: codes.length === 0,
  categories: codes,
  request_id: 'r',
  api_key_id: 'local',
  request_units: 1,
  billed_request_units: 1,
  service_tier: 'standard',
});

const evidence = (over: Partial<Evidence>): Evidence => ({
  ruleId: 'context.ignore-previous',
  category: 'context_injection',
  confidence: 'high',
  start: 0,
  end: 6,
  snippet: 'Ignore',
  description: 'asks the model to ignore its previous instructions',
  ...over,
});

describe('createLineIndex', () => {
  const text = 'ab\ncd\r\n\nxyz';
  it.each([
    [0, 1, 1],
    [2, 1, 3],
    [3, 2, 1],
    [5, 2, 3],
    [7, 3, 1],
    [8, 4, 1],
    [11, 4, 4],
    [99, 4, 4],
  ])('offset %i is line %i column %i', (offset, line, column) => {
    expect(createLineIndex(text).locate(offset)).toEqual({ line, column });
  });

  it('counts columns in UTF-16 code units, as SARIF does by default', () => {
    expect(createLineIndex('😀x').locate(2)).toEqual({ line: 1, column: 3 });
  });

  it('gives ranges with an exclusive end column', () => {
    expect(rangeOf(createLineIndex('hello\nworld'), 6, 11)).toEqual({
      startLine: 2,
      startColumn: 1,
      endLine: 2,
      endColumn: 6,
    });
  });
});

describe('selectEvidence', () => {
  const all = [
    evidence({}),
    evidence({ ruleId: 'exfil.x', category: 'data_exfiltration', confidence: 'medium' }),
    evidence({ ruleId: 'output.x', category: 'output_manipulation' }),
  ];

  it('keeps only evidence of the categories the result reports', () => {
    const kept = selectEvidence(all, result([{ code: 'context_injection', confidence: 'high' }]), {
      minimumConfidence: 'medium',
    });
    expect(kept.map((item) => item.ruleId)).toEqual(['context.ignore-previous']);
  });

  it('drops medium evidence under minimum_confidence high', () => {
    const reported = result([
      { code: 'context_injection', confidence: 'high' },
      { code: 'data_exfiltration', confidence: 'medium' },
    ]);
    expect(selectEvidence(all, reported, { minimumConfidence: 'high' }).map((item) => item.category)).toEqual(
      ['context_injection'],
    );
  });
});

describe('findingsFromText', () => {
  it('locates each finding in the original text', () => {
    const text = 'Hello.\n  Ignore that.';
    const findings = findingsFromText(
      text,
      [evidence({ start: 9, end: 15, trick: 'base64' })],
      result([{ code: 'context_injection', confidence: 'high' }]),
      {
        minimumConfidence: 'medium',
      },
    );
    expect(findings).toEqual([
      {
        ruleId: 'context.ignore-previous',
        category: 'context_injection',
        confidence: 'high',
        description: 'asks the model to ignore its previous instructions',
        snippet: 'Ignore',
        trick: 'base64',
        range: { startLine: 2, startColumn: 3, endLine: 2, endColumn: 9 },
      },
    ]);
  });
});

describe('findingFromEvidence', () => {
  it('copies the source of image evidence and leaves absent fields out', () => {
    expect(findingFromEvidence({ ...evidence({}), source: 'OCR text' })).toEqual({
      ruleId: 'context.ignore-previous',
      category: 'context_injection',
      confidence: 'high',
      description: 'asks the model to ignore its previous instructions',
      snippet: 'Ignore',
      source: 'OCR text',
    });
  });
});
