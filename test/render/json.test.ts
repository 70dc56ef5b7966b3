import { describe, expect, it } from 'vitest';
import { renderBatchLine, renderJson, renderJsonlOutcome } from '../../src/render/json.js';
import { safeStdin, unsafeFile } from './fixtures.js';

describe('renderJson', () => {
  it('prints the scan result alone for one input', () => {
    expect(JSON.parse(renderJson([unsafeFile], true))).toEqual(unsafeFile.result);
  });

  it('prints an array of {file, result} for several inputs', () => {
    expect(JSON.parse(renderJson([unsafeFile, safeStdin], false))).toEqual([
      { file: 'docs/prompt one.md', result: unsafeFile.result },
      { file: '-', result: safeStdin.result },
    ]);
  });
});

describe('renderJsonlOutcome', () => {
  it('prints one {file, result} object per line', () => {
    const line = renderJsonlOutcome(safeStdin);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd()).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({ file: '-', result: safeStdin.result });
  });
});

describe('renderBatchLine', () => {
  it('prints a result or an error object on one line', () => {
    expect(JSON.parse(renderBatchLine({ result: safeStdin.result }))).toEqual(safeStdin.result);
    expect(renderBatchLine({ error: 'line 2: bad\nthing' })).toBe('{"error":"line 2: bad\\nthing"}\n');
  });
});
