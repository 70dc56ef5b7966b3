import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findConfigDir, loadConfig } from '../../src/config/load.js';

const fixtures = fileURLToPath(new URL('../../fixtures/configs/', import.meta.url));
const fixture = (name: string): string => join(fixtures, name);

/** Loads with the search confined to `dir`: a developer's own config can never leak in. */
const loadIn = (dir: string, env: NodeJS.ProcessEnv = {}, configPath?: string) =>
  loadConfig({ cwd: dir, env, stopDir: dir, configPath });

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pi-scan-config-'));
  temps.push(dir);
  return dir;
}

describe('loadConfig', () => {
  it('returns the defaults when there is no config file', async () => {
    const config = await loadIn(tempDir());
    expect(config).toMatchObject({ serviceTier: 'standard', minimumConfidence: 'medium', concurrency: 8 });
    expect(config.configFile).toBeUndefined();
  });

  it.each([
    [
      'rc-json',
      '.piscanrc.json',
      { serviceTier: 'dedicated', minimumConfidence: 'high', exclude: ['output_manipulation'] },
    ],
    [
      'rc-yaml',
      '.piscanrc.yaml',
      { serviceTier: 'low', only: ['data_exfiltration', 'context_injection'], format: 'sarif' },
    ],
    ['rc-plain', '.piscanrc', { serviceTier: 'dedicated' }],
    ['config-js', 'piscan.config.js', { serviceTier: 'low', concurrency: 12 }],
    ['package-json', 'package.json', { minimumConfidence: 'high', format: 'jsonl' }],
  ])('finds %s (%s)', async (name, file, expected) => {
    const config = await loadIn(fixture(name));
    expect(config).toMatchObject(expected);
    expect(config.configFile).toBe(join(fixture(name), file));
  });

  it('resolves relative paths in a config file against the file', async () => {
    const config = await loadIn(fixture('rc-plain'));
    expect(config.db).toBe(join(fixture('rc-plain'), 'keys.db'));
  });

  it('lets PI_SCAN_* override the file', async () => {
    const config = await loadIn(fixture('rc-json'), {
      PI_SCAN_SERVICE_TIER: 'low',
      PI_SCAN_ONLY: 'context_injection',
    });
    expect(config.serviceTier).toBe('low');
    expect(config.minimumConfidence).toBe('high');
    expect(config.only).toEqual(['context_injection']);
    expect(config.exclude).toBeUndefined();
  });

  it('reads an explicit --config path without searching', async () => {
    const dir = tempDir();
    const config = await loadIn(dir, {}, join(fixture('rc-yaml'), '.piscanrc.yaml'));
    expect(config.serviceTier).toBe('low');
  });

  it('takes the explicit path from PI_SCAN_CONFIG too', async () => {
    const config = await loadIn(tempDir(), { PI_SCAN_CONFIG: join(fixture('rc-json'), '.piscanrc.json') });
    expect(config.serviceTier).toBe('dedicated');
  });

  it('reports a missing --config file as a usage error', async () => {
    await expect(loadIn(tempDir(), {}, 'nope.json')).rejects.toThrow(/config file nope.json does not exist/);
  });

  it('reports invalid settings with the file name', async () => {
    await expect(loadIn(fixture('unknown-setting'))).rejects.toThrow(
      /\.piscanrc\.json: unknown setting "service_tier"; did you mean "serviceTier"/,
    );
    await expect(loadIn(fixture('only-and-exclude'))).rejects.toThrow(
      /only and .*exclude cannot be used together/,
    );
  });

  it('reports a syntax error as a usage error naming the folder', async () => {
    await expect(loadIn(fixture('broken-json'))).rejects.toMatchObject({
      code: 'usage',
      message: expect.stringContaining('cannot read the config file in'),
    });
  });

  it('reads JSON without an extension (.piscanrc) as well as YAML', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.piscanrc'), '{"serviceTier": "low", "concurrency": 3}');
    expect(await loadIn(dir)).toMatchObject({ serviceTier: 'low', concurrency: 3 });
  });

  it('skips an empty config file for the next search place, as cosmiconfig does', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.piscanrc.json'), '  \n');
    writeFileSync(join(dir, '.piscanrc.yaml'), 'serviceTier: low\n');
    const config = await loadIn(dir);
    expect(config.serviceTier).toBe('low');
    expect(config.configFile).toBe(join(dir, '.piscanrc.yaml'));
  });

  it('reports a broken package.json that may hold the config as a usage error', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'package.json'), '{"name": "x", "piscan": {');
    await expect(loadIn(dir)).rejects.toMatchObject({
      code: 'usage',
      message: expect.stringMatching(/cannot read the config file in .*fix its syntax or remove it/),
    });
  });

  it('searches upwards from cwd to the project root', async () => {
    const root = tempDir();
    writeFileSync(join(root, '.piscanrc.json'), '{"serviceTier": "low"}');
    mkdirSync(join(root, 'a', 'b'), { recursive: true });
    const config = await loadConfig({ cwd: join(root, 'a', 'b'), env: {}, stopDir: root });
    expect(config.serviceTier).toBe('low');
  });

  it('does not search past stopDir', async () => {
    const root = tempDir();
    writeFileSync(join(root, '.piscanrc.json'), '{"serviceTier": "low"}');
    mkdirSync(join(root, 'a'));
    const config = await loadConfig({ cwd: join(root, 'a'), env: {}, stopDir: join(root, 'a') });
    expect(config.serviceTier).toBe('standard');
  });
});

describe('findConfigDir', () => {
  it('stops at the first package.json (the project root)', () => {
    expect(findConfigDir(fixture('nested/project/sub'), fixtures)).toBeUndefined();
  });

  it('ignores a package.json without a "piscan" field but finds one with it', () => {
    expect(findConfigDir(fixture('nested/project'), fixtures)).toBeUndefined();
    expect(findConfigDir(fixture('package-json'), fixtures)).toBe(fixture('package-json'));
  });
});
