/**
 * PNG chunks, walked end to end. Written here because sharp/libvips (libspng) stops reading text chunks at
 * the first IDAT, and exifr reads only some chunk types: text placed after the pixel data would be missed.
 * The walker never throws: a malformed chunk ends the walk and what was read is kept. CRCs are not
 * checked on purpose: a decoder that skips a chunk with a bad CRC is not the only reader of the file.
 */
import { constants, inflateSync } from 'node:zlib';
import { decodeMetadataText, printableRuns } from './text-decoding.js';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Largest inflated zTXt/iTXt payload we keep; a compressed chunk cannot balloon past it (zip bomb). */
const MAX_INFLATED_BYTES = 1024 * 1024;

/** Keyword of the text chunk that holds an XMP packet. */
const XMP_KEYWORD = 'XML:com.adobe.xmp';

/** Chunks whose payload is binary by definition: never read as text. */
const BINARY_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'tIME',
  'acTL',
  'fcTL',
  'fdAT',
  'cICP',
  'mDCV',
  'mDCv',
  'cLLI',
  'cLLi',
  'oFFs',
  'pCAL',
  'sCAL',
  'vpAg',
  'orNT',
]);

/** One piece of text found in a PNG's chunks. */
export type PngTextItem =
  | { kind: 'text'; chunk: 'tEXt' | 'zTXt' | 'iTXt'; keyword: string; text: string; afterImageData: boolean }
  | { kind: 'xmp'; data: Uint8Array; afterImageData: boolean }
  | { kind: 'exif'; data: Uint8Array; afterImageData: boolean }
  | { kind: 'other'; chunk: string; text: string; afterImageData: boolean }
  | { kind: 'trailing'; text: string };

/** A PNG chunk: its type and payload. */
export interface PngChunk {
  type: string;
  data: Uint8Array;
}

/** True when the bytes start with the PNG signature. */
export function isPng(bytes: Uint8Array): boolean {
  return SIGNATURE.every((value, index) => bytes[index] === value);
}

/** Walks every chunk; returns them and the offset just after IEND (or where the walk stopped). */
export function readPngChunks(bytes: Uint8Array): { chunks: PngChunk[]; end: number } {
  const chunks: PngChunk[] = [];
  if (!isPng(bytes)) return { chunks, end: 0 };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = new TextDecoder('latin1').decode(bytes.subarray(offset + 4, offset + 8));
    if (!/^[A-Za-z]{4}$/.test(type) || offset + 12 + length > bytes.length) break;
    chunks.push({ type, data: bytes.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
    if (type === 'IEND') break;
  }
  return { chunks, end: offset };
}

/**
 * Every text-bearing chunk of a PNG, wherever it sits: tEXt, zTXt, iTXt (any language, compressed or not),
 * XMP (iTXt 'XML:com.adobe.xmp'), eXIf, printable text in unknown chunks, and bytes after IEND.
 */
export function readPngText(bytes: Uint8Array): PngTextItem[] {
  const items: PngTextItem[] = [];
  const { chunks, end } = readPngChunks(bytes);
  let afterImageData = false;
  for (const chunk of chunks) {
    if (chunk.type === 'IDAT') afterImageData = true;
    else if (chunk.type === 'tEXt' || chunk.type === 'zTXt') {
      const [keyword, rest] = splitKeyword(chunk.data);
      // zTXt: one byte of compression method (0 = deflate), then the compressed text.
      const text = chunk.type === 'tEXt' ? rest : inflateBounded(rest.subarray(1));
      if (text === undefined) continue;
      if (keyword === XMP_KEYWORD) items.push({ kind: 'xmp', data: text, afterImageData });
      else
        items.push({
          kind: 'text',
          chunk: chunk.type,
          keyword,
          text: decodeMetadataText(text),
          afterImageData,
        });
    } else if (chunk.type === 'iTXt') {
      const item = parseItxt(chunk.data, afterImageData);
      if (item !== undefined) items.push(item);
    } else if (chunk.type === 'eXIf') {
      items.push({ kind: 'exif', data: chunk.data, afterImageData });
    } else if (!BINARY_CHUNKS.has(chunk.type)) {
      const text = printableRuns(chunk.data);
      if (text !== '') items.push({ kind: 'other', chunk: chunk.type, text, afterImageData });
    }
  }
  if (chunks.length > 0 && end < bytes.length) {
    const text = printableRuns(bytes.subarray(end));
    if (text !== '') items.push({ kind: 'trailing', text });
  }
  return items;
}

/** iTXt: keyword\0, compression flag, method, language tag\0, translated keyword\0, UTF-8 text. */
function parseItxt(data: Uint8Array, afterImageData: boolean): PngTextItem | undefined {
  const [keyword, rest] = splitKeyword(data);
  const compressed = rest[0] === 1;
  const languageEnd = rest.indexOf(0, 2);
  if (languageEnd < 0) return undefined;
  const translatedEnd = rest.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) return undefined;
  const body = rest.subarray(translatedEnd + 1);
  const payload = compressed ? inflateBounded(body) : body;
  if (payload === undefined) return undefined;
  if (keyword === XMP_KEYWORD) return { kind: 'xmp', data: payload, afterImageData };
  const translated = new TextDecoder('utf-8').decode(rest.subarray(languageEnd + 1, translatedEnd));
  const text = new TextDecoder('utf-8').decode(payload);
  // The translated keyword is free text too (any language): keep it with the text.
  return {
    kind: 'text',
    chunk: 'iTXt',
    keyword,
    text: translated.trim() === '' ? text : `${translated}\n${text}`,
    afterImageData,
  };
}

function splitKeyword(data: Uint8Array): [string, Uint8Array] {
  const nul = data.indexOf(0);
  if (nul < 0) return ['', data];
  return [new TextDecoder('latin1').decode(data.subarray(0, nul)), data.subarray(nul + 1)];
}

/**
 * Inflates a zlib stream to at most MAX_INFLATED_BYTES. A stream that inflates to more keeps its start
 * (the longest input prefix whose output fits), so an oversized chunk is still scanned, never skipped.
 * Undefined when the data is not zlib at all.
 */
function inflateBounded(data: Uint8Array): Uint8Array | undefined {
  let length = data.length;
  while (length > 0) {
    try {
      return inflateSync(data.subarray(0, length), {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: MAX_INFLATED_BYTES,
      });
    } catch (error: unknown) {
      if ((error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE') return undefined;
      length = Math.floor(length / 2);
    }
  }
  return undefined;
}
