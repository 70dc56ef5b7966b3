import { describe, expect, it } from 'vitest';
import { type FrameReport, MAX_OCR_PIXELS, readDistinctFrames } from '../../src/image/frames.js';
import { inspectImage } from '../../src/image/inspect.js';
import { createImageLimits } from '../../src/image/limits.js';
import { readFixture } from './fixture-table.js';

async function framesOf(name: string, maxDistinct = 10) {
  const bytes = readFixture(name);
  const limits = createImageLimits();
  const info = await inspectImage(bytes, limits);
  const report: FrameReport = { total: 0, examined: 0, duplicates: 0, distinct: 0, notExamined: 0 };
  const frames = [];
  for await (const frame of readDistinctFrames(
    bytes,
    info,
    { maxPixels: limits.maxPixels, maxDistinct },
    report,
  ))
    frames.push(frame);
  return { frames, report };
}

describe('readDistinctFrames', () => {
  it('decodes a 36-megapixel PNG downscaled to at most 4 megapixels', async () => {
    const { frames } = await framesOf('large-canvas-36mp-injection.png');
    expect(frames).toHaveLength(1);
    const [frame] = frames;
    expect((frame?.width ?? 0) * (frame?.height ?? 0)).toBeLessThanOrEqual(MAX_OCR_PIXELS);
    expect(frame).toMatchObject({ width: 2000, height: 2000, scale: 3, frame: 1 });
  });

  it('yields each distinct frame once and counts the duplicates', async () => {
    const { frames, report } = await framesOf('animated-thirteenth-frame-injection.gif');
    expect(frames.map((frame) => frame.frame)).toEqual([1, 2, 13]);
    expect(report).toEqual({ total: 13, examined: 13, duplicates: 10, distinct: 3, notExamined: 0 });
  });

  it('stops at the distinct-frame limit and counts the frames it did not examine', async () => {
    const { frames, report } = await framesOf('animated-fourth-frame-injection.webp', 2);
    expect(frames.map((frame) => frame.frame)).toEqual([1, 2]);
    expect(report).toMatchObject({ total: 4, distinct: 2, notExamined: 2 });
  });
});
