/**
 * The `--jsonl` batch runner, generic over the request shape and the scanner: one output line per
 * input line, in input order, with a bounded number of scans in flight, so memory stays constant in
 * the number of lines. A bad line yields `{"error": ...}` and never stops the batch.
 */
import type { ScanResult } from '../api/contract.js';
import { ErrorCode, ExitCode, exitCodeForError, PiScanError } from '../errors.js';
import { openLines } from '../input/read.js';
import type { InputSource } from '../input/sources.js';
import { renderBatchLine } from '../render/json.js';
import type { CliContext } from './context.js';

/** Options of {@link runJsonlBatch}. */
export interface JsonlBatchOptions<Request> {
  /** Input lines without line endings (see openLines). */
  lines: AsyncIterable<string>;
  /** Validates one parsed JSON line; throws a PiScanError that says what is wrong with it. */
  parse(json: unknown): Request;
  /** Scans one request. Rejections become error lines, with the error's exit code. */
  scan(request: Request): Promise<ScanResult>;
  /** Writes one output line; may return a promise to apply back-pressure. */
  write(text: string): void | Promise<void>;
  /** Scans in flight at once (default 1); results are still written in input order. */
  concurrency?: number | undefined;
  /** …and at most this many characters of lines in flight (default 16 Mi), whatever `concurrency` says. */
  maxInFlightChars?: number | undefined;
  /** Prefix of error messages, e.g. the file name when a batch spans several files. */
  label?: string | undefined;
}

/** What a batch did. `exitCode` is the worst line's: 0 safe, 1 unsafe, 2 bad line, 3 service error. */
export interface JsonlBatchSummary {
  lines: number;
  unsafe: number;
  errors: number;
  exitCode: number;
}

interface LineOutcome {
  text: string;
  exitCode: number;
}

/** Runs a JSONL batch to the end and returns its summary. Only a failing `write` rejects. */
export async function runJsonlBatch<Request>(
  options: JsonlBatchOptions<Request>,
): Promise<JsonlBatchSummary> {
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const maxInFlightChars = options.maxInFlightChars ?? 16 * 1024 * 1024;
  const summary: JsonlBatchSummary = { lines: 0, unsafe: 0, errors: 0, exitCode: ExitCode.Safe };
  const inFlight: Array<{ outcome: Promise<LineOutcome>; chars: number }> = [];
  let inFlightChars = 0;
  const flushOne = async (): Promise<void> => {
    const entry = inFlight.shift();
    if (entry === undefined) return;
    inFlightChars -= entry.chars;
    const outcome = await entry.outcome;
    if (outcome.exitCode === ExitCode.InjectionFound) summary.unsafe++;
    else if (outcome.exitCode !== ExitCode.Safe) summary.errors++;
    summary.exitCode = Math.max(summary.exitCode, outcome.exitCode);
    await options.write(outcome.text);
  };
  for await (const line of options.lines) {
    summary.lines++;
    // Room for this line's characters first; a line's result is written as soon as the window allows.
    while (inFlight.length > 0 && inFlightChars + line.length > maxInFlightChars) await flushOne();
    inFlight.push({ outcome: processLine(line, summary.lines, options), chars: line.length });
    inFlightChars += line.length;
    if (inFlight.length >= concurrency) await flushOne();
  }
  while (inFlight.length > 0) await flushOne();
  return summary;
}

