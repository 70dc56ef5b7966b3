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
 * CLAHE on 32×32 tiles with a Sauvola threshold. `denoised`: the first pass of grainy frames (photos,
 * noise) and the first further pass of the others: the frame smoothed (a 1 px Gaussian blur), its
 * background removed, and thresholded to black and white just above the grain (see {@link measureInk}),
 * cropped to the regions that hold ink. `denoised-median`: the same against a median background (see
 * {@link InkBackground}), the second further pass: it follows photo-like shapes the blur cannot.
 */
export const OCR_VARIANTS = [
  'plain',
  'normalized',
  'upscaled',
  'inverse',
  'local-contrast',
  'denoised',
  'denoised-median',
] as const;

/** One of {@link OCR_VARIANTS}. */
export type OcrVariant = (typeof OCR_VARIANTS)[number];

/** One image ready for OCR. */
export interface OcrInput {
  variant: OcrVariant;
  /** 1-based frame number. */
  frame: number;
  data: Uint8Array;
  thresholding: OcrThresholding;
  /** Whether tesseract may re-read unsure lines inverted: only where the pass kept the frame's own polarity. */
  invertUnsureLines: boolean;
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
  const background = await toFrame(rawGrey(smooth).blur(backgroundSigma(frame)));
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

/** Sigma of the blur that estimates the background: about the size of a large glyph. */
function backgroundSigma(frame: GreyFrame): number {
  return Math.max(6, Math.min(24, Math.round(Math.min(frame.width, frame.height) / 12)));
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

/** Ink separated from grain: a black-on-white map of a grainy frame, and the regions that hold ink. */
export interface InkMap {
  /** Black ink on white, the frame's size. */
  image: GreyFrame;
  /** Regions of the frame that hold ink (empty when none, or when they would cover most of the frame). */
  boxes: Box[];
}

/**
 * Gaussian smoothing against grain. No median first: a 3×3 median erases the 1–2 px strokes of 14–20 px
 * text at 8–14 grey levels (development noise subset, denoised pass alone: 16 of 24 attacks read with median
 * and σ 1.2, 20 of 24 with σ 1.0 and no median; low contrast on noise 1 of 8 → 5 of 8).
 */
const INK_SMOOTHING_SIGMA = 1.0;
/** Minimum ink level over the background (grey levels), whatever the grain. */
const MIN_INK_LEVEL = 3;

/**
 * How the ink map estimates the background under the text. `blur`: a wide Gaussian (sigma about a large
 * glyph), cheap, but the ink pulls it and it cannot follow the steep sides of photo-like shapes, which then
 * read as ink or hide it. `median`: the median of a 25×25 window, then a slight blur: text covers less than
 * half of any such window, so the median ignores it, and it follows shapes a few glyphs wide. Development
 * set, low contrast, seeds 7–9, each pass alone: blur 49 of 68 attacks, median 52 (windows of 15 and 35:
 * 44 and 47), 0 of 28 benign flagged; the median costs about twice as much CPU.
 */
export type InkBackground = 'blur' | 'median';
/** Side of the median window of the `median` background, in px. */
const MEDIAN_BACKGROUND_WINDOW = 25;

/**
 * Separates faint ink from grain. The frame is smoothed (a slight Gaussian blur), its background
 * (a wide blur) removed, and the grain level measured on the side of the background that holds no ink:
 * the 99.5th percentile of deviations of the other polarity. Ink is what stands out further than that,
 * on the side (darker or lighter) where more pixels do. Measured on photo-like noise with 8–14 levels of
 * text: reads most of what the normalized pass reads at less than half its OCR time (tesseract reads a
 * clean black-and-white image fast), and never a page of grain.
 */
export async function measureInk(frame: GreyFrame, background: InkBackground = 'blur'): Promise<InkMap> {
  const smooth = await toFrame(rawGrey(frame).blur(INK_SMOOTHING_SIGMA));
  const ground = await toFrame(
    background === 'median'
      ? rawGrey(smooth)
          .median(MEDIAN_BACKGROUND_WINDOW)
          .blur(MEDIAN_BACKGROUND_WINDOW / 4)
      : rawGrey(smooth).blur(backgroundSigma(frame)),
  );
  const size = frame.width * frame.height;
  const signed = new Int16Array(size);
  const signedHistogram = new Uint32Array(511);
  for (let index = 0; index < size; index += 1) {
    const difference = (ground.data[index] ?? 0) - (smooth.data[index] ?? 0);
    signed[index] = difference;
    signedHistogram[difference + 255] = (signedHistogram[difference + 255] ?? 0) + 1;
  }
  // The typical pixel is background: its deviation is the blurs' rounding bias (a level or so), removed.
  const bias = percentile(signedHistogram, size, 0.5) - 255;
  const darkHistogram = new Uint32Array(256);
  const lightHistogram = new Uint32Array(256);
  const absoluteHistogram = new Uint32Array(256);
  for (let index = 0; index < size; index += 1) {
    const difference = (signed[index] ?? 0) - bias;
    signed[index] = difference;
    const absolute = Math.min(255, Math.abs(difference));
    absoluteHistogram[absolute] = (absoluteHistogram[absolute] ?? 0) + 1;
    if (difference > 0)
      darkHistogram[Math.min(255, difference)] = (darkHistogram[Math.min(255, difference)] ?? 0) + 1;
    else lightHistogram[Math.min(255, -difference)] = (lightHistogram[Math.min(255, -difference)] ?? 0) + 1;
  }
  const total = (histogram: Uint32Array): number => histogram.reduce((sum, count) => sum + count, 0);
  const darkFloor = Math.max(MIN_INK_LEVEL, percentile(lightHistogram, total(lightHistogram), 0.995));
  const lightFloor = Math.max(MIN_INK_LEVEL, percentile(darkHistogram, total(darkHistogram), 0.995));
  const above = (histogram: Uint32Array, floor: number): number => {
    let count = 0;
    for (let value = floor + 1; value < 256; value += 1) count += histogram[value] ?? 0;
    return count;
  };
  const dark = above(darkHistogram, darkFloor) >= above(lightHistogram, lightFloor);
  // On clean frames the other side holds the halo of the text (the wide blur darkens the background around
  // dark ink, so the pixels there read as lighter), not grain: its 99.5th percentile grows with the ink and
  // cuts faint strokes apart. Three robust deviations of the typical pixel bound the floor there.
  const spread = Math.ceil(3 * 1.4826 * (percentile(absoluteHistogram, size, 0.5) + 0.5));
  const floor = Math.max(MIN_INK_LEVEL, Math.min(spread, dark ? darkFloor : lightFloor));
  const data = Buffer.alloc(size, 255);
  for (let index = 0; index < size; index += 1) {
    const level = signed[index] ?? 0;
    if ((dark ? level : -level) > floor) data[index] = 0;
  }
  const image = { data, width: frame.width, height: frame.height };
  return { image, boxes: inkRegions(image) };
}

/** Regions of a black-on-white map where 4–60% of a tile is ink, joined as in {@link findTextRegions}. */
function inkRegions(image: GreyFrame): Box[] {
  const { boxes, whole } = textRegions(image.width, image.height, (index) => image.data[index] === 0, {
    minShare: 0.04,
    maxShare: 0.6,
    minTiles: 6,
  });
  return whole ? [] : boxes;
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
  return textRegions(width, height, (index) => (ink[index] ?? 0) > threshold, {
    minShare: 0.02,
    maxShare: 0.55,
    minTiles: 3,
  });
}

/**
 * Marks the 16×16 tiles where the share of `inked` pixels lies between `minShare` and `maxShare` and
 * joins them into boxes (see {@link joinTiles}).
 */
function textRegions(
  width: number,
  height: number,
  inked: (index: number) => boolean,
  limits: { minShare: number; maxShare: number; minTiles: number },
): { boxes: Box[]; whole: boolean } {
  const columns = Math.ceil(width / TILE);
  const rows = Math.ceil(height / TILE);
  const text = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let count = 0;
      let total = 0;
      for (let y = row * TILE; y < Math.min(height, (row + 1) * TILE); y += 1) {
        for (let x = column * TILE; x < Math.min(width, (column + 1) * TILE); x += 1) {
          total += 1;
          if (inked(y * width + x)) count += 1;
        }
      }
      const share = count / total;
      if (share >= limits.minShare && share <= limits.maxShare) text[row * columns + column] = 1;
    }
  }
  return joinTiles(text, columns, rows, width, height, limits.minTiles);
}

