/** Commander plumbing shared by both programs: output routing, exit override and the exit-code table. */
import { Command, InvalidArgumentError, Option } from 'commander';
import type { CliContext } from '../commands/context.js';

// commander is bundled into dist/bundle/ (scripts/bundle.mjs), so importing it costs no package lookup
// at start-up (start-up time is a feature; see `npm run bench:start`).
export { Command, InvalidArgumentError, Option };

/** The exit-code table of `pi-scan`, shown at the end of `--help` and in the README. */
export const EXIT_CODE_HELP = `
Exit codes:
  0  safe: no injection found (or the command succeeded)
  1  injection found in at least one input
  2  usage or input error (bad flag, unreadable or binary file, malformed JSON)
  3  service, auth or network error (remote mode, server, unexpected failure)`;

/** The exit-code table of `pi-keys`. */
export const KEYS_EXIT_CODE_HELP = `
Exit codes:
  0  success
  2  usage or input error (bad flag, unknown id, forbidden transition, missing actor, unreadable store)
  3  key store unreachable (PostgreSQL down, wrong host, password or database), or unexpected failure`;

/** A root command that writes to the context's streams, throws instead of exiting, and ends its help with `exitCodes`. */
export function createRootCommand(
  name: string,
  version: string,
  context: CliContext,
  exitCodes: string = EXIT_CODE_HELP,
): Command {
  return new Command(name)
    .version(version, '-V, --version')
    .configureOutput({
      writeOut: (text) => context.stdout.write(text),
      writeErr: (text) => context.stderr.write(text),
    })
    .exitOverride()
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', exitCodes);
}

/** Parses a positive integer flag value; commander calls this with the raw string. */
export function parsePositiveInt(flag: string): (value: string) => number {
  return (value) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number <= 0) {
      throw new InvalidArgumentError(`${flag} expects a positive whole number, got "${value}"`);
    }
    return number;
  };
}
