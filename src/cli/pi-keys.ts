// PLACEHOLDER during development: replaced by the pi-keys program.
import type { Command } from 'commander';
import { packageVersion } from '../version.js';
import type { CliContext } from './context.js';
import { createRootCommand } from './shared.js';

/** Builds the `pi-keys` command tree. */
export function createProgram(context: CliContext): Command {
  return createRootCommand('pi-keys', packageVersion(), context).description('Manage pi-scan API keys.');
}
