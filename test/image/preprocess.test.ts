import { describe, expect, it } from 'vitest';
import { measureInk } from '../../src/image/preprocess.js';

/** A Park–Miller generator: deterministic grain. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

/**
 * A 900×500 grey frame with ±8 levels of grain (as photo-like noise) and, when `ink` is given, three rows
 * of "words" (`stroke` px wide strokes, 3 by default, every 6 px) `ink` levels darker in the top-left corner.
 */
function grainyFrame(ink: number | undefined, seed = 1, stroke = 3) {
  const [width, height] = [900, 500];
  const random = seeded(seed);
  const data = Buffer.alloc(width * height);
  for (let index = 0; index < data.length; index += 1) data[index] = Math.round(150 + (random() - 0.5) * 16);
  if (ink !== undefined) {
    for (let row = 0; row < 3; row += 1) {
      for (let y = 40 + row * 30; y < 56 + row * 30; y += 1) {
        for (let x = 30; x < 330; x += 1) {
          // Strokes: 3 of every 6 px across, word gaps every 60 px.
          if (x % 6 < stroke && x % 60 < 48) data[y * width + x] = (data[y * width + x] ?? 0) - ink;
        }
      }
    }
  }
  return { data, width, height };
}

/**
 * The grainy frame with photo-like shapes: a light cone (+55 levels at its apex, radius 120) under the
 * "words" and a dark one (-55, radius 60) around (650, 300), as the benchmark's noise backgrounds draw them.
 */
function photoLikeFrame(ink: number) {
  const frame = grainyFrame(ink, 3);
  const cones = [
    { x: 180, y: 85, radius: 120, tone: 55 },
    { x: 650, y: 300, radius: 60, tone: -55 },
  ];
  for (let y = 0; y < frame.height; y += 1) {
    for (let x = 0; x < frame.width; x += 1) {
      let shift = 0;
      for (const cone of cones) {
        const distance = Math.hypot(x - cone.x, y - cone.y);
        if (distance < cone.radius) shift += cone.tone * (1 - distance / cone.radius);
      }
      const index = y * frame.width + x;
      frame.data[index] = Math.round((frame.data[index] ?? 0) + shift);
    }
  }
  return frame;
}

/** Share of the "words"' stroke pixels that are black in an ink map of a 900 px wide frame. */
function strokesFound(map: Buffer): number {
  let [found, total] = [0, 0];
  for (let row = 0; row < 3; row += 1)
    for (let y = 40 + row * 30; y < 56 + row * 30; y += 1)
      for (let x = 30; x < 330; x += 1)
        if (x % 6 < 3 && x % 60 < 48) {
          total += 1;
          if (map[y * 900 + x] === 0) found += 1;
        }
  return found / total;
}

describe('measureInk', () => {
  it('finds faint ink (12 levels) under grain of ±8 levels, and only there', async () => {
    const ink = await measureInk(grainyFrame(12));
    expect(ink.boxes.length).toBeGreaterThan(0);
    for (const box of ink.boxes) {
      expect(box.left).toBeLessThan(330);
      expect(box.top).toBeLessThan(130);
      expect(box.left + box.width).toBeLessThanOrEqual(330 + 48);
      expect(box.top + box.height).toBeLessThanOrEqual(130 + 48);
    }
    // The strokes are black in the map, the grain around them white.
    expect(ink.image.data[45 * 900 + 31]).toBe(0);
    expect(ink.image.data[300 * 900 + 600]).toBe(255);
  });

  it('keeps 1 px strokes of faint ink (14 levels) that a 3×3 median would erase', async () => {
    const ink = await measureInk(grainyFrame(14, 1, 1));
    expect(ink.boxes.length).toBeGreaterThan(0);
    for (const box of ink.boxes) {
      expect(box.left).toBeLessThan(330);
      expect(box.top).toBeLessThan(130);
    }
    let inked = 0;
    for (let y = 40; y < 56; y += 1)
      for (let x = 30; x < 78; x += 6) if (ink.image.data[y * 900 + x] === 0) inked += 1;
    expect(inked).toBeGreaterThan(8 * 16 * 0.5);
  });

  it('finds no ink in grain alone', async () => {
    const ink = await measureInk(grainyFrame(undefined, 2));
    expect(ink.boxes).toEqual([]);
  });

  it('follows photo-like shapes with the median background: the text on a cone is read, the dark apex is not ink', async () => {
    const frame = photoLikeFrame(12);
    const median = await measureInk(frame, 'median');
    const blur = await measureInk(frame, 'blur');
    // Measured: median 80% of the strokes, blur 39% (the cone's slope lifts its background estimate).
    expect(strokesFound(median.image.data)).toBeGreaterThan(0.7);
    expect(strokesFound(blur.image.data)).toBeLessThan(0.5);
    // The dark cone's apex: blur marks about 60% of it as ink (and a region there), median about 10%.
    let apex = 0;
    for (let y = 270; y < 330; y += 1)
      for (let x = 620; x < 680; x += 1) if (median.image.data[y * 900 + x] === 0) apex += 1;
    expect(apex / 3600).toBeLessThan(0.2);
    expect(median.boxes.every((box) => box.left + box.width < 400)).toBe(true);
    expect(blur.boxes.some((box) => box.left > 500)).toBe(true);
  });
});
