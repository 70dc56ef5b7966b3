import { describe, expect, it } from 'vitest';
import { PiScanError } from '../../src/errors.js';
import { decodeBase64Image } from '../../src/image/base64.js';

const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xfb, 0xff, 0x00, 0x10]);

function errorOf(run: () => unknown): PiScanError {
  try {
    run();
  } catch (error: unknown) {
    if (error instanceof PiScanError) return error;
    throw error;
  }
  throw new Error('expected an error');
}

describe('decodeBase64Image', () => {
  it.each([
    ['standard', bytes.toString('base64')],
    ['URL-safe', bytes.toString('base64url')],
    ['a data URL', `data:image/png;base64,${bytes.toString('base64')}`],
    ['line breaks', bytes.toString('base64').replace(/(.{4})/g, '$1\n')],
  ])('decodes %s base64', (_name, text) => {
    expect(decodeBase64Image(text, 100)).toEqual(bytes);
  });

  it.each([
    ['a character outside the alphabet', 'iVBO!w==', /contains "!"/],
    ['a bad length', 'iVBORw0KG', /length or padding/],
    ['mixed alphabets', 'ab+_', /not valid base64/],
  ])('rejects %s as an input error', (_name, text, message) => {
    const error = errorOf(() => decodeBase64Image(text, 100));
    expect(error.code).toBe('input');
    expect(error.message).toMatch(message);
  });

  it('rejects an empty field', () => {
    expect(errorOf(() => decodeBase64Image(' \n', 100)).message).toMatch(/field "image" is empty/);
  });

  it('refuses an image over the limit before decoding it', () => {
    const error = errorOf(() => decodeBase64Image(Buffer.alloc(3000).toString('base64'), 2999));
    expect(error.code).toBe('too_large');
    expect(error.message).toMatch(/holds 3000 bytes, over the image limit of 2999 bytes/);
  });
});
