import { describe, expect, it } from 'vitest';
import type { OutputFormat } from '../../src/config/config.js';
import type { ScanOutcome } from '../../src/render/outcome.js';
import { createReporter, defaultOutputFormat } from '../../src/render/reporter.js';
import { safeStdin, unsafeFile } from './fixtures.js';
import { sarifSchemaErrors } from './sarif-schema.js';

async function render(
  format: OutputFormat,
  outcomes: ScanOutcome[],
  single: boolean,
  failed = 0,
): Promise<string> {
  let out = '';
  const reporter = await createReporter({
    format,
    write: (text) => (out += text),
    single,
    color: false,
    toolVersion: '0.0.1',
  });
  for (const outcome of outcomes) reporter.report(outcome);
  reporter.end({ failed });
  return out;
}

describe('createReporter', () => {
  it('json, one input: the result object alone', async () => {
    expect(JSON.parse(await render('json', [unsafeFile], true))).toEqual(unsafeFile.result);
  });

  it('json, several inputs: a streamed array of {file, result}', async () => {
    const out = await render('json', [unsafeFile, safeStdin], false);
    expect(JSON.parse(out)).toEqual([
      { file: unsafeFile.label, result: unsafeFile.result },
      { file: '-', result: safeStdin.result },
    ]);
  });

  it('json, several inputs of which none was scanned: an empty array', async () => {
    expect(JSON.parse(await render('json', [], false, 2))).toEqual([]);
  });

  it('jsonl: one {file, result} line per input', async () => {
    const lines = (await render('jsonl', [unsafeFile, safeStdin], false)).trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line).file)).toEqual([unsafeFile.label, '-']);
  });

  it('sarif: one valid log at the end', async () => {
    const log = JSON.parse(await render('sarif', [unsafeFile, safeStdin], false));
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.runs[0].results).toHaveLength(2);
  });

  it('human: a block per input and a summary for several', async () => {
    const out = await render('human', [unsafeFile, safeStdin], false, 1);
    expect(out).toContain('docs/prompt one.md: UNSAFE');
    expect(out).toContain('-: SAFE');
    expect(out).toContain('3 inputs: 1 unsafe, 1 safe, 1 not scanned');
  });

  it('human: no label and no summary for a lone stdin input', async () => {
    const out = await render('human', [safeStdin], true);
    expect(out.startsWith('SAFE')).toBe(true);
    expect(out).not.toContain('inputs:');
  });
});

describe('defaultOutputFormat', () => {
  it('is human on a terminal and json otherwise', () => {
    expect(defaultOutputFormat(true)).toBe('human');
    expect(defaultOutputFormat(false)).toBe('json');
  });
});
