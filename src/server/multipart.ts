/** Reads the form of `POST /v1/prompt-injection/image/multipart` into an image and its scan options. */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  type CategoryCode,
  createScanOptions,
  parseCategoryCodes,
  parseCategoryList,
  type ScanOptions,
} from '../api/contract.js';
import { ErrorCode, InputError, PiScanError, UsageError } from '../errors.js';

/** Form fields the endpoint reads. Any other text field is ignored, like unknown JSON fields. */
const OPTION_FIELDS = ['only', 'exclude', 'minimum_confidence'] as const;

/** Busboy limits for the form: one file, a handful of short fields. */
export function multipartLimits(maxImageBytes: number) {
  return { fileSize: maxImageBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 50 };
}

/** The image bytes and validated options from a multipart scan request. */
export interface MultipartScanRequest {
  image: Buffer;
  options: ScanOptions;
}

/** Consumes the whole form. Throws 400/413 errors that name the offending field. */
export async function readMultipartScan(
  request: FastifyRequest,
  maxImageBytes: number,
): Promise<MultipartScanRequest> {
  let image: Buffer | undefined;
  const fields = new Map<string, string>();
  for await (const part of request.parts({ limits: multipartLimits(maxImageBytes) })) {
    await readPart(part, fields, (bytes) => {
      image = bytes;
    });
  }
  if (image === undefined) {
    throw new InputError('missing form field "image"; attach the image file in a field named "image"');
  }
  return { image, options: parseFormOptions(fields) };
}

async function readPart(part: Multipart, fields: Map<string, string>, onImage: (bytes: Buffer) => void) {
  if (part.type === 'file') {
    if (part.fieldname !== 'image') {
      part.file.resume();
      const field = typeof part.fieldname === 'string' ? `"${clip(part.fieldname)}"` : 'without a name';
      throw new InputError(`unexpected file field ${field}; send the image in a field named "image"`);
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) {
      throw new PiScanError(ErrorCode.TooLarge, 'image is larger than the limit; send a smaller image');
    }
    onImage(bytes);
    return;
  }
  const name: unknown = part.fieldname;
  if (typeof name !== 'string') return;
  if (name === 'image') {
    throw new InputError('form field "image" must be a file upload, not a text field');
  }
  if (!(OPTION_FIELDS as readonly string[]).includes(name)) return;
  if (part.valueTruncated) {
    throw new PiScanError(ErrorCode.TooLarge, `form field "${name}" is too long`);
  }
  if (fields.has(name)) {
    throw new UsageError(`form field "${name}" was sent more than once; send it once`);
  }
  fields.set(name, typeof part.value === 'string' ? part.value : JSON.stringify(part.value));
}

/** Parses `only`/`exclude` (a JSON array or a comma-separated list) and `minimum_confidence`. */
export function parseFormOptions(fields: ReadonlyMap<string, string>): ScanOptions {
  const list = (name: 'only' | 'exclude'): CategoryCode[] | undefined => {
    const raw = fields.get(name)?.trim();
    if (raw === undefined) return undefined;
    // `only=` sent empty is an empty filter, refused by createScanOptions; an empty `exclude` excludes nothing.
    if (raw === '') return name === 'only' ? [] : undefined;
    if (!raw.startsWith('[')) return parseCategoryList(raw, name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new UsageError(`form field "${name}" starts with "[" but is not a valid JSON array`);
    }
    if (!Array.isArray(parsed)) {
      throw new UsageError(`form field "${name}" must be a JSON array or a comma-separated list`);
    }
    return parseCategoryCodes(parsed, name);
  };
  const minimum = fields.get('minimum_confidence')?.trim();
  return createScanOptions({
    only: list('only'),
    exclude: list('exclude'),
    minimumConfidence: minimum === '' ? undefined : minimum,
  });
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
