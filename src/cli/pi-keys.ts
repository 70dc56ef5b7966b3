/**
 * The `pi-keys` program: declarations only. Each action lazy-imports the command runner, so
 * `pi-keys --help` loads neither SQLite nor jose.
 */

import type { CliContext } from '../commands/context.js';
import type { KeysFlags } from '../commands/keys/run.js';
import { describeEnvironment } from '../config/config.js';
import { packageVersion } from '../version.js';
import {
  type Command,
  createRootCommand,
  InvalidArgumentError,
  KEYS_EXIT_CODE_HELP,
  Option,
  parsePositiveInt,
} from './shared.js';

/**
 * The `--audit-log <path>` value. A value that looks like an option (`--audit-log --json`) is refused, not
 * taken as a file name; on `org create` and `org update`, where `--audit-log` used to switch the add-on,
 * `on` and `off` are refused too, with the new flag named (`addonHint`).
 */
function parseAuditLogPath(addonHint: string | undefined): (value: string) => string {
  return (value) => {
    const oldSwitch = value === 'on' || value === 'off';
    if (value.startsWith('-') || (addonHint !== undefined && oldSwitch)) {
      const hint = addonHint === undefined ? '' : `; ${addonHint}`;
      const fileNamed = oldSwitch ? ` (for a file named "${value}", write ./${value})` : '';
      throw new InvalidArgumentError(`--audit-log is the audit log file path${hint}${fileNamed}`);
    }
    return value;
  };
}

/** Options every command has: where the store and the audit log are, and machine output. */
function addStoreOptions(command: Command, addonHint?: string): Command {
  return command
    .option(
      '--db <path|url>',
      'key store: a SQLite file or a postgres:// URL (default: $PI_SCAN_DB, config `db`, or $XDG_DATA_HOME/pi-scan/pi-scan.db)',
    )
    .option('--config <path>', 'read settings from this config file instead of searching for one')
    .option('--json', 'print JSON for machines')
    .option(
      '--audit-log <path>',
      'where the audit log is written: a JSON Lines file (default: $PI_SCAN_AUDIT_LOG, config `auditLog`, or audit.jsonl beside the store)',
      parseAuditLogPath(addonHint),
    );
}

/**
 * `org create` and `org update` once took `--audit-log` as the add-on switch. Their usage errors about
 * `--audit-log` (a bad value, or no value at the end of the line) name the flag that replaced it.
 */
function withAddonHint(command: Command, addonHint: string): Command {
  return addStoreOptions(command, addonHint).configureOutput({
    outputError: (message, write) =>
      write(
        message.includes("'--audit-log <path>' argument missing")
          ? `${message.trimEnd()}: --audit-log is the audit log file path; ${addonHint}\n`
          : message,
      ),
  });
}

/** Options of commands on keys: who acts, and the request context a front end passes on. */
function addActorOptions(command: Command): Command {
  return addStoreOptions(command)
    .option(
      '--actor <who>',
      'the acting admin, "First Last <email>" (default: $PI_SCAN_ACTOR or config `actor`)',
    )
    .option('--impersonator <email>', 'an administrator acting on behalf of --actor')
    .option('--impersonation-reason <text>', 'why --impersonator acts as --actor')
    .option('--client-ip <ip>', 'IP address of the original request, for the audit event (default: unknown)')
    .option('--user-agent <text>', 'user agent of the original request, for the audit event');
}

