/**
 * Which OCR passes run on which frame, within a time budget. The cheap `plain` pass runs first on every
 * distinct frame; when it read the frame well (confident words, little garbage) nothing more runs. Otherwise
 * the frame's further passes run in order of expected value (PASS_ORDER, measured on the image benchmark)
 * while the budget lasts; a pass that reads the frame well ends that frame's passes, and once the image is
 * flagged no further pass runs (none could change the verdict). Frames share the budget.
 *
 * The budget is CPU time spent on OCR (preparing the pass and recognising it), not wall time: on a loaded
 * machine a pass takes longer on the clock but costs the same CPU, so the same passes run and the verdict
 * does not depend on the load. A wall-clock cap of WALL_CAP_BUDGETS budgets bounds the wait all the same.
 */
import type { DecodedFrame } from './frames.js';
import { type ReadText, readWords } from './layout.js';
import { isOcrTimeout, type OcrPool, type OcrResult, processCpuMs } from './ocr-pool.js';
import {
  buildPass,
  type Deviations,
  type FrameMeasures,
  type InkMap,
  measureDeviations,
  measureInk,
  type OcrVariant,
} from './preprocess.js';
import type { TextSource } from './text-source.js';

/** Default time budget per image: CPU time spent on OCR, in ms. */
export const DEFAULT_TIME_BUDGET_MS = 2000;

/** Further passes start only within this many budgets of wall time after the scan started. */
export const WALL_CAP_BUDGETS = 3;

/** The first pass of a frame may use this many budgets of CPU time (and at least FIRST_PASS_MIN_MS) before it is cut off. */
const FIRST_PASS_BUDGETS = 3;
const FIRST_PASS_MIN_MS = 3000;

/** How much CPU time the first pass of a frame may use before it is cut off, for a budget of `budgetMs`. */
export function firstPassLimitMs(budgetMs: number): number {
  return Math.max(FIRST_PASS_MIN_MS, budgetMs * FIRST_PASS_BUDGETS);
}

/** A further pass gets at least this long before it is cut off (shorter ones read nothing useful). */
const MIN_PASS_MS = 150;

/**
 * Further passes, most useful first (after the first pass). Measured on the development set
 * (`node scripts/bench-image.mjs --dev`, low contrast, each pass alone on all 23 attacks): denoised read 16,
 * normalized 13, plain 8; denoised is also the cheapest. The median-background ink map reads most of all
 * alone (seeds 7–9: 52 of 68 against 49 for denoised) at twice the cost: second, it read 3 of the engine's
 * 12 misses (56 → 58 of 68; as the first further pass, the same 58 at a higher CPU median). Local contrast,
 * upscaled and inverse read a few the others missed.
 */
const PASS_ORDER: readonly OcrVariant[] = [
  'denoised',
  'denoised-median',
  'normalized',
  'local-contrast',
  'upscaled',
  'inverse',
];
/** Frames with this much grain (see Deviations.grain) start with the denoised pass: measured 2–6 on photo-like noise, 0 on renders. */
const NOISY_GRAIN = 2;
/** A background whose brightness spreads less than this is uniform (flat colour). */
const UNIFORM_BACKGROUND_RANGE = 24;
/** Text this small (median word height in px) is worth the upscaled pass. */
const SMALL_TEXT_PX = 20;
/** A frame whose deviations from its background never exceed this holds no ink: nothing more to read. */
const NO_INK_LEVEL = 4;

const VARIANT_LABELS: Record<OcrVariant, string> = {
  plain: 'OCR text',
  normalized: 'OCR text (normalized)',
  upscaled: 'OCR text (upscaled)',
  inverse: 'OCR text (inverse)',
  'local-contrast': 'OCR text (local contrast)',
  denoised: 'OCR text (denoised)',
  'denoised-median': 'OCR text (denoised, median background)',
};

