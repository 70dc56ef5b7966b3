import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliContext } from '../../src/commands/context.js';
import { scanSources } from '../../src/commands/scan-sources.js';
import { InputError, PiScanError } from '../../src/errors.js';
import type { InputSource } from '../../src/input/sources.js';
import type { ScanOutcomeParts } from '../../src/render/outcome.js';

/** A context whose streams are in memory; `stderrIsTty` makes stderr look like a terminal. */
function memoryContext(stderrIsTty = false) {
  const collect = (stream: PassThrough) => {
    let text = '';
    stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    return () => text;
  };
  const stdout = new PassThrough();
  const stderr = Object.assign(new PassThrough(), stderrIsTty ? { isTTY: true, columns: 80 } : {});
  let exitCode = 0;
  const context: CliContext = {
    argv: [],
    env: {},
    cwd: '/',
    stdin: new PassThrough(),
    stdout,
    stderr,
    setExitCode: (code) => {
      exitCode = Math.max(exitCode, code);
    },
  };
  return { context, stdout: collect(stdout), stderr: collect(stderr), exitCode: () => exitCode };
}

const content = (i: number): InputSource => ({ kind: 'file', path: `f${i}.txt`, label: `f${i}.txt` });
const parts = (isSafe: boolean): ScanOutcomeParts => ({
  result: {
    is_safe: isSafe,
    categories: isSafe ? [] : [{ code: 'context_injection', confidence: 'high' }],
    ...(isSafe ? {} : { reason: 'r' }),
    request_id: 'id',
    api_key_id: 'local',
    request_units: 1,
    billed_request_units: 1,
    service_tier: 'standard',
  },
  findings: [],
});

describe('scanSources', () => {
  it('reports each source in order and exits with the worst verdict', async () => {
    const io = memoryContext();
    await scanSources(
      [content(1), content(2)],
      { format: 'json', scanSource: async (s) => parts(s.label !== 'f2.txt') },
      io.context,
    );
    expect(JSON.parse(io.stdout()).map((e: { file: string }) => e.file)).toEqual(['f1.txt', 'f2.txt']);
    expect(io.exitCode()).toBe(1);
  });

  it('skips with a warning and goes on past per-input errors when there are several inputs', async () => {
    const io = memoryContext();
    await scanSources(
      [content(1), content(2), content(3)],
      {
        format: 'json',
        scanSource: async (source) => {
          if (source.label === 'f1.txt') return { skipped: 'f1.txt looks binary' };
          if (source.label === 'f2.txt') throw new InputError('f2.txt: no such file; check the path');
          return parts(true);
        },
      },
      io.context,
    );
    expect(io.stderr()).toContain('pi-scan: warning: skipped f1.txt looks binary');
    expect(io.stderr()).toContain('pi-scan: error: f2.txt: no such file');
    expect(JSON.parse(io.stdout())).toHaveLength(1);
    expect(io.exitCode()).toBe(2);
  });

  it('lets a service error end the run, still closing the output document', async () => {
    const io = memoryContext();
    const failing = scanSources(
      [content(1), content(2)],
      {
        format: 'json',
        scanSource: async () => {
          throw new PiScanError('network', 'connection refused');
        },
      },
      io.context,
    );
    await expect(failing).rejects.toThrow('connection refused');
    expect(JSON.parse(io.stdout())).toEqual([]);
  });

  it('draws a progress bar on a terminal stderr for more than 20 inputs', async () => {
    const io = memoryContext(true);
    const sources = Array.from({ length: 21 }, (_, i) => content(i));
    await scanSources(sources, { format: 'jsonl', scanSource: async () => parts(true) }, io.context);
    expect(io.stderr()).toContain('scanning [');
    expect(io.stderr()).toContain('/21 inputs');
    expect(io.stdout().trimEnd().split('\n')).toHaveLength(21);
  });

  it.each([
    [20, true],
    [21, false],
  ])('shows no progress bar for %i inputs (stderr a terminal: %s)', async (count, tty) => {
    const io = memoryContext(tty);
    const sources = Array.from({ length: count }, (_, i) => content(i));
    await scanSources(sources, { format: 'jsonl', scanSource: async () => parts(true) }, io.context);
    expect(io.stderr()).toBe('');
  });
});
