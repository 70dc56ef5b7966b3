import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { CliContext } from '../../src/commands/context.js';
import { createProgress, shouldShowProgress } from '../../src/commands/scan-sources.js';
import { renderTreeSummary, runTreeScan } from '../../src/commands/scan-tree.js';
import { createLocalTextScanner, type TextScanner } from '../../src/commands/text-scanner.js';
import { createSuppressor } from '../../src/suppress/suppressor.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A context whose stdout and stderr record every write, in order, into `events`. */
function contextFor(
  cwd: string,
  events: string[],
  tty: { stdout?: boolean; stderr?: boolean } = {},
): CliContext & { codes: number[] } {
  const stream = (name: string, isTTY: boolean) =>
    Object.assign(new PassThrough(), {
      isTTY,
      columns: 80,
      write(chunk: string | Uint8Array) {
        events.push(`${name}:${String(chunk)}`);
        return true;
      },
    });
  const codes: number[] = [];
  return {
    argv: [],
    env: {},
    cwd,
    stdin: new PassThrough(),
    stdout: stream('stdout', tty.stdout ?? false) as unknown as NodeJS.WritableStream,
    stderr: stream('stderr', tty.stderr ?? false) as unknown as NodeJS.WritableStream,
    setExitCode: (code) => codes.push(code),
    codes,
  };
}

describe('runTreeScan', () => {
  it('prints each file as soon as it is scanned: output for file 1 comes before file 3 is read', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pi-scan-stream-'));
    dirs.push(root);
    for (let i = 0; i < 30; i++)
      writeFileSync(join(root, `f${String(i).padStart(2, '0')}.md`), `note ${i}\n`);
    const events: string[] = [];
    const context = contextFor(root, events);
    const local = await createLocalTextScanner({ serviceTier: 'standard' });
    const scanText: TextScanner = async (content, options) => {
      events.push(`scan:${content.trim()}`);
      return local(content, options);
    };
    const summary = await runTreeScan(
      {
        targets: [{ arg: '.', kind: 'path' }],
        format: 'jsonl',
        scanText,
        scanOptions: { minimumConfidence: 'medium' },
        maxTextBytes: 1024,
        maxImageBytes: 1024,
        suppressor: createSuppressor({ cwd: root, inline: true, ignore: [], warn: () => {} }),
        root,
      },
      context,
    );
    const firstOutput = events.findIndex((event) => event.startsWith('stdout:') && event.includes('f00.md'));
    expect(firstOutput).toBeGreaterThan(-1);
    expect(firstOutput).toBeLessThan(events.indexOf('scan:note 2'));
    expect(summary).toMatchObject({ scanned: 30, flagged: 0, errors: 0 });
    expect(context.codes.every((code) => code === 0)).toBe(true);
  });
});

describe('renderTreeSummary', () => {
  it('counts files, skips by reason, errors and suppressions', () => {
    expect(
      renderTreeSummary({
        scanned: 1,
        flagged: 1,
        skipped: { binary: 2, 'too large': 1 },
        errors: 1,
        suppressed: { inline: 1, config: 2, baseline: 3 },
      }),
    ).toBe(
      '1 file scanned, 1 flagged, 3 skipped (2 binary, 1 too large), 1 error, 6 findings suppressed (1 inline, 2 config, 3 baseline)',
    );
  });
});

describe('shouldShowProgress (issue 12 row 14)', () => {
  it.each([
    [{}, true, false, true],
    [{ CI: 'true' }, true, false, false],
    [{ CI: '1' }, true, false, false],
    [{ CI: 'false' }, true, false, true],
    [{}, false, false, false], // stderr not a terminal
    [{}, true, true, false], // results on the terminal: the bar would draw over them
  ])('env %j, stderr TTY %s, stdout TTY %s -> %s', (env, stderrTty, stdoutTty, expected) => {
    const events: string[] = [];
    const context = { ...contextFor('/', events, { stdout: stdoutTty, stderr: stderrTty }), env };
    expect(shouldShowProgress(context)).toBe(expected);
  });

  it('draws and clears the bar on stderr only, never on stdout', async () => {
    const events: string[] = [];
    const context = contextFor('/', events, { stderr: true });
    const progress = await createProgress(context, 0, 'files');
    progress.increment();
    progress.stop();
    expect(events.some((event) => event.startsWith('stderr:') && event.includes('scanning'))).toBe(true);
    expect(events.filter((event) => event.startsWith('stdout:'))).toEqual([]);
  });
});
