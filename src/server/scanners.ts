/** Adapters from the detector and the image engine to the server's scanner interface. */
import { scanTextContent } from '../detector/scan.js';
import type { ServerScanners } from './app.js';

/** The text scanner: exactly the code of the CLI's offline scan. */
export function createTextScanner(): ServerScanners['text'] {
  return (content, options, accounting) => scanTextContent(content, options, accounting).result;
}