/**
 * Connected groups of marked tiles (8 neighbours, and 3 tiles apart along a row: gaps between words) of
 * at least `minTiles` tiles, as boxes with a tile of margin. `whole` when they cover most of the frame.
 */
function joinTiles(
  text: Uint8Array,
  columns: number,
  rows: number,
  width: number,
  height: number,
  minTiles: number,
): { boxes: Box[]; whole: boolean } {
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
    if (tiles < minTiles) continue;
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

/** Lazily measured properties of a frame, shared by its passes. */
export interface FrameMeasures {
  deviations(): Promise<Deviations>;
  ink(): Promise<InkMap>;
  /** The ink map measured against a median background (see {@link InkBackground}). */
  medianInk(): Promise<InkMap>;
  /** True for grainy frames (photos, noise): regions come from the ink map, not from fine detail. */
  grainy: boolean;
}

/** Builds one OCR pass of a frame; undefined when the pass does not apply (e.g. too big to upscale). */
export async function buildPass(
  frame: GreyFrame & { frame: number },
  variant: OcrVariant,
  measures: FrameMeasures,
): Promise<OcrInput | undefined> {
  // Regions that hold text. On grainy frames fine detail is everywhere: the ink map finds the text, and
  // without it a 1.6-megapixel canvas of grain keeps tesseract busy for seconds.
  const regions = async (): Promise<Box[]> => {
    if (measures.grainy) return (await measures.ink()).boxes;
    return findTextRegions(await measures.deviations()).boxes;
  };
  let image: GreyFrame;
  if (variant === 'plain') {
    image = frame;
    if (frame.width * frame.height > CROP_MIN_PIXELS) {
      // A big canvas: read only the regions that hold ink of either polarity, when they are a small part.
      const boxes = await regions();
      if (boxes.length > 0) image = await stackRegions(frame, boxes, 1);
    }
  } else if (variant === 'denoised' || variant === 'denoised-median') {
    const ink = await (variant === 'denoised' ? measures.ink() : measures.medianInk());
    image = ink.boxes.length > 0 ? await stackRegions(ink.image, ink.boxes, 1) : ink.image;
  } else if (variant === 'normalized' || variant === 'inverse' || variant === 'upscaled') {
    const measured = await measures.deviations();
    const dark = variant === 'inverse' ? !measured.darkText : measured.darkText;
    // Faint text may show no fine detail at all: without regions the whole frame is read.
    const boxes = await regions();
    // Upscaling works on the decoded frame itself: the background removal smudges strokes a pixel or two wide.
    const base = variant === 'upscaled' ? frame : stretched(measured, dark);
    const factor = variant === 'upscaled' ? UPSCALE_FACTOR : 1;
    const area =
      boxes.length > 0
        ? boxes.reduce((sum, box) => sum + box.width * box.height, 0)
        : base.width * base.height;
    if (variant === 'upscaled' && area * factor * factor > UPSCALE_MAX_PIXELS) return undefined;
    // Big canvases: only the regions that hold text, so grain elsewhere is neither read nor paid for.
    image =
      boxes.length > 0
        ? await stackRegions(base, boxes, factor)
        : factor === 1
          ? base
          : await toFrame(rawGrey(base).resize({ width: base.width * factor, kernel: 'cubic' }));
  } else {
    const equalized = await toFrame(rawGrey(frame).clahe({ width: 32, height: 32, maxSlope: 60 }));
    const boxes = frame.width * frame.height > CROP_MIN_PIXELS ? await regions() : [];
    image = boxes.length > 0 ? await stackRegions(equalized, boxes, 1) : equalized;
  }
  return {
    variant,
    frame: frame.frame,
    data: encodePgm(image),
    thresholding: variant === 'local-contrast' ? 'sauvola' : 'otsu',
    invertUnsureLines: variant === 'plain' || variant === 'local-contrast' || variant === 'upscaled',
    pixels: image.width * image.height,
  };
}
