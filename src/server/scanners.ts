/** Adapters from the detector and the image engine to the server's scanner interface. */
import { scanTextContent } from '../detector/scan.js';
import type { ScoringModel } from '../detector/types.js';
import type { ImageScanner } from '../image/scanner.js';
import type { ServerScanners } from './app.js';

/** The text scanner: exactly the code of the CLI's offline scan, with the same (bundled) model. */
export function createTextScanner(model: ScoringModel | undefined): ServerScanners['text'] {
  return (content, options, accounting) => scanTextContent(content, options, accounting, model).result;
}

/** The image scanner: the same engine as `pi-scan image`; the caller owns (and closes) `engine`. */
export function createImageScannerAdapter(engine: ImageScanner): NonNullable<ServerScanners['image']> {
  return async (bytes, options, accounting) => (await engine.scan(bytes, options, accounting)).result;
}
