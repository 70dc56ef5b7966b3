/**
 * Issue 12 row 14 on a real terminal: `script` gives the built binary a pseudo-terminal for stderr
 * while stdout goes to a file. With CI set there is no bar at all; without it the bar is drawn and
 * cleared on the terminal, and the output file holds nothing but the JSON document.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers.js';

const run = promisify(execFile);
const hasScript = existsSync('/usr/bin/script');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function onTerminal(ci: boolean): Promise<{ terminal: string; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'pi-scan-tty-'));
  dirs.push(dir);
  for (let i = 0; i < 25; i++) writeFileSync(join(dir, `f${i}.txt`), `note ${i}\n`);
  const command = `${ci ? 'CI=true ' : ''}${JSON.stringify(process.execPath)} ${JSON.stringify(join(REPO_ROOT, 'bin', 'pi-scan.js'))} text f*.txt --json > out.json`;
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: dir, TERM: 'xterm' };
  const { stdout } = await run('script', ['-qec', command, '/dev/null'], { cwd: dir, env });
  return { terminal: stdout, output: readFileSync(join(dir, 'out.json'), 'utf8') };
}

describe.runIf(hasScript)('progress bar on a terminal', () => {
  it('is not drawn when CI is set', async () => {
    const { terminal, output } = await onTerminal(true);
    expect(terminal).toBe('');
    expect(JSON.parse(output)).toHaveLength(25);
  });

  it('is drawn on stderr only, and the output file holds only the JSON', async () => {
    const { terminal, output } = await onTerminal(false);
    expect(terminal).toContain('scanning');
    expect(output.startsWith('[\n')).toBe(true);
    expect(output).not.toContain('scanning');
    expect(JSON.parse(output)).toHaveLength(25);
  });
});
