/**
 * Baselines: `--write-baseline FILE` records today's findings by fingerprint (with a count, so a second
 * copy of a recorded finding is new), and `--baseline FILE` suppresses only what the file records.
 * The file is JSON, sorted, so it diffs well in review.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { UsageError } from '../errors.js';

/** The format version of baseline files. */
export const BASELINE_VERSION = 1;

/** One recorded finding: where, which rule, its fingerprint and how many identical ones there were. */
export interface BaselineEntry {
  path: string;
  ruleId: string;
  fingerprint: string;
  count: number;
}

/** A baseline file's content. */
export interface BaselineFile {
  version: typeof BASELINE_VERSION;
  tool: 'pi-scan';
  findings: BaselineEntry[];
}

/** Validates the JSON of a baseline file. Pure; `source` names the file in messages. */
export function parseBaseline(json: unknown, source: string): BaselineFile {
  const fail = (what: string): never => {
    throw new UsageError(
      `${source}: not a pi-scan baseline (${what}); create one with pi-scan text … --write-baseline ${source}`,
    );
  };
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return fail('expected an object');
  const record = json as Record<string, unknown>;
  if (record.version !== BASELINE_VERSION) return fail(`expected "version": ${BASELINE_VERSION}`);
  if (!Array.isArray(record.findings)) return fail('expected a "findings" array');
  const findings = record.findings.map((item: unknown, index): BaselineEntry => {
    const entry = item as Record<string, unknown>;
    if (
      typeof entry !== 'object' ||
      entry === null ||
      typeof entry.path !== 'string' ||
      typeof entry.ruleId !== 'string' ||
      typeof entry.fingerprint !== 'string' ||
      !/^[0-9a-f]{32}$/.test(entry.fingerprint) ||
      typeof entry.count !== 'number' ||
      !Number.isInteger(entry.count) ||
      entry.count < 1
    ) {
      return fail(`findings[${index}] needs path, ruleId, a 32-hex-digit fingerprint and a count ≥ 1`);
    }
    return { path: entry.path, ruleId: entry.ruleId, fingerprint: entry.fingerprint, count: entry.count };
  });
  return { version: BASELINE_VERSION, tool: 'pi-scan', findings };
}

/** Reads and validates a baseline file; a missing or broken file is a usage error (exit 2) naming `shown`. */
export async function readBaseline(absolute: string, path = absolute): Promise<BaselineFile> {
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error: unknown) {
    const missing = (error as { code?: string }).code === 'ENOENT';
    throw new UsageError(
      missing
        ? `baseline ${path} does not exist; create it with --write-baseline ${path}`
        : `baseline ${path} cannot be read (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error: unknown) {
    throw new UsageError(`${path}: not valid JSON; recreate it with --write-baseline ${path}`, {
      cause: error,
    });
  }
  return parseBaseline(json, path);
}

/** Counts findings by fingerprint: what a baseline allows, or what a new one records. */
export interface BaselineLedger {
  /** Takes one allowance for `fingerprint`; false when none is left (the finding is new). */
  take(fingerprint: string): boolean;
  /** Records one finding (for --write-baseline). */
  record(entry: Omit<BaselineEntry, 'count'>): void;
  /** The recorded findings as a baseline file, sorted by path, rule and fingerprint. */
  toFile(): BaselineFile;
}

/** A ledger that allows what `baseline` records (empty when undefined). */
export function createBaselineLedger(baseline?: BaselineFile): BaselineLedger {
  const allowance = new Map<string, number>();
  for (const entry of baseline?.findings ?? []) {
    allowance.set(entry.fingerprint, (allowance.get(entry.fingerprint) ?? 0) + entry.count);
  }
  const recorded = new Map<string, BaselineEntry>();
  return {
    take(fingerprint) {
      const left = allowance.get(fingerprint) ?? 0;
      if (left <= 0) return false;
      allowance.set(fingerprint, left - 1);
      return true;
    },
    record(entry) {
      const existing = recorded.get(entry.fingerprint);
      if (existing !== undefined) existing.count++;
      else recorded.set(entry.fingerprint, { ...entry, count: 1 });
    },
    toFile() {
      const findings = [...recorded.values()].sort(
        (a, b) =>
          compare(a.path, b.path) || compare(a.ruleId, b.ruleId) || compare(a.fingerprint, b.fingerprint),
      );
      return { version: BASELINE_VERSION, tool: 'pi-scan', findings };
    },
  };
}

/** Writes a baseline file atomically (a temp file renamed over it). */
export async function writeBaseline(path: string, file: BaselineFile): Promise<void> {
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(file, null, 2)}\n`);
  await rename(temp, path);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
