/** The closed sets of values of the service contract: category codes, confidences and service tiers. */

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

/** A short, user-facing name for the JSON type of `value`. */
export function describeJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
