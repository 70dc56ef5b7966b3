/**
 * The `pi-keys` command runners: one exported function per command, called directly by the actions in
 * `cli/pi-keys.ts`. Each opens a session, does the work, renders the result and closes the store.
 */
import { resolve } from 'node:path';
import { ExitCode, UsageError } from '../../errors.js';
import type { KeyTransition } from '../../store/key-status.js';
import { isPostgresUrl } from '../../store/sql.js';
import type { UsageClassification } from '../../store/usage.js';
import type { CliContext } from '../context.js';
import {
  createOrganization,
  createProject,
  flushAudit,
  followAudit,
  listAllOrganizations,
  listAllProjects,
  queryAudit,
  updateOrganization,
  verifyAudit,
} from './admin-commands.js';
import {
  createKey,
  findKeyBySecret,
  findKeyToDelete,
  listKeysCommand,
  listKeyUsage,
  removeKey,
  rotateKey,
  showKey,
  transitionKey,
  updateKeyFields,
} from './key-commands.js';
import { type AuditFormat, type KeysOutput, renderAuditEvent, renderKeysOutput } from './render.js';
import { confirmOnTerminal, readSecret } from './secret-input.js';
import { type ActorFlags, type KeysSession, type OpenSessionOptions, openKeysSession } from './session.js';

/** Commander's parsed options for any `pi-keys` command. */
export type KeysFlags = ActorFlags & Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const stringOrFalse = (value: unknown): string | false | undefined =>
  value === false ? false : typeof value === 'string' ? value : undefined;

/** Commands on keys record audit events, so they need to know who acts. */
const ON_KEYS: OpenSessionOptions = { needsActor: true };
const ADMIN: OpenSessionOptions = { needsActor: false };

/** Opens a session, runs `work`, prints its output (JSON with --json) and closes the store. */
async function run(
  flags: KeysFlags,
  context: CliContext,
  options: OpenSessionOptions,
  work: (session: KeysSession) => KeysOutput | Promise<KeysOutput>,
): Promise<void> {
  await using session = await openKeysSession(flags, context, options);
  const output = await work(session);
  context.stdout.write(renderKeysOutput(output, flags.json === true));
  if (output.kind === 'verification' && !output.verification.ok) {
    context.stderr.write('pi-keys: the audit log and the outbox disagree (see above)\n');
    context.setExitCode(ExitCode.UsageOrInput);
  }
}

/** `pi-keys org create`. */
export function runOrgCreate(flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, ADMIN, async (session) => ({
    kind: 'organization',
    verb: 'created',
    organization: await createOrganization(session, text(flags.name) ?? '', flags.auditAddon === true),
  }));
}

/** `pi-keys org list`. */
export function runOrgList(flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, ADMIN, async (session) => ({
    kind: 'organizations',
    organizations: await listAllOrganizations(session),
  }));
}

/** `pi-keys org update <id>`. */
export function runOrgUpdate(id: string, flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, ADMIN, async (session) => ({
    kind: 'organization',
    verb: 'updated',
    organization: await updateOrganization(session, id, text(flags.auditAddon)),
  }));
}

/** `pi-keys project create`. */
export function runProjectCreate(flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, ADMIN, async (session) => ({
    kind: 'project',
    verb: 'created',
    project: await createProject(session, text(flags.org) ?? '', text(flags.name) ?? ''),
  }));
}

/** `pi-keys project list`. */
export function runProjectList(flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, ADMIN, async (session) => ({
    kind: 'projects',
    projects: await listAllProjects(session, text(flags.org)),
  }));
}

/** `pi-keys create`. */
export function runCreate(flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, ON_KEYS, async (session) => {
    const created = await createKey(session, {
      project: text(flags.project) ?? '',
      name: text(flags.name) ?? '',
      expires: text(flags.expires),
      ip: text(flags.ip),
    });
    return { kind: 'key', verb: 'created', key: created.key, secret: created.secret, now: session.now() };
  });
}

