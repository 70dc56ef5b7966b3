/** Limits that every image passes before any pixel is decoded, and how many animation frames are read. */
import { UsageError } from '../errors.js';

/** Resource limits of the image engine. */
export interface ImageLimits {
  /** Largest accepted file, in bytes (default 10 MB). */
  maxBytes: number;
  /** Largest declared frame size, width × height, in pixels (default 40 megapixels). */
  maxPixels: number;
  /** Most frames an animated image may declare (default 1000); more is refused as a likely bomb. */
  maxFrames: number;
  /** Animated images: how many distinct frames are read for OCR, in order (default 10; duplicates are free). */
  frames: number;
}

/** Default limits: 10 MB, 40 megapixels, 1000 declared frames, 10 distinct frames read. */
export const DEFAULT_IMAGE_LIMITS: Readonly<ImageLimits> = Object.freeze({
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxFrames: 1000,
  frames: 10,
});

/** Builds validated limits from defaults plus overrides; throws a UsageError naming the bad field. */
export function createImageLimits(overrides: Partial<ImageLimits> = {}): ImageLimits {
  const limits: ImageLimits = { ...DEFAULT_IMAGE_LIMITS };
  for (const key of Object.keys(DEFAULT_IMAGE_LIMITS) as (keyof ImageLimits)[]) {
    const value = overrides[key];
    if (value === undefined) continue;
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new UsageError(`image limit ${key} must be a positive integer, got ${JSON.stringify(value)}`);
    }
    limits[key] = value;
  }
  return limits;
}
