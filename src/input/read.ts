/** Reading inputs as text: UTF-8 with replacement characters, binary detection, and line streams. */
import { open, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { InputError } from '../errors.js';
import type { InputSource } from './sources.js';

/** How many leading bytes are checked for NUL to call a file binary (as git and grep do). */
export const BINARY_SNIFF_BYTES = 8192;

/** A readable byte or string stream, such as `process.stdin`. */
export type InputStream = NodeJS.ReadableStream;

/** What reading needs from the outside world. */
export interface ReadInputOptions {
  /** Base directory of relative file paths. */
  cwd: string;
  stdin: InputStream;
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

/** Reads one input. Missing or unreadable files are InputErrors naming the file and what to do. */
export async function readTextInput(source: InputSource, options: ReadInputOptions): Promise<TextInput> {
  if (source.kind === 'content') return { kind: 'text', source, text: source.text };
  const bytes =
    source.kind === 'stdin' ? await readStream(options.stdin) : await readFileBytes(source.path, options.cwd);
  if (isBinary(bytes)) return { kind: 'binary', source };
  return { kind: 'text', source, text: decodeUtf8(bytes) };
}

/** Reads a whole stream into bytes. */
export async function readStream(stream: InputStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

async function readFileBytes(path: string, cwd: string): Promise<Uint8Array> {
  try {
    return await readFile(resolve(cwd, path));
  } catch (error: unknown) {
    throw fileError(path, error);
  }
}

/**
 * The lines of an input, decoded as UTF-8 with replacement, without line endings (LF or CRLF) and
 * without a leading byte-order mark. Streams: memory stays constant in the number of lines.
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
  // readline loads only for --jsonl: start-up matters for one-shot scans.
  const { createInterface } = await import('node:readline');
  return stripBom(createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }));
}

async function* stripBom(lines: AsyncIterable<string>): AsyncIterable<string> {
  let first = true;
  for await (const line of lines) {
    yield first && line.charCodeAt(0) === 0xfeff ? line.slice(1) : line;
    first = false;
  }
}

async function* toAsync(lines: readonly string[]): AsyncIterable<string> {
  yield* lines;
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
