/**
 * Recognises an image by its magic bytes and checks its declared size against the limits, all before a
 * single pixel is decoded: file size, declared frame dimensions (decompression bombs) and frame count.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { InputError, PiScanError } from '../errors.js';
import { parseApng } from './apng.js';
import type { ImageLimits } from './limits.js';

/** The four supported formats. */
export const IMAGE_FORMATS = ['png', 'jpeg', 'gif', 'webp'] as const;

/** One of {@link IMAGE_FORMATS}. */
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** What is known about an image after inspection, before decoding. */
export interface ImageInfo {
  format: ImageFormat;
  mime: string;
  /** Width of one frame, in pixels. */
  width: number;
  /** Height of one frame, in pixels. */
  height: number;
  /** Number of frames (1 for still images). */
  frames: number;
  /** sharp's header metadata, including raw EXIF/XMP/IPTC buffers and PNG text chunks. */
  metadata: sharp.Metadata;
}

const FORMAT_BY_EXTENSION: Record<string, ImageFormat> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
};

/** Upper-case display name of a format: "PNG", "JPEG". */
export function formatName(format: ImageFormat): string {
  return format.toUpperCase();
}

/** Sniffs the format by magic bytes; throws 'unsupported' naming the detected type, if any. */
export async function sniffImageFormat(bytes: Uint8Array): Promise<{ format: ImageFormat; mime: string }> {
  const type = await fileTypeFromBuffer(bytes);
  const format = type === undefined ? undefined : FORMAT_BY_EXTENSION[type.ext];
  if (type !== undefined && format !== undefined) return { format, mime: type.mime };
  const detected =
    type === undefined ? 'its format was not recognised' : `it is ${type.ext.toUpperCase()} (${type.mime})`;
  throw new PiScanError(
    'unsupported',
    `unsupported image: ${detected}; supported formats are PNG, JPEG, GIF and WebP`,
    {
      details: type === undefined ? {} : { detectedType: type.mime },
    },
  );
}

/** Sniffs, reads the header and enforces the limits. Never decodes pixels. */
export async function inspectImage(bytes: Uint8Array, limits: ImageLimits): Promise<ImageInfo> {
  if (bytes.length === 0) throw new InputError('the image is empty (0 bytes)');
  if (bytes.length > limits.maxBytes) {
    throw new PiScanError(
      'too_large',
      `the image is ${bytes.length} bytes, over the limit of ${limits.maxBytes} bytes; shrink it or raise the image size limit`,
    );
  }
  const { format, mime } = await sniffImageFormat(bytes);
  let metadata: sharp.Metadata;
  try {
    // Header only: libvips reads dimensions, frame count and metadata blocks without decoding pixels.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error: unknown) {
    throw new InputError(`the ${formatName(format)} image is corrupt or truncated: ${errorText(error)}`, {
      cause: error,
    });
  }
  const width = metadata.width ?? 0;
  // libvips sees one page in an APNG; its acTL chunk declares the frames.
  const apngFrames = format === 'png' ? parseApng(bytes)?.declaredFrames : undefined;
  const frames = Math.max(1, apngFrames ?? metadata.pages ?? 1);
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width < 1 || height < 1) {
    throw new InputError(`the ${formatName(format)} image declares no valid dimensions (${width}×${height})`);
  }
  if (width * height > limits.maxPixels) {
    throw new PiScanError(
      'too_large',
      `the ${formatName(format)} image declares ${width}×${height} pixels (${formatMegapixels(width * height)}), over the limit of ${formatMegapixels(limits.maxPixels)}; refusing to decode it`,
    );
  }
  if (frames > limits.maxFrames) {
    throw new PiScanError(
      'too_large',
      `the ${formatName(format)} image declares ${frames} frames, over the limit of ${limits.maxFrames}; refusing to decode it`,
    );
  }
  return { format, mime, width, height, frames, metadata };
}

function formatMegapixels(pixels: number): string {
  return `${(pixels / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 })} megapixels`;
}

/** The message of an unknown error, on one line. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim();
}
