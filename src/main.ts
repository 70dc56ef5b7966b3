/**
 * The only place that turns an outcome or an error into a process exit code. Both binaries come here;
 * their programs are declared in `cli/` and loaded lazily so `--help` stays fast.
 */
import { openDirectOutput } from './cli/direct-output.js';
import { parseTextContentArgs } from './cli/text-content-args.js';
import type { CliContext, ResultOutput } from './commands/context.js';
import { ExitCode, exitCodeForError, PiScanError } from './errors.js';

/** Names of the two binaries. */
export type ProgramName = 'pi-scan' | 'pi-keys';

/** Runs one binary with `argv` (as in `process.argv`) and sets `process.exitCode`. Never throws. */
export async function main(name: ProgramName, argv: readonly string[]): Promise<void> {
  let exitCode = 0;
  let output: ResultOutput | undefined | null = null;
  const context: CliContext = {
    argv,
    env: process.env,
    cwd: process.cwd(),
    // Getters: Node builds each stdio stream on first use, and `--help` never touches stdin.
    get stdin() {
      return process.stdin;
    },
    get stdout() {
      return watchStdout();
    },
    get stderr() {
      return process.stderr;
    },
    get output() {
      if (output === null) output = openDirectOutput(outputFailed);
      return output;
    },
    setExitCode(code) {
      exitCode = Math.max(exitCode, code);
    },
  };
  try {
    const textContent = name === 'pi-scan' ? parseTextContentArgs(argv) : undefined;
    if (textContent !== undefined) {
      const { runTextCommand } = await import('./commands/text.js');
      await runTextCommand(textContent.files, textContent.options, context);
    } else {
      const { createProgram } =
        name === 'pi-scan' ? await import('./cli/pi-scan.js') : await import('./cli/pi-keys.js');
      await createProgram(context).parseAsync([...argv]);
    }
  } catch (error: unknown) {
    exitCode = Math.max(exitCode, reportError(name, error, context));
  }
  // An output error (see watchStdout) may already have set a code; the highest wins.
  process.exitCode = Math.max(exitCode, Number(process.exitCode ?? 0));
}

let stdoutWatched = false;

/**
 * process.stdout, with a listener for write errors. When the reader goes away (`pi-scan … | head -1`)
 * Node emits EPIPE; unhandled, it would crash with exit 1, which reads as "injection found". The rest
 * of the output has nowhere to go: it is dropped, and the run exits 3 (as a tool killed by SIGPIPE
 * fails), so a pipeline under `set -o pipefail` never passes on output nobody read.
 */
function watchStdout(): NodeJS.WriteStream {
  if (!stdoutWatched) {
    stdoutWatched = true;
    process.stdout.on('error', outputFailed);
  }
  return process.stdout;
}

/** A failed write to stdout, through the stream or the direct output: see {@link watchStdout}. */
function outputFailed(error: NodeJS.ErrnoException): void {
  if (error.code !== 'EPIPE') process.stderr.write(`pi-scan: cannot write the output: ${error.message}\n`);
  process.exitCode = Math.max(Number(process.exitCode ?? 0), ExitCode.ServiceOrAuth);
}

/** Prints `error` for a person and returns its exit code. */
function reportError(name: ProgramName, error: unknown, context: CliContext): number {
  if (isCommanderError(error)) {
    // Commander has already printed its message. Asked-for help and version are successes; help shown
    // because something was missing (`pi-scan` alone, exitCode 1) is a usage error, so an empty CI
    // variable cannot pass a gate.
    const success =
      ['commander.helpDisplayed', 'commander.version'].includes(error.code) ||
      (error.code === 'commander.help' && error.exitCode === 0);
    return success ? ExitCode.Safe : ExitCode.UsageOrInput;
  }
  if (error instanceof PiScanError) {
    context.stderr.write(`${name}: error: ${error.message}\n`);
    return exitCodeForError(error.code);
  }
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  context.stderr.write(`${name}: unexpected error (please report it): ${message}\n`);
  return ExitCode.ServiceOrAuth;
}

function isCommanderError(error: unknown): error is { code: string; exitCode: number } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('commander.')
  );
}
