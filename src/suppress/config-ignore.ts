/**
 * Config `ignore` entries: path globs, optionally narrowed to categories or rule ids, that suppress
 * findings (they are still scanned, counted and listed). Validation is pure and light, so loading the
 * config never loads the rules or picomatch.
 */
import { type CategoryCode, parseCategoryCodes } from '../api/contract.js';
import { UsageError } from '../errors.js';

/** One validated `ignore` entry. Globs are relative to `base` (the config file's directory). */
export interface IgnoreEntry {
  paths: readonly string[];
  categories?: readonly CategoryCode[];
  rules?: readonly string[];
  /** Why the findings are accepted; shown as the SARIF justification. */
  reason?: string;
  /** Directory the globs are relative to; unset means the working directory. */
  base?: string;
}

const RULE_ID = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)+$/;

/**
 * Validates the `ignore` setting: an array of path globs or `{paths, categories?, rules?, reason?}`
 * objects; from the environment (`PI_SCAN_IGNORE`) a comma-separated list of path globs.
 */
export function parseIgnoreEntries(value: unknown, field: string): IgnoreEntry[] {
  if (typeof value === 'string') {
    const paths = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    if (paths.length === 0) throw new UsageError(`${field}: expected comma-separated path globs`);
    return paths.map((path) => ({ paths: [path] }));
  }
  if (!Array.isArray(value)) {
    throw new UsageError(
      `${field}: expected an array of path globs or {"paths": [...], "categories"?: [...], "rules"?: [...], "reason"?: "..."} objects`,
    );
  }
  return value.map((item, index) => parseEntry(item, `${field}[${index}]`));
}

function parseEntry(item: unknown, field: string): IgnoreEntry {
  if (typeof item === 'string') return { paths: [globOf(item, field)] };
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    throw new UsageError(`${field}: expected a path glob or an object with "paths"`);
  }
  const record = item as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!['paths', 'categories', 'rules', 'reason'].includes(key)) {
      throw new UsageError(`${field}: unknown key "${key}" (known: paths, categories, rules, reason)`);
    }
  }
  const paths = typeof record.paths === 'string' ? [record.paths] : record.paths;
  if (!Array.isArray(paths) || paths.length === 0) {
    throw new UsageError(`${field}.paths: expected a path glob or a non-empty array of them`);
  }
  const entry: IgnoreEntry = { paths: paths.map((path, index) => globOf(path, `${field}.paths[${index}]`)) };
  if (record.categories !== undefined) {
    if (!Array.isArray(record.categories) || record.categories.length === 0) {
      throw new UsageError(`${field}.categories: expected a non-empty array of category codes`);
    }
    entry.categories = parseCategoryCodes(record.categories, `${field}.categories`);
  }
  if (record.rules !== undefined) {
    if (!Array.isArray(record.rules) || record.rules.length === 0) {
      throw new UsageError(`${field}.rules: expected a non-empty array of rule ids`);
    }
    entry.rules = record.rules.map((rule, index) => {
      if (typeof rule !== 'string' || !RULE_ID.test(rule)) {
        throw new UsageError(
          `${field}.rules[${index}]: expected a dotted rule id such as "context.ignore-previous", got ${JSON.stringify(rule)}`,
        );
      }
      return rule;
    });
  }
  if (record.reason !== undefined) {
    if (typeof record.reason !== 'string') throw new UsageError(`${field}.reason: expected a string`);
    entry.reason = record.reason;
  }
  return entry;
}

function globOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new UsageError(`${field}: expected a non-empty path glob, got ${JSON.stringify(value)}`);
  }
  return value.trim();
}
