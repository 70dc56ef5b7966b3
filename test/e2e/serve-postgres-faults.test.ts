/**
 * `pi-scan serve` on PostgreSQL when the database fails: crashed and restarted under load, stalled
 * (every server process SIGSTOPped), and wrong at start-up (refused port, unknown host, missing database,
 * wrong password). The crash and the stall happen to a private server (initdb + pg_ctl in a temp
 * directory, on a port of its own): the shared server on 127.0.0.1:5432 serves other tests at the same
 * time and is never restarted. Those, the missing database and the wrong password are skipped, with one
 * line, without PI_SCAN_TEST_DATABASE_URL or the server binaries; a refused port and an unknown host need
 * no server and always run.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_HINT, TEST_DATABASE_URL } from '../store/test-stores.js';
import { type CliRun, createTempProject, killServe, runCli, type ServeChild, startServe } from './helpers.js';
import { ACTOR, runJson, scratch, seedStore } from './keys-helpers.js';
import {
  PRIVATE_POSTGRES_UNAVAILABLE,
  type PrivatePostgres,
  startPrivatePostgres,
} from './private-postgres.js';
import { type ScanOutcome, startScanLoad, waitFor } from './scan-load.js';

const skipped = TEST_DATABASE_URL === undefined ? POSTGRES_HINT : PRIVATE_POSTGRES_UNAVAILABLE;
if (skipped !== undefined) console.warn(`PostgreSQL fault tests skipped: ${skipped}`);

const space = scratch();
afterAll(() => rmSync(space.dir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a client may see in a 503: that the store is unavailable, never which file or server. */
const UNAVAILABLE =
  /^the key store is not available; retry shortly \(the server log has the cause under request id \S+\)$/;

/** A database on `server`, with an organization, a project, a key and the token of a deleted key. */
async function seedPrivate(server: PrivatePostgres) {
  const database = `pi_scan_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  const url = server.url(database);
  const { projectId } = await seedStore(url, space.env);
  const args = ['--db', url, '--audit-log', space.log, '--actor', ACTOR];
  const create = (name: string) =>
    runJson<{ id: string; secret: string }>(
      ['create', '--project', projectId, '--name', name, ...args],
      space.env,
    );
  const key = await create('live');
  const gone = await create('deleted');
  await runJson(['delete', gone.id, '--yes', ...args], space.env);
  // A real key id with a signature that does not match its hash.
  const forged = `${key.secret.slice(0, -4)}${key.secret.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  return {
    database,
    url,
    key,
    tokens: { valid: key.secret, none: undefined, unknown: gone.secret, forged },
  };
}

/** Counts by "kind status", e.g. {"valid 200": 812, "valid 503": 97, "none 401": 301}. */
function tally(outcomes: readonly ScanOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { kind, status } of outcomes)
    counts[`${kind} ${status}`] = (counts[`${kind} ${status}`] ?? 0) + 1;
  return counts;
}

/** The request ids of the 200 answers, and checks that each has exactly one usage row. */
async function expectOneUsageRowPer200(url: string, outcomes: readonly ScanOutcome[]): Promise<void> {
  const ids = outcomes
    .filter((outcome) => outcome.status === 200)
    .map((outcome) => (outcome.body as { request_id: string }).request_id);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ request_id: string; n: number }>(
      'SELECT request_id, count(*)::int AS n FROM usage WHERE request_id = ANY($1) GROUP BY request_id',
      [ids],
    );
    expect(rows.length).toBe(ids.length);
    expect(rows.every((row) => row.n === 1)).toBe(true);
  } finally {
    await client.end();
  }
}

