/**
 * Offline `--jsonl` batches on several cores. The main thread reads, parses and writes the lines and
 * scans texts too; worker threads (scan-worker.js, the same detector and bundled model as the inline
 * scan) take chunks of the waiting texts, a new chunk as soon as they answer the last. Verdicts are
 * the inline scan's exactly (an e2e test compares whole batches), and a thread that fails or never
 * starts only means its texts are scanned on the main thread.
 *
 * Threads start only once a batch is large (1,024 texts or 256 KiB): each compiles the detector's
 * regexes again (about 0.3 s of CPU here), which a short batch would not win back.
 */
import { Worker } from 'node:worker_threads';
import type { ScanAccounting, ScanOptions, ScanResult } from '../api/contract.js';
import { ErrorCode, PiScanError } from '../errors.js';
import { SCAN_WORKER_URL, type ScanChunk, type ScanChunkReply } from '../server/scan-pool.js';

/** Options of {@link createThreadedScanner}. */
export interface ThreadedScannerOptions {
  /** Scans one text on the main thread. */
  inline(content: string, options: ScanOptions): ScanResult;
  /** The accounting a thread scans `content` with: what `inline` uses. */
  accounting(content: string): ScanAccounting;
  /** Worker threads beside the main thread (0: scan inline only). */
  threads: number;
  /** Threads start once this many texts have come (default 1,024)… */
  startAtJobs?: number;
  /** …or this many characters (default 256 Ki). */
  startAtChars?: number;
  /** The worker script (default scan-worker.js beside the scan pool). */
  workerUrl?: URL;
  /** Told once per thread that fails (its texts are scanned elsewhere). */
  onThreadError?(error: Error): void;
}

/** A scanner that spreads texts over the main thread and worker threads; `close` stops the threads. */
export interface ThreadedScanner {
  scan(content: string, options: ScanOptions): Promise<ScanResult>;
  close(): Promise<void>;
}

interface Job {
  content: string;
  options: ScanOptions;
  resolve(result: ScanResult): void;
  reject(error: unknown): void;
}

interface Thread {
  worker: Worker;
  /** The chunks it holds, the one it scans first (at most CHUNKS_AHEAD). */
  chunks: Job[][];
  dead: boolean;
}

/** A thread takes at most this many texts or characters at once (fewer when fewer wait, see feed). */
const CHUNK_JOBS = 64;
const CHUNK_CHARS = 64 * 1024;
/**
 * Chunks a thread holds at once: while it scans one, the next waits in its port, so it never idles
 * until the main thread gets round to its answer.
 */
const CHUNKS_AHEAD = 2;
/** The main thread scans for this long before it lets threads' answers and new lines in (ms). */
const INLINE_SLICE_MS = 2;

/** Creates the scanner; no thread starts before the batch is large. */
export function createThreadedScanner(options: ThreadedScannerOptions): ThreadedScanner {
  const startAtJobs = options.startAtJobs ?? 1024;
  const startAtChars = options.startAtChars ?? 256 * 1024;
  const queue: Job[] = [];
  let jobsSeen = 0;
  let charsSeen = 0;
  const threads: Thread[] = [];
  let started = false;
  let closed = false;
  let pumpScheduled = false;
  let nextId = 0;

  const takeChunk = (limitJobs: number): Job[] => {
    const chunk: Job[] = [];
    let chars = 0;
    while (queue.length > 0 && chunk.length < limitJobs && chars < CHUNK_CHARS) {
      const job = queue.shift() as Job;
      chars += job.content.length;
      chunk.push(job);
    }
    return chunk;
  };

  const feed = (thread: Thread): void => {
    while (!thread.dead && thread.chunks.length < CHUNKS_AHEAD && queue.length > 0) {
      // An even share of what waits, so the main thread is not left idle behind a thread's chunks.
      const share = Math.ceil(queue.length / (threads.length + 1));
      const chunk = takeChunk(Math.min(CHUNK_JOBS, share));
      if (thread.chunks.length === 0) thread.worker.ref();
      thread.chunks.push(chunk);
      nextId += 1;
      const message: ScanChunk = {
        id: nextId,
        jobs: chunk.map((job) => ({
          content: job.content,
          options: job.options,
          accounting: options.accounting(job.content),
        })),
      };
      thread.worker.postMessage(message);
    }
  };

  /** A thread that failed gives its texts back to the queue, in order, for the others. */
  const retire = (thread: Thread, error: Error): void => {
    if (thread.dead || closed) return;
    thread.dead = true;
    options.onThreadError?.(error);
    const held = thread.chunks.flat();
    queue.unshift(...held);
    thread.chunks = [];
    void thread.worker.terminate();
    schedulePump();
  };

  const startThreads = (): void => {
    started = true;
    for (let i = 0; i < options.threads; i++) {
      let worker: Worker;
      try {
        worker = new Worker(options.workerUrl ?? SCAN_WORKER_URL);
      } catch (error: unknown) {
        options.onThreadError?.(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const thread: Thread = { worker, chunks: [], dead: false };
      threads.push(thread);
      worker.on('message', (reply: ScanChunkReply | { ready: true }) => {
        if ('outcomes' in reply) {
          const chunk = thread.chunks.shift() ?? [];
          if (thread.chunks.length === 0) worker.unref();
          reply.outcomes.forEach((outcome, k) => {
            const job = chunk[k] as Job;
            if ('result' in outcome) job.resolve(outcome.result);
            else job.reject(new PiScanError(ErrorCode.Internal, `text scan failed: ${outcome.error}`));
          });
        }
        feed(thread);
      });
      worker.on('error', (error) => retire(thread, error));
      worker.on('exit', (code) => retire(thread, new Error(`the thread exited with code ${code}`)));
      // An idle thread keeps nothing alive (a batch whose output reader went away ends); feed() refs
      // it again while it holds texts, so the run never ends with texts still out.
      worker.unref();
      feed(thread);
    }
  };

  /** Scans waiting texts on the main thread for one slice, then yields. */
  const pump = (): void => {
    pumpScheduled = false;
    const until = performance.now() + INLINE_SLICE_MS;
    while (queue.length > 0) {
      const job = queue.shift() as Job;
      try {
        job.resolve(options.inline(job.content, job.options));
      } catch (error: unknown) {
        job.reject(error);
      }
      if (performance.now() >= until) break;
    }
    if (queue.length > 0) schedulePump();
  };

  function schedulePump(): void {
    if (pumpScheduled) return;
    pumpScheduled = true;
    setImmediate(pump);
  }

  return {
    scan(content, scanOptions) {
      return new Promise<ScanResult>((resolve, reject) => {
        queue.push({ content, options: scanOptions, resolve, reject });
        jobsSeen += 1;
        charsSeen += content.length;
        if (!started && options.threads > 0 && (jobsSeen >= startAtJobs || charsSeen >= startAtChars))
          startThreads();
        for (const thread of threads) feed(thread);
        schedulePump();
      });
    },
    async close() {
      closed = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
