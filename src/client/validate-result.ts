/** Checks a remote service's answer against the contract's scan result schema before anything uses it. */
import type { ImageScanReport, ScanResult } from '../api/contract.js';
import { describeResultError, IMAGE_REPORT_SCHEMA } from '../api/schemas.js';
import { contractValidators, firstError } from '../api/validate.js';
import { ErrorCode, PiScanError } from '../errors.js';

/**
 * Validates `json` as a scan result (CHECKED_SCAN_RESULT_SCHEMA, the schema the server answers with)
 * and returns a clean copy (unknown fields dropped). Throws a service error (exit 3) naming the first
 * field that is missing or wrong.
 */
export function validateScanResult(json: unknown): ScanResult {
  const validate = contractValidators().scanResult;
  if (!validate(json)) {
    throw new PiScanError(
      ErrorCode.Service,
      `the service returned a malformed scan result: ${describeResultError(firstError(validate))}`,
    );
  }
  const body = json as ScanResult;
  const result: ScanResult = {
    is_safe: body.is_safe,
    categories: body.categories.map(({ code, confidence }) => ({ code, confidence })),
    request_id: body.request_id,
    api_key_id: body.api_key_id,
    request_units: body.request_units,
    billed_request_units: body.billed_request_units,
    service_tier: body.service_tier,
  };
  if (body.reason !== undefined) result.reason = body.reason;
  // Image endpoints add what was read in the image; kept, so remote and local outputs match.
  if (body.image !== undefined) result.image = imageReport(body.image);
  return result;
}

/**
 * A clean copy of a validated image report: the fields IMAGE_REPORT_SCHEMA lists, in its order (the
 * engine's), so a field added to the schema is kept here without a second list to update.
 */
function imageReport(report: ImageScanReport): ImageScanReport {
  const source = report as unknown as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(IMAGE_REPORT_SCHEMA.properties)) {
    const value = source[key];
    copy[key] = Array.isArray(value) ? [...value] : value;
  }
  return copy as unknown as ImageScanReport;
}
