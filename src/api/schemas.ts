/**
 * The service contract as JSON Schema: the one source of truth for validating scan requests (the
 * server's routes, the CLI's `--jsonl` lines) and scan results (the server's responses, the remote
 * client's check), and for the OpenAPI document. {@link describeSchemaError} turns the first ajv error
 * into the message a caller reads: it names the field and what was wrong.
 */
import type { ErrorObject } from 'ajv';
import { CATEGORY_CODES, CONFIDENCES, describeJsonType, SERVICE_TIERS } from './codes.js';

const categoryList = (description: string) => ({
  type: ['array', 'null'],
  items: { type: 'string', enum: [...CATEGORY_CODES] },
  description,
});

/** `only`, `exclude` and `minimum_confidence`, shared by the text and image requests. */
const SCAN_OPTION_PROPERTIES = {
  only: {
    ...categoryList('Detect only these categories; mutually exclusive with exclude; at least one.'),
    minItems: 1,
  },
  exclude: categoryList('Leave these categories out of detection; mutually exclusive with only.'),
  minimum_confidence: {
    type: ['string', 'null'],
    enum: [...CONFIDENCES, null],
    description: 'medium (default) returns every detection; high only high-confidence ones.',
  },
} as const;

// `only` and `exclude` both as arrays (null counts as absent). Typed object, so a non-object body
// reports its own type error first.
const ONLY_WITH_EXCLUDE = {
  type: 'object',
  required: ['only', 'exclude'],
  properties: { only: { type: 'array' }, exclude: { type: 'array' } },
} as const;

/** The option fields alone: what the multipart form's text fields become once read into lists. */
export const SCAN_OPTIONS_SCHEMA = {
  $id: 'ScanOptions',
  type: 'object',
  properties: SCAN_OPTION_PROPERTIES,
  not: ONLY_WITH_EXCLUDE,
} as const;

/** Body of `POST /v1/prompt-injection/text` and of a `pi-scan text --jsonl` line. */
export const TEXT_SCAN_REQUEST_SCHEMA = {
  $id: 'TextScanRequest',
  type: 'object',
  required: ['content'],
  properties: {
    content: { type: 'string', description: 'The text to scan.' },
    ...SCAN_OPTION_PROPERTIES,
  },
  not: ONLY_WITH_EXCLUDE,
} as const;

/** Body of `POST /v1/prompt-injection/image` and of a `pi-scan image --jsonl` line. */
export const IMAGE_SCAN_REQUEST_SCHEMA = {
  $id: 'ImageScanRequest',
  type: 'object',
  required: ['image'],
  properties: {
    image: {
      type: 'string',
      description:
        'The image bytes as base64 (PNG, JPEG, GIF or WebP); a data: URL prefix and line breaks are accepted.',
    },
    ...SCAN_OPTION_PROPERTIES,
  },
  not: ONLY_WITH_EXCLUDE,
} as const;

/** The form of `POST /v1/prompt-injection/image/multipart` (documentation; busboy reads it). */
export const MULTIPART_SCAN_REQUEST_SCHEMA = {
  type: 'object',
  required: ['image'],
  properties: {
    image: { type: 'string', format: 'binary', description: 'The image file: PNG, JPEG, GIF or WebP.' },
    only: {
      type: 'string',
      description: 'A JSON array or a comma-separated list of categories to detect; exclusive with exclude.',
    },
    exclude: {
      type: 'string',
      description: 'A JSON array or a comma-separated list of categories to leave out; exclusive with only.',
    },
    minimum_confidence: { type: 'string', enum: [...CONFIDENCES] },
  },
} as const;

/** A detected category with its confidence. */
export const CATEGORY_ENTRY_SCHEMA = {
  type: 'object',
  required: ['code', 'confidence'],
  properties: {
    code: { type: 'string', enum: [...CATEGORY_CODES] },
    confidence: { type: 'string', enum: [...CONFIDENCES] },
  },
} as const;

const count = { type: 'integer', minimum: 0 } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;

/**
 * What an image scan read (ImageScanReport): an extension of the spec's result that the image endpoints
 * add, so that `pi-scan image --remote` prints what `pi-scan image` prints.
 */
export const IMAGE_REPORT_SCHEMA = {
  type: 'object',
  description: 'Image scans only: what was read in the image (frames, OCR passes, time budget, warnings).',
  required: [
    'format',
    'width',
    'height',
    'frames',
    'frames_read',
    'frames_duplicate',
    'frames_skipped',
    'passes',
    'passes_skipped',
    'budget_ms',
    'budget_exhausted',
    'words',
    'unreadable_words',
    'warnings',
  ],
  properties: {
    format: { type: 'string' },
    width: count,
    height: count,
    frames: count,
    frames_read: count,
    frames_duplicate: count,
    frames_skipped: count,
    passes: strings,
    passes_skipped: strings,
    budget_ms: count,
    budget_exhausted: { type: 'boolean' },
    words: count,
    unreadable_words: count,
    warnings: strings,
  },
} as const;

