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
const options = (stdin: NodeJS.ReadableStream = Readable.from([])) => ({ cwd: dir, stdin });
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
