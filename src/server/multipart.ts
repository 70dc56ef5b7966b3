/** Reads the form of `POST /v1/prompt-injection/image/multipart` into an image and its scan options. */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { CATEGORY_CODES, parseScanOptionFields, type ScanOptions } from '../api/contract.js';
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

/**
 * Reads `only`/`exclude` (a JSON array or a comma-separated list) and `minimum_confidence` into JSON
 * values, then validates them with the contract's option schema, as the JSON endpoints do.
 */
export function parseFormOptions(fields: ReadonlyMap<string, string>): ScanOptions {
  const request: Record<string, unknown> = {};
  for (const name of ['only', 'exclude'] as const) {
    const raw = fields.get(name)?.trim();
    if (raw === undefined) continue;
    // `only=` sent empty is an empty filter, refused by the schema; an empty `exclude` excludes nothing.
    if (raw === '') {
      if (name === 'only') request.only = [];
      continue;
    }
    request[name] = raw.startsWith('[') ? parseJsonArray(raw, name) : splitList(raw, name);
  }
  const minimum = fields.get('minimum_confidence')?.trim();
  if (minimum !== undefined && minimum !== '') request.minimum_confidence = minimum;
  return parseScanOptionFields(request);
}

function parseJsonArray(raw: string, name: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new UsageError(`form field "${name}" starts with "[" but is not a valid JSON array`);
  }
  if (!Array.isArray(parsed)) {
    throw new UsageError(`form field "${name}" must be a JSON array or a comma-separated list`);
  }
  return parsed;
}

function splitList(raw: string, name: string): string[] {
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) {
    throw new UsageError(
      `${name}: expected a comma-separated list of categories (${CATEGORY_CODES.join(', ')})`,
    );
  }
  return items;
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
