import { copyFileSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../../src/cli/pi-scan.js';
import type { CliContext } from '../../src/commands/context.js';
import { createTempProject, REPO_ROOT, runCli } from './helpers.js';

/**
 * dist/bundle/start.cjs (src/cli/start.cts) runs dist/bundle/cli.cjs through a V8 code cache. These
 * tests run the built loader on a small bundle of their own in a temp directory: the cache is made when
 * missing, reused when it matches, and replaced, never trusted, when the bundle or the cache changed.
 */
function project(body: string): { dir: string; run: () => ReturnType<typeof runCli>; cache: string } {
  const dir = createTempProject();
  copyFileSync(join(REPO_ROOT, 'dist', 'bundle', 'start.cjs'), join(dir, 'start.cjs'));
  writeBundle(dir, body);
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, "require('./start.cjs').start('pi-scan', process.argv);\n");
  return { dir, run: () => runCli(entry, [], { cwd: dir }), cache: join(dir, 'cli.cjs.pi-scan.cache') };
}

/** A bundle whose main prints `body` (a JS expression) and the fact that its code cache was used. */
function writeBundle(dir: string, body: string): void {
  writeFileSync(
    join(dir, 'cli.cjs'),
    `exports.main = async (name) => { process.stdout.write(name + ' ' + (${body}) + '\\n'); };\n`,
  );
}

function stampOf(cache: string): { bundle: string; node: string; arch: string } {
  const bytes = readFileSync(cache);
  return JSON.parse(bytes.toString('utf8', 0, bytes.indexOf(10)));
}

describe('the CLI code cache (dist/bundle/start.cjs)', () => {
  it('writes the cache on the first run, stamped with the bundle, Node version and architecture', async () => {
    const { run, cache } = project('40 + 2');
    const first = await run();
    expect(first).toMatchObject({ code: 0, stdout: 'pi-scan 42\n', stderr: '' });
    expect(stampOf(cache)).toMatchObject({ node: process.version, arch: process.arch });
    const written = statSync(cache).mtimeMs;
    const second = await run();
    expect(second).toMatchObject({ code: 0, stdout: 'pi-scan 42\n' });
    // A valid cache is read, not rewritten.
    expect(statSync(cache).mtimeMs).toBe(written);
  });

  it('runs the new code, and replaces the cache, after a rebuild of the same length', async () => {
    const { dir, run, cache } = project('40 + 2');
    await run();
    const before = readFileSync(cache);
    writeBundle(dir, '40 - 2'); // same length: V8 alone would take the old cache for it
    utimesSync(join(dir, 'cli.cjs'), new Date(), new Date(Date.now() + 5_000));
    const after = await run();
    expect(after).toMatchObject({ code: 0, stdout: 'pi-scan 38\n', stderr: '' });
    expect(readFileSync(cache).equals(before)).toBe(false);
    expect(stampOf(cache).bundle).toBe(
      `${statSync(join(dir, 'cli.cjs')).size}-${statSync(join(dir, 'cli.cjs')).mtimeMs}`,
    );
  });

  it('runs correctly on a corrupt cache and replaces it', async () => {
    const { run, cache } = project('"ok"');
    await run();
    const bytes = readFileSync(cache);
    const newline = bytes.indexOf(10);
    writeFileSync(cache, Buffer.concat([bytes.subarray(0, newline + 1), Buffer.from('not V8 code')]));
    const corrupt = await run();
    expect(corrupt).toMatchObject({ code: 0, stdout: 'pi-scan ok\n', stderr: '' });
    expect(readFileSync(cache).length).toBeGreaterThan(newline + 1 + 'not V8 code'.length);
  });

  it('keeps one cache per pi-scan command, and one for help, version and anything else', async () => {
    const { dir } = project('"ok"');
    const entry = join(dir, 'entry.js');
    for (const args of [['text', '-c', 'hi'], ['text', 'a.md'], ['serve'], ['--help'], ['txet']]) {
      expect(await runCli(entry, args, { cwd: dir })).toMatchObject({ code: 0, stdout: 'pi-scan ok\n' });
    }
    expect(
      readdirSync(dir)
        .filter((name) => name.endsWith('.cache'))
        .sort(),
    ).toEqual([
      'cli.cjs.pi-scan-serve.cache',
      'cli.cjs.pi-scan-text-content.cache',
      'cli.cjs.pi-scan-text.cache',
      'cli.cjs.pi-scan.cache',
    ]);
  });

  it('is skipped with PI_SCAN_NO_CODE_CACHE=1', async () => {
    const { dir, cache } = project('1');
    const entry = join(dir, 'entry.js');
    const run = await runCli(entry, [], { cwd: dir, env: { PI_SCAN_NO_CODE_CACHE: '1' } });
    expect(run).toMatchObject({ code: 0, stdout: 'pi-scan 1\n' });
    expect(() => statSync(cache)).toThrow();
  });
});

describe('the code cache names', () => {
  const { SCAN_COMMANDS, cacheName } = createRequire(import.meta.url)(
    join(REPO_ROOT, 'dist', 'bundle', 'start.cjs'),
  ) as { SCAN_COMMANDS: readonly string[]; cacheName(name: string, argv: readonly string[]): string };

  it('gives every pi-scan command a cache of its own', () => {
    const context = { argv: [], env: {}, cwd: '/' } as unknown as CliContext;
    const commands = createProgram(context)
      .commands.map((command) => command.name())
      .filter((name) => name !== 'help');
    expect([...SCAN_COMMANDS].sort()).toEqual(commands.sort());
  });

  it.each([
    [['node', 'pi-scan', 'text', '-c', 'x'], 'pi-scan-text-content'],
    [['node', 'pi-scan', 'text', '--content', 'x'], 'pi-scan-text-content'],
    [['node', 'pi-scan', 'text', '-c', 'x', '--json'], 'pi-scan-text'],
    [['node', 'pi-scan', 'text', 'README.md'], 'pi-scan-text'],
    [['node', 'pi-scan', '--help'], 'pi-scan'],
    [['node', 'pi-scan'], 'pi-scan'],
    [['node', 'pi-scan', '../../etc'], 'pi-scan'],
  ])('%j uses the %s cache', (argv, name) => {
    expect(cacheName('pi-scan', argv)).toBe(name);
  });

  it('gives pi-keys one cache', () => {
    expect(cacheName('pi-keys', ['node', 'pi-keys', 'list'])).toBe('pi-keys');
  });
});
