/**
 * Text-bearing metadata: EXIF, XMP and IPTC (containers read by sharp/libvips for all four formats, payloads
 * parsed by exifr), PNG tEXt/zTXt/iTXt chunks (sharp), JPEG COM segments and GIF comment extensions (our
 * own small walkers, because no kept library exposes them).
 */
import * as exifrModule from 'exifr';
import { readGifText } from './gif-comments.js';
import type { ImageInfo } from './inspect.js';
import { readJpegText } from './jpeg-comments.js';
import { readPngText } from './png-chunks.js';
import { decodeMetadataText, decodeXmlEntities } from './text-decoding.js';
import type { TextSource } from './text-source.js';
import { readWebpText } from './webp-chunks.js';

// exifr ships UMD for Node (everything on the default export) and ESM for bundlers such as vitest's
// (named exports, and a default export without `sidecar`): take whichever this runtime loaded.
const sidecar: typeof exifrModule.sidecar =
  (exifrModule as { sidecar?: typeof exifrModule.sidecar }).sidecar ??
  (exifrModule as unknown as { default: typeof exifrModule }).default.sidecar;
const parseFile: typeof exifrModule.parse =
  (exifrModule as { parse?: typeof exifrModule.parse }).parse ??
  (exifrModule as unknown as { default: typeof exifrModule }).default.parse;

/** EXIF tags whose string values are technical, never free text. */
const EXIF_NON_TEXT_TAGS = new Set([
  'ExifVersion',
  'FlashpixVersion',
  'InteropIndex',
  'InteropVersion',
  'DateTime',
  'DateTimeOriginal',
  'CreateDate',
  'ModifyDate',
  'OffsetTime',
  'OffsetTimeOriginal',
  'OffsetTimeDigitized',
  'SubSecTime',
  'SubSecTimeOriginal',
  'SubSecTimeDigitized',
  'GPSLatitudeRef',
  'GPSLongitudeRef',
  'GPSAltitudeRef',
  'GPSVersionID',
]);

/** Longest metadata value we keep, in characters; longer values are cut (the detector sees the start). */
const MAX_VALUE_LENGTH = 100_000;

/** Extracts every text-bearing metadata field. Malformed blocks are skipped, never fatal. */
export async function extractMetadataText(bytes: Uint8Array, info: ImageInfo): Promise<TextSource[]> {
  const sources: TextSource[] = [];
  const add = (source: Omit<TextSource, 'text'>, text: string): void => {
    const trimmed = text.replace(/\0+$/g, '').trim();
    if (trimmed !== '') sources.push({ ...source, text: trimmed.slice(0, MAX_VALUE_LENGTH) });
  };
  const { metadata } = info;
  // PNG: our own walker reads every chunk wherever it sits (libvips stops at the first IDAT), so sharp's
  // copies of the PNG text, XMP and EXIF chunks are not used, which would only repeat them.
  const png = info.format === 'png' ? readPngText(bytes) : undefined;
  if (png === undefined && metadata.exif !== undefined) await addExif(metadata.exif, '', add);
  if (png === undefined && metadata.xmp !== undefined) await addXmp(metadata.xmp, '', add);
  if (metadata.iptc !== undefined) {
    for (const [tag, value] of Object.entries(await parseIptc(metadata.iptc))) {
      add({ kind: 'iptc', label: `IPTC ${tag}` }, value);
    }
  }
  for (const item of png ?? []) {
    const where = item.kind !== 'trailing' && item.afterImageData ? ' (after the image data)' : '';
    if (item.kind === 'text')
      add({ kind: 'png-text', label: `PNG text chunk '${item.keyword}'${where}` }, item.text);
    else if (item.kind === 'xmp') await addXmp(item.data, where, add);
    else if (item.kind === 'exif') await addExif(item.data, where, add);
    else if (item.kind === 'other')
      add({ kind: 'png-text', label: `PNG chunk '${item.chunk}'${where}` }, item.text);
    else add({ kind: 'trailing-data', label: 'PNG trailing data (after IEND)' }, item.text);
  }
  if (info.format === 'jpeg') {
    const jpeg = readJpegText(bytes);
    for (const comment of jpeg.comments)
      add({ kind: 'jpeg-comment', label: 'JPEG comment (COM segment)' }, comment);
    add({ kind: 'trailing-data', label: 'JPEG trailing data (after EOI)' }, jpeg.trailing);
  }
  if (info.format === 'gif') {
    const gif = readGifText(bytes);
    for (const comment of gif.comments) add({ kind: 'gif-comment', label: 'GIF comment extension' }, comment);
    if (metadata.xmp === undefined) for (const packet of gif.xmp) await addXmp(packet, '', add);
    add({ kind: 'trailing-data', label: 'GIF trailing data (after the trailer)' }, gif.trailing);
  }
  if (info.format === 'webp') {
    const webp = readWebpText(bytes);
    for (const chunk of webp.chunks)
      add({ kind: 'webp-chunk', label: `WebP chunk '${chunk.type}'` }, chunk.text);
    add({ kind: 'trailing-data', label: 'WebP trailing data (after the RIFF container)' }, webp.trailing);
  }
  return sources;
}

type AddSource = (source: Omit<TextSource, 'text'>, text: string) => void;

async function addExif(exif: Uint8Array, where: string, add: AddSource): Promise<void> {
  for (const [tag, value] of Object.entries(await parseExif(exif)))
    add({ kind: 'exif', label: `EXIF ${tag}${where}` }, value);
}

