import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTempDir } from './temp-dir.js';

describe('createTempDir', () => {
  let fileDir: string;
  let testDir: string;
  beforeAll(() => {
    fileDir = createTempDir('pi-scan-helper-');
  });

  it('removes a directory made inside a test when that test finishes', () => {
    testDir = createTempDir('pi-scan-helper-');
    expect(existsSync(testDir)).toBe(true);
  });

  it('has removed it by the next test, and keeps one made in beforeAll until the file ends', () => {
    expect(existsSync(testDir)).toBe(false);
    expect(existsSync(fileDir)).toBe(true);
  });
});