/** Builds the `pi-keys` command tree. */
export function createProgram(context: CliContext): Command {
  const program = createRootCommand('pi-keys', packageVersion(), context, KEYS_EXIT_CODE_HELP)
    .description('Manage pi-scan organizations, projects, API keys and the audit log.')
    // Positional options: in `audit verify --db x`, --db belongs to verify, not to the `audit` query.
    .enablePositionalOptions()
    .addHelpText(
      'after',
      `
Examples:
  $ pi-keys org create --name "Acme" --audit-addon --json
  $ pi-keys project create --org <org-id> --name "Website"
  $ pi-keys create --project <project-id> --name "CI" --expires 30d --ip 10.0.0.0/8 --actor "Ada Lovelace <ada@example.com>"
  $ pi-keys pause <key-id> --actor "Ada Lovelace <ada@example.com>"
  $ pi-keys audit --action api_key.create --format jsonl`,
    )
    .addHelpText('after', () => `\n${describeEnvironment(['db', 'auditLog', 'actor'])}`);
  // Each action lazy-imports the runners and calls its own one directly.
  const runners = () => import('../commands/keys/run.js');
  const flagsOf = (args: unknown[]): KeysFlags => {
    // commander passes the positional arguments, then the options, then the command.
    const found = args.find(
      (arg, index) => index < args.length - 1 && typeof arg === 'object' && arg !== null,
    );
    return (found ?? {}) as KeysFlags;
  };
  const idOf = (args: unknown[]): string | undefined => (typeof args[0] === 'string' ? args[0] : undefined);
  type WithId = (id: string, flags: KeysFlags, context: CliContext) => Promise<void>;
  const withId =
    (pick: (module: Awaited<ReturnType<typeof runners>>) => WithId) =>
    async (...args: unknown[]): Promise<void> =>
      pick(await runners())(idOf(args) ?? '', flagsOf(args), context);
  const withoutId =
    (
      pick: (
        module: Awaited<ReturnType<typeof runners>>,
      ) => (flags: KeysFlags, context: CliContext) => Promise<void>,
    ) =>
    async (...args: unknown[]): Promise<void> =>
      pick(await runners())(flagsOf(args), context);

  const org = program.command('org').description('manage organizations (and their audit-log add-on)');
  withAddonHint(
    org.command('create').description('create an organization'),
    "to turn on the organization's audit-log add-on, use --audit-addon",
  )
    .requiredOption('--name <name>', 'display name (1-200 characters)')
    .option(
      '--audit-addon',
      "turn on the organization's audit-log add-on, so its API key actions are written to the audit log (default: off)",
    )
    .action(withoutId((m) => m.runOrgCreate));
  addStoreOptions(org.command('list').description('list organizations')).action(
    withoutId((m) => m.runOrgList),
  );
  withAddonHint(
    org.command('update').description("change an organization's audit-log add-on").argument('<id>'),
    "to turn the organization's audit-log add-on on or off, use --audit-addon on|off",
  )
    .addOption(
      new Option(
        '--audit-addon <state>',
        "turn the organization's audit-log add-on on or off (its API key actions are written to the audit log)",
      ).choices(['on', 'off']),
    )
    .action(withId((m) => m.runOrgUpdate));

  const project = program.command('project').description('manage projects');
  addStoreOptions(project.command('create').description('create a project in an organization'))
    .requiredOption('--org <org-id>', 'the parent organization')
    .requiredOption('--name <name>', 'display name (1-200 characters)')
    .action(withoutId((m) => m.runProjectCreate));
  addStoreOptions(project.command('list').description('list projects'))
    .option('--org <org-id>', 'only the projects of this organization')
    .action(withoutId((m) => m.runProjectList));

  addActorOptions(program.command('create').description('create an API key (active); prints its secret once'))
    .requiredOption('--project <project-id>', 'the project the key belongs to')
    .requiredOption('--name <name>', 'display name (1-200 characters)')
    .option(
      '--expires <when>',
      'expiration: ISO 8601 (2030-01-31T00:00:00Z) or a duration (30d, 12h, 45m, 2w)',
    )
    .option('--ip <list>', 'allowed client IPs and CIDR blocks, comma-separated (IPv4 and IPv6)')
    .action(withoutId((m) => m.runCreate));
  addActorOptions(
    program
      .command('list')
      .description("list API keys of a project, or of all of an organization's projects"),
  )
    .option('--project <project-id>', "this project's keys")
    .option('--org <org-id>', 'the keys of every project of this organization')
    .addOption(
      new Option('--status <status>', 'only keys with this status (expired: past their expiration)').choices([
        'active',
        'paused',
        'revoked',
        'expired',
      ]),
    )
    .option('--name <text>', 'only keys whose name contains this text (any case)')
    .option('--expiring-within <duration>', 'only keys that expire within this time (7d, 12h)')
    .option(
      '--unused-for <duration>',
      'only keys not used for this long (never-used keys count from creation)',
    )
    .option('--page <n>', 'page number, from 1 (default: 1)', parsePositiveInt('--page'))
    .option('--limit <n>', 'keys per page, at most 1000 (default: 50)', parsePositiveInt('--limit'))
    .action(withoutId((m) => m.runList));
  addActorOptions(
    program
      .command('show')
      .description("show an API key's details, by id or by its secret")
      .argument('[id]', 'the key id (or a unique prefix of 8+ characters)'),
  )
    .option('--secret <source>', 'read the key\'s secret from stdin ("-") instead of taking an id')
    .action(async (...args: unknown[]) => (await runners()).runShow(idOf(args), flagsOf(args), context));
  addActorOptions(
    program.command('update').description("edit a key's name, expiration or IP list").argument('<id>'),
  )
    .option('--name <name>', 'new display name')
    .option('--expires <when>', 'new expiration: ISO 8601 or a duration (30d, 12h)')
    .option('--no-expires', 'remove the expiration')
    .option('--ip <list>', 'new allowed IPs/CIDRs, comma-separated')
    .option('--no-ip', 'remove the IP restriction')
    .action(withId((m) => m.runUpdate));
  addActorOptions(program.command('pause').description('pause an active key').argument('<id>')).action(
    withId((m) => (id, flags, ctx) => m.runTransition('pause', id, flags, ctx)),
  );
  addActorOptions(program.command('activate').description('activate a paused key').argument('<id>')).action(
    withId((m) => (id, flags, ctx) => m.runTransition('activate', id, flags, ctx)),
  );
  addActorOptions(
    program
      .command('revoke')
      .description('revoke a key, permanently, by id or by its (leaked) secret')
      .argument('[id]', 'the key id (or a unique prefix of 8+ characters)'),
  )
    .option('--secret <source>', 'read the key\'s secret from stdin ("-"); the key is found by its hash')
    .option('-y, --yes', 'with --secret: do not ask for confirmation')
    .action(async (...args: unknown[]) => (await runners()).runRevoke(idOf(args), flagsOf(args), context));
  addActorOptions(
    program
      .command('rotate')
      .description(
        'replace a key: a new key now (secret shown once), the old one expires after a grace period',
      )
      .argument('<id>'),
  )
    .addOption(
      new Option(
        '--grace <duration>',
        'how long the old key keeps working (24h, 7d; 0 revokes it now)',
      ).default('24h', '24h'),
    )
    .action(withId((m) => m.runRotate));
  addActorOptions(program.command('delete').description('delete a key in any status').argument('<id>'))
    .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
    .action(withId((m) => m.runDelete));
  addActorOptions(program.command('usage').description("list a key's usage records").argument('<id>'))
    .option('--from <iso>', 'only records at or after this time (ISO 8601)')
    .option('--to <iso>', 'only records before this time (ISO 8601)')
    .addOption(
      new Option('--classification <value>', 'only records so classified').choices([
        'safe',
        'unsafe',
        'unknown',
      ]),
    )
    .option('--page <n>', 'page number, from 1 (default: 1)', parsePositiveInt('--page'))
    .option('--limit <n>', 'records per page, at most 1000 (default: 50)', parsePositiveInt('--limit'))
    .action(withId((m) => m.runUsage));

  const audit = addStoreOptions(program.command('audit').description('query recorded audit events'))
    .option('--action <action>', 'only this action, e.g. api_key.create')
    .option('--actor <email>', "only events of this actor's email")
    .option('--target <id>', 'only events with this target id (a key or project)')
    .option('--since <iso>', 'only events at or after this time (ISO 8601)')
    .option('--until <iso>', 'only events before this time (ISO 8601)')
    .option('--follow', 'keep running and print new events as they are recorded (like tail -f; Ctrl-C stops)')
    .addOption(
      new Option('--format <format>', 'output format (default: table)').choices(['table', 'jsonl', 'csv']),
    )
    .action(withoutId((m) => m.runAudit));
  addStoreOptions(
    audit
      .command('verify')
      .description('check that the audit log file and the outbox agree; exit 2 on any gap'),
  ).action(withoutId((m) => m.runAuditVerify));
  addStoreOptions(
    audit.command('flush').description('append events a crashed process left in the outbox to the audit log'),
  ).action(withoutId((m) => m.runAuditFlush));

  program
    .command('migrate-store')
    .description(
      'copy a SQLite key store into an empty PostgreSQL store (keys, secret hashes, usage, audit history)',
    )
    .requiredOption('--from <file>', 'the SQLite store to copy (it is only read)')
    .requiredOption('--to <url>', 'the empty target: postgres://user@host:5432/db (or another SQLite file)')
    .option('--json', 'print JSON for machines')
    .action(withoutId((m) => m.runMigrateStore));

  return program;
}
