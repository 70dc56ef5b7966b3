/** Runs one `pi-keys` command: open the session, do the work, render the result, close the store. */
import { createInterface } from 'node:readline/promises';
import { ExitCode, UsageError } from '../../errors.js';
import type { KeyTransition } from '../../store/key-status.js';
import type { UsageClassification } from '../../store/usage.js';
import { type CliContext, isTty } from '../context.js';
import {
  createOrganization,
  createProject,
  flushAudit,
  listAllOrganizations,
  listAllProjects,
  queryAudit,
  updateOrganization,
  verifyAudit,
} from './admin-commands.js';
import {
  createKey,
  findKeyToDelete,
  listKeyUsage,
  listProjectKeys,
  removeKey,
  showKey,
  transitionKey,
  updateKeyFields,
} from './key-commands.js';
import { type KeysOutput, renderKeysOutput } from './render.js';
import { type ActorFlags, type KeysSession, openKeysSession } from './session.js';

/** The name of a `pi-keys` command, as declared in `cli/pi-keys.ts`. */
export type KeysCommandName =
  | 'org.create'
  | 'org.list'
  | 'org.update'
  | 'project.create'
  | 'project.list'
  | 'create'
  | 'list'
  | 'show'
  | 'update'
  | 'pause'
  | 'activate'
  | 'revoke'
  | 'delete'
  | 'usage'
  | 'audit'
  | 'audit.verify'
  | 'audit.flush';

/** Commands on keys: each records an audit event, so each needs to know who acts. */
const KEY_COMMANDS: ReadonlySet<KeysCommandName> = new Set([
  'create',
  'list',
  'show',
  'update',
  'pause',
  'activate',
  'revoke',
  'delete',
  'usage',
]);

/** Commander's parsed options for any `pi-keys` command. */
export type KeysFlags = ActorFlags & Record<string, unknown>;

/** Runs `pi-keys <name>` with its positional `id` (if any) and flags, printing the result to stdout. */
export async function runKeysCommand(
  name: KeysCommandName,
  id: string | undefined,
  flags: KeysFlags,
  context: CliContext,
): Promise<void> {
  using session = await openKeysSession(flags, context, {
    needsActor: KEY_COMMANDS.has(name),
    // verify reports pending events instead of hiding them; flush reports what it appended.
    flushFirst: name !== 'audit.verify' && name !== 'audit.flush',
  });
  const output = await execute(name, id ?? '', flags, session, context);
  context.stdout.write(renderKeysOutput(output, flags.json === true));
  if (output.kind === 'verification' && !output.verification.ok) {
    context.stderr.write('pi-keys: the audit log and the outbox disagree (see above)\n');
    context.setExitCode(ExitCode.UsageOrInput);
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const stringOrFalse = (value: unknown): string | false | undefined =>
  value === false ? false : typeof value === 'string' ? value : undefined;

async function execute(
  name: KeysCommandName,
  id: string,
  flags: KeysFlags,
  session: KeysSession,
  context: CliContext,
): Promise<KeysOutput> {
  switch (name) {
    case 'org.create':
      return {
        kind: 'organization',
        verb: 'created',
        organization: createOrganization(session, text(flags.name) ?? '', flags.auditLog === true),
      };
    case 'org.list':
      return { kind: 'organizations', organizations: listAllOrganizations(session) };
    case 'org.update':
      return {
        kind: 'organization',
        verb: 'updated',
        organization: updateOrganization(session, id, text(flags.auditLog)),
      };
    case 'project.create':
      return {
        kind: 'project',
        verb: 'created',
        project: createProject(session, text(flags.org) ?? '', text(flags.name) ?? ''),
      };
    case 'project.list':
      return { kind: 'projects', projects: listAllProjects(session, text(flags.org)) };
    case 'create': {
      const created = await createKey(session, {
        project: text(flags.project) ?? '',
        name: text(flags.name) ?? '',
        expires: text(flags.expires),
        ip: text(flags.ip),
      });
      return { kind: 'key', verb: 'created', key: created.key, secret: created.secret };
    }
    case 'list':
      return { kind: 'keys', keys: listProjectKeys(session, text(flags.project) ?? '').keys };
    case 'show':
      return { kind: 'key', verb: 'details', key: showKey(session, id) };
    case 'update':
      return {
        kind: 'key',
        verb: 'updated',
        key: updateKeyFields(session, id, {
          name: text(flags.name),
          expires: stringOrFalse(flags.expires),
          ip: stringOrFalse(flags.ip),
        }),
      };
    case 'pause':
    case 'activate':
    case 'revoke': {
      const verbs: Record<KeyTransition, string> = {
        pause: 'paused',
        activate: 'activated',
        revoke: 'revoked',
      };
      return { kind: 'key', verb: verbs[name], key: transitionKey(session, id, name) };
    }
    case 'delete': {
      const key = findKeyToDelete(session, id);
      if (flags.yes !== true) await confirmDelete(context, `${key.id} ("${key.name}", ${key.status})`);
      return { kind: 'deleted', key: removeKey(session, id) };
    }
    case 'usage':
      return {
        kind: 'usage',
        usage: listKeyUsage(session, id, {
          from: text(flags.from),
          to: text(flags.to),
          classification: text(flags.classification) as UsageClassification | undefined,
          page: typeof flags.page === 'number' ? flags.page : undefined,
          limit: typeof flags.limit === 'number' ? flags.limit : undefined,
        }),
      };
    case 'audit': {
      const format = flags.json === true ? 'json' : text(flags.format) === 'jsonl' ? 'jsonl' : 'table';
      const events = queryAudit(session, {
        action: text(flags.action),
        actor: text(flags.actor),
        target: text(flags.target),
        since: text(flags.since),
        until: text(flags.until),
      });
      return { kind: 'events', events, format };
    }
    case 'audit.verify':
      return { kind: 'verification', verification: verifyAudit(session) };
    case 'audit.flush':
      return { kind: 'flush', flush: flushAudit(session), path: session.auditLogPath };
  }
}

/** Asks on the terminal before a delete; without a terminal the caller must pass --yes. */
async function confirmDelete(context: CliContext, what: string): Promise<void> {
  if (!isTty(context.stdin) || !isTty(context.stderr)) {
    throw new UsageError('delete needs confirmation: pass --yes to delete without a terminal prompt');
  }
  const prompt = createInterface({ input: context.stdin, output: context.stderr });
  try {
    const answer = await prompt.question(
      `Delete API key ${what}? This cannot be undone. Type "yes" to confirm: `,
    );
    if (answer.trim().toLowerCase() !== 'yes')
      throw new UsageError('not deleted: confirmation was not "yes"');
  } finally {
    prompt.close();
  }
}
