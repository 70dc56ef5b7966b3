/**
 * Logistic regression over hashed features, trained with AdaGrad SGD in a fixed, seeded order.
 * Texts are cut into the same overlapping windows the detector scans; an attack is learned from its
 * riskiest window (multiple-instance learning), a benign text from all of its windows.
 */
import { extractFeatures, FEATURE_COUNT } from '../src/detector/features.js';
import { fieldSpans } from '../src/detector/field-spans.js';
import { WINDOW } from '../src/detector/index.js';
import { sigmoid } from '../src/detector/model.js';
import { createRandom } from './train-random.js';

/**
 * Window size and overlap: the detector's scan windows. Experiment knob PI_SCAN_TRAIN_WINDOW=size/overlap
 * trains and validates with other windows; train.ts then refuses to write weights.
 */
export const TRAIN_WINDOW: { size: number; overlap: number } = (() => {
  const knob = process.env.PI_SCAN_TRAIN_WINDOW?.split('/').map(Number);
  return knob === undefined ? { ...WINDOW } : { size: knob[0] ?? WINDOW.size, overlap: knob[1] ?? 0 };
})();
/** Longer texts contribute at most this many windows, evenly spaced, first and last included. */
const MAX_WINDOWS = 16;

/**
 * Experiment knob (PI_SCAN_TRAIN_CHAR_SCALE): weight of char n-grams in the matrix. The model always
 * scores with 1, so train.ts refuses to write weights when this is not 1.
 */
export const CHAR_SCALE = Number(process.env.PI_SCAN_TRAIN_CHAR_SCALE ?? '1');

/** Sparse feature vectors of all windows, flattened. */
export interface FeatureMatrix {
  indices: Int32Array;
  values: Float32Array;
  /** Window w spans entries [offsets[w], offsets[w + 1]). */
  offsets: Int32Array;
  /** Row r owns windows [rowWindows[r], rowWindows[r + 1]). */
  rowWindows: Int32Array;
}

/** Cuts `text` into windows of TRAIN_WINDOW (one window when it is short enough). */
export function windowTexts(text: string): string[] {
  const { size, overlap } = TRAIN_WINDOW;
  if (text.length <= size) return [text];
  const stride = size - overlap;
  const starts: number[] = [];
  for (let start = 0; ; start += stride) {
    if (start + size >= text.length) {
      starts.push(Math.max(0, text.length - size));
      break;
    }
    starts.push(start);
  }
  let chosen = starts;
  if (starts.length > MAX_WINDOWS) {
    chosen = [];
    for (let i = 0; i < MAX_WINDOWS; i++)
      chosen.push(starts[Math.round((i * (starts.length - 1)) / (MAX_WINDOWS - 1))] ?? 0);
  }
  return chosen.map((start) => text.slice(start, start + size));
}

/** The fields of structured text the detector scores alone (fieldSpans), as texts; none for prose. */
export function fieldTexts(text: string): string[] {
  return fieldSpans(text).map(({ start, end }) => text.slice(start, end));
}

/**
 * Extracts the features of every instance of every text (texts already normalized): by default its
 * windows; `fieldTexts` gives the fields the detector scores alone.
 */
export function buildMatrix(
  texts: readonly string[],
  instances: (text: string) => string[] = windowTexts,
): FeatureMatrix {
  let indices = new Int32Array(1 << 24);
  let values = new Float32Array(1 << 24);
  const offsets: number[] = [0];
  const rowWindows: number[] = [0];
  const counts = new Float32Array(FEATURE_COUNT);
  const touched: number[] = [];
  let group0: number[] = [];
  let group1: number[] = [];
  let used = 0;
  for (const text of texts) {
    for (const window of instances(text)) {
      group0 = [];
      group1 = [];
      const totals = extractFeatures(window, (index, group) => {
        if (group === 0) group0.push(index);
        else group1.push(index);
      });
      const wordScale = totals.words > 0 ? 1 / Math.sqrt(totals.words) : 0;
      const charScale = totals.chars > 0 ? CHAR_SCALE / Math.sqrt(totals.chars) : 0;
      for (const index of group0) {
        if (counts[index] === 0) touched.push(index);
        counts[index] = (counts[index] ?? 0) + wordScale;
      }
      for (const index of group1) {
        if (counts[index] === 0) touched.push(index);
        counts[index] = (counts[index] ?? 0) + charScale;
      }
      touched.sort((a, b) => a - b);
      if (used + touched.length > indices.length) {
        const grownIndices = new Int32Array(indices.length * 2);
        grownIndices.set(indices);
        indices = grownIndices;
        const grownValues = new Float32Array(values.length * 2);
        grownValues.set(values);
        values = grownValues;
      }
      for (const index of touched) {
        indices[used] = index;
        values[used] = counts[index] ?? 0;
        counts[index] = 0;
        used++;
      }
      touched.length = 0;
      offsets.push(used);
    }
    rowWindows.push(offsets.length - 1);
  }
  return {
    indices: indices.slice(0, used),
    values: values.slice(0, used),
    offsets: Int32Array.from(offsets),
    rowWindows: Int32Array.from(rowWindows),
  };
}