/** What the OCR of an image did. */
export interface OcrPlanReport {
  /** Passes that ran, in order: "plain", "normalized (frame 2)", … */
  passes: string[];
  /** Passes that would have run but did not fit in the budget (or in the wall-clock cap). */
  skippedPasses: string[];
  budgetExhausted: boolean;
  /** Frames (1-based) whose first pass was cut off: nothing of them was read. */
  unreadFrames: number[];
  /** Words kept over all passes. */
  words: number;
  /** Words dropped under the confidence floor over all passes (unreadable). */
  unreadableWords: number;
  /** CPU time spent on OCR, in ms: what the budget counts. */
  cpuMs: number;
  /** True when further passes did not run because the image was already flagged. */
  settled: boolean;
}

/** Options of {@link readFramesText}. */
export interface OcrPlanOptions {
  variants: readonly OcrVariant[];
  /** CPU time budget for OCR, in ms. */
  budgetMs: number;
  /** When the scan started (ms, `performance.now()` clock): the wall-clock cap counts from there. */
  startedAt: number;
  /** Label frames ("(frame 2)") — for animations. */
  animated: boolean;
  /** True when the image is flagged already (by its metadata): only the first pass of each frame runs. */
  flagged?: boolean;
  /** True when this text read by OCR flags the image: further passes then stop. */
  flags?: (source: TextSource) => boolean;
}

interface FrameState {
  frame: DecodedFrame;
  queue: OcrVariant[];
  deviations?: Promise<Deviations>;
  ink?: Promise<InkMap>;
  medianInk?: Promise<InkMap>;
  grainy: boolean;
  seen: Map<string, TextSource>;
}

