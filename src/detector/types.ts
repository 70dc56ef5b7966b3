/** Types of the local detector's public API. The detector is pure: text in, verdict out, no I/O. */
import type { CategoryCode, CategoryEntry, Confidence, ScanFindings } from '../api/contract.js';

/** One piece of evidence behind a detection. Offsets index the ORIGINAL text (UTF-16 code units). */
export interface Evidence {
  /** Stable dotted id of the rule (`context.ignore-previous`) or `model.*` for model-only findings. */
  ruleId: string;
  category: CategoryCode;
  confidence: Confidence;
  /** Start offset in the original text. */
  start: number;
  /** End offset (exclusive) in the original text. */
  end: number;
  /** The matched text, trimmed to at most 200 characters. */
  snippet: string;
  /** Plain-language description: "asks the model to ignore its previous instructions". */
  description: string;
  /** How the text was hidden, when it was: "base64", "hex", "rot13", "unicode tags", … */
  trick?: string;
}

/** The detector's verdict, before `only`/`exclude`/`minimum_confidence` are applied. */
export interface Detection extends ScanFindings {
  categories: CategoryEntry[];
  evidence: Evidence[];
  /** The model's injection probability for the riskiest window, 0 when no model is loaded. */
  score: number;
}

/** A trained model that scores normalized text: the probability (0..1) that it is an injection. */
export interface ScoringModel {
  readonly version: number;
  score(normalizedText: string): number;
}

/** Options of {@link Detection}-producing functions. */
export interface DetectOptions {
  /** The trained model; without it the verdict comes from the rules alone. */
  model?: ScoringModel;
  /**
   * A stricter flag threshold for the model on this text (never a looser one than the detector's own):
   * OCR text, whose crumbs the text validation never saw, uses the threshold the image benchmark was
   * tuned at (see OCR_MODEL_FLAG in src/image/scanner.ts).
   */
  modelFlag?: number;
}
