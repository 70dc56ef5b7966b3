import { describe, expect, it } from 'vitest';
import {
  isRemoteRequested,
  parseScanFlags,
  scanOptionsFromConfig,
} from '../../src/commands/scan-settings.js';
import { DEFAULT_CONFIG, mergeConfig } from '../../src/config/config.js';

describe('parseScanFlags', () => {
  it('turns flags into a settings layer', () => {
    expect(
      parseScanFlags({
        only: 'context_injection,data_exfiltration',
        minimumConfidence: 'high',
        format: 'sarif',
        concurrency: 3,
        apiKey: 'k',
        remote: 'http://127.0.0.1:9/api/',
        timeout: '2.5',
        maxBytes: 100,
      }),
    ).toEqual({
      layer: {
        only: ['context_injection', 'data_exfiltration'],
        minimumConfidence: 'high',
        format: 'sarif',
        concurrency: 3,
        apiKey: 'k',
        baseUrl: { origin: 'http://127.0.0.1:9', prefix: '/api' },
        timeout: 2.5,
        maxBytes: 100,
      },
      jsonl: false,
    });
  });

  it('maps --json to the json format and keeps -c, --config and --jsonl aside', () => {
    expect(parseScanFlags({ json: true, content: 'x', config: 'c.json' })).toEqual({
      layer: { format: 'json' },
      jsonl: false,
      content: 'x',
      configPath: 'c.json',
    });
    expect(parseScanFlags({ jsonl: true, format: 'jsonl' })).toMatchObject({ jsonl: true });
  });

  it.each([
    [
      { only: 'context_injection', exclude: 'data_exfiltration' },
      '--only and --exclude cannot be used together; choose one',
    ],
    [{ exclude: 'nope' }, /--exclude: unknown category "nope"; valid categories are/],
    [{ only: ' , ' }, /--only: expected a comma-separated list of categories/],
    [
      { json: true, format: 'human' },
      /--json is short for --format json; it cannot be combined with --format human/,
    ],
    [{ jsonl: true, json: true }, /--jsonl always writes JSON Lines .*drop --json/],
    [{ remote: 'ftp://x' }, /--remote: "ftp:\/\/x" must start with http:\/\/ or https:\/\//],
    [{ remote: 'notes.md' }, /--remote: "notes.md" has no scheme; did you mean http:\/\/notes.md\?/],
    [{ timeout: '0' }, /--timeout: expected a positive number, got "0"/],
    [{ timeout: 'soon' }, /--timeout: expected a positive number/],
  ])('rejects %j', (flags, message) => {
    expect(() => parseScanFlags(flags)).toThrow(message);
  });
});

describe('scanOptionsFromConfig', () => {
  it('builds the scan options from the merged settings', () => {
    const config = mergeConfig(DEFAULT_CONFIG, {
      exclude: ['output_manipulation'],
      minimumConfidence: 'high',
    });
    expect(scanOptionsFromConfig(config)).toEqual({
      exclude: ['output_manipulation'],
      minimumConfidence: 'high',
    });
  });
});

describe('isRemoteRequested', () => {
  it('is true exactly when a base URL is set (by --remote <url>, env or config)', () => {
    expect(isRemoteRequested({})).toBe(false);
    expect(isRemoteRequested({ baseUrl: { origin: 'http://127.0.0.1:1', prefix: '' } })).toBe(true);
  });
});