/** `pi-keys list`. */
export function runList(flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, ON_KEYS, async (session) => ({
    kind: 'keys',
    list: await listKeysCommand(session, {
      project: text(flags.project),
      org: text(flags.org),
      status: text(flags.status),
      name: text(flags.name),
      expiringWithin: text(flags.expiringWithin),
      unusedFor: text(flags.unusedFor),
      page: count(flags.page),
      limit: count(flags.limit),
    }),
  }));
}

/** The key id from the argument, or `--secret -` (read from stdin); exactly one of the two. */
async function keyIdFrom(
  id: string | undefined,
  flags: KeysFlags,
  context: CliContext,
  session: KeysSession,
): Promise<{ id: string; bySecret: boolean }> {
  const secretFlag = text(flags.secret);
  if (secretFlag === undefined) {
    if (id === undefined)
      throw new UsageError("give a key id, or --secret - to read the key's secret from stdin");
    return { id, bySecret: false };
  }
  if (secretFlag !== '-') {
    // Never echo the value: it may be the secret itself, typed where it should not be.
    throw new UsageError(
      '--secret only takes "-": pipe or paste the secret on stdin, so it stays out of shell history and process lists',
    );
  }
  if (id !== undefined) throw new UsageError('give a key id or --secret -, not both');
  const key = await findKeyBySecret(session, await readSecret(context));
  return { id: key.id, bySecret: true };
}

/** `pi-keys show <id>` or `pi-keys show --secret -`. */
export function runShow(id: string | undefined, flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, ON_KEYS, async (session) => {
    const target = await keyIdFrom(id, flags, context, session);
    return { kind: 'key', verb: 'details', key: await showKey(session, target.id), now: session.now() };
  });
}

/** `pi-keys update <id>`. */
export function runUpdate(id: string, flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, ON_KEYS, async (session) => ({
    kind: 'key',
    verb: 'updated',
    key: await updateKeyFields(session, id, {
      name: text(flags.name),
      expires: stringOrFalse(flags.expires),
      ip: stringOrFalse(flags.ip),
    }),
    now: session.now(),
  }));
}

const TRANSITION_VERBS: Record<KeyTransition, string> = {
  pause: 'paused',
  activate: 'activated',
  revoke: 'revoked',
};

/** `pi-keys pause <id>` and `pi-keys activate <id>`. */
export function runTransition(
  transition: 'pause' | 'activate',
  id: string,
  flags: KeysFlags,
  context: CliContext,
): Promise<void> {
  return run(flags, context, ON_KEYS, async (session) => ({
    kind: 'key',
    verb: TRANSITION_VERBS[transition],
    key: await transitionKey(session, id, transition),
    now: session.now(),
  }));
}

/** `pi-keys revoke <id>`, or `pi-keys revoke --secret -`, which names the key and asks first on a terminal. */
export function runRevoke(id: string | undefined, flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, ON_KEYS, async (session) => {
    const target = await keyIdFrom(id, flags, context, session);
    if (target.bySecret) {
      const key = await findKeyToDelete(session, target.id);
      context.stderr.write(
        `The secret belongs to API key ${key.id} "${key.name}" (status ${key.status}), project ${key.projectId}, organization ${key.organizationId}.\n`,
      );
      if (flags.yes !== true) {
        await confirmOnTerminal(
          context,
          'Revoke it now? Revocation is permanent. Type "yes" to confirm: ',
          'revoking by secret needs confirmation: pass --yes when no terminal can ask',
          'not revoked: confirmation was not "yes"',
        );
      }
    }
    return {
      kind: 'key',
      verb: 'revoked',
      key: await transitionKey(session, target.id, 'revoke'),
      now: session.now(),
    };
  });
}

