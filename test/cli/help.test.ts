import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CATEGORY_CODES } from '../../src/api/contract.js';
import { createProgram as createKeysProgram } from '../../src/cli/pi-keys.js';
import { createProgram } from '../../src/cli/pi-scan.js';
import type { CliContext } from '../../src/commands/context.js';
import { CONFIG_ENV_VARS } from '../../src/config/config.js';

/** The help text `args` print, as commander writes it to stdout. */
async function helpOf(program: 'pi-scan' | 'pi-keys', args: string[]): Promise<string> {
  const stdout = new PassThrough();
  const chunks: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  const context: CliContext = {
    argv: ['node', program, ...args],
    env: {},
    cwd: '.',
    stdin: new PassThrough(),
    stdout,
    stderr: new PassThrough(),
    setExitCode() {},
  };
  const create = program === 'pi-scan' ? createProgram : createKeysProgram;
  await expect(create(context).parseAsync(['node', program, ...args])).rejects.toMatchObject({
    code: 'commander.helpDisplayed',
  });
  return Buffer.concat(chunks).toString('utf8');
}

/** The option lines under one group heading of a help text. */
function group(help: string, heading: string): string {
  const start = help.indexOf(`\n${heading}\n`);
  expect(start, `no "${heading}" group`).toBeGreaterThan(-1);
  const rest = help.slice(start + heading.length + 2);
  return rest.slice(0, rest.indexOf('\n\n'));
}

describe('pi-scan help', () => {
  it.each(['text', 'image'])('groups the options of %s: filters, output, remote, batch', async (command) => {
    const help = await helpOf('pi-scan', [command, '--help']);
    expect(group(help, 'Filters:')).toMatch(/--only[\s\S]*--exclude[\s\S]*--minimum-confidence/);
    expect(group(help, 'Output:')).toMatch(/--format[\s\S]*--json\b/);
    expect(group(help, 'Remote:')).toMatch(/--remote <url>[\s\S]*--api-key[\s\S]*--timeout <seconds>/);
    expect(group(help, 'Batch:')).toMatch(/--jsonl[\s\S]*--concurrency/);
  });

  it('lists the valid categories under --only and --exclude', async () => {
    const filters = group(await helpOf('pi-scan', ['text', '--help']), 'Filters:').replace(/\s+/g, ' ');
    for (const code of CATEGORY_CODES) expect(filters.split(code)).toHaveLength(3);
    const evalHelp = (await helpOf('pi-scan', ['eval', '--help'])).replace(/\s+/g, ' ');
    for (const code of CATEGORY_CODES) expect(evalHelp.split(code)).toHaveLength(3);
  });

  it('lists the variables serve reads in serve --help', async () => {
    const serve = await helpOf('pi-scan', ['serve', '--help']);
    for (const name of [
      'PI_SCAN_DB',
      'PI_SCAN_RATE_LIMIT',
      'PI_SCAN_MAX_TEXT_BYTES',
      'PI_SCAN_TRUST_PROXY',
    ]) {
      expect(serve).toContain(`  ${name} `);
    }
  });

  it('lists every PI_SCAN_* variable in the top-level help and the text ones in text --help', async () => {
    const top = await helpOf('pi-scan', ['--help']);
    for (const name of Object.values(CONFIG_ENV_VARS)) expect(top).toContain(`  ${name} `);
    const text = await helpOf('pi-scan', ['text', '--help']);
    for (const name of ['PI_SCAN_TIMEOUT', 'PI_SCAN_MAX_BYTES', 'PI_SCAN_BASE_URL', 'PI_SCAN_API_KEY']) {
      expect(text).toContain(`  ${name} `);
    }
  });

  it.each([
    ['pi-scan', ['text', '--help']],
    ['pi-scan', ['image', '--help']],
    ['pi-scan', ['serve', '--help']],
    ['pi-keys', ['create', '--help']],
    ['pi-keys', ['list', '--help']],
    ['pi-keys', ['rotate', '--help']],
    ['pi-keys', ['usage', '--help']],
    ['pi-keys', ['audit', '--help']],
  ] as const)(
    '%s %j writes defaults one way, "(default: X)", and says MiB, not MB',
    async (program, args) => {
      const help = (await helpOf(program, [...args])).replace(/\s+/g, ' ');
      expect(help).not.toMatch(/\(default [^:]|; default |\bMB\b/);
      expect(help).not.toMatch(/\(default: "/);
    },
  );
});

describe('pi-keys help', () => {
  it('describes --audit-log as the log file on commands that write events', async () => {
    const help = (await helpOf('pi-keys', ['pause', '--help'])).replace(/\s+/g, ' ');
    expect(help).toContain('--audit-log <path> where the audit log is written: a JSON Lines file');
  });

  it.each([
    ['org', 'create'],
    ['org', 'update'],
    ['org', 'list'],
    ['project', 'create'],
    ['audit', 'verify'],
  ])('describes --audit-log of %s %s as the log file too', async (...command) => {
    const help = (await helpOf('pi-keys', [...command, '--help'])).replace(/\s+/g, ' ');
    expect(help).toContain('--audit-log <path> where the audit log is written: a JSON Lines file');
  });

  it('names the add-on switch of org create and org update --audit-addon', async () => {
    const create = (await helpOf('pi-keys', ['org', 'create', '--help'])).replace(/\s+/g, ' ');
    expect(create).toContain("--audit-addon turn on the organization's audit-log add-on");
    const update = (await helpOf('pi-keys', ['org', 'update', '--help'])).replace(/\s+/g, ' ');
    expect(update).toContain("--audit-addon <state> turn the organization's audit-log add-on on or off");
    const root = await helpOf('pi-keys', ['--help']);
    expect(root).toContain('pi-keys org create --name "Acme" --audit-addon --json');
  });

  it('lists the PI_SCAN_* variables pi-keys reads', async () => {
    const root = (await helpOf('pi-keys', ['--help'])).replace(/\s+/g, ' ');
    for (const line of [
      'PI_SCAN_CONFIG config file to read instead of searching for one',
      'PI_SCAN_DB key store: a SQLite file or a postgres:// URL',
      'PI_SCAN_AUDIT_LOG audit log file (JSON Lines)',
      'PI_SCAN_ACTOR acting admin in pi-keys',
    ])
      expect(root).toContain(line);
  });
});
