/**
 * The scanning service contract (../shared/spec/service-spec.md), shared by the CLI's offline scan,
 * the server and the remote client: category codes, scan options, request parsing (validated by the
 * schemas of schemas.ts), the scan result and the single function that decides `is_safe`.
 */
import type { ValidateFunction } from 'ajv';
import { UsageError } from '../errors.js';
import {
  CATEGORY_CODES,
  type CategoryCode,
  CONFIDENCES,
  type Confidence,
  type ServiceTier,
} from './codes.js';
import { meetsMinimumConfidence } from './confidence.js';
import { randomUuid } from './random-uuid.js';
import { describeSchemaError } from './schemas.js';
import { contractValidators, firstError } from './validate.js';

export {
  CATEGORY_CODES,
  type CategoryCode,
  CONFIDENCES,
  type Confidence,
  describeJsonType,
  SERVICE_TIERS,
  type ServiceTier,
} from './codes.js';

/** A detected category with its confidence, as the spec's "category entry". */
export interface CategoryEntry {
  code: CategoryCode;
  confidence: Confidence;
}

/** The spec's scan options (`only`, `exclude`, `minimum_confidence`), already validated. */
export interface ScanOptions {
  only?: readonly CategoryCode[];
  exclude?: readonly CategoryCode[];
  minimumConfidence: Confidence;
}

/** The spec's scan result, returned by every scan endpoint and printed by every scan command. */
export interface ScanResult {
  is_safe: boolean;
  categories: CategoryEntry[];
  reason?: string;
  request_id: string;
  api_key_id: string;
  request_units: number;
  billed_request_units: number;
  service_tier: ServiceTier;
  /** Image scans only (an extension of the spec's result): what was read in the image. */
  image?: ImageScanReport;
}

/** What an image scan read: frames, and warnings about anything it did not read. */
export interface ImageScanReport {
  format: string;
  width: number;
  height: number;
  /** Frames in the file (1 for a still image). */
  frames: number;
  /** Distinct frames read by OCR. */
  frames_read: number;
  /** Frames identical to an earlier frame (not read again). */
  frames_duplicate: number;
  /** Frames not read: past the distinct-frame limit. Non-zero always comes with a warning. */
  frames_skipped: number;
  /** OCR passes that ran, in order: "plain", "normalized", "upscaled (frame 2)", … */
  passes: string[];
  /** OCR passes that would have run but did not fit in the time budget. */
  passes_skipped: string[];
  /** The time budget of the image, in ms. */
  budget_ms: number;
  /** True when the budget ran out before every useful pass ran (then a warning says which did not). */
  budget_exhausted: boolean;
  /** OCR words kept, over all passes. */
  words: number;
  /** OCR words dropped under the confidence floor (unreadable), over all passes. */
  unreadable_words: number;
  /** Human-readable warnings (frames or passes skipped); `pi-scan image` prints them on stderr. */
  warnings: string[];
}

/** Default scan options: every category, every confidence. */
export const DEFAULT_SCAN_OPTIONS: ScanOptions = { minimumConfidence: 'medium' };

/** Characters per request unit: a scan costs 1 unit per started 1,000 characters (at least 1). */
export const CHARACTERS_PER_UNIT = 1000;

/** Request units for content of `length` characters (UTF-16 code units): ceil(length / 1000), at least 1. */
export function computeRequestUnits(length: number): number {
  return Math.max(1, Math.ceil(length / CHARACTERS_PER_UNIT));
}

/** True when `value` is one of the four category codes. */
export function isCategoryCode(value: unknown): value is CategoryCode {
  return typeof value === 'string' && (CATEGORY_CODES as readonly string[]).includes(value);
}

/** True when `value` is `medium` or `high`. */
export function isConfidence(value: unknown): value is Confidence {
  return typeof value === 'string' && (CONFIDENCES as readonly string[]).includes(value);
}

/**
 * Validates a list of category codes. `field` names the option in the message
 * (`--only`, `only`, …). Throws a UsageError naming the bad entry and the four valid codes.
 */
export function parseCategoryCodes(values: readonly unknown[], field: string): CategoryCode[] {
  const codes: CategoryCode[] = [];
  for (const value of values) {
    if (!isCategoryCode(value)) {
      throw new UsageError(
        `${field}: unknown category ${JSON.stringify(value)}; valid categories are ${CATEGORY_CODES.join(', ')}`,
      );
    }
    if (!codes.includes(value)) codes.push(value);
  }
  return codes;
}

/** Parses a comma-separated category list such as `context_injection,data_exfiltration`. */
export function parseCategoryList(list: string, field: string): CategoryCode[] {
  const items = list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) {
    throw new UsageError(
      `${field}: expected a comma-separated list of categories (${CATEGORY_CODES.join(', ')})`,
    );
  }
  return parseCategoryCodes(items, field);
}

/**
 * Builds validated {@link ScanOptions}. `names` says how the caller spells the fields in messages
 * (flags on the CLI, JSON fields in the API). `only` together with `exclude` is a usage error.
 */
export function createScanOptions(
  input: {
    only?: readonly CategoryCode[] | undefined;
    exclude?: readonly CategoryCode[] | undefined;
    minimumConfidence?: unknown;
  },
  names: { only: string; exclude: string; minimumConfidence: string } = {
    only: 'only',
    exclude: 'exclude',
    minimumConfidence: 'minimum_confidence',
  },
): ScanOptions {
  if (input.only !== undefined && input.exclude !== undefined) {
    throw new UsageError(`${names.only} and ${names.exclude} cannot be used together; choose one`);
  }
  // An empty `only` would switch detection off and answer "safe" to anything: refuse it (fail closed).
  if (input.only !== undefined && input.only.length === 0) {
    throw new UsageError(
      `${names.only} must name at least one category (${CATEGORY_CODES.join(', ')}); leave it out to detect every category`,
    );
  }
  const minimumConfidence = input.minimumConfidence ?? 'medium';
  if (!isConfidence(minimumConfidence)) {
    throw new UsageError(
      `${names.minimumConfidence}: expected "medium" or "high", got ${JSON.stringify(minimumConfidence)}`,
    );
  }
  const options: ScanOptions = { minimumConfidence };
  if (input.only !== undefined) options.only = input.only;
  if (input.exclude !== undefined) options.exclude = input.exclude;
  return options;
}

