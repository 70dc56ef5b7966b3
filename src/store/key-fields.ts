/** Validation of the editable fields of organizations, projects and keys: names and expiration dates. */
import { InputError } from '../errors.js';

/** Longest accepted display name, in characters. */
export const MAX_NAME_LENGTH = 200;

/** Validates a display name: 1–200 characters, no control characters. Returns it trimmed. */
export function parseName(name: string, what = 'name'): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new InputError(`the ${what} is empty: give 1 to ${MAX_NAME_LENGTH} characters`);
  if (/[\u0000-\u001f\u007f-\u009f]/.test(trimmed)) {
    throw new InputError(`the ${what} contains control characters (tabs, newlines, escapes): remove them`);
  }
  const length = [...trimmed].length;
  if (length > MAX_NAME_LENGTH) {
    throw new InputError(`the ${what} is ${length} characters long: the limit is ${MAX_NAME_LENGTH}`);
  }
  return trimmed;
}

const DURATION_UNITS_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** Parses a duration such as `45m`, `24h`, `30d` or `2w` (or `0` when `allowZero`) to milliseconds. */
export function parseDuration(text: string, flag: string, options: { allowZero?: boolean } = {}): number {
  const trimmed = text.trim();
  if (options.allowZero === true && /^0+[mhdw]?$/.test(trimmed)) return 0;
  const match = /^(\d{1,6})([mhdw])$/.exec(trimmed);
  if (match === null || Number(match[1]) === 0) {
    throw new InputError(
      `${flag} expects a duration such as 45m, 24h, 30d or 2w${options.allowZero === true ? ' (or 0)' : ''}, got "${text}"`,
    );
  }
  return Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS];
}

// ISO 8601 calendar date, optionally with a time and a zone (Z or ±hh:mm); a time without a zone is UTC.
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Parses an ISO 8601 timestamp (date or date-time) to a Date; throws an InputError naming the flag. */
export function parseTimestamp(text: string, flag: string): Date {
  const match = ISO_8601.exec(text.trim());
  if (match === null) {
    throw new InputError(
      `${flag} expects an ISO 8601 date or timestamp such as 2030-01-31 or 2030-01-31T12:00:00Z, got "${text}"`,
    );
  }
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  // Date.parse rolls over impossible dates (2030-02-31); check the calendar and clock fields first.
  if (Number(month) < 1 || Number(month) > 12 || !validDay(year, month, day)) {
    throw new InputError(`${flag}: "${text}" is not a real date`);
  }
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) {
    throw new InputError(`${flag}: "${text}" is not a real time of day`);
  }
  const milliseconds = (fraction ?? '.0').slice(1, 4).padEnd(3, '0');
  const offset = zone === undefined ? 'Z' : zone.toUpperCase().replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const normalized =
    hour === undefined
      ? `${year}-${month}-${day}T00:00:00.000Z`
      : `${year}-${month}-${day}T${hour}:${minute}:${second ?? '00'}.${milliseconds}${offset}`;
  const date = new Date(normalized);
  if (Number.isNaN(date.getTime())) throw new InputError(`${flag}: "${text}" is not a real date`);
  return date;
}

function validDay(year: string | undefined, month: string | undefined, day: string | undefined): boolean {
  const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return Number(day) >= 1 && Number(day) <= last;
}

/**
 * Parses an expiration: an ISO 8601 timestamp or a duration from now (`30m`, `12h`, `30d`, `2w`).
 * Returns the ISO 8601 string; throws an InputError unless it lies in the future.
 */
export function parseExpiration(text: string, now: Date): string {
  const duration = /^(\d{1,6})([mhdw])$/.exec(text.trim());
  let date: Date;
  if (duration !== null) {
    const amount = Number(duration[1]);
    if (amount === 0)
      throw new InputError(`--expires: the duration "${text}" is zero: it must lie in the future`);
    date = new Date(
      now.getTime() + amount * DURATION_UNITS_MS[duration[2] as keyof typeof DURATION_UNITS_MS],
    );
  } else {
    if (!/^\d{4}-/.test(text.trim())) {
      throw new InputError(
        `--expires expects an ISO 8601 timestamp (2030-01-31T00:00:00Z) or a duration such as 30d, 12h, 45m or 2w, got "${text}"`,
      );
    }
    date = parseTimestamp(text, '--expires');
  }
  if (date.getTime() <= now.getTime()) {
    throw new InputError(
      `--expires: ${date.toISOString()} is in the past: give a future date or a duration such as 30d`,
    );
  }
  return date.toISOString();
}
