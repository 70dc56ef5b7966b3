/** Low-level access to the audit JSON-lines file: append mode, one write per line, tail reads. */
import { closeSync, fstatSync, fsyncSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensureDirectory } from '../store/private-files.js';

const NEWLINE = 0x0a;

/** An audit log file opened for appending (and reading its tail). Close it with `close()`. */
export interface JsonlFile {
  /** Current size in bytes. */
  size(): number;
  /** The bytes from `start` to the end of the file. */
  readFrom(start: number): Buffer;
  /** Appends one whole line (a newline is added) with a single write; throws on a short write. */
  appendLine(line: string): void;
  /** Appends a lone newline, to end a foreign partial line before ours. */
  appendNewline(): void;
  /** Cuts the file to `size` bytes (drops a partial line left by a killed writer). */
  truncate(size: number): void;
  /** Flushes written data to the disk. */
  sync(): void;
  close(): void;
  [Symbol.dispose](): void;
}

/** Opens (creating it and its directory if needed) an audit log in append mode. */
export function openJsonlFile(path: string): JsonlFile {
  ensureDirectory(dirname(path));
  const fd = openSync(path, 'a+', 0o600);
  let open = true;
  const write = (buffer: Buffer): void => {
    const written = writeSync(fd, buffer, 0, buffer.length);
    if (written !== buffer.length) {
      throw new Error(`short write to ${path}: ${written} of ${buffer.length} bytes (is the disk full?)`);
    }
  };
  const close = (): void => {
    if (open) closeSync(fd);
    open = false;
  };
  return {
    size: () => fstatSync(fd).size,
    readFrom: (start) => {
      const length = Math.max(0, fstatSync(fd).size - start);
      const buffer = Buffer.alloc(length);
      let offset = 0;
      while (offset < length) {
        const read = readSync(fd, buffer, offset, length - offset, start + offset);
        if (read === 0) break;
        offset += read;
      }
      return buffer.subarray(0, offset);
    },
    appendLine: (line) => write(Buffer.from(`${line}\n`, 'utf8')),
    appendNewline: () => write(Buffer.from('\n')),
    truncate: (size) => ftruncateSync(fd, size),
    sync: () => fsyncSync(fd),
    close,
    [Symbol.dispose]: close,
  };
}

/** Splits bytes into complete lines (without their newline) and a trailing partial line (maybe empty). */
export function splitLines(bytes: Buffer): { lines: Buffer[]; partial: Buffer } {
  const lines: Buffer[] = [];
  let start = 0;
  for (let index = bytes.indexOf(NEWLINE); index !== -1; index = bytes.indexOf(NEWLINE, start)) {
    lines.push(bytes.subarray(start, index));
    start = index + 1;
  }
  return { lines, partial: bytes.subarray(start) };
}
