/** Base64-encoded images, as sent in `{"image": "..."}` bodies and `--jsonl` lines. */
import { InputError, PiScanError } from '../errors.js';

const DATA_URL_PREFIX = /^data:[\w.+-]+\/[\w.+-]+;base64,/i;
// Buffer.from(…, 'base64') silently skips characters it does not know, so validate first.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;
const WHITESPACE = /[\t\n\r ]+/g;

/**
 * Decodes a base64 image (standard or URL-safe alphabet, optional `data:…;base64,` prefix, line breaks
 * allowed). Throws an InputError for invalid base64 and 'too_large' when the decoded size would exceed
 * `maxBytes`, checked before anything is allocated. `field` names the input in messages.
 */
export function decodeBase64Image(value: string, maxBytes: number, field = 'image'): Buffer {
  const text = value.replace(DATA_URL_PREFIX, '').replace(WHITESPACE, '');
  if (text === '') throw new InputError(`field "${field}" is empty; send the image bytes encoded as base64`);
  const urlSafe = !BASE64.test(text);
  if ((urlSafe && !BASE64URL.test(text)) || text.length % 4 === 1) {
    const bad = text.match(/[^A-Za-z0-9+/=_-]/)?.[0];
    const hint = bad === undefined ? 'its length or padding is wrong' : `it contains ${JSON.stringify(bad)}`;
    throw new InputError(
      `field "${field}" is not valid base64 (${hint}); encode the image bytes with standard base64`,
    );
  }
  const decodedLength = Math.floor((text.replace(/=+$/, '').length * 3) / 4);
  if (decodedLength > maxBytes) {
    throw new PiScanError(
      'too_large',
      `field "${field}" holds ${decodedLength} bytes, over the image limit of ${maxBytes} bytes; send a smaller image`,
    );
  }
  return Buffer.from(text, urlSafe ? 'base64url' : 'base64');
}
