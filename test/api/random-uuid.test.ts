import { describe, expect, it } from 'vitest';
import { randomUuid } from '../../src/api/random-uuid.js';

describe('randomUuid', () => {
  it('returns version 4 UUIDs with the RFC 4122 variant', () => {
    for (let i = 0; i < 200; i++) {
      expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('never repeats in 10,000 draws and uses every hex digit in every random position', () => {
    const ids = Array.from({ length: 10_000 }, () => randomUuid());
    expect(new Set(ids).size).toBe(ids.length);
    // 122 random bits: each of the 30 free hex positions takes all 16 values over 10,000 draws.
    const free = [...Array(36).keys()].filter((i) => ![8, 13, 14, 18, 19, 23].includes(i));
    for (const position of free) {
      expect(new Set(ids.map((id) => id[position])).size, `position ${position}`).toBe(16);
    }
  });
});
