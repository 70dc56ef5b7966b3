/**
 * Animated PNG (APNG) frames. Written here because libvips (libspng) decodes only the default image of an
 * APNG and no kept library splits one: each frame is rebuilt as a standalone PNG (IHDR with the frame's
 * size, the shared palette/transparency chunks, its fdAT data as IDAT), decoded by sharp, and composited
 * onto the canvas with the frame's blend and dispose operations, as a viewer shows it.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { type PngChunk, readPngChunks } from './png-chunks.js';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Chunks before the image data that every rebuilt frame needs to decode like the original. */
const SHARED_CHUNKS = new Set(['PLTE', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'cICP']);

/** One frame control (fcTL) with its compressed data. */
interface FrameControl {
  width: number;
  height: number;
  x: number;
  y: number;
  /** 0 none, 1 clear the region to transparent, 2 restore the region as it was before the frame. */
  dispose: number;
  /** 0 replace the region, 1 alpha-blend over it. */
  blend: number;
  data: Uint8Array[];
}

/** The animation of an APNG: canvas size and its frames, or undefined for a still PNG. */
export interface ApngAnimation {
  width: number;
  height: number;
  /** Frames declared by acTL, or the frame controls found when there are more. */
  declaredFrames: number;
  frames: FrameControl[];
  /** IHDR payload and the shared chunks, used to rebuild each frame. */
  ihdr: Uint8Array;
  shared: PngChunk[];
}

/** Parses the APNG structure (no pixels decoded); undefined when the PNG is not animated. */
export function parseApng(bytes: Uint8Array): ApngAnimation | undefined {
  const { chunks } = readPngChunks(bytes);
  const ihdr = chunks[0]?.type === 'IHDR' ? chunks[0].data : undefined;
  const actl = chunks.find((chunk) => chunk.type === 'acTL');
  if (ihdr === undefined || ihdr.length < 13 || actl === undefined || actl.data.length < 8) return undefined;
  const view = (data: Uint8Array): DataView => new DataView(data.buffer, data.byteOffset, data.byteLength);
  const width = view(ihdr).getUint32(0);
  const height = view(ihdr).getUint32(4);
  const frames: FrameControl[] = [];
  const shared: PngChunk[] = [];
  let current: FrameControl | undefined;
  for (const chunk of chunks) {
    if (chunk.type === 'fcTL' && chunk.data.length >= 26) {
      const v = view(chunk.data);
      current = {
        width: v.getUint32(4),
        height: v.getUint32(8),
        x: v.getUint32(12),
        y: v.getUint32(16),
        dispose: chunk.data[24] ?? 0,
        blend: chunk.data[25] ?? 0,
        data: [],
      };
      // A frame must lie inside the canvas; one that does not is dropped (viewers refuse the file).
      if (current.x + current.width <= width && current.y + current.height <= height && current.width > 0)
        frames.push(current);
      else current = undefined;
    } else if (chunk.type === 'IDAT') {
      // The default image is the first frame only when an fcTL precedes it.
      current?.data.push(chunk.data);
    } else if (chunk.type === 'fdAT' && chunk.data.length > 4) {
      current?.data.push(chunk.data.subarray(4)); // after the sequence number
    } else if (SHARED_CHUNKS.has(chunk.type) && frames.length === 0) {
      shared.push(chunk);
    }
  }
  if (frames.length === 0) return undefined;
  // A file may declare fewer frames than it holds: count the larger number against the frame limit.
  const declaredFrames = Math.max(view(actl.data).getUint32(0), frames.length);
  return { width, height, declaredFrames, frames, ihdr, shared };
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** Rebuilds frame `index` as a standalone PNG. */
function framePng(animation: ApngAnimation, frame: FrameControl): Buffer {
  const ihdr = Buffer.from(animation.ihdr);
  ihdr.writeUInt32BE(frame.width, 0);
  ihdr.writeUInt32BE(frame.height, 4);
  return Buffer.concat([
    SIGNATURE,
    pngChunk('IHDR', ihdr),
    ...animation.shared.map((chunk) => pngChunk(chunk.type, chunk.data)),
    ...frame.data.map((data) => pngChunk('IDAT', data)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** A composited frame: RGBA pixels of the whole canvas. */
export interface RgbaFrame {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Composites the frames in order, yielding the canvas after each one (RGBA), as a viewer shows it.
 * A frame that fails to decode throws (the caller reports the file as corrupt).
 */
export async function* renderApngFrames(
  animation: ApngAnimation,
  maxPixels: number,
): AsyncGenerator<RgbaFrame> {
  const { width, height } = animation;
  const canvas = Buffer.alloc(width * height * 4);
  for (const frame of animation.frames) {
    const { data } = await sharp(framePng(animation, frame), { limitInputPixels: maxPixels })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const before = frame.dispose === 2 ? copyRegion(canvas, width, frame) : undefined;
    for (let row = 0; row < frame.height; row += 1) {
      for (let column = 0; column < frame.width; column += 1) {
        const from = (row * frame.width + column) * 4;
        const to = ((frame.y + row) * width + frame.x + column) * 4;
        const alpha = data[from + 3] ?? 0;
        if (frame.blend === 0 || alpha === 255) {
          data.copy(canvas, to, from, from + 4);
        } else if (alpha > 0) {
          const under = ((canvas[to + 3] ?? 0) * (255 - alpha)) / 255;
          const out = alpha + under;
          for (let channel = 0; channel < 3; channel += 1) {
            canvas[to + channel] = Math.round(
              ((data[from + channel] ?? 0) * alpha + (canvas[to + channel] ?? 0) * under) / out,
            );
          }
          canvas[to + 3] = Math.round(out);
        }
      }
    }
    yield { data: Buffer.from(canvas), width, height };
    if (frame.dispose === 1) clearRegion(canvas, width, frame);
    else if (before !== undefined) pasteRegion(canvas, width, frame, before);
  }
}

function copyRegion(canvas: Buffer, width: number, frame: FrameControl): Buffer {
  const out = Buffer.alloc(frame.width * frame.height * 4);
  for (let row = 0; row < frame.height; row += 1) {
    const start = ((frame.y + row) * width + frame.x) * 4;
    canvas.copy(out, row * frame.width * 4, start, start + frame.width * 4);
  }
  return out;
}

function pasteRegion(canvas: Buffer, width: number, frame: FrameControl, region: Buffer): void {
  for (let row = 0; row < frame.height; row += 1) {
    region.copy(
      canvas,
      ((frame.y + row) * width + frame.x) * 4,
      row * frame.width * 4,
      (row + 1) * frame.width * 4,
    );
  }
}

function clearRegion(canvas: Buffer, width: number, frame: FrameControl): void {
  for (let row = 0; row < frame.height; row += 1) {
    const start = ((frame.y + row) * width + frame.x) * 4;
    canvas.fill(0, start, start + frame.width * 4);
  }
}
