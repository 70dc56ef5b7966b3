// PLACEHOLDER during development: replaced by the command's implementation.
import type { CliContext } from '../cli/context.js';
import { PiScanError } from '../errors.js';

/** Runs `pi-scan serve`. */
export async function runServeCommand(_options: Record<string, unknown>, _context: CliContext): Promise<void> {
  throw new PiScanError('internal', 'pi-scan serve is not built yet');
}
