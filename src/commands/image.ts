// PLACEHOLDER during development: replaced by the command's implementation.
import type { CliContext } from '../cli/context.js';
import { PiScanError } from '../errors.js';

/** Runs `pi-scan image`. */
export async function runImageCommand(_files: string[], _options: Record<string, unknown>, _context: CliContext): Promise<void> {
  throw new PiScanError('internal', 'pi-scan image is not built yet');
}
