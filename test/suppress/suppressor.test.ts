import { describe, expect, it } from 'vitest';
import type { ScanResult } from '../../src/api/contract.js';
import type { Finding, ScanOutcomeParts } from '../../src/render/outcome.js';
import { createBaselineLedger } from '../../src/suppress/baseline.js';
import { fingerprintFinding } from '../../src/suppress/fingerprint.js';
import { completeFindings, createSuppressor, wholeTextRange } from '../../src/suppress/suppressor.js';

const result: ScanResult = {
  is_safe: false,
  categories: [
    { code: 'context_injection', confidence: 'high' },
    { code: 'data_exfiltration', confidence: 'high' },
  ],
  reason: 'Asks the model to ignore …',
  request_id: 'r',
  api_key_id: 'local',
  request_units: 1,
  billed_request_units: 1,
  service_tier: 'standard',
};
const finding = (ruleId: string, category: Finding['category'], line: number): Finding => ({
  ruleId,
  category,
  confidence: 'high',
  description: ruleId,
  snippet: `${ruleId} text`,
  range: { startLine: line, startColumn: 1, endLine: line, endColumn: 5 },
});
const parts: ScanOutcomeParts = {
  result,
  findings: [
    finding('context.ignore-previous', 'context_injection', 2),
    finding('data.reveal', 'data_exfiltration', 3),
  ],
};
const target = (text: string) => ({
  label: 'docs/a.md',
  absolute: '/repo/docs/a.md',
  repoPath: 'docs/a.md',
  text,
});
const warnings: string[] = [];
const base = { cwd: '/repo', inline: true, ignore: [], warn: (message: string) => warnings.push(message) };

describe('createSuppressor', () => {
  it('keeps the verdict when nothing applies', () => {
    const out = createSuppressor(base).apply(target('a\nb\nc'), parts);
    expect(out.result).toEqual(result);
    expect(out.suppressed).toBeUndefined();
  });

  it('suppresses by inline comment and drops the category left without findings', () => {
    const suppressor = createSuppressor(base);
    const out = suppressor.apply(target('a\n<!-- pi-scan-ignore: context_injection --> b\nc'), parts);
    expect(out.result.categories).toEqual([{ code: 'data_exfiltration', confidence: 'high' }]);
    expect(out.result.is_safe).toBe(false);
    expect(out.suppressed?.map((item) => [item.ruleId, item.suppression.kind])).toEqual([
      ['context.ignore-previous', 'inline'],
    ]);
    expect(suppressor.counts).toEqual({ inline: 1, config: 0, baseline: 0 });
  });

  it('turns a result safe when every finding is suppressed, and drops the reason', () => {
    const out = createSuppressor({ ...base, ignore: [{ paths: ['docs/'] }] }).apply(target('x'), parts);
    expect(out.result).toMatchObject({ is_safe: true, categories: [] });
    expect(out.result.reason).toBeUndefined();
    expect(out.suppressed).toHaveLength(2);
  });

  it.each([
    [{ paths: ['docs/*.md'], categories: ['data_exfiltration' as const] }, ['data.reveal']],
    [{ paths: ['docs/a.md'], rules: ['context.ignore-previous'] }, ['context.ignore-previous']],
    [{ paths: ['other/'] }, []],
    [{ paths: ['docs'], base: '/elsewhere' }, []],
  ])('config entry %j suppresses %j', (entry, suppressed) => {
    const out = createSuppressor({ ...base, ignore: [entry] }).apply(target('x'), parts);
    expect((out.suppressed ?? []).map((item) => item.ruleId)).toEqual(suppressed);
  });

  it('ignores inline comments with --no-inline-ignore, and warns about void directives', () => {
    const off = createSuppressor({ ...base, inline: false }).apply(target('a\n# pi-scan-ignore\nc'), parts);
    expect(off.suppressed).toBeUndefined();
    warnings.length = 0;
    createSuppressor(base).apply(target('a\n# pi-scan-ignore: everything\nc'), parts);
    expect(warnings).toEqual([
      'docs/a.md:2: pi-scan-ignore names "everything", neither a category nor a rule id; it suppresses nothing',
    ]);
  });

  it('suppresses baselined findings by fingerprint, once per recorded count', () => {
    const fingerprint = fingerprintFinding('docs/a.md', parts.findings[1] as Finding);
    const ledger = createBaselineLedger({
      version: 1,
      tool: 'pi-scan',
      findings: [{ path: 'docs/a.md', ruleId: 'data.reveal', fingerprint, count: 1 }],
    });
    const suppressor = createSuppressor({ ...base, baseline: ledger, baselineName: 'b.json' });
    const first = suppressor.apply(target('x'), parts);
    expect(first.suppressed?.map((item) => item.suppression)).toEqual([
      { kind: 'baseline', justification: 'in the baseline b.json' },
    ]);
    expect(suppressor.apply(target('x'), parts).suppressed).toBeUndefined();
  });
});

describe('completeFindings', () => {
  it('adds a whole-text finding for a category no finding supports (a remote verdict)', () => {
    const found = completeFindings({ result, findings: [] }, 'line one\nline two');
    expect(found.map((item) => [item.ruleId, item.range])).toEqual([
      ['category.context_injection', { startLine: 1, startColumn: 1, endLine: 2, endColumn: 9 }],
      ['category.data_exfiltration', { startLine: 1, startColumn: 1, endLine: 2, endColumn: 9 }],
    ]);
    expect(wholeTextRange('')).toEqual({ startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 });
  });
});
