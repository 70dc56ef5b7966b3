/**
 * Preprocessing with sharp: the OCR passes of a frame. Each pass is a greyscale PGM (tesseract reads it
 * without a PNG round trip). The scanner runs `plain` first on every frame and the others only when the
 * first pass read the frame poorly, in the order of PASS_ORDER, within the time budget (see scanner.ts).
 */
import sharp from 'sharp';
import type { GreyFrame } from './frames.js';
import type { ImageInfo } from './inspect.js';
import type { OcrThresholding } from './ocr-pool.js';

/**
 * The OCR passes. `plain`: the decoded grey frame, tesseract's Otsu threshold. `normalized`: background
 * removed (the frame minus a wide blur of itself, after a 3×3 median against grain), text polarity found
 * and the text stretched to full contrast: for gradients, faint or low-contrast text and photo-like
 * backgrounds. `inverse`: the same with the other polarity (light text where the frame is mostly dark text,
 * and the reverse). `upscaled`: the normalized frame enlarged 2× for text under 20 px. `local-contrast`:
 * CLAHE on 32×32 tiles with a Sauvola threshold.
 */
export const OCR_VARIANTS = ['plain', 'normalized', 'upscaled', 'inverse', 'local-contrast'] as const;

/** One of {@link OCR_VARIANTS}. */
export type OcrVariant = (typeof OCR_VARIANTS)[number];

/** One image ready for OCR. */
export interface OcrInput {
  variant: OcrVariant;
  /** 1-based frame number. */
  frame: number;
  data: Uint8Array;
  thresholding: OcrThresholding;
  /** Pixels of the image (for cost estimates). */
  pixels: number;
}

/** Images smaller than this (either side) hold no readable text; OCR is skipped. */
const MIN_SIDE = 8;
/** The plain pass reads only the text regions of frames larger than this (1 megapixel). */
const CROP_MIN_PIXELS = 1_000_000;
/** The upscaled pass enlarges 3×: 7 px text becomes 21 px, in the range tesseract reads best. */
const UPSCALE_FACTOR = 3;
/** Upscaled images stay under this many pixels; bigger frames are not upscaled. */
const UPSCALE_MAX_PIXELS = 4_000_000;

