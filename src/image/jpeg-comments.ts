/**
 * JPEG COM segments. Written here because neither exifr (APP segments only) nor sharp/libvips' metadata
 * exposes them. The walker never throws: a malformed segment ends the walk and what was read is kept.
 */
import { decodeMetadataText } from './text-decoding.js';

const MARKER_SOS = 0xda;
const MARKER_EOI = 0xd9;
const MARKER_COM = 0xfe;

/** True for markers that stand alone, without a length field (SOI, TEM, RST0-7). */
function isStandalone(marker: number): boolean {
  return marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/** Reads the text of every COM segment before the first scan (where encoders write them). */
export function readJpegComments(bytes: Uint8Array): string[] {
  const comments: string[] = [];
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return comments;
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return comments; // not a marker: corrupt, stop here
    let marker = bytes[offset + 1] ?? 0;
    // Any number of 0xFF fill bytes may precede a marker.
    while (marker === 0xff && offset + 2 < bytes.length) {
      offset += 1;
      marker = bytes[offset + 1] ?? 0;
    }
    offset += 2;
    if (isStandalone(marker)) continue;
    if (marker === MARKER_SOS || marker === MARKER_EOI) return comments;
    if (offset + 2 > bytes.length) return comments;
    const length = ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
    if (length < 2 || offset + length > bytes.length) return comments;
    if (marker === MARKER_COM) {
      const text = decodeMetadataText(bytes.subarray(offset + 2, offset + length));
      if (text.trim() !== '') comments.push(text);
    }
    offset += length;
  }
  return comments;
}
