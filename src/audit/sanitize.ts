/** Sanitizing audit event values: no control characters, bounded lengths (spec "Limits"). */

/** Default limit for string fields, in characters. */
export const MAX_STRING_LENGTH = 500;
/** Limit for `context.location` (an IP address). */
export const MAX_LOCATION_LENGTH = 45;
/** Limit for `context.userAgent`. */
export const MAX_USER_AGENT_LENGTH = 500;

// C0 and C1 control characters, plus the bidirectional overrides that can make a log line lie to a reader.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Removes control characters and truncates to `max` characters (code points, never half a pair). */
export function sanitizeString(value: string, max: number = MAX_STRING_LENGTH): string {
  const stripped = value.replace(CONTROL, '');
  const characters = [...stripped];
  return characters.length <= max ? stripped : characters.slice(0, max).join('');
}

/** Sanitizes every string inside a JSON-like value, keeping its shape. */
export function sanitizeValue<T>(value: T, max: number = MAX_STRING_LENGTH): T {
  if (typeof value === 'string') return sanitizeString(value, max) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => sanitizeValue(item, max)) as T;
  if (typeof value === 'object' && value !== null) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[key] = sanitizeValue(item, max);
    return result as T;
  }
  return value;
}
