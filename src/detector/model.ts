/**
 * The trained model: logistic regression over hashed n-gram features (features.ts), with int8-quantized
 * weights in a versioned binary file (model-weights.bin, read by model-file.ts) that are used in
 * place, so loading costs no parsing and no copy.
 *
 * File layout (little-endian): 8-byte magic "PISCANLM", u32 format version, u32 header length, the
 * header as UTF-8 JSON ({@link ModelHeader}), then FEATURE_COUNT signed bytes of weights.
 * This module is pure (bytes in, model out); model-file.ts reads the file.
 */
import { ErrorCode, PiScanError } from '../errors.js';
import { FEATURE_COUNT, FEATURE_SPEC, sumFeatureWeights } from './features.js';
import type { ScoringModel } from './types.js';

/** Version of the weights file format this code reads; the loader refuses any other. */
export const MODEL_FORMAT_VERSION = 2;

/** The identifier every weights header carries in its `format` field. */
export const MODEL_FORMAT = 'pi-scan-linear';

/** The magic bytes a weights file starts with. */
export const MODEL_MAGIC = 'PISCANLM';

/** The JSON header of a weights file, as written by `npm run train`. */
export interface ModelHeader {
  format: typeof MODEL_FORMAT;
  version: number;
  features: typeof FEATURE_SPEC;
  bias: number;
  /** Weight of bucket i is `quantized[i] * scale`. */
  scale: number;
  /** Free-form training notes (data, date-free so that training is reproducible). */
  training?: Record<string, unknown>;
}

/** A linear model over hashed features; `score` returns the injection probability of normalized text. */
export class LinearModel implements ScoringModel {
  readonly version: number;
  readonly #weights: Float32Array | Int8Array;
  readonly #scale: number;
  readonly #bias: number;

  /** `weights[i] * scale` is the weight of bucket i (int8 weights from a file keep their scale). */
  constructor(
    weights: Float32Array | Int8Array,
    bias: number,
    scale = 1,
    version: number = MODEL_FORMAT_VERSION,
  ) {
    if (weights.length !== FEATURE_COUNT) {
      throw new PiScanError(
        ErrorCode.Internal,
        `model has ${weights.length} weights, expected ${FEATURE_COUNT}`,
      );
    }
    this.#weights = weights;
    this.#scale = scale;
    this.#bias = bias;
    this.version = version;
  }

  /** The raw linear score (log-odds) of `normalizedText`. */
  margin(normalizedText: string): number {
    const sums = sumFeatureWeights(normalizedText, this.#weights);
    return combineMargin(
      this.#bias,
      sums.wordSum * this.#scale,
      sums.words,
      sums.charSum * this.#scale,
      sums.chars,
    );
  }

  /** Probability (0..1) that `normalizedText` is a prompt injection. */
  score(normalizedText: string): number {
    return sigmoid(this.margin(normalizedText));
  }
}

/** How group sums become the log-odds: each group is divided by √(its feature count), as in training. */
export function combineMargin(
  bias: number,
  wordSum: number,
  words: number,
  charSum: number,
  chars: number,
): number {
  return bias + (words > 0 ? wordSum / Math.sqrt(words) : 0) + (chars > 0 ? charSum / Math.sqrt(chars) : 0);
}

/** The logistic function. */
export function sigmoid(value: number): number {
  return 1 / (1 + Math.exp(-value));
}

/** Quantizes float weights to int8 and returns the weights file bytes (stable: same weights, same bytes). */
export function serializeModel(
  weights: Float32Array,
  bias: number,
  training: Record<string, unknown> = {},
): Buffer {
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = max > 0 ? max / 127 : 1;
  const bytes = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i++) bytes[i] = Math.round((weights[i] ?? 0) / scale);
  const header: ModelHeader = {
    format: MODEL_FORMAT,
    version: MODEL_FORMAT_VERSION,
    features: FEATURE_SPEC,
    bias,
    scale,
    training,
  };
  return encodeModelFile(header, bytes);
}