async function processLine<Request>(
  line: string,
  lineNumber: number,
  options: JsonlBatchOptions<Request>,
): Promise<LineOutcome> {
  const where = options.label === undefined ? `line ${lineNumber}` : `${options.label} line ${lineNumber}`;
  let request: Request;
  try {
    if (line.trim() === '')
      throw new PiScanError('input', 'empty line; every line must be a JSON object like {"content": "..."}');
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error: unknown) {
      throw new PiScanError(
        'input',
        `not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    request = options.parse(json);
  } catch (error: unknown) {
    return errorLine(where, error);
  }
  try {
    const result = await options.scan(request);
    return {
      text: renderBatchLine({ result }),
      exitCode: result.is_safe ? ExitCode.Safe : ExitCode.InjectionFound,
    };
  } catch (error: unknown) {
    return errorLine(where, error);
  }
}

function errorLine(where: string, error: unknown): LineOutcome {
  const message = error instanceof Error ? error.message : String(error);
  const exitCode = error instanceof PiScanError ? exitCodeForError(error.code) : ExitCode.ServiceOrAuth;
  return { text: renderBatchLine({ error: `${where}: ${message}` }), exitCode };
}

/** How {@link runJsonlSources} parses and scans each line. */
export interface JsonlSourcesOptions<Request> {
  parse(json: unknown): Request;
  scan(request: Request): Promise<ScanResult>;
  concurrency?: number | undefined;
  /** The longest line read, in bytes; a longer one ends its source with a too_large error. */
  maxLineBytes: number;
  /** What to raise to read longer lines, for the error message (see ReadInputOptions.limitHint). */
  limitHint?: string;
}

/**
 * Runs a `--jsonl` batch over every source in turn (files, stdin), writing to stdout with
 * back-pressure. With several sources an unreadable one is reported and counted (exit 2) and error
 * lines name their file. Shared by `pi-scan text --jsonl` and `pi-scan image --jsonl`.
 */
export async function runJsonlSources<Request>(
  sources: readonly InputSource[],
  options: JsonlSourcesOptions<Request>,
  context: CliContext,
): Promise<void> {
  const writer = createStreamWriter(context.stdout);
  try {
    for (const source of sources) {
      let lines: AsyncIterable<string>;
      try {
        lines = await openLines(source, {
          cwd: context.cwd,
          stdin: context.stdin,
          maxBytes: options.maxLineBytes,
          ...(options.limitHint === undefined ? {} : { limitHint: options.limitHint }),
        });
      } catch (error: unknown) {
        await writer.flush();
        if (sources.length === 1 || !isPerInputError(error)) throw error;
        context.stderr.write(`pi-scan: error: ${error.message}\n`);
        context.setExitCode(exitCodeForError(error.code));
        continue;
      }
      const summary = await runJsonlBatch<Request>({
        lines,
        parse: options.parse,
        scan: options.scan,
        write: writer.write,
        concurrency: options.concurrency,
        label: sources.length > 1 ? source.label : undefined,
      });
      context.setExitCode(summary.exitCode);
    }
  } finally {
    // Lines scanned before an error are written before it propagates.
    await writer.flush();
  }
}

/** Output waiting past this many characters is written without waiting for the end of the turn. */
const MAX_PENDING_CHARS = 64 * 1024;

/** A line writer for a stream, and `flush` to write out what it still holds. */
export interface StreamWriter {
  write(text: string): void | Promise<void>;
  flush(): Promise<void>;
}

/**
 * A line writer that hands `stream` the lines of one event-loop turn in a single write (all the
 * lines of one input chunk, when scans are synchronous): a write per line costs a stream write and a
 * write(2) on a pipe or file each. Once the stream's buffer is full, the next line waits for 'drain',
 * so output never piles up. Lines keep their order; the caller flushes at the end.
 */
export function createStreamWriter(stream: NodeJS.WritableStream): StreamWriter {
  let pending = '';
  let scheduled: NodeJS.Immediate | undefined;
  let blocked: Promise<void> | undefined;
  const writeOut = (): void => {
    if (scheduled !== undefined) clearImmediate(scheduled);
    scheduled = undefined;
    if (pending === '') return;
    const text = pending;
    pending = '';
    if (!stream.write(text) && blocked === undefined) {
      blocked = new Promise((resolve) =>
        stream.once('drain', () => {
          blocked = undefined;
          resolve();
        }),
      );
    }
  };
  return {
    write(text) {
      pending += text;
      if (pending.length >= MAX_PENDING_CHARS) writeOut();
      else scheduled ??= setImmediate(writeOut);
      return blocked;
    },
    async flush() {
      writeOut();
      await blocked;
    },
  };
}

/** Errors about one input (unreadable, too large, unsupported) that should not stop the others. */
export function isPerInputError(error: unknown): error is PiScanError {
  const perInput: readonly string[] = [ErrorCode.Input, ErrorCode.TooLarge, ErrorCode.Unsupported];
  return error instanceof PiScanError && perInput.includes(error.code);
}
