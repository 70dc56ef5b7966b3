/**
 * A load of scan requests against running `pi-scan serve` processes, for the fault tests: a few loops,
 * each sending one request after another and recording what came back and when.
 */

/** One answered (or failed) request. */
export interface ScanOutcome {
  /** Which kind of credentials it carried (a key of `ScanLoadOptions.tokens`). */
  kind: string;
  target: string;
  /** HTTP status, or 0 when the connection failed (the process was killed). */
  status: number;
  body: unknown;
  /** Date.now() before sending and after the answer. */
  started: number;
  ended: number;
}

/** What {@link startScanLoad} sends. */
export interface ScanLoadOptions {
  /** The base URLs to spread requests over, asked before each request (it may shrink). */
  targets: () => readonly string[];
  /** Credentials by kind: a bearer token, or undefined for a request without an Authorization header. */
  tokens: Readonly<Record<string, string | undefined>>;
  /**
   * Kinds whose requests come from a new client address each time (X-Forwarded-For; start serve with
   * `--trust-proxy 127.0.0.1`), so refusals never exhaust one address's failed-authentication budget.
   */
  spread?: readonly string[];
  concurrency: number;
}

/** A running load; `stop()` waits for the requests in flight and returns every outcome. */
export interface ScanLoad {
  readonly outcomes: readonly ScanOutcome[];
  stop(): Promise<ScanOutcome[]>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `concurrency` loops cycling through the kinds and the targets. */
export function startScanLoad(options: ScanLoadOptions): ScanLoad {
  const outcomes: ScanOutcome[] = [];
  const kinds = Object.keys(options.tokens);
  let stopped = false;
  let sent = 0;
  const loop = async (offset: number): Promise<void> => {
    for (let index = offset; !stopped; index += 1) {
      const targets = options.targets();
      const target = targets[index % Math.max(1, targets.length)];
      if (target === undefined) {
        await pause(10);
        continue;
      }
      const kind = kinds[index % kinds.length] as string;
      const token = options.tokens[kind];
      sent += 1;
      const address = options.spread?.includes(kind)
        ? `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`
        : '192.0.2.1';
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-forwarded-for': address,
      };
      if (token !== undefined) headers.authorization = `Bearer ${token}`;
      const started = Date.now();
      let status = 0;
      let body: unknown;
      try {
        const response = await fetch(`${target}/v1/prompt-injection/text`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ content: `Lunch is at noon on the terrace (${index}).` }),
          signal: AbortSignal.timeout(30_000),
        });
        status = response.status;
        const text = await response.text();
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      } catch (error: unknown) {
        body = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
      }
      outcomes.push({ kind, target, status, body, started, ended: Date.now() });
      // A little room between requests, so a refused connection does not spin a core.
      await pause(status === 0 ? 20 : 5);
    }
  };
  const loops = Array.from({ length: options.concurrency }, (_, offset) => loop(offset));
  return {
    outcomes,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Resolves once `condition()` holds (polling every 50 ms); rejects after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(50);
  }
}