/** `pi-keys rotate <id> [--grace 24h]`. */
export function runRotate(id: string, flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, ON_KEYS, async (session) => ({
    kind: 'rotated',
    rotation: await rotateKey(session, id, text(flags.grace)),
    now: session.now(),
  }));
}

/** `pi-keys delete <id>`: asks on a terminal unless --yes. */
export function runDelete(id: string, flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, ON_KEYS, async (session) => {
    const key = await findKeyToDelete(session, id);
    if (flags.yes !== true) {
      await confirmOnTerminal(
        context,
        `Delete API key ${key.id} ("${key.name}", ${key.status})? This cannot be undone. Type "yes" to confirm: `,
        'delete needs confirmation: pass --yes to delete without a terminal prompt',
        'not deleted: confirmation was not "yes"',
      );
    }
    return { kind: 'deleted', key: await removeKey(session, key.id) };
  });
}

/** `pi-keys usage <id>`. */
export function runUsage(id: string, flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, ON_KEYS, async (session) => ({
    kind: 'usage',
    usage: await listKeyUsage(session, id, {
      from: text(flags.from),
      to: text(flags.to),
      classification: text(flags.classification) as UsageClassification | undefined,
      page: count(flags.page),
      limit: count(flags.limit),
    }),
  }));
}

/** `pi-keys audit`: a query, or with --follow a stream of new events until interrupted. */
export async function runAudit(flags: KeysFlags, context: CliContext, signal?: AbortSignal): Promise<void> {
  const format: AuditFormat =
    flags.json === true ? 'json' : ((text(flags.format) as AuditFormat | undefined) ?? 'table');
  const query = {
    action: text(flags.action),
    actor: text(flags.actor),
    target: text(flags.target),
    since: text(flags.since),
    until: text(flags.until),
  };
  if (flags.follow !== true) {
    await run(flags, context, ADMIN, async (session) => ({
      kind: 'events',
      events: await queryAudit(session, query),
      format,
    }));
    return;
  }
  if (format === 'json')
    throw new UsageError('--follow streams one event per line: use --format jsonl, csv or table');
  await using session = await openKeysSession(flags, context, ADMIN);
  let first = true;
  await followAudit(session, query, signal ?? stopOnSignals(), (events) => {
    for (const event of events) {
      context.stdout.write(renderAuditEvent(event, format, first));
      first = false;
    }
  });
}

/** An AbortSignal fired by SIGINT or SIGTERM, so `--follow` ends cleanly and closes the store. */
function stopOnSignals(): AbortSignal {
  const controller = new AbortController();
  const stop = (): void => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  controller.signal.addEventListener('abort', () => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  });
  return controller.signal;
}

/** `pi-keys audit verify`: reports pending events instead of flushing them first. */
export function runAuditVerify(flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, { needsActor: false, flushFirst: false }, async (session) => ({
    kind: 'verification',
    verification: await verifyAudit(session),
  }));
}

/** `pi-keys migrate-store --from FILE --to URL`: copies a SQLite store into an empty store. */
export async function runMigrateStore(flags: KeysFlags, context: CliContext): Promise<void> {
  const { migrateStore } = await import('./migrate-store.js');
  const from = text(flags.from) ?? '';
  const to = text(flags.to) ?? '';
  const counts = await migrateStore(
    resolve(context.cwd, from),
    isPostgresUrl(to) ? to : resolve(context.cwd, to),
  );
  const { redactUrl } = await import('../../store/postgres.js');
  const output: KeysOutput = { kind: 'migrated', counts, to: isPostgresUrl(to) ? redactUrl(to) : to };
  context.stdout.write(renderKeysOutput(output, flags.json === true));
}

/** `pi-keys audit flush`: reports what it appended. */
export function runAuditFlush(flags: KeysFlags, context: CliContext): Promise<void> {
  return run(flags, context, { needsActor: false, flushFirst: false }, async (session) => ({
    kind: 'flush',
    flush: await flushAudit(session),
    path: session.auditLogPath,
  }));
}
