/**
 * Random (version 4) UUIDs for request ids, from the operating system's random source. Where
 * /dev/urandom exists, bytes are read from it 4 KiB at a time (256 ids per read, so a `--jsonl` run does
 * not pay three system calls a line): the Web Crypto global (or node:crypto) that `crypto.randomUUID()`
 * needs costs a cold CLI run some 3 ms to load, more than the scan of a short text.
 * Elsewhere (Windows) the Web Crypto global supplies the bytes.
 */
import { closeSync, openSync, readSync } from 'node:fs';

const POOL_BYTES = 4096;
let pool: Uint8Array | undefined;
let poolOffset = POOL_BYTES;

/** A random version 4 UUID, lower-case hex (`xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx`). */
export function randomUuid(): string {
  const bytes = nextBytes() ?? globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Buffer.from(bytes.buffer, bytes.byteOffset, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The next 16 unused pool bytes (a copy), refilling the pool from /dev/urandom; undefined when it cannot be read. */
function nextBytes(): Uint8Array | undefined {
  if (pool === undefined || poolOffset + 16 > POOL_BYTES) {
    pool = urandom(POOL_BYTES);
    poolOffset = 0;
    if (pool === undefined) return undefined;
  }
  const bytes = pool.slice(poolOffset, poolOffset + 16);
  poolOffset += 16;
  return bytes;
}

/** `count` bytes of /dev/urandom, or undefined when it cannot be read in full. */
function urandom(count: number): Uint8Array | undefined {
  let fd: number | undefined;
  try {
    fd = openSync('/dev/urandom', 'r');
    const bytes = new Uint8Array(count);
    return readSync(fd, bytes, 0, count, null) === count ? bytes : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