/** Reads the text of the frames with OCR; returns one source per distinct text read, and the report. */
export async function readFramesText(
  frames: readonly DecodedFrame[],
  ocr: OcrPool,
  options: OcrPlanOptions,
): Promise<{ sources: TextSource[]; report: OcrPlanReport }> {
  const sources: TextSource[] = [];
  const report: OcrPlanReport = {
    passes: [],
    skippedPasses: [],
    budgetExhausted: false,
    unreadFrames: [],
    words: 0,
    unreadableWords: 0,
    cpuMs: 0,
    settled: options.flagged === true,
  };
  const [first, ...further] = options.variants;
  if (first === undefined) return { sources, report };
  // Starting an OCR worker (once per process) is not the image's cost: it moves the wall-clock cap.
  let wallCap = options.startedAt + WALL_CAP_BUDGETS * options.budgetMs;
  let firstMs = 0;
  let firstPixels = 0;
  const states: FrameState[] = frames.map((frame) => ({ frame, queue: [], grainy: false, seen: new Map() }));
  const deviationsOf = (state: FrameState): Promise<Deviations> => {
    state.deviations ??= measureDeviations(state.frame);
    return state.deviations;
  };
  const suffix = (state: FrameState): string => (options.animated ? ` (frame ${state.frame.frame})` : '');

  const run = async (
    state: FrameState,
    variant: OcrVariant,
    budgeted: boolean,
  ): Promise<ReadText | undefined> => {
    const measures: FrameMeasures = {
      deviations: () => deviationsOf(state),
      ink: () => {
        state.ink ??= measureInk(state.frame);
        return state.ink;
      },
      medianInk: () => {
        state.medianInk ??= measureInk(state.frame, 'median');
        return state.medianInk;
      },
      grainy: state.grainy,
    };
    const preparing = processCpuMs();
    const input = await buildPass(state.frame, variant, measures);
    report.cpuMs += processCpuMs() - preparing;
    if (input === undefined) return undefined;
    // A pass costs about what the first pass cost, scaled by its pixels, and at least a third of it
    // (tesseract's fixed cost per image dominates small inputs).
    const estimate = firstMs * Math.max(1 / 3, input.pixels / Math.max(1, firstPixels));
    const now = performance.now();
    if (budgeted && (report.cpuMs + estimate > options.budgetMs || now >= wallCap)) {
      report.budgetExhausted = true;
      report.skippedPasses.push(`${variant}${suffix(state)}`);
      return undefined;
    }
    let result: OcrResult;
    const recognising = processCpuMs();
    try {
      // Further passes may not overrun the budget by more than half of it, nor the wall-clock cap: their
      // recognition is cut off there (tesseract cannot be interrupted, so the worker is ended and restarted
      // for the next job). The first pass gets FIRST_PASS_BUDGETS budgets of CPU time, and as many again
      // of wall time: pages of noise can keep tesseract busy for minutes.
      const firstLimit = firstPassLimitMs(options.budgetMs);
      result = await ocr.recognize(
        budgeted
          ? {
              ...input,
              cpuLimitMs: Math.max(MIN_PASS_MS, options.budgetMs - report.cpuMs) + options.budgetMs / 2,
              timeoutMs: Math.max(MIN_PASS_MS, wallCap - now),
            }
          : { ...input, cpuLimitMs: firstLimit, timeoutMs: firstLimit * WALL_CAP_BUDGETS },
      );
    } catch (error: unknown) {
      if (!isOcrTimeout(error)) throw error;
      report.cpuMs += processCpuMs() - recognising;
      report.budgetExhausted = true;
      report.skippedPasses.push(`${variant}${suffix(state)} (cut off)`);
      if (!budgeted) report.unreadFrames.push(state.frame.frame);
      return undefined;
    }
    report.cpuMs += result.cpuMs;
    wallCap += result.startMs;
    if (!budgeted) {
      firstMs = Math.max(firstMs, result.cpuMs);
      firstPixels = Math.max(firstPixels, input.pixels);
    }
    report.passes.push(`${variant}${suffix(state)}`);
    const read = readWords(result.words);
    report.words += read.words;
    report.unreadableWords += read.unreadable;
    const text = read.text.trim();
    if (text === '') return read;
    const key = text.toLowerCase().replace(/\s+/g, ' ');
    const earlier = state.seen.get(key);
    if (earlier !== undefined) {
      earlier.variants?.push(variant);
      return read;
    }
    const source: TextSource = {
      kind: 'ocr',
      label: `${VARIANT_LABELS[variant]}${suffix(state)}`,
      text,
      variants: [variant],
    };
    if (read.blocks.length > 1) source.parts = read.blocks;
    if (options.animated) source.frame = state.frame.frame;
    state.seen.set(key, source);
    sources.push(source);
    if (options.flags?.(source) === true) report.settled = true;
    return read;
  };

  // 1. The first pass on every frame: the minimum read, whatever the budget. On grainy frames (photos,
  //    noise) the plain pass reads pages of garbage slowly, so the denoised pass goes first there (or the
  //    normalized one when denoised is not among the variants). Elsewhere plain goes first: it is the one
  //    pass that reads dark and light text of one frame together (a screenshot's dark title bar).
  for (const state of states) {
    const deviations = await deviationsOf(state);
    state.grainy = deviations.grain >= NOISY_GRAIN;
    const uniform = deviations.backgroundRange <= UNIFORM_BACKGROUND_RANGE;
    const grainyOpening = (['denoised', 'normalized'] as const).find((variant) => further.includes(variant));
    const opening: OcrVariant = state.grainy && first === 'plain' ? (grainyOpening ?? first) : first;
    const read = await run(state, opening, false);
    if (report.settled) continue;
    if (read !== undefined && readWell(read) && (uniform || opening !== 'plain')) continue;
    if (!hasInk(deviations)) continue;
    const small = read === undefined || read.words === 0 || read.medianHeight < SMALL_TEXT_PX;
    state.queue = PASS_ORDER.filter(
      (variant) => variant !== opening && further.includes(variant) && (variant !== 'upscaled' || small),
    );
  }
  // 2. Further passes in order of expected value, frame by frame, while the budget lasts.
  for (const variant of PASS_ORDER) {
    for (const state of states) {
      if (report.settled || !state.queue.includes(variant)) continue;
      if (report.budgetExhausted) {
        report.skippedPasses.push(`${variant}${suffix(state)}`);
        continue;
      }
      const read = await run(state, variant, true);
      if (read !== undefined && readWell(read)) state.queue = [];
    }
  }
  return { sources, report };
}

/** Confident words and little garbage: further passes would read the same. */
function readWell(read: ReadText): boolean {
  return read.words >= 3 && read.meanConfidence >= 80 && read.unreadable <= read.words * 0.25;
}

function hasInk(deviations: Deviations): boolean {
  let most = 0;
  for (const value of deviations.darker) if (value > most) most = value;
  for (const value of deviations.lighter) if (value > most) most = value;
  return most > NO_INK_LEVEL;
}
