/**
 * The single offline scan path shared by the CLI, the server and the image engine:
 * detect + buildScanResult, so every surface decides `is_safe` the same way.
 */
import { buildScanResult, type ScanAccounting, type ScanOptions, type ScanResult } from '../api/contract.js';
import { detect } from './index.js';
import type { Detection, ScoringModel } from './types.js';

/** What one scan produced: the spec's result plus the detector's evidence for renderers. */
export interface TextScanOutcome {
  result: ScanResult;
  detection: Detection;
}

/** Scans text content offline and builds the spec's scan result (`accounting.contentLength` is usually `content.length`). */
export function scanTextContent(
  content: string,
  scanOptions: ScanOptions,
  accounting: ScanAccounting,
  model?: ScoringModel,
): TextScanOutcome {
  const detection = detect(content, model === undefined ? {} : { model });
  return { result: buildScanResult(detection, scanOptions, accounting), detection };
}
