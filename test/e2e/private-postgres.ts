/**
 * A PostgreSQL server of a test's own (initdb and pg_ctl in a temp directory, on a free port), for the
 * fault tests that crash, stall and restart the database. The shared server on 127.0.0.1:5432 serves other
 * test files at the same time and is never touched. When the tests run as root, the server runs as the
 * `postgres` OS user (PostgreSQL refuses root), through `runuser`.
 */
import { execFile } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where initdb and pg_ctl are: PI_SCAN_TEST_PG_BIN, else the newest /usr/lib/postgresql/N/bin. */
function findBinaries(): string | undefined {
  const candidates = [process.env.PI_SCAN_TEST_PG_BIN];
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join('/usr/lib/postgresql', version, 'bin')));
  }
  return candidates.find(
    (dir) => dir !== undefined && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  );
}

const BIN = findBinaries();
const AS_ROOT = process.getuid?.() === 0;

/** Why a private server cannot run here (the test prints it and skips), or undefined when it can. */
export const PRIVATE_POSTGRES_UNAVAILABLE: string | undefined =
  BIN === undefined
    ? 'no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin or PI_SCAN_TEST_PG_BIN'
    : AS_ROOT && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')
      ? 'running as root without runuser to start PostgreSQL as the postgres user'
      : AS_ROOT && !/^postgres:/m.test(readFileSync('/etc/passwd', 'utf8'))
        ? 'running as root, and there is no postgres user to run PostgreSQL as'
        : undefined;

/** A running private server. */
export interface PrivatePostgres {
  readonly port: number;
  /** `postgres://USER@127.0.0.1:PORT/DATABASE` (trust authentication for the postgres user). */
  url(database: string, user?: string, password?: string): string;
  /** Kills the server the way a crash does (`pg_ctl stop -m immediate`: no shutdown checkpoint). */
  crash(): Promise<void>;
  /** Starts it again after {@link crash}; resolves once it accepts connections (after crash recovery). */
  start(): Promise<void>;
  /** SIGSTOPs the postmaster and every backend: connections stay open and nothing answers. */
  freeze(): void;
  /** SIGCONTs what {@link freeze} stopped. */
  thaw(): void;
  /** Thaws, stops the server and removes its directory; safe to call twice. */
  destroy(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (taken and released at once). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function pgRun(binary: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  const path = join(BIN as string, binary);
  return AS_ROOT
    ? run('runuser', ['-u', 'postgres', '--', path, ...args], { cwd: '/' })
    : run(path, args, { cwd: '/' });
}

/**
 * initdb + pg_ctl start a fresh server on a free port, with `pg_hba.conf` trusting the postgres user on
 * 127.0.0.1 and asking every other user for a scram-sha-256 password. Call {@link PrivatePostgres.destroy}
 * in afterAll (or finally).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (PRIVATE_POSTGRES_UNAVAILABLE !== undefined) throw new Error(PRIVATE_POSTGRES_UNAVAILABLE);
  // The run's temp folder is private to the test user; the postgres user must reach the data directory.
  const dir = mkdtempSync(join(AS_ROOT ? '/tmp' : tmpdir(), 'pi-scan-pg-'));
  const data = join(dir, 'data');
  let destroyed = false;
  let frozen: number[] = [];
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c shared_buffers=16MB',
    '-c max_connections=50',
  ].join(' ');
  const start = async (): Promise<void> => {
    await pgRun('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  };
  const stop = async (): Promise<void> => {
    await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  /** The postmaster and its children (backends and auxiliary processes), from /proc. */
  const serverPids = (): number[] => {
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          // Field 4 of /proc/PID/stat is the parent pid; the command name (field 2) may hold spaces.
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  };
  const thaw = (): void => {
    for (const pid of frozen.reverse()) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Gone already.
      }
    }
    frozen = [];
  };
  const server: PrivatePostgres = {
    port,
    url: (database, user = 'postgres', password) =>
      `postgres://${user}${password === undefined ? '' : `:${password}`}@127.0.0.1:${port}/${database}`,
    crash: stop,
    start,
    freeze: () => {
      // The postmaster first, so it starts no new backend while the others are stopped.
      for (const pid of serverPids()) {
        process.kill(pid, 'SIGSTOP');
        frozen.push(pid);
      }
    },
    thaw,
    destroy: async () => {
      if (destroyed) return;
      destroyed = true;
      thaw();
      if (existsSync(join(data, 'postmaster.pid'))) await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    if (AS_ROOT) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), -1);
    await pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    writeFileSync(
      join(data, 'pg_hba.conf'),
      [
        'local all all trust',
        'host all postgres 127.0.0.1/32 trust',
        'host all all 127.0.0.1/32 scram-sha-256',
        '',
      ].join('\n'),
    );
    await start();
  } catch (error: unknown) {
    await server.destroy();
    throw error;
  }
  return server;
}
