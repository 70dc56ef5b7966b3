/**
 * End to end: `pi-scan image --remote` against a real `pi-scan serve` on 127.0.0.1 port 0 (the built
 * binary, real OCR on the committed fixtures) prints what the offline `pi-scan image` prints, the `image`
 * report included, and `serve --time-budget` sets the OCR budget of the service's image scans.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FIXTURES } from '../image/fixture-table.js';
import {
  type CliRun,
  createTempProject,
  killServe,
  parseJson,
  runCli,
  type ServeChild,
  startServe,
} from './helpers.js';
import { runJson, seedStore } from './keys-helpers.js';

const fixture = (name: string): string => `${IMAGE_FIXTURES}${name}`;

interface ImageResult {
  is_safe: boolean;
  request_id: string;
  api_key_id: string;
  image: {
    passes: string[];
    budget_ms: number;
    budget_exhausted: boolean;
    warnings: string[];
  };
}

let dir: string;
let db: string;
let secret: string;
let roomy: ServeChild | undefined;
let hurried: ServeChild | undefined;

beforeAll(async () => {
  dir = createTempProject('pi-scan-image-remote-');
  db = join(dir, 'keys.db');
  const env = { PATH: process.env.PATH, HOME: dir, PI_SCAN_ACTOR: 'Ada <ada@example.com>' };
  const { projectId } = await seedStore(db, env);
  secret = (
    await runJson<{ secret: string }>(['create', '--project', projectId, '--name', 'img', '--db', db], env)
  ).secret;
  // A budget no pass reaches, so every pass runs on both sides and the reports can be compared exactly.
  [roomy, hurried] = await Promise.all([
    startServe(['--db', db, '--workers', '1', '--time-budget', '120000', '--log-level', 'silent'], dir),
    startServe(['--db', db, '--workers', '1', '--time-budget', '1', '--log-level', 'silent'], dir),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([killServe(roomy), killServe(hurried)]);
});

const remote = (server: ServeChild | undefined, args: string[]): Promise<CliRun> =>
  runCli('pi-scan', ['image', '--remote', server?.url ?? '', ...args], {
    cwd: dir,
    env: { PI_SCAN_API_KEY: secret },
  });

/** The result without the fields that differ by nature (request id, key id). */
function comparable(run: CliRun): Record<string, unknown> {
  const { request_id: _request, api_key_id: _key, ...rest } = parseJson<ImageResult>(run);
  return rest;
}

describe('pi-scan image --remote against pi-scan serve', () => {
  it.each(['clear-injection.png', 'faint-text-on-gradient-injection.png', 'benign-screenshot.png'])(
    'prints the same result as the offline scan, image report included: %s',
    async (name) => {
      const offline = await runCli('pi-scan', ['image', fixture(name), '--json', '--time-budget', '120000'], {
        cwd: dir,
      });
      const json = await remote(roomy, [fixture(name), '--json']);
      const multipart = await remote(roomy, [fixture(name), '--json', '--multipart']);
      expect(offline.code, offline.stderr).not.toBe(2);
      for (const online of [json, multipart]) {
        expect(online.code, online.stderr).toBe(offline.code);
        expect(online.stderr).toBe(offline.stderr);
        expect(comparable(online)).toEqual(comparable(offline));
      }
      const result = parseJson<ImageResult>(json);
      expect(result.image.budget_ms).toBe(120_000);
      expect(result.image.passes.length).toBeGreaterThan(0);
    },
    120_000,
  );

  it('serve --time-budget sets the budget of image scans, and its warnings reach the remote caller', async () => {
    const run = await remote(hurried, [fixture('faint-text-on-gradient-injection.png'), '--json']);
    expect(run.code, run.stderr).not.toBe(2);
    expect(run.code).not.toBe(3);
    expect(run.stderr).toMatch(
      /pi-scan: warning: .*faint-text-on-gradient-injection\.png: the time budget of 1 ms ran out: \d OCR passes did not run/,
    );
    const result = parseJson<ImageResult>(run);
    expect(result.image).toMatchObject({ budget_ms: 1, budget_exhausted: true, passes: ['plain'] });
    expect(result.image.warnings).toHaveLength(1);
  }, 60_000);

  it('refuses --time-budget 0 for serve as a usage error', async () => {
    const run = await runCli('pi-scan', ['serve', '--port', '0', '--db', db, '--time-budget', '0'], {
      cwd: dir,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--time-budget expects a positive whole number, got "0"/);
  });
});