/** The scan result of every scan endpoint; `reason` is required exactly when `is_safe` is false. */
export const SCAN_RESULT_SCHEMA = {
  $id: 'ScanResult',
  type: 'object',
  required: [
    'is_safe',
    'categories',
    'request_id',
    'api_key_id',
    'request_units',
    'billed_request_units',
    'service_tier',
  ],
  properties: {
    is_safe: { type: 'boolean', description: 'false when prompt injection is detected' },
    categories: { type: 'array', items: CATEGORY_ENTRY_SCHEMA },
    reason: {
      type: 'string',
      description: 'Why the content was flagged; present exactly when is_safe is false.',
    },
    request_id: { type: 'string', minLength: 1 },
    api_key_id: { type: 'string', minLength: 1 },
    request_units: { type: 'number', minimum: 0 },
    billed_request_units: { type: 'number', minimum: 0 },
    service_tier: { type: 'string', enum: [...SERVICE_TIERS] },
    image: IMAGE_REPORT_SCHEMA,
  },
} as const;

/**
 * {@link SCAN_RESULT_SCHEMA} plus the spec's rule that `reason` is present when `is_safe` is false: what
 * the client checks a remote answer against. (The server serializes with the plain schema, so the rule
 * costs nothing per response; its results satisfy it by construction in buildScanResult.)
 */
export const CHECKED_SCAN_RESULT_SCHEMA = {
  ...SCAN_RESULT_SCHEMA,
  $id: 'CheckedScanResult',
  if: { type: 'object', required: ['is_safe'], properties: { is_safe: { const: false } } },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
  then: { required: ['reason'] },
} as const;

/** Every error answer: `{"error": "<message>"}`. */
export const ERROR_SCHEMA = {
  $id: 'Error',
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' } },
} as const;

/** What each request field is, for "missing required field" messages. */
const FIELD_HINTS: Readonly<Record<string, string>> = {
  content: 'the text to scan',
  image: 'the image bytes encoded as base64',
};

/**
 * The message for the first ajv error (ajv must run with `verbose: true`, so `data` is set) of a scan
 * request. `example` shows a valid body, e.g. `{"content": "text to scan"}`.
 */
export function describeSchemaError(error: ErrorObject, example: string): string {
  const path = error.instancePath.split('/').slice(1);
  const field = path[0];
  const data: unknown = error.data;
  if (field === undefined) {
    if (error.keyword === 'type') return `request body must be a JSON object like ${example}`;
    if (error.keyword === 'required') {
      const missing = String((error.params as { missingProperty?: unknown }).missingProperty);
      const hint = FIELD_HINTS[missing];
      return `missing required field "${missing}"${hint === undefined ? '' : ` (${hint})`}`;
    }
    if (error.keyword === 'not') return 'only and exclude cannot be used together; choose one';
    return `request body ${error.message ?? 'is invalid'}`;
  }
  if (field === 'only' || field === 'exclude') {
    if (path.length > 1) {
      return `${field}: unknown category ${JSON.stringify(data)}; valid categories are ${CATEGORY_CODES.join(', ')}`;
    }
    if (error.keyword === 'minItems') {
      return `only must name at least one category (${CATEGORY_CODES.join(', ')}); leave it out to detect every category`;
    }
    return `field "${field}" must be an array of category codes, got ${describeJsonType(data)}`;
  }
  if (field === 'minimum_confidence') {
    return `minimum_confidence: expected "medium" or "high", got ${JSON.stringify(data)}`;
  }
  if (field === 'image') return `field "image" must be a base64 string, got ${describeJsonType(data)}`;
  if (error.keyword === 'type') {
    return `field "${field}" must be ${article(String((error.params as { type?: unknown }).type))}, got ${describeJsonType(data)}`;
  }
  return `field "${path.join('.')}" ${error.message ?? 'is invalid'}`;
}

/** The message for the first ajv error of a scan result, naming the field like `categories[0].code`. */
export function describeResultError(error: ErrorObject): string {
  const field = error.instancePath
    .split('/')
    .slice(1)
    .reduce(
      (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name === '' ? part : `${name}.${part}`),
      '',
    );
  const data: unknown = error.data;
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: unknown }).missingProperty);
    const name = field === '' ? missing : `${field}.${missing}`;
    if (missing === 'reason') return '"reason" is missing although "is_safe" is false';
    return `"${name}" is missing`;
  }
  if (field === '') return `expected a JSON object, got ${describeJsonType(data)}`;
  const shown = typeof data === 'string' ? JSON.stringify(data.slice(0, 40)) : describeJsonType(data);
  return `"${field}" should be ${expectation(error)}, got ${shown}`;
}

function expectation(error: ErrorObject): string {
  const schema = error.parentSchema as { type?: unknown; enum?: unknown[]; minLength?: number } | undefined;
  if (schema?.enum !== undefined) return `one of ${schema.enum.join(', ')}`;
  if (schema?.type === 'object') return 'an object {code, confidence}';
  if (schema?.type === 'string') return schema.minLength === 1 ? 'a non-empty string' : 'a string';
  if (schema?.type === 'number') return 'a non-negative number';
  return article(String(schema?.type ?? 'valid'));
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
