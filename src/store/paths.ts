/** Where the key store and the audit log live on disk. */
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** Inputs for {@link resolveDbPath}, from the highest precedence down. */
export interface ResolveDbPathOptions {
  /** The `--db` flag. */
  flag?: string | undefined;
  /** The process environment (`PI_SCAN_DB`, `XDG_DATA_HOME`, `HOME`). */
  env: NodeJS.ProcessEnv;
  /** The loaded config file (its `db` field), if any. */
  config?: { db?: string | undefined } | undefined;
  /** Base for relative paths (defaults to the process's working directory). */
  cwd?: string | undefined;
}

/** The key store path: `--db`, then `PI_SCAN_DB`, then config `db`, then the XDG data directory. */
export function resolveDbPath(options: ResolveDbPathOptions): string {
  const explicit = nonEmpty(options.flag) ?? nonEmpty(options.env.PI_SCAN_DB) ?? nonEmpty(options.config?.db);
  const cwd = options.cwd ?? process.cwd();
  if (explicit !== undefined) {
    // A PostgreSQL URL is not a path: keep it as given.
    return explicit === ':memory:' || /^postgres(?:ql)?:\/\//i.test(explicit.trim())
      ? explicit.trim()
      : resolve(cwd, explicit);
  }
  const dataHome =
    nonEmpty(options.env.XDG_DATA_HOME) ?? join(nonEmpty(options.env.HOME) ?? homedir(), '.local', 'share');
  return join(resolve(cwd, dataHome), 'pi-scan', 'pi-scan.db');
}

/** Inputs for {@link resolveAuditLogPath}, from the highest precedence down. */
export interface ResolveAuditLogPathOptions {
  /** The `--audit-log` flag. */
  flag?: string | undefined;
  /** The process environment (`PI_SCAN_AUDIT_LOG`). */
  env: NodeJS.ProcessEnv;
  /** The loaded config file (its `auditLog` field), if any. */
  config?: { auditLog?: string | undefined } | undefined;
  /** The resolved key store path; the default log is `audit.jsonl` beside it. */
  dbPath: string;
  /** Base for relative paths (defaults to the process's working directory). */
  cwd?: string | undefined;
}

/** The audit log path: `--audit-log`, then `PI_SCAN_AUDIT_LOG`, then config, then `audit.jsonl` beside the DB. */
export function resolveAuditLogPath(options: ResolveAuditLogPathOptions): string {
  const explicit =
    nonEmpty(options.flag) ?? nonEmpty(options.env.PI_SCAN_AUDIT_LOG) ?? nonEmpty(options.config?.auditLog);
  const cwd = options.cwd ?? process.cwd();
  if (explicit !== undefined) return resolve(cwd, explicit);
  const base =
    options.dbPath === ':memory:' || /^postgres(?:ql)?:\/\//i.test(options.dbPath)
      ? cwd
      : dirname(options.dbPath);
  return join(base, 'audit.jsonl');
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
