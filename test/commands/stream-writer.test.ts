import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createStreamWriter } from '../../src/commands/jsonl-batch.js';

/** A writable that records each write it is handed, with a small buffer to show back-pressure. */
function recorder(highWaterMark = 1024) {
  const writes: string[] = [];
  const callbacks: Array<() => void> = [];
  const stream = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk.toString());
      callbacks.push(callback);
    },
  });
  const release = (): void => {
    for (const callback of callbacks.splice(0)) callback();
  };
  return { stream, writes, release };
}

describe('createStreamWriter', () => {
  it('hands the stream the lines of one event-loop turn in one write, in order', async () => {
    const { stream, writes, release } = recorder();
    const writer = createStreamWriter(stream);
    for (const line of ['a\n', 'b\n', 'c\n']) await writer.write(line);
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n']);
    release();
    await writer.write('d\n');
    await writer.flush();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes at once past 64 KB and makes the next line wait for drain when the buffer is full', async () => {
    const { stream, writes, release } = recorder();
    const writer = createStreamWriter(stream);
    const line = `${'x'.repeat(1023)}\n`;
    const returned = Array.from({ length: 64 }, () => writer.write(line));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toHaveLength(64 * 1024);
    // Only the line that filled the stream's buffer waits.
    expect(returned.slice(0, 63).every((value) => value === undefined)).toBe(true);
    const waited = returned[63];
    expect(waited).toBeInstanceOf(Promise);
    let drained = false;
    void waited?.then(() => {
      drained = true;
    });
    await nextTurn();
    expect(drained).toBe(false);
    release();
    await waited;
    expect(drained).toBe(true);
  });

  it('flush writes what is pending without waiting for the turn to end', async () => {
    const { stream, writes, release } = recorder();
    const writer = createStreamWriter(stream);
    await writer.write('only\n');
    const flushed = writer.flush();
    expect(writes).toEqual(['only\n']);
    release();
    await flushed;
    await nextTurn();
    expect(writes).toEqual(['only\n']);
  });
});
