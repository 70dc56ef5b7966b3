/**
 * The scanning service contract (../shared/spec/service-spec.md), shared by the CLI's offline scan,
 * the server and the remote client: category codes, scan options, the scan result and the single
 * function that decides `is_safe`.
 */
import { randomUUID } from 'node:crypto';
import { UsageError } from '../errors.js';

/** The four category codes, in the order the spec lists them. */
export const CATEGORY_CODES = [
  'output_manipulation',
  'context_injection',
  'data_exfiltration',
  'unauthorized_actions',
] as const;

/** One of {@link CATEGORY_CODES}. */
export type CategoryCode = (typeof CATEGORY_CODES)[number];

/** Confidence levels, weakest first. */
export const CONFIDENCES = ['medium', 'high'] as const;

/** One of {@link CONFIDENCES}. */
export type Confidence = (typeof CONFIDENCES)[number];

/** Service tiers the spec allows. */
export const SERVICE_TIERS = ['low', 'standard', 'dedicated'] as const;

/** One of {@link SERVICE_TIERS}. */
export type ServiceTier = (typeof SERVICE_TIERS)[number];

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

/** Validates a JSON value as a text scan request. Throws a UsageError/InputError with a clear message. */
export function parseTextScanRequest(body: unknown): TextScanRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new UsageError('request body must be a JSON object like {"content": "text to scan"}');
  }
  const record = body as Record<string, unknown>;
  if (!('content' in record) || record.content === undefined) {
    throw new UsageError('missing required field "content" (the text to scan)');
  }
  if (typeof record.content !== 'string') {
    throw new UsageError(`field "content" must be a string, got ${describeJsonType(record.content)}`);
  }
  return { content: record.content, options: parseScanOptionFields(record) };
}

/** Validates the `only`, `exclude` and `minimum_confidence` fields of a JSON request body. */
export function parseScanOptionFields(record: Record<string, unknown>): ScanOptions {
  const list = (field: 'only' | 'exclude'): CategoryCode[] | undefined => {
    const value = record[field];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) {
      throw new UsageError(
        `field "${field}" must be an array of category codes, got ${describeJsonType(value)}`,
      );
    }
    return parseCategoryCodes(value, field);
  };
  return createScanOptions({
    only: list('only'),
    exclude: list('exclude'),
    minimumConfidence: record.minimum_confidence ?? undefined,
  });
}

/** A short, user-facing name for the JSON type of `value`. */
export function describeJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
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
      (options.minimumConfidence === 'medium' || entry.confidence === 'high'),
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
    request_id: accounting.requestId ?? randomUUID(),
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