async function addXmp(xmp: Uint8Array, where: string, add: AddSource): Promise<void> {
  for (const [field, value] of await parseXmp(xmp))
    add({ kind: 'xmp', label: `XMP ${field}${where}` }, value);
}

/** Parses an EXIF block (with or without the "Exif\0\0" prefix) into tag -> text. */
export async function parseExif(exif: Uint8Array): Promise<Record<string, string>> {
  const prefix = new TextDecoder('latin1').decode(exif.subarray(0, 6));
  const tiff = prefix === 'Exif\0\0' ? exif.subarray(6) : exif;
  // The block is read as a TIFF file, not as exifr's 'tiff' sidecar: the sidecar path rebuilds its options
  // from the segment's alone, drops the global `userComment` switch and so never returns UserComment.
  const parsed = await parseFile(Buffer.from(tiff), {
    tiff: true,
    exif: true,
    userComment: true,
    gps: false,
    interop: false,
    ifd1: false,
    xmp: false,
    icc: false,
    iptc: false,
    jfif: false,
    ihdr: false,
    translateValues: false,
    mergeOutput: true,
  }).catch(() => undefined);
  const out: Record<string, string> = {};
  if (typeof parsed !== 'object' || parsed === null) return out;
  for (const [tag, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (EXIF_NON_TEXT_TAGS.has(tag)) continue;
    // exifr hands UserComment over apart from the EXIF block's tags, as `userComment`.
    const name = tag === 'userComment' ? 'UserComment' : tag;
    const text =
      name === 'UserComment'
        ? decodeUserComment(value)
        : name.startsWith('XP')
          ? decodeWindowsText(value)
          : exifValueText(value);
    if (text !== undefined) out[name] = text;
  }
  return out;
}

/** EXIF UserComment: an 8-byte character code ("ASCII\0\0\0", "UNICODE\0", "JIS\0…") then the text. */
export function decodeUserComment(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const bytes = toBytes(value);
  if (bytes === undefined) return undefined;
  const code = new TextDecoder('latin1').decode(bytes.subarray(0, 8)).replace(/\0+$/, '');
  const body = bytes.subarray(8);
  if (code === 'UNICODE') {
    // UCS-2 in the file's byte order; guess little-endian when the high bytes come second.
    const littleEndian = body.length >= 2 && body[1] === 0 && body[0] !== 0;
    return new TextDecoder(littleEndian ? 'utf-16le' : 'utf-16be').decode(body);
  }
  return decodeMetadataText(code === '' || code === 'ASCII' ? body : bytes);
}

/** Windows XPComment, XPTitle, XPSubject, XPKeywords, XPAuthor: UCS-2 little-endian bytes (or already text). */
export function decodeWindowsText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const bytes = toBytes(value);
  if (bytes === undefined) return undefined;
  return new TextDecoder('utf-16le').decode(bytes).replace(/\0+$/, '');
}

function exifValueText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(' ');
  return undefined;
}

function toBytes(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'number')) return Uint8Array.from(value);
  return undefined;
}

/** Parses an XMP packet into [field, text] pairs such as ["dc:description", "…"]. */
export async function parseXmp(xmp: Uint8Array): Promise<Array<[string, string]>> {
  const parsed = await sidecar(Buffer.from(xmp), { xmp: { parse: true }, mergeOutput: false }, 'xmp').catch(
    () => undefined,
  );
  const out: Array<[string, string]> = [];
  if (typeof parsed !== 'object' || parsed === null) {
    // exifr could not parse it; the packet may still carry text, so scan it raw.
    const raw = decodeXmlEntities(decodeMetadataText(xmp));
    if (raw.trim() !== '') out.push(['packet', raw]);
    return out;
  }
  for (const [namespace, fields] of Object.entries(parsed as Record<string, unknown>)) {
    // Namespace declarations and the x:xmpmeta/rdf wrappers carry URIs, not text.
    if (namespace === 'xmlns' || namespace === 'x' || namespace === 'rdf') continue;
    collectStrings(fields, `${namespace}:`, out, true);
  }
  return out;
}

/** Walks parsed XMP values: plain strings, language alternatives ({lang, value}) and arrays (Bag/Seq). */
function collectStrings(value: unknown, path: string, out: Array<[string, string]>, top = false): void {
  if (typeof value === 'string') {
    // exifr leaves character references as written: the model reading the image would see them decoded.
    out.push([path, decodeXmlEntities(value)]);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, path, out);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if ('value' in record && !top) {
      collectStrings(record.value, path, out);
      return;
    }
    for (const [key, child] of Object.entries(record)) {
      if (key === 'lang') continue;
      collectStrings(child, top ? `${path}${key}` : `${path}/${key}`, out);
    }
  }
}

/** Parses an IPTC block (as libvips hands it over) into dataset name -> text. */
export async function parseIptc(iptc: Uint8Array): Promise<Record<string, string>> {
  const parsed = await sidecar(Buffer.from(iptc), { mergeOutput: true }, 'iptc').catch(() => undefined);
  const out: Record<string, string> = {};
  if (typeof parsed !== 'object' || parsed === null) return out;
  for (const [tag, value] of Object.entries(parsed as Record<string, unknown>)) {
    const text = exifValueText(value);
    if (text !== undefined) out[tag] = text;
  }
  return out;
}
