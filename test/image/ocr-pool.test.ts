import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PiScanError } from '../../src/errors.js';
import { createOcrPool, resolveLanguageData } from '../../src/image/ocr-pool.js';
import { createTempDir } from '../helpers/temp-dir.js';

// Real recognition runs in test/e2e/image-engine.test.ts; these tests never start a worker.
describe('resolveLanguageData', () => {
  it('finds the bundled gzipped English LSTM data inside node_modules', () => {
    const data = resolveLanguageData();
    expect(data.langPath).toMatch(/node_modules[\\/]@tesseract\.js-data[\\/]eng[\\/]4\.0\.0_best_int$/);
    expect(data.gzip).toBe(true);
  });

  it('uses an uncompressed data file when that is what the folder holds', () => {
    const folder = createTempDir('pi-scan-lang-');
    writeFileSync(join(folder, 'eng.traineddata'), 'x');
    expect(resolveLanguageData(folder)).toEqual({ langPath: folder, gzip: false });
  });

  it('fails clearly when the data file is missing, instead of downloading it', () => {
    const folder = createTempDir('pi-scan-lang-');
    expect(() => resolveLanguageData(folder)).toThrow(
      /OCR language data is missing: no eng\.traineddata\(\.gz\) in .*reinstall/,
    );
  });
});

describe('createOcrPool', () => {
  it('rejects a recognition with a clear error when the data file is missing, without starting a worker', async () => {
    const pool = createOcrPool({ langPath: createTempDir('pi-scan-lang-') });
    const error = await pool
      .recognize({ data: Buffer.from('P5\n1 1\n255\n\0', 'latin1') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PiScanError);
    expect((error as PiScanError).message).toMatch(/OCR language data is missing/);
    expect(pool.startedWorkers).toBe(0);
    await pool.close();
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => createOcrPool({ size: 0 })).toThrow(/positive integer/);
  });

  it('rejects work after close', async () => {
    const pool = createOcrPool();
    await pool[Symbol.asyncDispose]();
    await expect(pool.recognize({ data: new Uint8Array(1) })).rejects.toThrow(/closed/);
    expect(pool.startedWorkers).toBe(0);
  });
});