describe.skipIf(skipped !== undefined)('pi-scan serve when PostgreSQL fails', () => {
  let server: PrivatePostgres;
  let serve: ServeChild | undefined;
  beforeAll(async () => {
    server = await startPrivatePostgres();
  });
  afterAll(async () => {
    await killServe(serve);
    await server?.destroy();
  });

  it('refuses a wrong password at start-up with exit 3, naming host:port and never the password', async () => {
    // A role that must give its password (the private server's pg_hba.conf asks everyone but postgres).
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    try {
      await admin.query("CREATE ROLE pi_scan_pw LOGIN PASSWORD 'the-right-one'");
    } finally {
      await admin.end();
    }
    const runs = await startUpRuns(server.url('postgres', 'pi_scan_pw', 'secretpw'));
    expectStartUpFailure(runs, `127.0.0.1:${server.port}`);
    expect(runs[0]?.stderr).toContain('password authentication failed');
    expect(runs[0]?.stderr).toContain('check the user and password');
  });

  it('answers 503 while a crashed PostgreSQL is down, never 200 to an unknown key or none, and recovers by itself when it is back', async () => {
    const seeded = await seedPrivate(server);
    serve = await startServe(
      ['--db', seeded.url, '--workers', '1', '--trust-proxy', '127.0.0.1', '--log-level', 'fatal'],
      createTempProject(),
    );
    const load = startScanLoad({
      targets: () => [(serve as ServeChild).url],
      tokens: seeded.tokens,
      spread: ['none', 'unknown', 'forged'],
      concurrency: 4,
    });
    const outcomes = load.outcomes;
    const ready = () => fetch(`${(serve as ServeChild).url}/readyz`);
    let readyWhileDown: Response | undefined;
    try {
      await waitFor(
        () => outcomes.filter((o) => o.status === 200).length >= 50,
        30_000,
        '50 scans answered 200',
      );
      const crashAt = Date.now();
      await server.crash();
      const downAt = Date.now();
      await waitFor(
        () => outcomes.some((o) => o.kind === 'valid' && o.status === 503 && o.started >= downAt),
        20_000,
        'a 503',
      );
      readyWhileDown = await ready();
      await sleep(2_000);
      const restartAt = Date.now();
      await server.start();
      const upAt = Date.now();
      await waitFor(
        () => outcomes.some((o) => o.kind === 'valid' && o.status === 200 && o.started >= upAt),
        30_000,
        'a 200 after the restart',
      );
      await sleep(1_000);
      await load.stop();

      // Never a 200 without a valid key; a refusal or 503 otherwise.
      const counts = tally(outcomes);
      for (const outcome of outcomes) {
        const allowed = outcome.kind === 'valid' ? [200, 503] : outcome.kind === 'none' ? [401] : [401, 503];
        expect(
          allowed,
          `${outcome.kind} answered ${outcome.status}: ${JSON.stringify(outcome.body)}`,
        ).toContain(outcome.status);
      }
      // Every request made while the database was down answered 503 (unknown and forged keys too: their
      // verification needs the database), with a message that names no server.
      const whileDown = outcomes.filter(
        (o) => o.started >= downAt && o.ended <= restartAt && o.kind !== 'none',
      );
      expect(whileDown.length).toBeGreaterThan(0);
      expect(new Set(whileDown.map((o) => o.status))).toEqual(new Set([503]));
      for (const outcome of outcomes.filter((o) => o.status === 503)) {
        expect(outcome.body).toEqual({ error: expect.stringMatching(UNAVAILABLE) });
        for (const secret of ['postgres://', `:${server.port}`, seeded.database]) {
          expect(JSON.stringify(outcome.body)).not.toContain(secret);
        }
      }
      expect(readyWhileDown?.status).toBe(503);
      expect(await readyWhileDown?.json()).toEqual({ error: 'the key store is not answering' });
      // Recovered without a restart of pi-scan: the same process answers 200 and is ready.
      expect(serve.child.exitCode).toBeNull();
      expect((await ready()).status).toBe(200);
      await expectOneUsageRowPer200(seeded.url, outcomes);

      const valid503 = outcomes.filter((o) => o.kind === 'valid' && o.status === 503);
      const first503 = Math.min(...valid503.map((o) => o.ended));
      const last503 = Math.max(...valid503.map((o) => o.ended));
      const first200 = Math.min(
        ...outcomes
          .filter((o) => o.kind === 'valid' && o.status === 200 && o.started >= upAt)
          .map((o) => o.ended),
      );
      // Not assertions on timing: the figures docs/several-instances.md quotes.
      console.log(
        `PostgreSQL crash under load: ${outcomes.length} requests ${JSON.stringify(counts)}; ` +
          `pg_ctl stop -m immediate took ${downAt - crashAt} ms, first 503 ${first503 - crashAt} ms after the crash; ` +
          `down ${restartAt - downAt} ms; pg_ctl start (crash recovery) took ${upAt - restartAt} ms; ` +
          `last 503 ${last503 - upAt} ms and first 200 ${first200 - upAt} ms after the server accepted connections again`,
      );
    } finally {
      await load.stop();
      await killServe(serve);
      serve = undefined;
    }
  });

  it('answers 503 within the query timeout while PostgreSQL is stalled (every process SIGSTOPped), and recovers when it continues', async () => {
    const seeded = await seedPrivate(server);
    serve = await startServe(
      ['--db', seeded.url, '--workers', '1', '--log-level', 'fatal'],
      createTempProject(),
    );
    const url = serve.url;
    const timed = async (request: () => Promise<Response>) => {
      const started = Date.now();
      const response = await request();
      return { status: response.status, body: (await response.json()) as unknown, ms: Date.now() - started };
    };
    const scan = (token: string) => () =>
      fetch(`${url}/v1/prompt-injection/text`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Lunch is at noon on the terrace.' }),
        signal: AbortSignal.timeout(60_000),
      });
    const ready = () => fetch(`${url}/readyz`, { signal: AbortSignal.timeout(60_000) });
    try {
      // Warm: the valid key's verification is cached, the pool holds open connections.
      expect((await timed(scan(seeded.tokens.valid))).status).toBe(200);
      expect((await timed(ready)).status).toBe(200);
      server.freeze();
      const keysStarted = Date.now();
      const keys = runCli('pi-keys', ['org', 'list', '--db', seeded.url], {
        timeoutMs: 60_000,
      }).then((run) => ({ ...run, ms: Date.now() - keysStarted }));
      const stalled = await Promise.all([
        timed(ready),
        timed(scan(seeded.tokens.valid)),
        timed(scan(seeded.tokens.unknown)),
        ...Array.from({ length: 6 }, () => timed(scan(seeded.tokens.valid))),
      ]);
      // A second wave, once the first has given up on its connections: new ones hang in the handshake.
      const again = await Promise.all([timed(ready), timed(scan(seeded.tokens.valid))]);
      const keysRun = await keys;
      server.thaw();
      const thawedAt = Date.now();
      let recovered = await timed(scan(seeded.tokens.valid));
      while (recovered.status !== 200 && Date.now() - thawedAt < 20_000)
        recovered = await timed(scan(seeded.tokens.valid));

      for (const answer of [...stalled, ...again]) {
        expect(answer.status).toBe(503);
        // The bound: a query gets 5 s (5.5 s when the server does not answer at all), a connection 5 s.
        expect(answer.ms).toBeLessThan(12_000);
      }
      expect(stalled[0]?.body).toEqual({ error: 'the key store is not answering' });
      expect(stalled[1]?.body).toEqual({ error: expect.stringMatching(UNAVAILABLE) });
      // pi-keys gives up too, as a service failure naming the server.
      expect(keysRun.code, keysRun.stderr).toBe(3);
      expect(keysRun.stderr).toContain(`127.0.0.1:${server.port}`);
      expect(recovered.status).toBe(200);
      expect(serve.child.exitCode).toBeNull();
      console.log(
        `PostgreSQL stalled: /readyz answered 503 after ${stalled[0]?.ms} ms, scans 503 after ` +
          `${stalled
            .slice(1)
            .map((a) => a.ms)
            .join(
              '/',
            )} ms; second wave ${again.map((a) => a.ms).join('/')} ms; pi-keys exit 3 after ${keysRun.ms} ms; ` +
          `first 200 ${Date.now() - thawedAt} ms after SIGCONT`,
      );
    } finally {
      server.thaw();
      await killServe(serve);
      serve = undefined;
    }
  });
});

