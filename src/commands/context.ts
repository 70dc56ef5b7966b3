/** What a CLI program needs from the outside world, passed in so tests can supply their own. */
export interface CliContext {
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdin: NodeJS.ReadStream | NodeJS.ReadableStream;
  stdout: NodeJS.WriteStream | NodeJS.WritableStream;
  stderr: NodeJS.WriteStream | NodeJS.WritableStream;
  /**
   * Where one-shot results go (each input's rendered outcome): stdout written synchronously without
   * building `process.stdout` (cli/direct-output.ts), when the CLI can. Absent: `stdout` (tests, a
   * terminal). Batches (`--jsonl`) stream through `stdout` for its backpressure.
   */
  readonly output?: ResultOutput | undefined;
  /** Records the exit code of the command; the highest code set wins (1 beats 0, 2 beats 1, …). */
  setExitCode(code: number): void;
}

/** stdout as one-shot results use it: is it a terminal, and write a whole piece of output. */
export interface ResultOutput {
  readonly isTTY: boolean;
  write(text: string): void;
}

/** The context's result output: {@link CliContext.output}, else `stdout`. */
export function resultOutput(context: CliContext): ResultOutput {
  if (context.output !== undefined) return context.output;
  return {
    get isTTY() {
      return isTty(context.stdout);
    },
    write: (text) => {
      context.stdout.write(text);
    },
  };
}

/** True when `stream` is an interactive terminal. */
export function isTty(
  stream: NodeJS.ReadStream | NodeJS.ReadableStream | NodeJS.WriteStream | NodeJS.WritableStream,
): boolean {
  return (stream as { isTTY?: boolean }).isTTY === true;
}
