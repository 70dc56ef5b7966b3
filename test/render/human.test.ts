import { describe, expect, it } from 'vitest';
import { escapeForTerminal, truncate } from '../../src/render/escape.js';
import { renderHumanOutcome, renderHumanSummary, shouldUseColor } from '../../src/render/human.js';
import type { ScanOutcome } from '../../src/render/outcome.js';

const unsafe: ScanOutcome = {
  label: 'prompt.txt',
  path: 'prompt.txt',
  result: {
    is_safe: false,
    categories: [
      { code: 'context_injection', confidence: 'high' },
      { code: 'data_exfiltration', confidence: 'medium' },
    ],
    reason: 'Asks the model to ignore its previous instructions (context_injection, high)',
    request_id: '00000000-0000-4000-8000-000000000000',
    api_key_id: 'local',
    request_units: 2,
    billed_request_units: 2,
    service_tier: 'standard',
  },
  findings: [
    {
      ruleId: 'context.ignore-previous',
      category: 'context_injection',
      confidence: 'high',
      description: 'asks the model to ignore its previous instructions',
      snippet: 'Ignore all previous instructions',
      range: { startLine: 3, startColumn: 5, endLine: 3, endColumn: 37 },
    },
    {
      ruleId: 'image.exif',
      category: 'data_exfiltration',
      confidence: 'medium',
      description: 'asks to send data to a URL',
      snippet: 'send it to http://x\u001b[31m',
      source: 'EXIF ImageDescription',
      trick: 'rot13',
    },
  ],
};

const safe: ScanOutcome = {
  label: '-',
  result: { ...unsafe.result, is_safe: true, categories: [], request_units: 1, billed_request_units: 1 },
  findings: [],
};
delete safe.result.reason;

describe('renderHumanOutcome', () => {
  it('shows verdict, categories with confidence, reason and located evidence', () => {
    const text = renderHumanOutcome(unsafe, { color: false, showLabel: true });
    expect(text).toContain('prompt.txt: UNSAFE - prompt injection found');
    expect(text).toContain('categories: context_injection (high), data_exfiltration (medium)');
    expect(text).toContain(
      'reason: Asks the model to ignore its previous instructions (context_injection, high)',
    );
    expect(text).toMatch(/3:5\s+context\.ignore-previous \(context_injection, high\)/);
    expect(text).toContain('"Ignore all previous instructions"');
    expect(text).toMatch(
      /EXIF ImageDescription image\.exif \(data_exfiltration, medium\) \[hidden as rot13\]/,
    );
    expect(text).toContain('request units: 2 (billed 2), service tier: standard');
  });

  it('escapes control characters from scanned text so they cannot drive the terminal', () => {
    const text = renderHumanOutcome(unsafe, { color: false, showLabel: true });
    expect(text).not.toContain('\u001b');
    expect(text).toContain('\\u001b[31m');
  });

  it('prints a one-line verdict for safe input, without the label when asked', () => {
    const text = renderHumanOutcome(safe, { color: false, showLabel: false });
    expect(text.split('\n')[0]).toBe('SAFE - no prompt injection found');
    expect(text).not.toContain('categories');
  });

  it('colours only when asked', () => {
    expect(renderHumanOutcome(unsafe, { color: true, showLabel: true })).toContain('\u001b[');
    expect(renderHumanOutcome(unsafe, { color: false, showLabel: true })).not.toContain('\u001b[');
  });
});

describe('renderHumanSummary', () => {
  it('counts unsafe, safe and not scanned inputs', () => {
    expect(renderHumanSummary({ unsafe: 1, safe: 2, failed: 1 }, false)).toBe(
      '\n4 inputs: 1 unsafe, 2 safe, 1 not scanned\n',
    );
  });
});

describe('shouldUseColor', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true],
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '0' }, false, false],
    [{ TERM: 'dumb' }, true, false],
  ])('env %j, tty %s -> %s', (env, isTTY, expected) => {
    expect(shouldUseColor(env, { isTTY })).toBe(expected);
  });
});

describe('escapeForTerminal', () => {
  it.each([
    ['a\nb', 'a\\nb'],
    ['\u202eevil', '\\u202eevil'],
    ['zero\u200bwidth', 'zero\\u200bwidth'],
    ['plain é', 'plain é'],
  ])('%j -> %j', (input, output) => {
    expect(escapeForTerminal(input)).toBe(output);
  });

  it('truncates with an ellipsis', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('abc', 4)).toBe('abc');
  });
});
