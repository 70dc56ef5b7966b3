/**
 * A pool of tesseract.js workers: created lazily, reused, sized, bounded by timeouts, fully offline.
 * The English LSTM data comes from @tesseract.js-data/eng inside node_modules; nothing is downloaded.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { PiScanError } from '../errors.js';
import { errorText } from './inspect.js';

/** How tesseract turns the greyscale image into black and white before recognition. */
export type OcrThresholding = 'otsu' | 'sauvola';

/** One image to recognise: an encoded image (PNG, PGM, …) and its thresholding method. */
export interface OcrImage {
  data: Uint8Array;
  thresholding?: OcrThresholding;
  /**
   * Longest recognition of this image in ms, instead of the pool's timeout: a time budget. When it runs
   * out the worker is ended (tesseract cannot be interrupted) and the job fails with {@link isOcrTimeout}.
   */
  timeoutMs?: number;
  /**
   * Most CPU time (ms, the whole process's, see {@link processCpuMs}) this recognition may use; past it the
   * job fails as a timeout does. Under load a recognition's wall time stretches but its CPU time does not,
   * so a budget in CPU time reads the same whatever else the machine runs.
   */
  cpuLimitMs?: number;
  /**
   * Whether tesseract re-reads lines it is unsure of inverted (light on dark), default true. Passes that
   * already made the text dark on white turn it off: the second reading doubled their cost for nothing.
   */
  invertUnsureLines?: boolean;
}

/** Options of {@link createOcrPool}. */
export interface OcrPoolOptions {
  /** Number of workers (default 1). Each holds ~100 MB and one core while recognising. */
  size?: number;
  /** Longest wait for a worker to start, in ms (default 30 s). */
  startTimeoutMs?: number;
  /** Longest wait for one recognition, in ms (default 30 s). */
  recognizeTimeoutMs?: number;
  /** Folder that holds eng.traineddata(.gz); defaults to the bundled @tesseract.js-data/eng data. */
  langPath?: string;
}

