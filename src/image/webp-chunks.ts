/**
 * WebP RIFF chunks that libvips does not read as metadata: printable text in unknown chunks, and bytes
 * after the RIFF container. Written here because no kept library lists a WebP file's chunks. EXIF and XMP
 * chunks are read by sharp. The walker never throws.
 */
import { printableRuns } from './text-decoding.js';

/** Chunks holding pixels, animation or known metadata: never read as text here. */
const KNOWN_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP', 'EXIF', 'XMP ']);

/** Text found in a WebP's unknown chunks and after its container. */
export interface WebpText {
  chunks: Array<{ type: string; text: string }>;
  trailing: string;
}

/** Walks the RIFF chunks of a WebP file. */
export function readWebpText(bytes: Uint8Array): WebpText {
  const out: WebpText = { chunks: [], trailing: '' };
  const latin1 = new TextDecoder('latin1');
  if (bytes.length < 12 || latin1.decode(bytes.subarray(0, 4)) !== 'RIFF') return out;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = Math.min(bytes.length, 8 + view.getUint32(4, true));
  let offset = 12;
  while (offset + 8 <= end) {
    const type = latin1.decode(bytes.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (offset + 8 + size > end) break;
    if (!KNOWN_CHUNKS.has(type)) {
      const text = printableRuns(bytes.subarray(offset + 8, offset + 8 + size));
      if (text !== '') out.chunks.push({ type, text });
    }
    offset += 8 + size + (size % 2);
  }
  if (end < bytes.length) out.trailing = printableRuns(bytes.subarray(end));
  return out;
}