/** A parsed text scan request: the body of `POST /v1/prompt-injection/text` and of a `--jsonl` line. */
export interface TextScanRequest {
  content: string;
  options: ScanOptions;
}

/**
 * Validates a JSON value as a text scan request against {@link TEXT_SCAN_REQUEST_SCHEMA}. Throws a
 * UsageError naming the field and what was wrong.
 */
export function parseTextScanRequest(body: unknown): TextScanRequest {
  const record = validated<{ content: string }>(
    contractValidators().textScanRequest,
    body,
    '{"content": "text to scan"}',
  );
  return { content: record.content, options: scanOptionsFromFields(record) };
}

/** A parsed image scan request: the body of `POST /v1/prompt-injection/image` and of a `--jsonl` line. */
export interface ImageScanRequest {
  /** The image as base64, not yet decoded. */
  image: string;
  options: ScanOptions;
}

/** Validates a JSON value as an image scan request against {@link IMAGE_SCAN_REQUEST_SCHEMA}. */
export function parseImageScanRequest(body: unknown): ImageScanRequest {
  const record = validated<{ image: string }>(
    contractValidators().imageScanRequest,
    body,
    '{"image": "<base64>"}',
  );
  return { image: record.image, options: scanOptionsFromFields(record) };
}

/** Validates option fields (`only`, `exclude`, `minimum_confidence`) read from a form into JSON values. */
export function parseScanOptionFields(fields: Record<string, unknown>): ScanOptions {
  return scanOptionsFromFields(
    validated<object>(contractValidators().scanOptions, fields, '{"only": [...]}'),
  );
}

/** `body` once `validate` accepts it; else a UsageError naming the field (`example` shows a valid body). */
function validated<T>(validate: ValidateFunction, body: unknown, example: string): T & ScanOptionFields {
  if (!validate(body)) throw new UsageError(describeSchemaError(firstError(validate), example));
  return body as T & ScanOptionFields;
}

/** The option fields of a request body that passed its schema (null means absent). */
export interface ScanOptionFields {
  only?: readonly CategoryCode[] | null;
  exclude?: readonly CategoryCode[] | null;
  minimum_confidence?: Confidence | null;
}

/** ScanOptions from option fields that passed the schema: nulls dropped, repeated codes once. */
export function scanOptionsFromFields(fields: ScanOptionFields): ScanOptions {
  const options: ScanOptions = { minimumConfidence: fields.minimum_confidence ?? 'medium' };
  if (fields.only !== undefined && fields.only !== null) options.only = [...new Set(fields.only)];
  if (fields.exclude !== undefined && fields.exclude !== null) options.exclude = [...new Set(fields.exclude)];
  return options;
}

/** Keeps the detected categories that survive `only`, `exclude` and `minimumConfidence`. */
export function applyScanOptions(
  categories: readonly CategoryEntry[],
  options: ScanOptions,
): CategoryEntry[] {
  return categories.filter(
    (entry) =>
      (options.only === undefined || options.only.includes(entry.code)) &&
      (options.exclude === undefined || !options.exclude.includes(entry.code)) &&
      meetsMinimumConfidence(entry.confidence, options.minimumConfidence),
  );
}

/** One plain-language explanation of a detection, tagged with the category it supports. */
export interface ScanExplanation {
  code: CategoryCode;
  /** e.g. "asks the model to ignore its previous instructions (context_injection, high)". */
  text: string;
}

/** What a scan found before filtering: detected categories and the explanations behind them, strongest first. */
export interface ScanFindings {
  categories: readonly CategoryEntry[];
  explanations: readonly ScanExplanation[];
}

/** At most this many explanations are joined into `reason`. */
const MAX_REASON_PARTS = 3;

/** Who asked and how much content there was: the non-verdict fields of a scan result. */
export interface ScanAccounting {
  apiKeyId: string;
  contentLength: number;
  serviceTier: ServiceTier;
  requestId?: string;
}

/**
 * THE function that decides a verdict, used by the CLI, the server and the client alike.
 * `is_safe` is false exactly when at least one detected category survives `only`, `exclude` and
 * `minimum_confidence`; `categories` is empty when safe; `reason` is present exactly when unsafe.
 */
export function buildScanResult(
  findings: ScanFindings,
  options: ScanOptions,
  accounting: ScanAccounting,
): ScanResult {
  const categories = applyScanOptions(findings.categories, options);
  const units = computeRequestUnits(accounting.contentLength);
  const result: ScanResult = {
    is_safe: categories.length === 0,
    categories,
    request_id: accounting.requestId ?? randomUuid(),
    api_key_id: accounting.apiKeyId,
    request_units: units,
    billed_request_units: units,
    service_tier: accounting.serviceTier,
  };
  if (!result.is_safe) {
    const kept = new Set(categories.map((entry) => entry.code));
    const parts = findings.explanations.filter((e) => kept.has(e.code)).map((e) => e.text);
    result.reason =
      parts.length > 0
        ? capitalize([...new Set(parts)].slice(0, MAX_REASON_PARTS).join('; '))
        : `Detected ${categories.map((c) => `${c.code} (${c.confidence})`).join(', ')}`;
  }
  return result;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
