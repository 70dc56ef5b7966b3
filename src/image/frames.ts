/**
 * Decoding frames for OCR, bounded before any work: every frame is decoded to 8-bit grey with sharp's
 * `limitInputPixels`, downscaled on the fly (libvips streams the decode) so no OCR input exceeds
 * {@link MAX_OCR_PIXELS}, and animations (GIF, WebP, APNG) yield only their distinct frames, up to a limit.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { InputError } from '../errors.js';
import { parseApng, renderApngFrames } from './apng.js';
import { errorText, formatName, type ImageInfo } from './inspect.js';

/** 8-bit greyscale pixels. */
export interface GreyFrame {
  data: Buffer;
  width: number;
  height: number;
}

/** A decoded frame ready for preprocessing. */
export interface DecodedFrame extends GreyFrame {
  /** 1-based frame number in the file. */
  frame: number;
  /** Source pixels per decoded pixel along each side (1 when not downscaled). */
  scale: number;
}

/**
 * Largest frame handed to preprocessing and OCR: 4 megapixels (e.g. 2000×2000). Bigger frames are
 * downscaled while decoding; tesseract's memory grows with its largest input and never shrinks.
 */
export const MAX_OCR_PIXELS = 4_000_000;
/**
 * Animation frames are decoded in batches of at most this many pixels (one libvips call per batch: asking
 * for one page at a time makes libvips decode every earlier frame again).
 */
const BATCH_PIXELS = MAX_OCR_PIXELS;
/** APNG frames are composited on an RGBA canvas in memory: larger animations are read as a still image. */
const MAX_APNG_CANVAS_PIXELS = 16_000_000;

/** What happened to the frames of an image. */
export interface FrameReport {
  /** Frames in the file (1 for a still image). */
  total: number;
  /** Frames decoded and compared. */
  examined: number;
  /** Examined frames identical to an earlier one (not read again). */
  duplicates: number;
  /** Distinct frames handed on for OCR. */
  distinct: number;
  /** Frames never examined: past the distinct-frame limit or the time budget. */
  notExamined: number;
}

/** Options of {@link readDistinctFrames}. */
export interface ReadFramesOptions {
  maxPixels: number;
  /** Most distinct frames to yield. */
  maxDistinct: number;
  /** Called before each batch; true stops the reading (time budget spent). */
  stop?: () => boolean;
}

/**
 * Decodes the frames of an image in order and yields each distinct one (a frame identical to one already
 * yielded is skipped), at most `maxDistinct`. `report` is filled in as it goes.
 */
export async function* readDistinctFrames(
  bytes: Uint8Array,
  info: ImageInfo,
  options: ReadFramesOptions,
  report: FrameReport,
): AsyncGenerator<DecodedFrame> {
  const animation = info.format === 'png' ? parseApng(bytes) : undefined;
  const total = animation === undefined ? info.frames : animation.frames.length;
  const apng =
    animation !== undefined && animation.width * animation.height <= MAX_APNG_CANVAS_PIXELS
      ? animation
      : undefined;
  report.total = total;
  report.notExamined = total;
  const seen = new Set<string>();
  const accept = (frame: DecodedFrame): boolean => {
    report.examined += 1;
    report.notExamined -= 1;
    const key = createHash('sha1').update(frame.data).digest('hex');
    if (seen.has(key)) {
      report.duplicates += 1;
      return false;
    }
    seen.add(key);
    report.distinct += 1;
    return true;
  };
  const full = (): boolean => report.distinct >= options.maxDistinct;
  try {
    if (apng !== undefined) {
      let index = 0;
      for await (const rgba of renderApngFrames(apng, options.maxPixels)) {
        index += 1;
        const frame = await decodeToGrey(
          sharp(rgba.data, { raw: { width: rgba.width, height: rgba.height, channels: 4 } }),
          rgba.width,
          rgba.height,
        );
        if (accept({ ...frame, frame: index })) yield { ...frame, frame: index };
        if (full() || options.stop?.()) return;
      }
      return;
    }
    const pages = animation === undefined ? total : 1; // libvips sees only the default image of an APNG
    const pixels = info.width * info.height;
    const perBatch =
      pages === 1 || pixels > MAX_OCR_PIXELS ? 1 : Math.max(1, Math.floor(BATCH_PIXELS / pixels));
    for (let start = 0; start < pages; start += perBatch) {
      if (start > 0 && (full() || options.stop?.())) return;
      const count = Math.min(perBatch, pages - start);
      const input = sharp(bytes, {
        page: start,
        pages: count,
        limitInputPixels: options.maxPixels,
        sequentialRead: true,
      });
      if (count === 1) {
        const frame = await decodeToGrey(input, info.width, info.height);
        const decoded = { ...frame, frame: start + 1 };
        if (accept(decoded)) yield decoded;
        continue;
      }
      const strip = await decodeToGrey(input, info.width, info.height * count);
      for (let page = 0; page < count; page += 1) {
        const size = strip.width * info.height;
        const decoded: DecodedFrame = {
          data: strip.data.subarray(page * size, (page + 1) * size),
          width: strip.width,
          height: info.height,
          scale: 1,
          frame: start + page + 1,
        };
        if (accept(decoded)) yield decoded;
        if (full()) return;
      }
    }
  } catch (error: unknown) {
    if (error instanceof InputError) throw error;
    throw new InputError(
      `the ${formatName(info.format)} image is corrupt or truncated: ${errorText(error)}`,
      {
        cause: error,
      },
    );
  }
}

/** Decodes to grey on white, downscaled while decoding when over {@link MAX_OCR_PIXELS}. */
async function decodeToGrey(
  image: sharp.Sharp,
  width: number,
  height: number,
): Promise<GreyFrame & { scale: number }> {
  const scale = Math.max(1, Math.sqrt((width * height) / MAX_OCR_PIXELS));
  let pipeline = image.flatten({ background: '#ffffff' }).greyscale();
  if (scale > 1) {
    pipeline = pipeline.resize({
      width: Math.max(1, Math.floor(width / scale)),
      height: Math.max(1, Math.floor(height / scale)),
      fit: 'fill',
      kernel: 'lanczos3',
    });
  }
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, scale };
}

/** Decodes the first frame and discards it: throws an InputError when the file is corrupt or truncated. */
export async function assertDecodable(bytes: Uint8Array, info: ImageInfo, maxPixels: number): Promise<void> {
  const report: FrameReport = { total: 0, examined: 0, duplicates: 0, distinct: 0, notExamined: 0 };
  for await (const _frame of readDistinctFrames(bytes, info, { maxPixels, maxDistinct: 1 }, report)) break;
}
