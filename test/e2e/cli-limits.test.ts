/**
 * The CLI's bounds and usage guards, against the built binary: a remote call has a deadline, input is
 * read up to a limit, `pi-scan` alone is a usage error, and `--remote` takes a required URL.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempProject, REPO_ROOT, runCli } from './helpers.js';

describe('pi-scan --remote against a service that accepts and never answers', () => {
  let server: Server;
  const sockets = new Set<Socket>();
  let url: string;

  beforeAll(async () => {
    // Accepts the connection, reads the request, never writes a byte.
    server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.resume();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address() as { port: number };
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((done) => server.close(() => done()));
  });

  it.each([
    ['--timeout', (dir: string) => ({ args: ['--remote', url, '--timeout', '1'], env: {}, dir })],
    ['PI_SCAN_TIMEOUT', (dir: string) => ({ args: ['--remote', url], env: { PI_SCAN_TIMEOUT: '1' }, dir })],
    [
      '"timeout" in the config',
      (dir: string) => {
        writeFileSync(join(dir, '.piscanrc.json'), JSON.stringify({ timeout: 1 }));
        return { args: [], env: { PI_SCAN_BASE_URL: url }, dir };
      },
    ],
  ])('gives up after the time set by %s, names the URL and the time, and exits 3', async (_name, setup) => {
    const { args, env, dir } = setup(createTempProject());
    const started = Date.now();
    const run = await runCli('pi-scan', ['text', '-c', 'hello', ...args], {
      cwd: dir,
      env: { PI_SCAN_API_KEY: 'test-key', ...env },
      timeoutMs: 30_000,
    });
    const elapsed = Date.now() - started;
    expect(run.signal).toBeNull();
    expect(run.code).toBe(3);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`the service at ${url} did not answer within 1 s (retries included)`);
    expect(elapsed).toBeLessThan(15_000);
  });

  it('rejects a timeout that is not a positive number with exit 2', async () => {
    const run = await runCli('pi-scan', ['text', '-c', 'hello', '--remote', url, '--timeout', '0']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--timeout: expected a positive number, got "0"');
  });
});

describe('pi-scan text reads input up to a limit', () => {
  it.runIf(process.platform === 'linux')(
    'stops reading /dev/zero at the default 10 MiB and exits 2',
    async () => {
      const run = await runCli('pi-scan', ['text', '/dev/zero'], { timeoutMs: 30_000 });
      expect(run.signal).toBeNull();
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        'pi-scan: error: /dev/zero is more than 10485760 bytes, over the limit of 10485760 bytes; raise --max-bytes',
      );
    },
  );

  it.runIf(process.platform === 'linux')('stops a --jsonl line from /dev/zero at --max-bytes', async () => {
    const run = await runCli('pi-scan', ['text', '--jsonl', '/dev/zero', '--max-bytes', '100000']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('/dev/zero line 1 is more than 100000 bytes');
  });

  it('refuses stdin over --max-bytes and reads stdin at the limit', async () => {
    const over = await runCli('pi-scan', ['text', '--max-bytes', '1000', '--json'], {
      input: 'a'.repeat(1001),
    });
    expect(over.code).toBe(2);
    expect(over.stderr).toContain('standard input is more than 1000 bytes, over the limit of 1000 bytes');
    const at = await runCli('pi-scan', ['text', '--max-bytes', '1000', '--json'], {
      input: 'The weather is fine. '.repeat(50).slice(0, 1000),
    });
    // Read and scanned (the verdict on this repetitive text is the detector's business).
    expect(at.stderr).toBe('');
    expect(JSON.parse(at.stdout)).toHaveProperty('is_safe');
  });

  it('takes the limit from PI_SCAN_MAX_BYTES', async () => {
    const run = await runCli('pi-scan', ['text'], {
      input: 'a'.repeat(600),
      env: { PI_SCAN_MAX_BYTES: '500' },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('over the limit of 500 bytes');
  });
});

describe('pi-scan and pi-keys without a command', () => {
  it.each(['pi-scan', 'pi-keys'])('%s alone prints the help on stderr and exits 2', async (bin) => {
    const run = await runCli(bin, []);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`Usage: ${bin} [options] [command]`);
  });

  it.each([['--help'], ['help'], ['help', 'text']])(
    'pi-scan %s prints the help on stdout and exits 0',
    async (...args) => {
      const run = await runCli('pi-scan', args);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Usage: pi-scan');
    },
  );
});

describe('--remote <url>', () => {
  it('takes the next word as its URL and says what was meant when it is not one', async () => {
    const run = await runCli('pi-scan', ['text', '--remote', 'notes.md']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'pi-scan: error: --remote: "notes.md" has no scheme; did you mean http://notes.md? (expected the base URL of a pi-scan service)',
    );
  });

  it('requires a value', async () => {
    const run = await runCli('pi-scan', ['text', '-c', 'hello', '--remote']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("option '--remote <url>' argument missing");
  });
});

describe('output to a reader that went away', () => {
  it.each([[['--help']], [['text', '--jsonl']]])(
    'pi-scan %j exits 3 without a crash when stdout is closed (| head)',
    async (args) => {
      const child = spawn(process.execPath, [join(REPO_ROOT, 'bin', 'pi-scan.js'), ...args], {
        cwd: createTempProject(),
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      // Close the read end at once: every write of the child fails with EPIPE.
      child.stdout.destroy();
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.stdin.on('error', () => {});
      child.stdin.end(`${'{"content": "hello"}\n'.repeat(20_000)}`);
      const code = await new Promise<number | null>((resolve) => child.on('close', (exit) => resolve(exit)));
      expect(stderr).not.toMatch(/EPIPE|Unhandled|at /);
      expect(code).toBe(3);
    },
  );
});