/** Lays out a weights file from its header and int8 weights (tests use it to build odd files). */
export function encodeModelFile(header: ModelHeader, quantized: Int8Array): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const prefix = Buffer.alloc(16);
  prefix.write(MODEL_MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(header.version, 8);
  prefix.writeUInt32LE(json.length, 12);
  return Buffer.concat([
    prefix,
    json,
    Buffer.from(quantized.buffer, quantized.byteOffset, quantized.byteLength),
  ]);
}

/** Splits a weights file into its header (parsed, unchecked) and weight bytes. */
export function decodeModelFile(bytes: Uint8Array, origin: string): { header: unknown; weights: Uint8Array } {
  const retrain = 'rebuild it with `npm run train` or reinstall pi-scan';
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < 16 || view.toString('latin1', 0, 8) !== MODEL_MAGIC) {
    throw new PiScanError(
      ErrorCode.Internal,
      `model weights ${origin} are not a pi-scan weights file; ${retrain}`,
    );
  }
  const version = view.readUInt32LE(8);
  if (version !== MODEL_FORMAT_VERSION) {
    throw new PiScanError(
      ErrorCode.Internal,
      `model weights ${origin} have version ${version}, but this pi-scan reads version ${MODEL_FORMAT_VERSION}; ${retrain}`,
      { details: { found: version, expected: MODEL_FORMAT_VERSION } },
    );
  }
  const headerLength = view.readUInt32LE(12);
  let header: unknown;
  try {
    header = JSON.parse(view.toString('utf8', 16, 16 + headerLength));
  } catch (error: unknown) {
    throw new PiScanError(ErrorCode.Internal, `model weights ${origin} have a corrupt header; ${retrain}`, {
      cause: error,
    });
  }
  return { header, weights: view.subarray(16 + headerLength) };
}

/** Validates a weights file's bytes and builds the model. `origin` names the file in error messages. */
export function parseModel(bytes: Uint8Array, origin: string): LinearModel {
  const retrain = 'rebuild it with `npm run train` or reinstall pi-scan';
  const { header, weights } = decodeModelFile(bytes, origin);
  if (typeof header !== 'object' || header === null || Array.isArray(header)) {
    throw new PiScanError(
      ErrorCode.Internal,
      `model weights ${origin} have a header that is not a JSON object; ${retrain}`,
    );
  }
  const file = header as Partial<Record<keyof ModelHeader, unknown>>;
  if (file.format !== MODEL_FORMAT) {
    throw new PiScanError(
      ErrorCode.Internal,
      `model weights ${origin} have format ${JSON.stringify(file.format)}, expected "${MODEL_FORMAT}"; ${retrain}`,
    );
  }
  if (file.version !== MODEL_FORMAT_VERSION) {
    throw new PiScanError(
      ErrorCode.Internal,
      `model weights ${origin} have version ${JSON.stringify(file.version)}, but this pi-scan reads version ${MODEL_FORMAT_VERSION}; ${retrain}`,
      { details: { found: file.version, expected: MODEL_FORMAT_VERSION } },
    );
  }
  const features = file.features as Record<string, unknown> | undefined;
  for (const [key, expected] of Object.entries(FEATURE_SPEC)) {
    if (features?.[key] !== expected) {
      throw new PiScanError(
        ErrorCode.Internal,
        `model weights ${origin} were trained with features.${key}=${JSON.stringify(features?.[key])}, but this pi-scan extracts ${expected}; ${retrain}`,
      );
    }
  }
  if (typeof file.bias !== 'number' || typeof file.scale !== 'number') {
    throw new PiScanError(ErrorCode.Internal, `model weights ${origin} lack "bias" or "scale"; ${retrain}`);
  }
  if (weights.length !== FEATURE_COUNT) {
    throw new PiScanError(
      ErrorCode.Internal,
      `model weights ${origin} hold ${weights.length} weights, expected ${FEATURE_COUNT}; ${retrain}`,
    );
  }
  // The int8 weights are used in place; the common scale is applied once per score.
  const quantized = new Int8Array(weights.buffer, weights.byteOffset, weights.length);
  return new LinearModel(quantized, file.bias, file.scale, file.version);
}
