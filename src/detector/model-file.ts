/**
 * Reading the bundled weights file: the only detector module that touches the file system. The weights
 * sit next to this module: in src/detector/ when it runs from the sources (vitest, tsx), and in
 * dist/src/detector/, where `npm run build` copies them, when it runs built.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ErrorCode, PiScanError } from '../errors.js';
import { type LinearModel, parseModel } from './model.js';

/** File name of the bundled weights. */
export const BUNDLED_WEIGHTS_FILE = 'model-weights.bin';

/** Where the bundled weights live: next to this module. */
export function bundledWeightsPath(): string {
  return fileURLToPath(new URL(`./${BUNDLED_WEIGHTS_FILE}`, import.meta.url));
}

/** Reads and validates a weights file. Throws a PiScanError saying what is wrong. */
export function loadModel(path: string): LinearModel {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error: unknown) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new PiScanError(
      ErrorCode.Internal,
      missing
        ? `model weights ${path} not found; reinstall pi-scan, or run \`npm run build\` (it copies the weights into dist/) or \`npm run train\``
        : `cannot read model weights ${path}: ${(error as Error).message}; reinstall pi-scan or run \`npm run train\``,
      { cause: error },
    );
  }
  return parseModel(bytes, path);
}

let bundled: LinearModel | undefined;

/** The model shipped with pi-scan, loaded once and cached. */
export function loadBundledModel(): LinearModel {
  bundled ??= loadModel(bundledWeightsPath());
  return bundled;
}
