import { describe, expect, it } from 'vitest';
import {
  CONFIG_ENV_VARS,
  DEFAULT_CONFIG,
  mergeConfig,
  parseEnvConfig,
  parseSettingValue,
  validateConfig,
} from '../../src/config/config.js';
import { PiScanError } from '../../src/errors.js';

describe('validateConfig', () => {
  it('accepts every setting with its JSON type', () => {
    const layer = validateConfig({
      serviceTier: 'dedicated',
      only: ['context_injection'],
      minimumConfidence: 'high',
      format: 'sarif',
      baseUrl: 'http://127.0.0.1:8080/',
      apiKey: 'secret',
      concurrency: 8,
      db: 'keys.db',
      auditLog: 'audit.jsonl',
      actor: { id: 'u1', first_name: 'Ada' },
      rateLimit: 60,
      ocrWorkers: 2,
      maxTextBytes: 1000,
      maxImageBytes: 2000,
      trustProxy: ['10.0.0.1', '10.1.0.0/16'],
      frames: 3,
      timeout: 2.5,
      maxBytes: 4096,
    });
    expect(layer).toMatchObject({
      serviceTier: 'dedicated',
      only: ['context_injection'],
      trustProxy: ['10.0.0.1', '10.1.0.0/16'],
      frames: 3,
    });
    expect(layer.baseUrl).toEqual({ origin: 'http://127.0.0.1:8080', prefix: '' });
  });

  it.each([
    [{ serviceTier: 'gold' }, /serviceTier: expected one of low, standard, dedicated, got "gold"/],
    [{ minimumConfidence: 'low' }, /minimumConfidence: expected one of medium, high/],
    [
      { only: ['context_injection', 'jailbreak'] },
      /unknown category "jailbreak"; valid categories are output_manipulation, context_injection, data_exfiltration, unauthorized_actions/,
    ],
    [{ only: 42 }, /only: expected an array of category codes/],
    [{ concurrency: 0 }, /concurrency: expected a positive whole number/],
    [{ concurrency: 1.5 }, /concurrency: expected a positive whole number/],
    [{ baseUrl: 'ftp://example.com' }, /baseUrl: "ftp:\/\/example.com" must start with http:\/\/ or https/],
    [{ baseUrl: 'not a url' }, /baseUrl: "not a url" is not a URL/],
    [{ baseUrl: 'scan.example:8080' }, /baseUrl: "scan.example:8080" has no scheme; did you mean http:/],
    [{ timeout: 0 }, /timeout: expected a positive number, got 0/],
    [{ maxBytes: 1.5 }, /maxBytes: expected a positive whole number/],
    [{ trustProxy: 'maybe' }, /trustProxy: invalid IP address or CIDR block "maybe"/],
    [{ trustProxy: true }, /trustProxy: name the proxies to trust: a hop count .* or a comma-separated list/],
    [{ trustProxy: -1 }, /trustProxy: name the proxies to trust/],
    [{ actor: { id: 1 } }, /actor.id: expected a string/],
    [{ service_tier: 'low' }, /unknown setting "service_tier"; did you mean "serviceTier"\?/],
    [
      { only: ['context_injection'], exclude: ['data_exfiltration'] },
      /only and .*exclude cannot be used together/,
    ],
    [['serviceTier'], /expected an object of settings, got an array/],
  ])('rejects %j with a message naming the setting', (json, message) => {
    expect(() => validateConfig(json, '.piscanrc.json')).toThrow(message);
    expect(() => validateConfig(json, '.piscanrc.json')).toThrow(PiScanError);
  });

  it('names the source file in messages', () => {
    expect(() => validateConfig({ format: 'xml' }, '/repo/.piscanrc.json')).toThrow(
      /^\/repo\/.piscanrc.json: format:/,
    );
  });

  it('accepts a category list written as one comma-separated string', () => {
    expect(validateConfig({ exclude: 'output_manipulation, data_exfiltration' }).exclude).toEqual([
      'output_manipulation',
      'data_exfiltration',
    ]);
  });

  it('skips null values so a file can leave a setting unset', () => {
    expect(validateConfig({ baseUrl: null })).toEqual({});
  });
});

