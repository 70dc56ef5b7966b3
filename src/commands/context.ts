/** What a CLI program needs from the outside world, passed in so tests can supply their own. */
export interface CliContext {
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdin: NodeJS.ReadStream | NodeJS.ReadableStream;
  stdout: NodeJS.WriteStream | NodeJS.WritableStream;
  stderr: NodeJS.WriteStream | NodeJS.WritableStream;
  /** Records the exit code of the command; the highest code set wins (1 beats 0, 2 beats 1, …). */
  setExitCode(code: number): void;
}

/** True when `stream` is an interactive terminal. */
export function isTty(
  stream: NodeJS.ReadStream | NodeJS.ReadableStream | NodeJS.WriteStream | NodeJS.WritableStream,
): boolean {
  return (stream as { isTTY?: boolean }).isTTY === true;
}
