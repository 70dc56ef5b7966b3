/** Validation of uploaded images before they reach the image engine: base64 decoding and format sniffing. */
import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode, InputError, PiScanError } from '../errors.js';

/** Image formats the service accepts, by MIME type. */
export const SUPPORTED_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;

/** One of the accepted image formats. */
export type ImageFormat = (typeof SUPPORTED_IMAGE_TYPES)[keyof typeof SUPPORTED_IMAGE_TYPES];

/** A validated image: its bytes and the format its magic bytes show. */
export interface ImageUpload {
  bytes: Buffer;
  format: ImageFormat;
  mime: keyof typeof SUPPORTED_IMAGE_TYPES;
}

const DATA_URL_PREFIX = /^data:[\w.+-]+\/[\w.+-]+;base64,/i;
// Standard or URL-safe alphabet, optional padding. Checked by hand because Buffer.from(…, 'base64')
// silently skips characters it does not know.
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const WHITESPACE = /[\t\n\r ]+/g;

/**
 * Decodes the `image` field of a JSON request. Accepts an optional `data:image/…;base64,` prefix and line
 * breaks. Throws an InputError (400) for anything that is not base64 and a TooLarge error (413) when the
 * decoded image exceeds `maxBytes`.
 */
export function decodeBase64Image(value: string, maxBytes: number): Buffer {
  const text = value.replace(DATA_URL_PREFIX, '').replace(WHITESPACE, '');
  if (text === '') {
    throw new InputError('field "image" is empty; send the image bytes encoded as base64');
  }
  if (!BASE64.test(text) || text.length % 4 === 1) {
    throw new InputError('field "image" is not valid base64; encode the image bytes with standard base64');
  }
  const decodedLength = Math.floor((text.replace(/=+$/, '').length * 3) / 4);
  if (decodedLength > maxBytes) {
    throw tooLargeImage(maxBytes);
  }
  return Buffer.from(text, 'base64');
}

/** The 413 error for an image over the limit. */
export function tooLargeImage(maxBytes: number): PiScanError {
  return new PiScanError(
    ErrorCode.TooLarge,
    `image is larger than the ${maxBytes}-byte limit; send a smaller image`,
  );
}

/** Checks the magic bytes of `bytes` and returns the upload, or throws 415 naming what was found. */
export async function sniffImage(bytes: Buffer): Promise<ImageUpload> {
  if (bytes.length === 0) {
    throw new InputError('the image is empty (0 bytes)');
  }
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime;
  if (mime !== undefined && Object.hasOwn(SUPPORTED_IMAGE_TYPES, mime)) {
    const known = mime as keyof typeof SUPPORTED_IMAGE_TYPES;
    return { bytes, format: SUPPORTED_IMAGE_TYPES[known], mime: known };
  }
  const found = type === undefined ? 'an unrecognised format' : `${type.mime}`;
  throw new PiScanError(
    ErrorCode.Unsupported,
    `unsupported image format (${found}); send a PNG, JPEG, GIF or WebP image`,
  );
}
