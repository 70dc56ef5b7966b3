import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { IMAGE_FIXTURES } from '../image/fixture-table.js';

const script = fileURLToPath(new URL('../../scripts/image-memory.mjs', import.meta.url));

/** The documented ceiling (docs/images.md): the image engine with one OCR worker, in MB of RSS. */
const MEMORY_CEILING_MB = 512;

describe('image engine memory (issue 12 row 6)', () => {
  it(`stays under ${MEMORY_CEILING_MB} MB RSS while 4 copies of a 36-megapixel PNG are scanned at once`, async () => {
    // A process of its own, so the figure is this engine's alone (the built dist/, real OCR).
    const { stdout } = await promisify(execFile)(process.execPath, [
      script,
      `${IMAGE_FIXTURES}large-canvas-36mp-injection.png`,
      '4',
    ]);
    const run = JSON.parse(stdout) as { maxRssMb: number; verdicts: string[] };
    expect(run.verdicts).toEqual(['unsafe', 'unsafe', 'unsafe', 'unsafe']);
    expect(run.maxRssMb).toBeLessThan(MEMORY_CEILING_MB);
  });
});