/** Encodes 8-bit greyscale pixels as a binary PGM (P5), which tesseract's leptonica reads directly. */
export function encodePgm(frame: GreyFrame): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${frame.width} ${frame.height}\n255\n`, 'latin1'), frame.data]);
}

/** True when the image is big enough to hold text. */
export function canHoldText(info: ImageInfo): boolean {
  return info.width >= MIN_SIDE && info.height >= MIN_SIDE;
}

function rawGrey(frame: GreyFrame): sharp.Sharp {
  return sharp(frame.data, { raw: { width: frame.width, height: frame.height, channels: 1 } });
}

async function toFrame(image: sharp.Sharp): Promise<GreyFrame> {
  // sharp turns one-band raw input into sRGB on output unless told otherwise.
  const { data, info } = await image.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The frame with its background removed: signed deviations from the local background, as two maps. */
export interface Deviations {
  width: number;
  height: number;
  /** How much darker than the background each pixel is (0 when lighter). */
  darker: Uint8Array;
  /** How much lighter than the background each pixel is (0 when darker). */
  lighter: Uint8Array;
  /** Fine detail: how much each pixel differs from a 1.5 px blur (strokes, not soft shapes or gradients). */
  edges: Uint8Array;
  /** 75th percentile of the difference between the frame and its 3×3 median: grain (0 on clean renders). */
  grain: number;
  /** Spread of the background's brightness (5th to 95th percentile): gradients, photos, panels. */
  backgroundRange: number;
  /** True when the ink is darker than the background (dark text on a light ground). */
  darkText: boolean;
}

/**
 * Separates ink from background: a 3×3 median against grain, the background as a wide blur (sigma about
 * the size of a large glyph, so gradients and soft photo shapes count as background), and each pixel's
 * difference from it. The polarity is the side with more strong deviations.
 */
export async function measureDeviations(frame: GreyFrame): Promise<Deviations> {
  const smooth = await toFrame(rawGrey(frame).median(3));
  const sigma = Math.max(6, Math.min(24, Math.round(Math.min(frame.width, frame.height) / 12)));
  const background = await toFrame(rawGrey(smooth).blur(sigma));
  const fine = await toFrame(rawGrey(smooth).blur(1.5));
  const size = frame.width * frame.height;
  const darker = new Uint8Array(size);
  const lighter = new Uint8Array(size);
  const edges = new Uint8Array(size);
  let darkStrong = 0;
  let lightStrong = 0;
  const grainHistogram = new Uint32Array(256);
  const backgroundHistogram = new Uint32Array(256);
  let backgroundPixels = 0;
  for (let index = 0; index < size; index += 1) {
    const value = smooth.data[index] ?? 0;
    edges[index] = Math.abs(value - (fine.data[index] ?? 0));
    const grain = Math.abs((frame.data[index] ?? 0) - value);
    grainHistogram[grain] = (grainHistogram[grain] ?? 0) + 1;
    const ground = background.data[index] ?? 0;
    const difference = ground - value;
    // The background's spread is measured away from ink (the blur darkens around text).
    if (difference <= 4 && difference >= -4) {
      backgroundHistogram[ground] = (backgroundHistogram[ground] ?? 0) + 1;
      backgroundPixels += 1;
    }
    if (difference > 0) {
      darker[index] = difference;
      if (difference > 6) darkStrong += difference;
    } else {
      lighter[index] = -difference;
      if (difference < -6) lightStrong -= difference;
    }
  }
  return {
    width: frame.width,
    height: frame.height,
    darker,
    lighter,
    edges,
    grain: percentile(grainHistogram, size, 0.75),
    backgroundRange:
      percentile(backgroundHistogram, backgroundPixels, 0.95) -
      percentile(backgroundHistogram, backgroundPixels, 0.05),
    darkText: darkStrong >= lightStrong,
  };
}

/** The value under which `share` of the `total` counted values fall. */
function percentile(histogram: Uint32Array, total: number, share: number): number {
  let count = 0;
  for (let value = 0; value < histogram.length; value += 1) {
    count += histogram[value] ?? 0;
    if (count >= total * share) return value;
  }
  return histogram.length - 1;
}

/**
 * Dark ink on white at full contrast from one side of the deviations: the 99.5th percentile of the ink
 * deviations maps to black, so 8 grey levels of difference become as legible as 200.
 */
function stretched(deviations: Deviations, dark: boolean): GreyFrame {
  const ink = dark ? deviations.darker : deviations.lighter;
  const histogram = new Uint32Array(256);
  for (const value of ink) histogram[value] = (histogram[value] ?? 0) + 1;
  let remaining = Math.ceil(ink.length * 0.005);
  let top = 255;
  while (top > 1 && remaining > 0) {
    remaining -= histogram[top] ?? 0;
    if (remaining > 0) top -= 1;
  }
  const gain = 230 / Math.max(4, top);
  const data = Buffer.alloc(ink.length);
  for (let index = 0; index < ink.length; index += 1) {
    data[index] = Math.max(0, 255 - Math.round((ink[index] ?? 0) * gain));
  }
  return { data, width: deviations.width, height: deviations.height };
}

/** A rectangle of a frame, in pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Side of the square tiles in which ink is counted. */
const TILE = 16;
/** Regions are used when they cover at most this share of the frame; otherwise the whole frame is read. */
const MAX_REGION_SHARE = 0.6;

/**
 * Regions that hold text: 16×16 tiles where 2–55% of the pixels are fine detail (strokes: off a 1.5 px
 * blur by more than the frame's own 90th percentile), joined with their neighbours into boxes. Flat areas, soft photo
 * shapes and grain hold no such tiles. `whole` when the regions would cover most of the frame anyway.
 */
export function findTextRegions(deviations: Deviations): { boxes: Box[]; whole: boolean } {
  const ink = deviations.edges;
  const { width, height } = deviations;
  const histogram = new Uint32Array(256);
  for (const value of ink) histogram[value] = (histogram[value] ?? 0) + 1;
  const noise = percentile(histogram, ink.length, 0.9);
  const threshold = Math.max(2, noise + 2);
  const columns = Math.ceil(width / TILE);
  const rows = Math.ceil(height / TILE);
  const text = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let inked = 0;
      let total = 0;
      for (let y = row * TILE; y < Math.min(height, (row + 1) * TILE); y += 1) {
        for (let x = column * TILE; x < Math.min(width, (column + 1) * TILE); x += 1) {
          total += 1;
          if ((ink[y * width + x] ?? 0) > threshold) inked += 1;
        }
      }
      const share = inked / total;
      if (share >= 0.02 && share <= 0.55) text[row * columns + column] = 1;
    }
  }
  // Connected groups of text tiles (8 neighbours, and 2 tiles apart along a row: gaps between words).
  const label = new Int32Array(columns * rows).fill(-1);
  const boxes: Box[] = [];
  for (let start = 0; start < text.length; start += 1) {
    if (text[start] !== 1 || (label[start] ?? -1) >= 0) continue;
    const stack = [start];
    label[start] = boxes.length;
    let [minX, minY, maxX, maxY, tiles] = [columns, rows, 0, 0, 0];
    while (stack.length > 0) {
      const at = stack.pop() as number;
      const x = at % columns;
      const y = Math.floor(at / columns);
      tiles += 1;
      [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -3; dx <= 3; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          const next = ny * columns + nx;
          if (text[next] === 1 && (label[next] ?? -1) < 0) {
            label[next] = boxes.length;
            stack.push(next);
          }
        }
      }
    }
    if (tiles < 3) continue;
    const margin = TILE;
    const left = Math.max(0, minX * TILE - margin);
    const top = Math.max(0, minY * TILE - margin);
    boxes.push({
      left,
      top,
      width: Math.min(width, (maxX + 1) * TILE + margin) - left,
      height: Math.min(height, (maxY + 1) * TILE + margin) - top,
    });
  }
  const area = boxes.reduce((sum, box) => sum + box.width * box.height, 0);
  return area <= width * height * MAX_REGION_SHARE ? { boxes, whole: false } : { boxes: [], whole: true };
}

/** The boxes cut out of `image`, scaled by `factor` and stacked top to bottom on white with gaps. */
async function stackRegions(image: GreyFrame, boxes: readonly Box[], factor: number): Promise<GreyFrame> {
  const gap = 24;
  const width = Math.max(...boxes.map((box) => box.width)) * factor + 2 * gap;
  const height = boxes.reduce((sum, box) => sum + box.height * factor + gap, gap);
  const data = Buffer.alloc(width * height, 255);
  let top = gap;
  for (const box of boxes) {
    const crop = await toFrame(
      rawGrey(image)
        .extract(box)
        .resize({ width: box.width * factor, height: box.height * factor, kernel: 'cubic' }),
    );
    for (let row = 0; row < crop.height; row += 1) {
      crop.data.copy(data, (top + row) * width + gap, row * crop.width, (row + 1) * crop.width);
    }
    top += crop.height + gap;
  }
  return { data, width, height };
}

/** Builds one OCR pass of a frame; undefined when the pass does not apply (e.g. too big to upscale). */
export async function buildPass(
  frame: GreyFrame & { frame: number },
  variant: OcrVariant,
  deviations: () => Promise<Deviations>,
): Promise<OcrInput | undefined> {
  let image: GreyFrame | undefined;
  if (variant === 'plain') {
    image = frame;
    if (frame.width * frame.height > CROP_MIN_PIXELS) {
      // A big canvas: read only the regions that hold ink of either polarity, when they are a small part.
      const measured = await deviations();
      const { boxes, whole } = findTextRegions(measured);
      if (!whole && boxes.length > 0) image = await stackRegions(frame, boxes, 1);
    }
  } else if (variant === 'normalized' || variant === 'inverse' || variant === 'upscaled') {
    const measured = await deviations();
    const dark = variant === 'inverse' ? !measured.darkText : measured.darkText;
    // Faint text may show no fine detail at all: without regions the whole frame is read.
    const { boxes: regions } = findTextRegions(measured);
    // Upscaling works on the decoded frame itself: the background removal smudges strokes a pixel or two wide.
    const base = variant === 'upscaled' ? frame : stretched(measured, dark);
    const factor = variant === 'upscaled' ? UPSCALE_FACTOR : 1;
    const area =
      regions.length > 0
        ? regions.reduce((sum, box) => sum + box.width * box.height, 0)
        : base.width * base.height;
    if (variant === 'upscaled' && area * factor * factor > UPSCALE_MAX_PIXELS) return undefined;
    // Big canvases: only the regions that hold text, so grain elsewhere is neither read nor paid for.
    image =
      regions.length > 0
        ? await stackRegions(base, regions, factor)
        : factor === 1
          ? base
          : await toFrame(rawGrey(base).resize({ width: base.width * factor, kernel: 'cubic' }));
  } else {
    image = await toFrame(rawGrey(frame).clahe({ width: 32, height: 32, maxSlope: 60 }));
  }
  return {
    variant,
    frame: frame.frame,
    data: encodePgm(image),
    thresholding: variant === 'local-contrast' ? 'sauvola' : 'otsu',
    pixels: image.width * image.height,
  };
}
