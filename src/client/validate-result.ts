/** Checks a remote service's answer against the spec's scan result before anything else uses it. */
import {
  CATEGORY_CODES,
  type CategoryEntry,
  CONFIDENCES,
  describeJsonType,
  isCategoryCode,
  isConfidence,
  type ScanResult,
  SERVICE_TIERS,
  type ServiceTier,
} from '../api/contract.js';
import { ErrorCode, PiScanError } from '../errors.js';

/**
 * Validates `json` as a scan result and returns a clean copy (unknown fields dropped). Throws a service
 * error (exit 3) naming the first field that is missing or wrong.
 */
export function validateScanResult(json: unknown): ScanResult {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw malformed(`expected a JSON object, got ${describeJsonType(json)}`);
  }
  const body = json as Record<string, unknown>;
  const isSafe = body.is_safe;
  if (typeof isSafe !== 'boolean') throw malformed(fieldProblem('is_safe', 'a boolean', isSafe));
  if (!Array.isArray(body.categories))
    throw malformed(fieldProblem('categories', 'an array', body.categories));
  const categories = body.categories.map((entry, index) => validateCategory(entry, index));
  const result: ScanResult = {
    is_safe: isSafe,
    categories,
    request_id: requireString(body, 'request_id'),
    api_key_id: requireString(body, 'api_key_id'),
    request_units: requireUnits(body, 'request_units'),
    billed_request_units: requireUnits(body, 'billed_request_units'),
    service_tier: requireTier(body.service_tier),
  };
  if (body.reason !== undefined && body.reason !== null) {
    if (typeof body.reason !== 'string') throw malformed(fieldProblem('reason', 'a string', body.reason));
    result.reason = body.reason;
  } else if (!isSafe) {
    throw malformed('"reason" is missing although "is_safe" is false');
  }
  return result;
}

function validateCategory(entry: unknown, index: number): CategoryEntry {
  const where = `categories[${index}]`;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw malformed(fieldProblem(where, 'an object {code, confidence}', entry));
  }
  const { code, confidence } = entry as Record<string, unknown>;
  if (!isCategoryCode(code))
    throw malformed(fieldProblem(`${where}.code`, `one of ${CATEGORY_CODES.join(', ')}`, code));
  if (!isConfidence(confidence)) {
    throw malformed(fieldProblem(`${where}.confidence`, `one of ${CONFIDENCES.join(', ')}`, confidence));
  }
  return { code, confidence };
}

function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '')
    throw malformed(fieldProblem(field, 'a non-empty string', value));
  return value;
}

function requireUnits(body: Record<string, unknown>, field: string): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw malformed(fieldProblem(field, 'a non-negative number', value));
  }
  return value;
}

function requireTier(value: unknown): ServiceTier {
  if (typeof value === 'string' && (SERVICE_TIERS as readonly string[]).includes(value))
    return value as ServiceTier;
  throw malformed(fieldProblem('service_tier', `one of ${SERVICE_TIERS.join(', ')}`, value));
}

function fieldProblem(field: string, expected: string, value: unknown): string {
  if (value === undefined) return `"${field}" is missing`;
  const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : describeJsonType(value);
  return `"${field}" should be ${expected}, got ${shown}`;
}

function malformed(problem: string): PiScanError {
  return new PiScanError(ErrorCode.Service, `the service returned a malformed scan result: ${problem}`);
}
