/**
 * What every `pi-keys` command shares: resolve settings (flags > env > config), open the store, first
 * append whatever a crashed process left in the audit outbox, know who acts, and record events.
 */

import { type Impersonation, type Person, parseActor, parseEmail } from '../../audit/actor.js';
import { type AuditEvent, createAuditActor, createAuditContext, type EventBase } from '../../audit/events.js';
import { flushAuditOutbox, recordAuditEvent } from '../../audit/outbox.js';
import { sanitizeString } from '../../audit/sanitize.js';
import type { ActorSetting } from '../../config/index.js';
import { loadConfig } from '../../config/index.js';
import { PiScanError, UsageError } from '../../errors.js';
import { parseClientIp } from '../../net/ip-list.js';
import { openKeyStore } from '../../store/open-sql.js';
import { requireOrganization } from '../../store/organizations.js';
import { resolveAuditLogPath, resolveDbPath } from '../../store/paths.js';
import { appendProblem } from '../../store/private-files.js';
import type { Sql } from '../../store/sql.js';
import { upsertUser } from '../../store/users.js';
import { packageVersion } from '../../version.js';
import type { CliContext } from '../context.js';

/** Flags every `pi-keys` command accepts (commander's camelCase names). */
export interface StoreFlags {
  db?: string | undefined;
  config?: string | undefined;
  /** `--audit-log`: the audit log file path, on every command. */
  auditLog?: string | undefined;
  json?: boolean | undefined;
}

/** Flags of commands that act on keys and so may record an audit event. */
export interface ActorFlags extends StoreFlags {
  actor?: string | undefined;
  impersonator?: string | undefined;
  impersonationReason?: string | undefined;
  clientIp?: string | undefined;
  userAgent?: string | undefined;
}