/** `serve --db URL`, `serve` (two workers) with PI_SCAN_DB=URL, and `pi-keys org list --db URL`. */
function startUpRuns(url: string): Promise<CliRun[]> {
  return Promise.all([
    runCli('pi-scan', ['serve', '--port', '0', '--db', url, '--workers', '1'], { timeoutMs: 30_000 }),
    runCli('pi-scan', ['serve', '--port', '0', '--workers', '2'], {
      env: { PI_SCAN_DB: url },
      timeoutMs: 30_000,
    }),
    runCli('pi-keys', ['org', 'list', '--db', url], { timeoutMs: 30_000 }),
  ]);
}

/** Each run stopped at start-up: exit 3, one line on stderr naming `where`, never the password. */
function expectStartUpFailure(runs: readonly CliRun[], where: string): void {
  for (const run of runs) {
    expect(run.code, run.stderr).toBe(3);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(where);
    expect(run.stderr).not.toContain('secretpw');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  }
}

describe('a store URL that cannot be used stops serve and pi-keys at start-up with exit 3, naming host:port and never the password', () => {
  it('a refused port', async () => {
    const runs = await startUpRuns('postgres://postgres:secretpw@127.0.0.1:1/test');
    expectStartUpFailure(runs, '127.0.0.1:1');
    expect(runs[0]?.stderr).toContain('is PostgreSQL running and reachable at 127.0.0.1:1?');
  });

  it('an unknown host', async () => {
    const runs = await startUpRuns('postgres://postgres:secretpw@pi-scan-no-such-host.invalid:5432/test');
    expectStartUpFailure(runs, 'pi-scan-no-such-host.invalid:5432');
  });

  it.skipIf(TEST_DATABASE_URL === undefined)('a missing database', async () => {
    const url = new URL(TEST_DATABASE_URL as string);
    url.password = 'secretpw';
    url.pathname = `/pi_scan_missing_${randomBytes(4).toString('hex')}`;
    const runs = await startUpRuns(url.toString());
    expectStartUpFailure(runs, `${url.hostname}:${url.port || '5432'}`);
    expect(runs[0]?.stderr).toContain(`database "${url.pathname.slice(1)}" does not exist`);
  });
});
