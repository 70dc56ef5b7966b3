import { describe, expect, it } from 'vitest';
import { parseApng, renderApngFrames } from '../../src/image/apng.js';
import { inspectImage } from '../../src/image/inspect.js';
import { createImageLimits } from '../../src/image/limits.js';
import { readFixture } from './fixture-table.js';

describe('parseApng', () => {
  it('finds the four frames of an animated PNG and none in a still one', () => {
    const animation = parseApng(readFixture('animated-fourth-frame-injection.png'));
    expect(animation).toMatchObject({ width: 1400, height: 120, declaredFrames: 4 });
    expect(animation?.frames.map((frame) => [frame.width, frame.height, frame.x, frame.y])).toEqual(
      Array.from({ length: 4 }, () => [1400, 120, 0, 0]),
    );
    expect(parseApng(readFixture('clear-injection.png'))).toBeUndefined();
  });

  it('renders every frame on the canvas, each different from the one before', async () => {
    const animation = parseApng(readFixture('animated-fourth-frame-injection.png'));
    if (animation === undefined) throw new Error('not animated');
    const frames = [];
    for await (const frame of renderApngFrames(animation, 40_000_000)) frames.push(frame);
    expect(frames).toHaveLength(4);
    expect(frames.every((frame) => frame.data.length === 1400 * 120 * 4)).toBe(true);
    for (let index = 1; index < frames.length; index += 1)
      expect(frames[index]?.data.equals(frames[index - 1]?.data ?? Buffer.alloc(0))).toBe(false);
  });
});

describe('inspectImage on an APNG', () => {
  it('counts the frames libvips does not see, and refuses more than maxFrames', async () => {
    const bytes = readFixture('animated-fourth-frame-injection.png');
    expect((await inspectImage(bytes, createImageLimits())).frames).toBe(4);
    await expect(inspectImage(bytes, createImageLimits({ maxFrames: 3 }))).rejects.toThrow(
      /declares 4 frames, over the limit of 3/,
    );
  });
});
