import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { FEATURE_COUNT } from '../../src/detector/features.js';
import { serializeModel } from '../../src/detector/model.js';
import {
  BUNDLED_WEIGHTS_FILE,
  bundledWeightsPath,
  loadBundledModel,
  loadModel,
} from '../../src/detector/model-file.js';
import { ErrorCode, PiScanError } from '../../src/errors.js';

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pi-scan-model-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('loadModel', () => {
  it('loads a weights file written by serializeModel', () => {
    const path = join(tempDir(), 'weights.bin');
    writeFileSync(path, serializeModel(new Float32Array(FEATURE_COUNT), -2));
    expect(loadModel(path).score('anything')).toBeCloseTo(1 / (1 + Math.exp(2)), 6);
  });

  it('says the file is missing (ENOENT) and how to get it back', () => {
    const path = join(tempDir(), 'absent.bin');
    expect(() => loadModel(path)).toThrow(
      new RegExp(`model weights ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} not found; reinstall pi-scan`),
    );
  });

  it('reports other read errors with their message, as internal errors', () => {
    const dir = tempDir();
    try {
      loadModel(dir);
      expect.unreachable('a directory cannot be read as weights');
    } catch (error: unknown) {
      expect(error).toBeInstanceOf(PiScanError);
      expect((error as PiScanError).code).toBe(ErrorCode.Internal);
      expect((error as Error).message).toMatch(/cannot read model weights .*EISDIR/);
    }
  });

  it('passes the bytes to parseModel, which names the file in its errors', () => {
    const path = join(tempDir(), 'weights.bin');
    writeFileSync(path, 'not weights');
    expect(() => loadModel(path)).toThrow(/weights\.bin are not a pi-scan weights file/);
  });
});

describe('loadBundledModel', () => {
  it('reads the weights next to the module, once', () => {
    expect(bundledWeightsPath().endsWith(join('detector', BUNDLED_WEIGHTS_FILE))).toBe(true);
    expect(loadBundledModel()).toBe(loadBundledModel());
  });
});
