/**
 * GIF comment extensions. Written here because neither exifr (no GIF support) nor sharp/libvips' metadata
 * exposes them. The block walker never throws: a malformed block ends the walk and what was read is kept.
 */
import { decodeMetadataText, printableRuns } from './text-decoding.js';

const EXTENSION = 0x21;
const IMAGE_DESCRIPTOR = 0x2c;
const TRAILER = 0x3b;
const COMMENT_LABEL = 0xfe;
const APPLICATION_LABEL = 0xff;
const MAGIC_TRAILER_START = Buffer.from([0x01, 0xff, 0xfe, 0xfd]);

/** Skips a chain of data sub-blocks starting at `offset`; returns the offset after the terminator, or -1. */
function skipSubBlocks(bytes: Uint8Array, offset: number, collect?: number[][]): number {
  let at = offset;
  while (at < bytes.length) {
    const size = bytes[at] ?? 0;
    at += 1;
    if (size === 0) return at;
    if (at + size > bytes.length) return -1;
    collect?.push(Array.from(bytes.subarray(at, at + size)));
    at += size;
  }
  return -1;
}

/** Size in bytes of the colour table announced by a packed field, 0 when there is none. */
function colourTableSize(packed: number): number {
  return packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
}

/** The text of a GIF: comment extensions, XMP application extensions, printable bytes after the trailer. */
export interface GifText {
  comments: string[];
  /** Raw XMP packets ("XMP DataXMP" application extensions). */
  xmp: Uint8Array[];
  trailing: string;
}

/** Reads the text of every comment extension in a GIF (GIF87a or GIF89a). */
export function readGifComments(bytes: Uint8Array): string[] {
  return readGifText(bytes).comments;
}

/** Reads comments, XMP packets and the bytes after the trailer of a GIF. */
export function readGifText(bytes: Uint8Array): GifText {
  const comments: string[] = [];
  const xmp: Uint8Array[] = [];
  const done = (end: number): GifText => ({
    comments,
    xmp,
    trailing: end < bytes.length ? printableRuns(bytes.subarray(end)) : '',
  });
  const signature = new TextDecoder('latin1').decode(bytes.subarray(0, 6));
  if ((signature !== 'GIF87a' && signature !== 'GIF89a') || bytes.length < 13) return done(bytes.length);
  let offset = 13 + colourTableSize(bytes[10] ?? 0);
  while (offset < bytes.length) {
    const introducer = bytes[offset];
    if (introducer === TRAILER) return done(offset + 1);
    if (introducer === EXTENSION) {
      const label = bytes[offset + 1];
      const parts: number[][] = [];
      const collect = label === COMMENT_LABEL || label === APPLICATION_LABEL;
      const next = skipSubBlocks(bytes, offset + 2, collect ? parts : undefined);
      if (label === COMMENT_LABEL && parts.length > 0) {
        const text = decodeMetadataText(Uint8Array.from(parts.flat()));
        if (text.trim() !== '') comments.push(text);
      }
      // XMP is stored raw after an 11-byte "XMP DataXMP" identifier: the sub-block sizes are packet bytes.
      const [identifier] = parts;
      if (
        label === APPLICATION_LABEL &&
        identifier !== undefined &&
        decodeLatin1(identifier) === 'XMP DataXMP'
      ) {
        const start = offset + 2 + 1 + 11;
        // The packet ends where the 258-byte "magic trailer" (0x01, 0xFF, 0xFE, … 0x00, 0x00) begins.
        const end = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(
          MAGIC_TRAILER_START,
          start,
        );
        xmp.push(bytes.subarray(start, end > start ? end : Math.max(start, next)));
      }
      if (next < 0) return done(bytes.length);
      offset = next;
    } else if (introducer === IMAGE_DESCRIPTOR) {
      if (offset + 10 > bytes.length) return done(bytes.length);
      // 10-byte descriptor, optional local colour table, 1 byte LZW minimum code size, then pixel sub-blocks.
      const next = skipSubBlocks(bytes, offset + 10 + colourTableSize(bytes[offset + 9] ?? 0) + 1);
      if (next < 0) return done(bytes.length);
      offset = next;
    } else {
      return done(bytes.length);
    }
  }
  return done(bytes.length);
}

function decodeLatin1(bytes: number[]): string {
  return String.fromCharCode(...bytes);
}
