/**
 * Reading inputs, always bounded in bytes: files and stdin as bytes or UTF-8 text (with binary
 * detection), and line streams for `--jsonl` whose lines are bounded too.
 */
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ErrorCode, InputError, PiScanError } from '../errors.js';
import type { InputSource } from './sources.js';

/** How many leading bytes are checked for NUL to call a file binary (as git and grep do). */
export const BINARY_SNIFF_BYTES = 8192;

/** A readable byte or string stream, such as `process.stdin`. */
export type InputStream = NodeJS.ReadableStream;

/** How a limit is named in the too-large message: what to raise to read more. */
export const MAX_BYTES_HINT = '--max-bytes (PI_SCAN_MAX_BYTES, "maxBytes" in the config)';

/** What reading needs from the outside world, and how much it may read. */
export interface ReadInputOptions {
  /** Base directory of relative file paths. */
  cwd: string;
  stdin: InputStream;
  /** The most bytes read from one input (one line for {@link openLines}); more is a too_large error. */
  maxBytes: number;
  /** What to raise to read more, named in the too-large message (default {@link MAX_BYTES_HINT}). */
  limitHint?: string;
}

/** An input read as text, or found to be binary (then it carries no text). */
export type TextInput =
  | { kind: 'text'; source: InputSource; text: string }
  | { kind: 'binary'; source: InputSource };

/** True when the first {@link BINARY_SNIFF_BYTES} bytes contain a NUL byte. */
export function isBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0);
}

/** Decodes UTF-8, replacing invalid bytes with U+FFFD and dropping a byte-order mark. */
export function decodeUtf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

/** Reads one input as text. Missing, unreadable or too large inputs are errors naming the input. */
export async function readTextInput(source: InputSource, options: ReadInputOptions): Promise<TextInput> {
  if (source.kind === 'content') {
    if (Buffer.byteLength(source.text, 'utf8') > options.maxBytes) {
      throw tooLarge(source.label, options);
    }
    return { kind: 'text', source, text: source.text };
  }
  const bytes = await readInputBytes(source, options);
  if (isBinary(bytes)) return { kind: 'binary', source };
  return { kind: 'text', source, text: decodeUtf8(bytes) };
}

/**
 * Reads a file or stdin as bytes, stopping as soon as more than `maxBytes` arrive: endless inputs such
 * as /dev/zero or a pipe that never closes cost at most `maxBytes` of memory.
 */
export async function readInputBytes(
  source: Exclude<InputSource, { kind: 'content' }>,
  options: ReadInputOptions,
): Promise<Uint8Array> {
  if (source.kind === 'stdin') return readStream(options.stdin, options, source.label);
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(resolve(options.cwd, source.path), 'r');
    const stat = await handle.stat();
    if (stat.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    if (stat.isFile() && stat.size > options.maxBytes) throw tooLarge(source.label, options, stat.size);
    // Devices and FIFOs report size 0 and may never end: read in chunks up to the limit.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const want = Math.min(stat.isFile() ? stat.size + 1 : 65_536, options.maxBytes + 1 - total);
      const { bytesRead, buffer } = await handle.read(Buffer.allocUnsafe(Math.max(want, 1)), 0, want, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > options.maxBytes) throw tooLarge(source.label, options);
      chunks.push(buffer.subarray(0, bytesRead));
    }
    return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
  } catch (error: unknown) {
    if (error instanceof PiScanError) throw error;
    throw fileError(source.path, error);
  } finally {
    await handle?.close();
  }
}

/** Reads a whole stream into bytes, failing once more than `options.maxBytes` arrive. */
export async function readStream(
  stream: InputStream,
  options: Pick<ReadInputOptions, 'maxBytes' | 'limitHint'>,
  label = 'standard input',
): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = toBuffer(chunk);
    total += buffer.length;
    // Leaving the loop destroys the stream, so an endless producer stops here.
    if (total > options.maxBytes) throw tooLarge(label === '-' ? 'standard input' : label, options);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The lines of an input, decoded as UTF-8 with replacement, without line endings (LF or CRLF) and
 * without a leading byte-order mark. Streams: memory stays constant in the number of lines, and a line
 * longer than `options.maxBytes` is a too_large error (a stream without newlines cannot grow memory).
 */
export async function openLines(
  source: InputSource,
  options: ReadInputOptions,
): Promise<AsyncIterable<string>> {
  if (source.kind === 'content') {
    const lines = source.text.split(/\r?\n/);
    if (lines.at(-1) === '') lines.pop();
    return toAsync(lines);
  }
  let stream: InputStream;
  if (source.kind === 'stdin') {
    stream = options.stdin;
  } else {
    try {
      const handle = await open(resolve(options.cwd, source.path));
      if ((await handle.stat()).isDirectory()) {
        await handle.close();
        throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
      }
      stream = handle.createReadStream();
    } catch (error: unknown) {
      throw fileError(source.path, error);
    }
  }
  return splitLines(stream, source.kind === 'stdin' ? 'standard input' : source.label, options);
}

async function* splitLines(
  stream: InputStream,
  label: string,
  options: Pick<ReadInputOptions, 'maxBytes' | 'limitHint'>,
): AsyncIterable<string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const decode = (bytes: Buffer): string => {
    const end = bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
    let line = decoder.decode(bytes.subarray(0, end));
    if (lineNumber === 1 && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    return line;
  };
  let lineNumber = 1;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const tooLong = () => tooLarge(`${label} line ${lineNumber}`, options);
  for await (const chunk of stream) {
    const buffer = toBuffer(chunk);
    let start = 0;
    for (let newline = buffer.indexOf(0x0a); newline !== -1; newline = buffer.indexOf(0x0a, start)) {
      const piece = buffer.subarray(start, newline);
      if (pendingBytes + piece.length > options.maxBytes) throw tooLong();
      yield decode(pending.length === 0 ? piece : Buffer.concat([...pending, piece]));
      pending = [];
      pendingBytes = 0;
      lineNumber += 1;
      start = newline + 1;
    }
    if (start < buffer.length) {
      pendingBytes += buffer.length - start;
      if (pendingBytes > options.maxBytes) throw tooLong();
      pending.push(buffer.subarray(start));
    }
  }
  if (pendingBytes > 0) yield decode(Buffer.concat(pending));
}

async function* toAsync(lines: readonly string[]): AsyncIterable<string> {
  yield* lines;
}

function toBuffer(chunk: string | Buffer | Uint8Array): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function tooLarge(label: string, options: Pick<ReadInputOptions, 'maxBytes' | 'limitHint'>, size?: number) {
  const what = size === undefined ? `more than ${options.maxBytes} bytes` : `${size} bytes`;
  return new PiScanError(
    ErrorCode.TooLarge,
    `${label} is ${what}, over the limit of ${options.maxBytes} bytes; raise ${options.limitHint ?? MAX_BYTES_HINT} to read it`,
  );
}

/** An InputError for a file that cannot be read, with the reason in plain words. */
export function fileError(path: string, error: unknown): InputError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const reasons: Record<string, string> = {
    ENOENT: 'no such file; check the path',
    EISDIR: 'is a directory; pass the files inside it instead',
    EACCES: 'permission denied; check the file permissions',
    EPERM: 'permission denied; check the file permissions',
  };
  const reason =
    reasons[code] ?? `cannot be read (${error instanceof Error ? error.message : String(error)})`;
  return new InputError(`${path}: ${reason}`, { cause: error });
}