describe('parseEnvConfig', () => {
  it('reads PI_SCAN_* variables as strings', () => {
    const layer = parseEnvConfig({
      PI_SCAN_SERVICE_TIER: 'low',
      PI_SCAN_ONLY: 'context_injection, data_exfiltration',
      PI_SCAN_CONCURRENCY: '12',
      PI_SCAN_TRUST_PROXY: '2',
      PI_SCAN_ACTOR: 'Ada Lovelace <ada@example.com>',
    });
    expect(layer).toEqual({
      serviceTier: 'low',
      only: ['context_injection', 'data_exfiltration'],
      concurrency: 12,
      trustProxy: 2,
      actor: 'Ada Lovelace <ada@example.com>',
    });
  });

  it.each([
    ['1', 1],
    ['off', false],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('reads PI_SCAN_TRUST_PROXY=%j as the proxies to trust', (value, expected) => {
    expect(parseEnvConfig({ PI_SCAN_TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses PI_SCAN_TRUST_PROXY=true: trusting every hop lets a client choose its own IP', () => {
    expect(() => parseEnvConfig({ PI_SCAN_TRUST_PROXY: 'true' })).toThrow(
      /PI_SCAN_TRUST_PROXY: name the proxies to trust/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(parseEnvConfig({ PI_SCAN_FORMAT: '', PI_SCAN_SERVICE_TIER: '  ' })).toEqual({});
  });

  it('names the variable in errors', () => {
    expect(() => parseEnvConfig({ PI_SCAN_MINIMUM_CONFIDENCE: 'low' })).toThrow(
      /^PI_SCAN_MINIMUM_CONFIDENCE: expected/,
    );
    expect(() => parseEnvConfig({ PI_SCAN_ONLY: 'a', PI_SCAN_EXCLUDE: 'b' })).toThrow(/PI_SCAN_ONLY/);
  });

  it('has one variable per setting', () => {
    expect(CONFIG_ENV_VARS.serviceTier).toBe('PI_SCAN_SERVICE_TIER');
    expect(CONFIG_ENV_VARS.maxImageBytes).toBe('PI_SCAN_MAX_IMAGE_BYTES');
  });
});

describe('mergeConfig', () => {
  it('applies layers in order: defaults < file < env < flags', () => {
    const file = validateConfig({ serviceTier: 'dedicated', minimumConfidence: 'high', concurrency: 2 });
    const env = parseEnvConfig({ PI_SCAN_SERVICE_TIER: 'low', PI_SCAN_CONCURRENCY: '3' });
    const flags = { concurrency: parseSettingValue('concurrency', '5', '--concurrency') };
    const config = mergeConfig(DEFAULT_CONFIG, file, env, flags);
    expect(config.serviceTier).toBe('low');
    expect(config.minimumConfidence).toBe('high');
    expect(config.concurrency).toBe(5);
    expect(config.maxTextBytes).toBe(DEFAULT_CONFIG.maxTextBytes);
  });

  it('defaults to the standard tier and medium confidence', () => {
    expect(mergeConfig(DEFAULT_CONFIG)).toMatchObject({
      serviceTier: 'standard',
      minimumConfidence: 'medium',
    });
  });

  it('replaces the category filter as a unit, so file exclude and flag only do not clash', () => {
    const config = mergeConfig(
      DEFAULT_CONFIG,
      { exclude: ['output_manipulation'] },
      { only: ['context_injection'] },
    );
    expect(config.only).toEqual(['context_injection']);
    expect(config.exclude).toBeUndefined();
  });

  it('keeps an earlier filter when a later layer sets none', () => {
    const config = mergeConfig(DEFAULT_CONFIG, { exclude: ['output_manipulation'] }, { serviceTier: 'low' });
    expect(config.exclude).toEqual(['output_manipulation']);
  });
});
