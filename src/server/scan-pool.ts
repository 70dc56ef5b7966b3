/**
 * Text scanning that never blocks the event loop for long. Short texts (most requests) are scanned
 * inline, where a scan costs well under a millisecond; longer ones go to a pool of worker threads, so
 * a 1 MiB text (about 150 ms of detection) leaves the other requests of the process answering. The
 * queue in front of the threads is bounded: past it, requests get 429 with Retry-After.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ScanAccounting, ScanOptions, ScanResult } from '../api/contract.js';
import { scanTextContent } from '../detector/scan.js';
import type { ScoringModel } from '../detector/types.js';
import { ErrorCode, PiScanError } from '../errors.js';

/** A text posted to a worker. */
export interface ScanJob {
  id: number;
  content: string;
  options: ScanOptions;
  accounting: ScanAccounting;
}

/** A worker's answer to a {@link ScanJob}. */
export type ScanReply = { id: number; result: ScanResult } | { id: number; error: string };

/** Several texts posted to a worker at once (the CLI's offline `--jsonl`, see jsonl-threads.ts). */
export interface ScanChunk {
  id: number;
  jobs: Array<Omit<ScanJob, 'id'>>;
}

/** A worker's answer to a {@link ScanChunk}: one outcome per job, in order. */
export interface ScanChunkReply {
  id: number;
  outcomes: Array<{ result: ScanResult } | { error: string }>;
}

/** The worker script, compiled beside this module (and, in the bundle, emitted beside it). */
export const SCAN_WORKER_URL = new URL('./scan-worker.js', import.meta.url);

/** Options for {@link createTextScanPool}. */
export interface TextScanPoolOptions {
  /** Worker threads (default: cores - 1, at least 1). */
  threads?: number;
  /** Texts up to this many characters are scanned inline (default 8,192: about 0.6 ms). */
  inlineMaxChars?: number;
  /** Texts waiting for a thread, beyond those being scanned, before 429 (default 32 per thread). */
  maxQueued?: number;
  /** The worker script; default the compiled scan-worker.js beside this file. */
  workerUrl?: URL;
}

/** A text scanner backed by worker threads. */
export interface TextScanPool {
  /** Scans like scanTextContent with the pool's model; long texts off the event loop. */
  scan(content: string, options: ScanOptions, accounting: ScanAccounting): ScanResult | Promise<ScanResult>;
  /** Resolves once every thread has loaded the model; rejects if one could not start. */
  ready(): Promise<void>;
  /** True once every thread has loaded the model and none has died for good. */
  isReady(): boolean;
  /** Texts being scanned or waiting, for metrics. */
  pending(): number;
  /** Stops the threads; texts still waiting are refused. */
  close(): Promise<void>;
}

interface Slot {
  worker: Worker;
  job: (ScanJob & Callbacks) | undefined;
  /** The thread loaded its model; only such a thread is replaced when it dies (no restart loop). */
  started: boolean;
  dead: boolean;
}

interface Callbacks {
  resolve(result: ScanResult): void;
  reject(error: unknown): void;
}

/**
 * Creates the pool. `model` serves the inline scans; the threads load the bundled model themselves, so
 * pass the bundled model (what `pi-scan serve` uses) for both paths to give the same verdicts.
 */
export function createTextScanPool(
  model: ScoringModel | undefined,
  options: TextScanPoolOptions = {},
): TextScanPool {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const inlineMaxChars = options.inlineMaxChars ?? 8192;
  const maxQueued = options.maxQueued ?? 32 * threads;
  const workerUrl = options.workerUrl ?? SCAN_WORKER_URL;
  const queue: Array<ScanJob & Callbacks> = [];
  const slots: Slot[] = [];
  let nextId = 0;
  let closed = false;
  let readyPromise: Promise<void> = Promise.resolve();

  const fail = (slot: Slot, error: unknown): void => {
    const job = slot.job;
    slot.job = undefined;
    job?.reject(new PiScanError(ErrorCode.Internal, 'a text scan thread failed', { cause: error }));
    if (slot.dead) return;
    slot.dead = true;
    // Replace a thread that had worked, so the pool keeps its size.
    const index = slots.indexOf(slot);
    if (index !== -1 && !closed && slot.started) slots[index] = start();
    dispatch();
  };

  const start = (): Slot => {
    const slot: Slot = { worker: new Worker(workerUrl), job: undefined, started: false, dead: false };
    slot.worker.unref();
    slot.worker.on('message', (reply: ScanReply | { ready: true }) => {
      if ('ready' in reply) {
        slot.started = true;
        return;
      }
      const job = slot.job;
      slot.job = undefined;
      if (job !== undefined && job.id === reply.id) {
        if ('result' in reply) job.resolve(reply.result);
        else job.reject(new PiScanError(ErrorCode.Internal, `text scan failed: ${reply.error}`));
      }
      dispatch();
    });
    slot.worker.on('error', (error) => fail(slot, error));
    slot.worker.on('exit', (code) => {
      if (!closed) fail(slot, new Error(`scan thread exited with code ${code}`));
    });
    return slot;
  };

  const dispatch = (): void => {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.job !== undefined || slot.dead) continue;
      const job = queue.shift() as ScanJob & Callbacks;
      slot.job = job;
      const message: ScanJob = {
        id: job.id,
        content: job.content,
        options: job.options,
        accounting: job.accounting,
      };
      slot.worker.postMessage(message);
    }
  };

  for (let index = 0; index < threads; index += 1) slots.push(start());
  readyPromise = Promise.all(
    slots.map(
      (slot) =>
        new Promise<void>((resolve, reject) => {
          const onMessage = (message: unknown): void => {
            if (typeof message === 'object' && message !== null && 'ready' in message) {
              slot.worker.off('error', reject);
              resolve();
            }
          };
          slot.worker.on('message', onMessage);
          slot.worker.once('error', reject);
        }),
    ),
  ).then(() => undefined);
  // A pool nobody awaits must not turn a failed start into an unhandled rejection.
  readyPromise.catch(() => {});

  return {
    scan(content, scanOptions, accounting) {
      if (content.length <= inlineMaxChars) {
        return scanTextContent(content, scanOptions, accounting, model).result;
      }
      if (closed) throw new PiScanError(ErrorCode.Internal, 'the text scan pool is closed');
      if (slots.every((slot) => slot.dead)) {
        throw new PiScanError(ErrorCode.Internal, 'no text scan thread is running');
      }
      const busy = slots.filter((slot) => slot.job !== undefined).length;
      if (queue.length >= maxQueued && busy === slots.length) {
        throw new PiScanError(
          ErrorCode.RateLimited,
          'the server is busy scanning long texts; retry after 1 s',
          { details: { retryAfterSeconds: 1 } },
        );
      }
      return new Promise<ScanResult>((resolve, reject) => {
        nextId += 1;
        queue.push({ id: nextId, content, options: scanOptions, accounting, resolve, reject });
        dispatch();
      });
    },
    ready: () => readyPromise,
    isReady: () => !closed && slots.every((slot) => slot.started && !slot.dead),
    pending: () => queue.length + slots.filter((slot) => slot.job !== undefined).length,
    async close() {
      closed = true;
      const refused = [...queue.splice(0), ...slots.map((slot) => slot.job)];
      for (const job of refused) {
        job?.reject(new PiScanError(ErrorCode.Internal, 'the text scan pool was closed'));
      }
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