/** One word tesseract read, with its confidence (0–100) and box, in the layout tesseract found. */
export interface OcrWord {
  text: string;
  confidence: number;
  /** Block, paragraph and line numbers (1-based, in tesseract's reading order). */
  block: number;
  paragraph: number;
  line: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What tesseract read in one image: the words, in its reading order. */
export interface OcrResult {
  words: OcrWord[];
  /** Time spent starting a worker for this job, in ms (0 when one was running): not the image's cost. */
  startMs: number;
  /** CPU time the process used while recognising (worker start excluded), in ms. */
  cpuMs: number;
}

/** CPU time used by the process so far (all threads: the OCR worker threads and libvips'), in ms. */
export function processCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** A pool of OCR workers. Close it (or `await using` it) to end the worker threads. */
export interface OcrPool {
  /** Recognises the words in one image. Rejects with a PiScanError on failure or timeout, so a failure never reads as "no text". */
  recognize(image: OcrImage): Promise<OcrResult>;
  /** Number of workers currently started. */
  readonly startedWorkers: number;
  close(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

/**
 * The bundled English data: 4.0.0_best_int (LSTM-only, integer). Measured against 4.0.0 (LSTM + legacy,
 * 10.9 MB): same text on every fixture, same recognition time, and it starts faster (2.9 MB to inflate).
 */
const DATA_SUBFOLDER = '4.0.0_best_int';

/** Resolves the bundled language data folder and checks the data file is there. */
export function resolveLanguageData(langPath?: string): { langPath: string; gzip: boolean } {
  let folder = langPath;
  if (folder === undefined) {
    let packageJson: string;
    try {
      packageJson = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
    } catch (error: unknown) {
      throw new PiScanError(
        'internal',
        'OCR language data is missing: the package @tesseract.js-data/eng is not installed; reinstall pi-scan (npm ci)',
        { cause: error },
      );
    }
    folder = join(dirname(packageJson), DATA_SUBFOLDER);
  }
  if (existsSync(join(folder, 'eng.traineddata.gz'))) return { langPath: folder, gzip: true };
  if (existsSync(join(folder, 'eng.traineddata'))) return { langPath: folder, gzip: false };
  throw new PiScanError(
    'internal',
    `OCR language data is missing: no eng.traineddata(.gz) in ${folder}; reinstall pi-scan (npm ci)`,
  );
}

interface Job {
  image: OcrImage;
  resolve(result: OcrResult): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker | undefined;
  thresholding: OcrThresholding;
  invert: boolean;
  busy: boolean;
}

const THRESHOLDING_METHOD: Record<OcrThresholding, string> = { otsu: '0', sauvola: '2' };

/** Creates an OCR pool. Workers start on first use, so a pool that is never used costs nothing. */
export function createOcrPool(options: OcrPoolOptions = {}): OcrPool {
  const size = options.size ?? 1;
  if (!Number.isSafeInteger(size) || size < 1)
    throw new PiScanError('usage', `OCR workers must be a positive integer, got ${size}`);
  const startTimeoutMs = options.startTimeoutMs ?? 30_000;
  const recognizeTimeoutMs = options.recognizeTimeoutMs ?? 30_000;
  const slots: Slot[] = Array.from({ length: size }, () => ({
    worker: undefined,
    thresholding: 'otsu',
    invert: true,
    busy: false,
  }));
  const queue: Job[] = [];
  let closed = false;

  const startWorker = async (): Promise<Worker> => {
    const data = resolveLanguageData(options.langPath);
    let failStart: (error: unknown) => void = () => {};
    const startFailed = new Promise<never>((_, reject) => {
      failStart = reject;
    });
    const starting = createWorker('eng', OEM.LSTM_ONLY, {
      langPath: data.langPath,
      gzip: data.gzip,
      cacheMethod: 'none',
      // Without a handler tesseract.js throws job errors from its message listener, crashing the process.
      errorHandler: (error: unknown) => failStart(error),
    });
    try {
      const worker = await withTimeout(
        Promise.race([starting, startFailed]),
        startTimeoutMs,
        'starting the OCR worker',
      );
      // The startup handler only matters while starting; afterwards errors arrive through the job promises.
      failStart = () => {};
      // Tesseract's diagnostics ("Estimating resolution…") would otherwise reach the terminal.
      await worker.setParameters({ debug_file: '/dev/null' });
      return worker;
    } catch (error: unknown) {
      void starting.then((worker) => worker.terminate()).catch(() => {});
      throw ocrError('could not start the OCR worker', error);
    }
  };

  const run = async (slot: Slot, job: Job): Promise<OcrResult> => {
    let startMs = 0;
    if (slot.worker === undefined) {
      const starting = performance.now();
      slot.worker = await startWorker();
      startMs = performance.now() - starting;
    }
    const worker = slot.worker;
    const thresholding = job.image.thresholding ?? 'otsu';
    const invert = job.image.invertUnsureLines ?? true;
    const cpuStart = processCpuMs();
    const recognise = async (): Promise<OcrResult> => {
      if (slot.thresholding !== thresholding) {
        await worker.setParameters({ thresholding_method: THRESHOLDING_METHOD[thresholding] });
        slot.thresholding = thresholding;
      }
      if (slot.invert !== invert) {
        await worker.setParameters({ tessedit_do_invert: invert ? '1' : '0' });
        slot.invert = invert;
      }
      // TSV: one row per word with its confidence and box, far smaller than the JSON block tree.
      const result = await worker.recognize(Buffer.from(job.image.data), {}, { text: false, tsv: true });
      return { words: parseTsv(result.data.tsv ?? ''), startMs, cpuMs: processCpuMs() - cpuStart };
    };
    try {
      return await withTimeout(
        recognise(),
        job.image.timeoutMs ?? recognizeTimeoutMs,
        'recognising text',
        job.image.cpuLimitMs === undefined ? undefined : { startMs: cpuStart, limitMs: job.image.cpuLimitMs },
      );
    } catch (error: unknown) {
      // A worker that failed or hung is not trusted again: end it, the next job starts a fresh one.
      slot.worker = undefined;
      slot.thresholding = 'otsu';
      slot.invert = true;
      void worker.terminate().catch(() => {});
      throw ocrError('OCR failed', error);
    }
  };

  const pump = (): void => {
    for (const slot of slots) {
      if (slot.busy) continue;
      const job = queue.shift();
      if (job === undefined) return;
      slot.busy = true;
      run(slot, job)
        .then(job.resolve, job.reject)
        .finally(() => {
          slot.busy = false;
          pump();
        });
    }
  };

  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    for (const job of queue.splice(0))
      job.reject(new PiScanError('internal', 'the OCR pool was closed before the job ran'));
    await Promise.all(
      slots.map(async (slot) => {
        const worker = slot.worker;
        slot.worker = undefined;
        await worker?.terminate().catch(() => {});
      }),
    );
  };

  return {
    recognize(image) {
      if (closed) return Promise.reject(new PiScanError('internal', 'the OCR pool is closed'));
      return new Promise<OcrResult>((resolve, reject) => {
        queue.push({ image, resolve, reject });
        pump();
      });
    },
    get startedWorkers() {
      return slots.filter((slot) => slot.worker !== undefined).length;
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}

/** Word rows (level 5) of tesseract's TSV: level, page, block, paragraph, line, word, left, top, width, height, confidence, text. */
export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells[0] !== '5' || cells.length < 12) continue;
    const text = cells.slice(11).join('\t').trim();
    if (text === '') continue;
    const [block, paragraph, line, left, top, width, height, confidence] = [2, 3, 4, 6, 7, 8, 9, 10].map(
      (index) => Number(cells[index]),
    ) as [number, number, number, number, number, number, number, number];
    words.push({ text, confidence, block, paragraph, line, left, top, width, height });
  }
  return words;
}

/** True for the error of an OCR job that ran out of time. */
export function isOcrTimeout(error: unknown): boolean {
  return error instanceof PiScanError && error.details.ocrTimeout === true;
}

function ocrError(what: string, error: unknown): PiScanError {
  if (error instanceof PiScanError) return error;
  return new PiScanError('internal', `${what}: ${errorText(error)}`, { cause: error });
}

/** How often a CPU limit is checked, in ms. */
const CPU_POLL_MS = 25;

/**
 * Rejects with a PiScanError when `promise` takes longer than `ms`, or when the process has used more than
 * `cpu.limitMs` of CPU time since `cpu.startMs`.
 */
async function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  what: string,
  cpu?: { startMs: number; limitMs: number },
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let poll: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const fail = (message: string): void =>
      reject(new PiScanError('internal', message, { details: { ocrTimeout: true } }));
    timer = setTimeout(() => fail(`OCR timed out after ${ms} ms while ${what}`), ms);
    if (cpu !== undefined)
      poll = setInterval(() => {
        if (processCpuMs() - cpu.startMs > cpu.limitMs)
          fail(`OCR used more than ${Math.round(cpu.limitMs)} ms of CPU time while ${what}`);
      }, CPU_POLL_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
    clearInterval(poll);
  }
}