/** Hyper-parameters of {@link trainLogistic}. */
export interface TrainOptions {
  epochs: number;
  learningRate: number;
  /** L2 penalty applied to the weights an update touches. */
  l2: number;
  seed: number;
  /**
   * Extra weight on a long benign text's riskiest window, from the second epoch on: the detector flags a
   * text when its riskiest window scores high, so that window is the one a benign text must keep low.
   * Without it each window weighs 1/√count and long defender prompts were flagged more often the longer
   * they were (docs/model/model-report.md, session 11).
   */
  benignMax: number;
}

/** Default hyper-parameters, chosen on leave-one-source-out validation. */
export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  epochs: 6,
  learningRate: 0.2,
  l2: 1e-3,
  seed: 7,
  benignMax: 1,
};

/** Trained float weights and bias. */
export interface TrainedWeights {
  weights: Float32Array;
  bias: number;
}

function windowMargin(matrix: FeatureMatrix, weights: Float32Array, bias: number, window: number): number {
  let sum = bias;
  const end = matrix.offsets[window + 1] ?? 0;
  for (let k = matrix.offsets[window] ?? 0; k < end; k++)
    sum += (weights[matrix.indices[k] ?? 0] ?? 0) * (matrix.values[k] ?? 0);
  return sum;
}

/**
 * Trains on the rows listed in `rows` (indices into the matrix) with per-row sample weights.
 * Deterministic: the visiting order comes from `options.seed`.
 */
export function trainLogistic(
  matrix: FeatureMatrix,
  labels: ArrayLike<number>,
  sampleWeights: ArrayLike<number>,
  rows: readonly number[],
  options: TrainOptions = DEFAULT_TRAIN_OPTIONS,
): TrainedWeights {
  const weights = new Float32Array(FEATURE_COUNT);
  const squares = new Float32Array(FEATURE_COUNT).fill(1e-2);
  let bias = 0;
  let biasSquares = 1e-2;
  const random = createRandom(options.seed);
  const order = [...rows];
  const update = (window: number, label: number, weight: number): void => {
    const margin = windowMargin(matrix, weights, bias, window);
    const gradient = (sigmoid(margin) - label) * weight;
    if (gradient === 0) return;
    const end = matrix.offsets[window + 1] ?? 0;
    for (let k = matrix.offsets[window] ?? 0; k < end; k++) {
      const index = matrix.indices[k] ?? 0;
      const w = weights[index] ?? 0;
      const g = gradient * (matrix.values[k] ?? 0) + options.l2 * w;
      const s = (squares[index] ?? 0) + g * g;
      squares[index] = s;
      weights[index] = w - (options.learningRate * g) / Math.sqrt(s);
    }
    biasSquares += gradient * gradient;
    bias -= (options.learningRate * gradient) / Math.sqrt(biasSquares);
  };
  const riskiestOf = (first: number, last: number): number => {
    let best = first;
    let bestMargin = Number.NEGATIVE_INFINITY;
    for (let w = first; w < last; w++) {
      const margin = windowMargin(matrix, weights, bias, w);
      if (margin > bestMargin) {
        bestMargin = margin;
        best = w;
      }
    }
    return best;
  };
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    random.shuffle(order);
    for (const row of order) {
      const first = matrix.rowWindows[row] ?? 0;
      const last = matrix.rowWindows[row + 1] ?? 0;
      const count = last - first;
      const label = labels[row] ?? 0;
      const weight = sampleWeights[row] ?? 0;
      if (label === 1 && epoch > 0 && count > 1) {
        // Multiple-instance step: the attack sits somewhere; learn from the window that looks most like it.
        update(riskiestOf(first, last), 1, weight);
      } else {
        const share = label === 1 ? weight / count : weight / Math.sqrt(count);
        for (let w = first; w < last; w++) update(w, label, share);
        if (label === 0 && epoch > 0 && count > 1 && options.benignMax > 0)
          update(riskiestOf(first, last), 0, weight * options.benignMax);
      }
    }
  }
  return { weights, bias };
}

/** The riskiest-window probability of each listed row, as the detector would score it. */
export function predictRows(
  matrix: FeatureMatrix,
  trained: TrainedWeights,
  rows: readonly number[],
): Float64Array {
  const scores = new Float64Array(rows.length);
  rows.forEach((row, i) => {
    let best = Number.NEGATIVE_INFINITY;
    for (let w = matrix.rowWindows[row] ?? 0; w < (matrix.rowWindows[row + 1] ?? 0); w++) {
      best = Math.max(best, windowMargin(matrix, trained.weights, trained.bias, w));
    }
    scores[i] = sigmoid(best);
  });
  return scores;
}
