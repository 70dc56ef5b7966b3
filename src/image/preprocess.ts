/**
 * Preprocessing with sharp: the OCR variants of an image. Each variant is a greyscale PGM (tesseract reads
 * it without a PNG round trip). Which variants exist was decided by measurement on the fixtures
 * (see docs/images.md): tesseract's own Otsu pass already reads flat low-contrast text (grey 150 on 160) and
 * light-on-dark text, so "normalise" and "invert" variants found nothing new and were dropped.
 */
import sharp from 'sharp';
import type { DecodedFrame, GreyFrame } from './frames.js';
import type { ImageInfo } from './inspect.js';
import type { OcrThresholding } from './ocr-pool.js';

/** The preprocessing variants, in the order they run. */
export const OCR_VARIANTS = ['plain', 'local-contrast', 'upscale'] as const;

/** One of {@link OCR_VARIANTS}. */
export type OcrVariant = (typeof OCR_VARIANTS)[number];

/** One image ready for OCR. */
export interface OcrInput {
  variant: OcrVariant;
  /** 1-based frame number. */
  frame: number;
  data: Uint8Array;
  thresholding: OcrThresholding;
}

/** Images smaller than this (either side) hold no readable text; OCR is skipped. */
const MIN_SIDE = 8;
/** The upscale variant keeps the upscaled content region under this many pixels. */
const UPSCALE_BUDGET_PIXELS = 4_000_000;
/** Upscale only content that covers at most this share of the frame (small text in a big image)… */
const UPSCALE_MAX_CONTENT_SHARE = 0.25;
/** …or frames this low, such as banners and badges. */
const UPSCALE_LOW_FRAME_HEIGHT = 32;
/**
 * Local contrast only on smooth frames: below this edge energy (sharp's Laplacian-based `sharpness`).
 * Measured: faint or low-contrast text frames 0.2–0.5, photos 1.2–3.4, screenshots and clear text 4.5–6.
 * On busy frames CLAHE turns texture into pages of garbage "text" and costs seconds of OCR.
 */
const LOCAL_CONTRAST_MAX_SHARPNESS = 1;

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

/**
 * Local contrast: CLAHE on 32×32 tiles, then Sauvola (local) thresholding in tesseract. Reads text a few
 * grey levels off a background that changes across the image, where one global threshold cannot. Only for
 * smooth frames (see LOCAL_CONTRAST_MAX_SHARPNESS); undefined otherwise.
 */
async function localContrast(frame: GreyFrame): Promise<GreyFrame | undefined> {
  const { sharpness } = await rawGrey(frame).stats();
  if (sharpness >= LOCAL_CONTRAST_MAX_SHARPNESS) return undefined;
  return toFrame(rawGrey(frame).clahe({ width: 32, height: 32, maxSlope: 60 }));
}

/**
 * Upscale: crop to the region that differs from the border colour, then enlarge it 2–3× so that text a few
 * pixels high reaches the size tesseract reads. Only for small content in a big frame (or very low frames);
 * undefined otherwise, and when the region is too big to enlarge cheaply.
 */
async function upscale(frame: GreyFrame): Promise<GreyFrame | undefined> {
  let region = frame;
  try {
    region = await toFrame(rawGrey(frame).trim({ threshold: 12 }));
  } catch {
    // trim fails on a uniform image: there is nothing to read.
    return undefined;
  }
  const area = region.width * region.height;
  const small =
    area <= frame.width * frame.height * UPSCALE_MAX_CONTENT_SHARE || frame.height < UPSCALE_LOW_FRAME_HEIGHT;
  if (!small) return undefined;
  const factor = area * 9 <= UPSCALE_BUDGET_PIXELS ? 3 : area * 4 <= UPSCALE_BUDGET_PIXELS ? 2 : 0;
  if (factor === 0) return undefined;
  // A margin around the crop: tesseract misreads glyphs that touch the image edge. (sharp resizes first,
  // then extends, whatever the call order.)
  // The margin takes trim's reference colour, the top-left pixel (copying edge pixels smears glyphs).
  const margin = 8 * factor;
  const level = frame.data[0] ?? 255;
  return toFrame(
    rawGrey(region)
      .resize({ width: region.width * factor, kernel: 'cubic' })
      .extend({
        top: margin,
        bottom: margin,
        left: margin,
        right: margin,
        background: { r: level, g: level, b: level },
      }),
  );
}

/** Builds the OCR inputs of one decoded frame: each requested variant that applies, in order. */
export async function buildFrameOcrInputs(
  frame: DecodedFrame,
  variants: readonly OcrVariant[],
): Promise<OcrInput[]> {
  const inputs: OcrInput[] = [];
  for (const variant of variants) {
    const image =
      variant === 'plain'
        ? frame
        : variant === 'local-contrast'
          ? await localContrast(frame)
          : await upscale(frame);
    if (image === undefined) continue;
    inputs.push({
      variant,
      frame: frame.frame,
      data: encodePgm(image),
      thresholding: variant === 'local-contrast' ? 'sauvola' : 'otsu',
    });
  }
  return inputs;
}
