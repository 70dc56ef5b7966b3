/** The one rule of `minimum_confidence`, shared by the service's results and the CLI's findings. */
import type { Confidence } from './codes.js';

// Rank of each level, weakest first (as CONFIDENCES lists them).
const RANK: Readonly<Record<Confidence, number>> = { medium: 0, high: 1 };

/** True when `confidence` is at or above `minimum` (`high` passes `medium`; `medium` fails `high`). */
export function meetsMinimumConfidence(confidence: Confidence, minimum: Confidence): boolean {
  return RANK[confidence] >= RANK[minimum];
}
