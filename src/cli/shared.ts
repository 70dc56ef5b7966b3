/** Commander plumbing shared by both programs: output routing, exit override and the exit-code table. */
import { Command, InvalidArgumentError, Option } from 'commander';
import { type CliContext, resultOutput } from '../commands/context.js';

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
  const command = new Command(name);
  // commander's own answers, which ask process.stdout (building the stream) for its width and colours.
  const { getOutHelpWidth, getOutHasColors } = command.configureOutput();
  return command
    .version(version, '-V, --version')
    .configureOutput({
      // Help and the version go out like one-shot results: without building process.stdout when
      // stdout is no terminal (cli/direct-output.ts).
      writeOut: (text) => resultOutput(context).write(text),
      writeErr: (text) => context.stderr.write(text),
      // A direct output is no terminal: no width (commander then wraps at 80, as its own default does
      // for no terminal, returning undefined although its types say number), and colours only when the
      // environment forces them, as commander decides for any stdout that is no terminal.
      getOutHelpWidth: () => (context.output === undefined ? getOutHelpWidth?.() : undefined) as number,
      getOutHasColors: () =>
        context.output === undefined ? getOutHasColors?.() === true : colorForcedByEnv(context.env),
    })
    .exitOverride()
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', exitCodes);
}

/**
 * commander's colour rule for a stdout that is no terminal: off with NO_COLOR or FORCE_COLOR=0/false,
 * on with FORCE_COLOR or CLICOLOR_FORCE, else off.
 */
function colorForcedByEnv(env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR || env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false') return false;
  return Boolean(env.FORCE_COLOR) || env.CLICOLOR_FORCE !== undefined;
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
