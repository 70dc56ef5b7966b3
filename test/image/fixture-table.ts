/** What every image fixture must produce: shared by the metadata-only unit tests and the real-OCR e2e tests. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CategoryCode } from '../../src/api/contract.js';
import type { ErrorCode } from '../../src/errors.js';

/** fixtures/images/ */
export const IMAGE_FIXTURES = fileURLToPath(new URL('../../fixtures/images/', import.meta.url));

/** The bytes of one image fixture. */
export function readFixture(name: string): Buffer {
  return readFileSync(`${IMAGE_FIXTURES}${name}`);
}

/** A fixture that scans: its verdict, its categories and the source label of every finding. */
export interface ScanExpectation {
  name: string;
  safe: boolean;
  categories: CategoryCode[];
  /** Exact set of `source` labels over the evidence. */
  sources: string[];
  /** True when the text is only visible to OCR (the metadata-only scan must find nothing). */
  ocr: boolean;
}

const BOTH: CategoryCode[] = ['context_injection', 'data_exfiltration'];

/** Every fixture that scans, with its expected outcome. */
export const SCAN_EXPECTATIONS: ScanExpectation[] = [
  { name: 'clear-injection.png', safe: false, categories: BOTH, sources: ['OCR text'], ocr: true },
  { name: 'clear-injection.jpg', safe: false, categories: BOTH, sources: ['OCR text'], ocr: true },
  { name: 'clear-injection.webp', safe: false, categories: BOTH, sources: ['OCR text'], ocr: true },
  { name: 'clear-injection.gif', safe: false, categories: BOTH, sources: ['OCR text'], ocr: true },
  { name: 'low-contrast-injection.png', safe: false, categories: BOTH, sources: ['OCR text'], ocr: true },
  { name: 'light-on-dark-injection.png', safe: false, categories: BOTH, sources: ['OCR text'], ocr: true },
  {
    name: 'faint-text-on-gradient-injection.png',
    safe: false,
    categories: BOTH,
    sources: ['OCR text (denoised)'],
    ocr: true,
  },
  {
    name: 'tiny-text-corner-injection.png',
    safe: false,
    categories: BOTH,
    sources: ['OCR text (upscaled)'],
    ocr: true,
  },
  {
    name: 'animated-second-frame-injection.gif',
    safe: false,
    categories: BOTH,
    sources: ['OCR text (frame 2)'],
    ocr: true,
  },
  {
    name: 'animated-second-frame-injection.webp',
    safe: false,
    categories: BOTH,
    sources: ['OCR text (frame 2)'],
    ocr: true,
  },
  // Issue 12 row 3: the injection only on frame 4 (GIF, WebP, APNG), and on frame 13 after 12 frames that
  // alternate between two (distinct frames only).
  ...(
    [
      ['animated-fourth-frame-injection.gif', 'OCR text (frame 4)'],
      ['animated-fourth-frame-injection.webp', 'OCR text (frame 4)'],
      ['animated-fourth-frame-injection.png', 'OCR text (frame 4)'],
      ['animated-thirteenth-frame-injection.gif', 'OCR text (frame 13)'],
    ] as const
  ).map(([name, source]) => ({ name, safe: false, categories: BOTH, sources: [source], ocr: true })),
  {
    name: 'exif-description-injection.jpg',
    safe: false,
    categories: BOTH,
    sources: ['EXIF ImageDescription'],
    ocr: false,
  },
  { name: 'exif-artist-injection.webp', safe: false, categories: BOTH, sources: ['EXIF Artist'], ocr: false },
  {
    name: 'xmp-description-injection.png',
    safe: false,
    categories: BOTH,
    sources: ['XMP dc:description'],
    ocr: false,
  },
  { name: 'xmp-title-injection.webp', safe: false, categories: BOTH, sources: ['XMP dc:title'], ocr: false },
  {
    name: 'png-text-chunk-injection.png',
    safe: false,
    categories: BOTH,
    sources: ["PNG text chunk 'Comment'"],
    ocr: false,
  },
  {
    name: 'png-ztxt-chunk-injection.png',
    safe: false,
    categories: BOTH,
    sources: ["PNG text chunk 'Description'"],
    ocr: false,
  },
  {
    name: 'png-itxt-chunk-injection.png',
    safe: false,
    categories: BOTH,
    sources: ["PNG text chunk 'Comment'"],
    ocr: false,
  },
  // Issue 12 row 2: text chunks after the pixel data (IDAT), where libvips stops reading, and past IEND.
  ...(
    [
      ['png-text-after-idat-injection.png', "PNG text chunk 'Comment' (after the image data)"],
      ['png-ztxt-after-idat-injection.png', "PNG text chunk 'Description' (after the image data)"],
      ['png-itxt-after-idat-injection.png', "PNG text chunk 'Comment' (after the image data)"],
      ['png-exif-after-idat-injection.png', 'EXIF ImageDescription (after the image data)'],
      ['png-xmp-after-idat-injection.png', 'XMP dc:description (after the image data)'],
      ['png-private-chunk-injection.png', "PNG chunk 'prVt' (after the image data)"],
      ['png-trailing-text-injection.png', 'PNG trailing data (after IEND)'],
    ] as const
  ).map(([name, source]) => ({ name, safe: false, categories: BOTH, sources: [source], ocr: false })),
  {
    name: 'jpeg-comment-injection.jpg',
    safe: false,
    categories: BOTH,
    sources: ['JPEG comment (COM segment)'],
    ocr: false,
  },
  {
    name: 'gif-comment-injection.gif',
    safe: false,
    categories: BOTH,
    sources: ['GIF comment extension'],
    ocr: false,
  },
  { name: 'clean-photo.jpg', safe: true, categories: [], sources: [], ocr: false },
  { name: 'benign-screenshot.png', safe: true, categories: [], sources: [], ocr: true },
];

/** A fixture that must be refused, with the error code and a phrase of the message. */
export interface RejectExpectation {
  name: string;
  code: ErrorCode;
  message: RegExp;
}

/** Every bad-input fixture. */
export const REJECT_EXPECTATIONS: RejectExpectation[] = [
  { name: 'corrupt.png', code: 'input', message: /PNG image is corrupt or truncated/ },
  { name: 'truncated.jpg', code: 'input', message: /JPEG image is corrupt or truncated/ },
  {
    name: 'bomb-dimensions.png',
    code: 'too_large',
    message: /declares 100000×100000 pixels.*refusing to decode/,
  },
  { name: 'too-many-frames.gif', code: 'too_large', message: /declares 2000 frames, over the limit of 1000/ },
  {
    name: 'not-an-image.txt',
    code: 'unsupported',
    message: /format was not recognised; supported formats are PNG, JPEG, GIF and WebP/,
  },
  { name: 'unsupported-format.tiff', code: 'unsupported', message: /it is TIF \(image\/tiff\)/ },
];
