/**
 * GIF comment extensions. Written here because neither exifr (no GIF support) nor sharp/libvips' metadata
 * exposes them. The block walker never throws: a malformed block ends the walk and what was read is kept.
 */
import { decodeMetadataText } from './text-decoding.js';

const EXTENSION = 0x21;
const IMAGE_DESCRIPTOR = 0x2c;
const TRAILER = 0x3b;
const COMMENT_LABEL = 0xfe;

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

/** Reads the text of every comment extension in a GIF (GIF87a or GIF89a). */
export function readGifComments(bytes: Uint8Array): string[] {
  const comments: string[] = [];
  const signature = new TextDecoder('latin1').decode(bytes.subarray(0, 6));
  if ((signature !== 'GIF87a' && signature !== 'GIF89a') || bytes.length < 13) return comments;
  let offset = 13 + colourTableSize(bytes[10] ?? 0);
  while (offset < bytes.length) {
    const introducer = bytes[offset];
    if (introducer === TRAILER) return comments;
    if (introducer === EXTENSION) {
      const label = bytes[offset + 1];
      const parts: number[][] = [];
      const next = skipSubBlocks(bytes, offset + 2, label === COMMENT_LABEL ? parts : undefined);
      if (label === COMMENT_LABEL && parts.length > 0) {
        const text = decodeMetadataText(Uint8Array.from(parts.flat()));
        if (text.trim() !== '') comments.push(text);
      }
      if (next < 0) return comments;
      offset = next;
    } else if (introducer === IMAGE_DESCRIPTOR) {
      if (offset + 10 > bytes.length) return comments;
      // 10-byte descriptor, optional local colour table, 1 byte LZW minimum code size, then pixel sub-blocks.
      const next = skipSubBlocks(bytes, offset + 10 + colourTableSize(bytes[offset + 9] ?? 0) + 1);
      if (next < 0) return comments;
      offset = next;
    } else {
      return comments;
    }
  }
  return comments;
}
