// PLACEHOLDER during development: replaced by the command's implementation.
import type { CliContext } from '../cli/context.js';
import { PiScanError } from '../errors.js';

/** Runs `pi-scan eval`. */
export async function runEvalCommand(_files: string[], _options: Record<string, unknown>, _context: CliContext): Promise<void> {
  throw new PiScanError('internal', 'pi-scan eval is not built yet');
}