/** An open store plus everything needed to record events; close it with `close()` or `await using`. */
export interface KeysSession {
  /** The store (SQLite file or PostgreSQL). */
  readonly store: Sql;
  readonly auditLogPath: string;
  /** The clock (one place, so tests and events agree). */
  now(): Date;
  /**
   * Records the event built by `build` when the organization has the audit-log add-on. Call with the
   * write transaction `tx` of the change. Throws a usage error when no actor is known.
   */
  record(tx: Sql, organizationId: string, build: (base: EventBase) => AuditEvent): Promise<void>;
  /**
   * Appends pending outbox events to the audit log after a change has committed. Never throws: the change
   * and its event are already committed together in the outbox, so a failure here is a warning on stderr
   * (the next command or `pi-keys audit flush` appends the event), never an error exit after a change.
   */
  flush(): Promise<void>;
  close(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

/** Who acts, from --actor / PI_SCAN_ACTOR / config, with impersonation and request context. */
export interface ActingIdentity {
  person: Person;
  impersonation?: Impersonation;
  location?: string;
  userAgent: string;
}

/** Options of {@link openKeysSession}. */
export interface OpenSessionOptions {
  /** Require an actor up front (commands on keys), so nothing changes before the error. */
  needsActor: boolean;
  /** Append pending outbox events before running (false only for `audit verify`, which reports them). */
  flushFirst?: boolean;
}

/** Opens the store for one command. */
export async function openKeysSession(
  flags: ActorFlags,
  context: CliContext,
  options: OpenSessionOptions,
): Promise<KeysSession> {
  const config = await loadConfig({ cwd: context.cwd, env: context.env, configPath: flags.config });
  const identity = options.needsActor ? resolveIdentity(flags, config.actor) : undefined;
  const dbPath = resolveDbPath({ flag: flags.db, env: context.env, config, cwd: context.cwd });
  const auditLogPath = resolveAuditLogPath({
    flag: flags.auditLog,
    env: context.env,
    config,
    dbPath,
    cwd: context.cwd,
  });
  if (options.needsActor) {
    // Refuse a log we could never write before anything changes (issue 12 row 15).
    const problem = appendProblem(auditLogPath);
    if (problem !== undefined) {
      throw new UsageError(
        `cannot use the audit log ${auditLogPath}: ${problem}. Pass --audit-log (or PI_SCAN_AUDIT_LOG) with a file path; nothing was changed`,
      );
    }
  }
  const store = await openKeyStore(dbPath);
  for (const warning of store.warnings) context.stderr.write(`pi-keys: warning: ${warning}\n`);
  const session: KeysSession = {
    store,
    auditLogPath,
    now: () => new Date(),
    async record(tx, organizationId, build) {
      if (!(await requireOrganization(tx, organizationId)).auditLog) return;
      if (identity === undefined) throw missingActor();
      const now = session.now();
      const user = await upsertUser(tx, identity.person, now);
      const base: EventBase = {
        actor: createAuditActor(user, identity.impersonation),
        context: createAuditContext(identity.location, identity.userAgent),
        occurredAt: now,
      };
      await recordAuditEvent(tx, build(base), organizationId);
    },
    async flush() {
      try {
        await flushAuditOutbox(store, auditLogPath);
      } catch (error: unknown) {
        if (!(error instanceof PiScanError)) throw error;
        context.stderr.write(
          `pi-keys: warning: the change is saved and its audit event is kept in the store's outbox, but ${error.message}\n`,
        );
      }
    },
    close: () => store.close(),
    [Symbol.asyncDispose]: () => store.close(),
  };
  try {
    // Before any change a failing flush is an error: nothing has happened yet.
    if (options.flushFirst !== false) await flushAuditOutbox(store, auditLogPath);
  } catch (error: unknown) {
    await store.close();
    throw error;
  }
  return session;
}

function missingActor(): UsageError {
  return new UsageError(
    'no actor: say who is acting with --actor "First Last <email>", the PI_SCAN_ACTOR environment variable, or `actor` in the config file',
  );
}

/** Resolves the acting identity; a usage error (exit 2) when no actor is known or a flag is malformed. */
export function resolveIdentity(flags: ActorFlags, configured: ActorSetting | undefined): ActingIdentity {
  let person: Person;
  if (flags.actor !== undefined) person = parseActor(flags.actor, '--actor');
  else if (typeof configured === 'string') person = parseActor(configured, 'actor (PI_SCAN_ACTOR or config)');
  else if (configured !== undefined) person = personFromObject(configured);
  else throw missingActor();
  const identity: ActingIdentity = {
    person,
    userAgent: flags.userAgent ?? `pi-keys/${packageVersion()} node/${process.versions.node}`,
  };
  if ((flags.impersonator === undefined) !== (flags.impersonationReason === undefined)) {
    throw new UsageError('--impersonator and --impersonation-reason go together: give both or neither');
  }
  if (flags.impersonator !== undefined && flags.impersonationReason !== undefined) {
    const reason = sanitizeString(flags.impersonationReason).trim();
    if (reason === '')
      throw new UsageError('--impersonation-reason is empty: say why the user is impersonated');
    identity.impersonation = { email: parseEmail(flags.impersonator, '--impersonator'), reason };
  }
  if (flags.clientIp !== undefined) {
    if (parseClientIp(flags.clientIp) === undefined) {
      throw new UsageError(`--client-ip: "${flags.clientIp}" is not an IPv4 or IPv6 address`);
    }
    identity.location = flags.clientIp.trim();
  }
  return identity;
}

/** An actor given as an object in the config: `{first_name, last_name, email}` or `{name, email}`. */
function personFromObject(value: Readonly<Record<string, string>>): Person {
  const email = value.email;
  const first = value.first_name ?? value.firstName;
  const last = value.last_name ?? value.lastName;
  if (email !== undefined && first !== undefined) {
    return {
      firstName: first.trim(),
      lastName: (last ?? '').trim(),
      email: parseEmail(email, 'actor.email (config)'),
    };
  }
  if (email !== undefined && value.name !== undefined)
    return parseActor(`${value.name} <${email}>`, 'actor (config)');
  throw new UsageError('actor in the config file needs "email" and "first_name"/"last_name" (or "name")');
}
