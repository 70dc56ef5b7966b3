/**
 * stdout for one-shot results, written with `fs.writeSync(1, …)` instead of through `process.stdout`.
 * Node builds `process.stdout` on first use: for a pipe a `net.Socket` (the streams and net modules),
 * for a file or /dev/null a SyncWriteStream (the streams modules); that set-up costs a `pi-scan text -c`
 * run about 2–3.5 ms of CPU, a tenth of what the CLI adds to a bare `node` start. Writes to a pipe,
 * a file and a socket are synchronous on Linux either way, so order and completeness are the same.
 *
 * Only when fd 1 is a pipe, a socket, a regular file or /dev/null: a terminal (or any other device)
 * keeps `process.stdout`, whose TTY handling (colour depth, window size) the human format may want.
 */
import { fstatSync, statSync, writeSync } from 'node:fs';
import type { ResultOutput } from '../commands/context.js';

/** A write error of the direct output, reported once; `EPIPE` (the reader went away) is not reported. */
export type OutputFailure = (error: NodeJS.ErrnoException) => void;

/**
 * The direct output when fd 1 allows it, else undefined. After a write fails, `failed` is called once
 * and every later write is dropped: the rest of the output has nowhere to go.
 */
export function openDirectOutput(failed: OutputFailure): ResultOutput | undefined {
  if (!isPlainOutput()) return undefined;
  let broken = false;
  return {
    isTTY: false,
    write(text) {
      if (broken) return;
      try {
        writeAll(Buffer.from(text, 'utf8'));
      } catch (error: unknown) {
        broken = true;
        failed(error as NodeJS.ErrnoException);
      }
    },
  };
}

/** True when fd 1 is a pipe, socket or regular file, or /dev/null (the one common device that is no terminal). */
function isPlainOutput(): boolean {
  let stats: ReturnType<typeof fstatSync>;
  try {
    stats = fstatSync(1);
  } catch {
    return false;
  }
  if (stats.isFIFO() || stats.isSocket() || stats.isFile()) return true;
  if (!stats.isCharacterDevice()) return false;
  try {
    return stats.rdev === statSync('/dev/null').rdev;
  } catch {
    return false;
  }
}

/** How long to wait before retrying a write to a non-blocking pipe that is full (milliseconds). */
const FULL_PIPE_WAIT_MS = 1;

/**
 * Writes every byte, however many calls it takes: a write to a pipe may be partial, and one to a pipe
 * another process left non-blocking fails with EAGAIN while the pipe is full (then this waits and
 * retries, as a blocking write would). Any other error is thrown.
 */
function writeAll(bytes: Buffer): void {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(1, bytes, offset, bytes.length - offset);
    } catch (error: unknown) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, FULL_PIPE_WAIT_MS);
    }
  }
}
