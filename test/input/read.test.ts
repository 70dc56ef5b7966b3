import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeUtf8, isBinary, openLines, readTextInput } from '../../src/input/read.js';
import type { InputSource } from '../../src/input/sources.js';

const dir = mkdtempSync(join(tmpdir(), 'pi-scan-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, bytes: Uint8Array | string): InputSource => {
  writeFileSync(join(dir, name), bytes);
  return { kind: 'file', path: name, label: name };
};
const options = (stdin: NodeJS.ReadableStream = Readable.from([]), maxBytes = 1024 * 1024) => ({
  cwd: dir,
  stdin,
  maxBytes,
});
const collect = async (lines: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const line of lines) all.push(line);
  return all;
};

describe('isBinary', () => {
  it('is true for a NUL byte in the first 8 KB only', () => {
    expect(isBinary(Uint8Array.from([104, 0, 105]))).toBe(true);
    const late = new Uint8Array(9000).fill(65);
    late[8500] = 0;
    expect(isBinary(late)).toBe(false);
    expect(isBinary(Buffer.from('plain text'))).toBe(false);
  });
});

describe('decodeUtf8', () => {
  it('replaces invalid bytes instead of failing', () => {
    expect(decodeUtf8(Uint8Array.from([0x68, 0xff, 0x69]))).toBe('h\ufffdi');
  });

  it('drops a byte-order mark', () => {
    expect(decodeUtf8(Buffer.from('\ufeffhello'))).toBe('hello');
  });
});

describe('readTextInput', () => {
  it('reads a file relative to cwd as UTF-8', async () => {
    const input = await readTextInput(file('a.txt', 'héllo\n'), options());
    expect(input).toMatchObject({ kind: 'text', text: 'héllo\n' });
  });

  it('reads invalid UTF-8 with replacement characters', async () => {
    const input = await readTextInput(file('latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9])), options());
    expect(input).toMatchObject({ kind: 'text', text: 'caf\ufffd' });
  });

  it('flags a binary file', async () => {
    expect(await readTextInput(file('bin.dat', Uint8Array.from([1, 2, 0, 3])), options())).toMatchObject({
      kind: 'binary',
    });
  });

  it('reads stdin, in byte or string chunks', async () => {
    const stdin = Readable.from([Buffer.from('one '), 'two']);
    expect(await readTextInput({ kind: 'stdin', label: '-' }, options(stdin))).toMatchObject({
      text: 'one two',
    });
  });

  it('returns -c text as is', async () => {
    const input = await readTextInput({ kind: 'content', text: 'x', label: '<content>' }, options());
    expect(input).toMatchObject({ kind: 'text', text: 'x' });
  });

  it.each([
    ['missing.txt', /missing.txt: no such file; check the path/],
    ['.', /\.: is a directory; pass the files inside it instead/],
  ])('explains why %s cannot be read', async (path, message) => {
    await expect(readTextInput({ kind: 'file', path, label: path }, options())).rejects.toThrow(message);
    await expect(readTextInput({ kind: 'file', path, label: path }, options())).rejects.toMatchObject({
      code: 'input',
    });
  });
});

describe('openLines', () => {
  it('splits LF and CRLF lines and drops a leading BOM', async () => {
    const source = file('lines.jsonl', '\ufeff{"a":1}\r\n{"b":2}\n\n{"c":3}');
    expect(await collect(await openLines(source, options()))).toEqual(['{"a":1}', '{"b":2}', '', '{"c":3}']);
  });

  it('streams stdin', async () => {
    const stdin = Readable.from(['x\ny', '\nz\n']);
    expect(await collect(await openLines({ kind: 'stdin', label: '-' }, options(stdin)))).toEqual([
      'x',
      'y',
      'z',
    ]);
  });

  it('rejects a directory and a missing file up front', async () => {
    mkdirSync(join(dir, 'sub'), { recursive: true });
    await expect(openLines({ kind: 'file', path: 'sub', label: 'sub' }, options())).rejects.toThrow(
      /is a directory/,
    );
    await expect(openLines({ kind: 'file', path: 'nope', label: 'nope' }, options())).rejects.toThrow(
      /no such file/,
    );
  });

  it('splits -c text into lines', async () => {
    const lines = await openLines({ kind: 'content', text: 'a\nb\n', label: '<content>' }, options());
    expect(await collect(lines)).toEqual(['a', 'b']);
  });
});

describe('bounded reading', () => {
  /** A stream that never ends, as /dev/zero or `yes` would be; counts what was pulled from it. */
  const endless = () => {
    let pulled = 0;
    const stream = new Readable({
      read() {
        pulled += 65_536;
        this.push(Buffer.alloc(65_536, 0x61));
      },
    });
    return { stream, pulled: () => pulled };
  };

  it('stops reading endless stdin past the limit with a too_large error', async () => {
    const { stream, pulled } = endless();
    const error = await readTextInput({ kind: 'stdin', label: '-' }, options(stream, 100_000)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      code: 'too_large',
      message:
        'standard input is more than 100000 bytes, over the limit of 100000 bytes; raise --max-bytes (PI_SCAN_MAX_BYTES, "maxBytes" in the config) to read it',
    });
    expect(pulled()).toBeLessThan(1_000_000);
    expect(stream.destroyed).toBe(true);
  });

  it.runIf(process.platform === 'linux')('stops reading /dev/zero past the limit', async () => {
    await expect(
      readTextInput({ kind: 'file', path: '/dev/zero', label: '/dev/zero' }, options(undefined, 1000)),
    ).rejects.toMatchObject({
      code: 'too_large',
      message: expect.stringMatching(/^\/dev\/zero is more than 1000 bytes/),
    });
  });

  it('refuses a file over the limit by its size, and reads one at the limit', async () => {
    await expect(
      readTextInput(file('big.txt', 'x'.repeat(11)), options(undefined, 10)),
    ).rejects.toMatchObject({
      code: 'too_large',
      message: expect.stringMatching(/^big.txt is 11 bytes, over the limit of 10 bytes/),
    });
    expect(await readTextInput(file('ten.txt', 'x'.repeat(10)), options(undefined, 10))).toMatchObject({
      text: 'x'.repeat(10),
    });
  });

  it('refuses -c text over the limit', async () => {
    await expect(
      readTextInput({ kind: 'content', text: 'é'.repeat(6), label: '<content>' }, options(undefined, 10)),
    ).rejects.toMatchObject({ code: 'too_large' });
  });

  it('ends a line stream at a line longer than the limit, even one that never ends', async () => {
    const { stream } = endless();
    const lines = await openLines({ kind: 'stdin', label: '-' }, options(stream, 50_000));
    await expect(collect(lines)).rejects.toMatchObject({
      code: 'too_large',
      message: expect.stringMatching(/^standard input line 1 is more than 50000 bytes/),
    });
    const source = file('long-line.jsonl', `{"a":1}\n${'y'.repeat(30)}\n`);
    await expect(collect(await openLines(source, options(undefined, 20)))).rejects.toThrow(
      /^long-line.jsonl line 2 is more than 20 bytes/,
    );
    expect(await collect(await openLines(source, options(undefined, 30)))).toEqual([
      '{"a":1}',
      'y'.repeat(30),
    ]);
  });
});
