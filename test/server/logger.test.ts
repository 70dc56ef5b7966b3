import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { batchedStream } from '../../src/server/logger.js';

function sink(): { stream: Writable; writes: string[] } {
  const writes: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      writes.push(String(chunk));
      callback();
    },
  });
  return { stream, writes };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('batchedStream', () => {
  it('hands the lines of one event-loop turn to the stream in one write, in order, at the end of the turn', async () => {
    const { stream, writes } = sink();
    const batched = batchedStream(stream);
    batched.write('{"n":1}\n');
    batched.write('{"n":2}\n');
    batched.write('{"n":3}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n']);
    batched.write('{"n":4}\n');
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n', '{"n":4}\n']);
  });

  it('writes at once past 64 KiB of pending lines', () => {
    const { stream, writes } = sink();
    const batched = batchedStream(stream);
    const line = `${JSON.stringify({ padding: 'x'.repeat(1000) })}\n`;
    for (let count = 0; count < 70; count += 1) batched.write(line);
    expect(writes).toHaveLength(1);
    // The first line past 64 KiB triggers the write.
    const flushedAt = Math.floor((64 * 1024) / line.length) + 1;
    expect(writes[0]?.split('\n').filter(Boolean)).toHaveLength(flushedAt);
  });

  it('keeps two streams apart', async () => {
    const first = sink();
    const second = sink();
    batchedStream(first.stream).write('a\n');
    batchedStream(second.stream).write('b\n');
    await nextTurn();
    expect(first.writes).toEqual(['a\n']);
    expect(second.writes).toEqual(['b\n']);
  });
});
