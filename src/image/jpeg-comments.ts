/**
 * JPEG COM segments, wherever they sit, and data after the end of the image. Written here because neither exifr (APP segments only) nor sharp/libvips' metadata
 * exposes them. The walker never throws: a malformed segment ends the walk and what was read is kept.
 */
import { decodeMetadataText, printableRuns } from './text-decoding.js';

const MARKER_SOS = 0xda;
const MARKER_EOI = 0xd9;
const MARKER_COM = 0xfe;

/** True for markers that stand alone, without a length field (SOI, TEM, RST0-7). */
function isStandalone(marker: number): boolean {
  return marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/** Offset of the next marker after entropy-coded data (skipping stuffed 0xFF00 and RSTn), or the end. */
function skipScanData(bytes: Uint8Array, offset: number): number {
  for (let at = offset; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1] ?? 0;
    if (next !== 0 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return at;
  }
  return bytes.length;
}

/** The text of a JPEG: every COM segment wherever it sits (between scans too), and bytes after EOI. */
export interface JpegText {
  comments: string[];
  /** Printable text after the end-of-image marker ('' when none). */
  trailing: string;
}

/** Reads the text of every COM segment before the first scan (where encoders write them). */
export function readJpegComments(bytes: Uint8Array): string[] {
  return readJpegText(bytes).comments;
}

/** Reads every COM segment, before, between and after the scans, and the printable bytes after EOI. */
export function readJpegText(bytes: Uint8Array): JpegText {
  const comments: string[] = [];
  const done = (end: number): JpegText => ({
    comments,
    trailing: end < bytes.length ? printableRuns(bytes.subarray(end)) : '',
  });
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return { comments, trailing: '' };
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return done(bytes.length); // not a marker: corrupt, stop here
    let marker = bytes[offset + 1] ?? 0;
    // Any number of 0xFF fill bytes may precede a marker.
    while (marker === 0xff && offset + 2 < bytes.length) {
      offset += 1;
      marker = bytes[offset + 1] ?? 0;
    }
    offset += 2;
    if (isStandalone(marker)) continue;
    if (marker === MARKER_EOI) return done(offset);
    if (offset + 2 > bytes.length) return done(bytes.length);
    const length = ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
    if (length < 2 || offset + length > bytes.length) return done(bytes.length);
    if (marker === MARKER_COM) {
      const text = decodeMetadataText(bytes.subarray(offset + 2, offset + length));
      if (text.trim() !== '') comments.push(text);
    }
    offset += length;
    // A scan header is followed by entropy-coded data: find the marker after it (more scans, COM, EOI).
    if (marker === MARKER_SOS) offset = skipScanData(bytes, offset);
  }
  return done(bytes.length);
}
