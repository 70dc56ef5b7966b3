import { describe, expect, it } from 'vitest';
import { parseScanFlags, scanOptionsFromConfig } from '../../src/commands/text.js';
import { createTextScanner, isRemoteRequested } from '../../src/commands/text-scanner.js';
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
        remote: 'http://127.0.0.1:9/',
      }),
    ).toEqual({
      layer: {
        only: ['context_injection', 'data_exfiltration'],
        minimumConfidence: 'high',
        format: 'sarif',
        concurrency: 3,
        apiKey: 'k',
        baseUrl: 'http://127.0.0.1:9',
      },
      remote: 'http://127.0.0.1:9/',
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
    [{ remote: 'ftp://x' }, /--remote: expected an http or https URL/],
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

describe('createTextScanner', () => {
  it('selects remote mode when --remote is given or baseUrl is set', () => {
    expect(isRemoteRequested({}, undefined)).toBe(false);
    expect(isRemoteRequested({}, true)).toBe(true);
    expect(isRemoteRequested({ baseUrl: 'http://127.0.0.1:1' }, undefined)).toBe(true);
  });

  it('asks for a base URL when --remote has none', async () => {
    await expect(createTextScanner(DEFAULT_CONFIG, true)).rejects.toThrow(/--remote needs a base URL/);
  });
});
