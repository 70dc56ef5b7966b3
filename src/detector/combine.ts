/**
 * How rule findings and the model score become categories and confidences. The thresholds live here
 * and nowhere else. (Initial rules-only policy; the model issue tunes it on validation data.)
 */
import type { CategoryCode, CategoryEntry, Confidence } from '../api/contract.js';
import type { Evidence } from './types.js';

/** Model operating points. */
export const THRESHOLDS = {
  /** Model probability at or above which the model alone flags text (medium confidence). */
  modelFlag: 0.5,
  /** Model probability at or above which the model alone is "very sure" (high confidence). */
  modelHigh: 0.9,
} as const;

/** Combines rule evidence with the model score into category entries (at most one per code). */
export function combineVerdict(evidence: readonly Evidence[], modelScore: number | undefined): CategoryEntry[] {
  const best = new Map<CategoryCode, Confidence>();
  for (const item of evidence) {
    const modelAgrees = modelScore !== undefined && modelScore >= THRESHOLDS.modelFlag;
    const confidence: Confidence = item.confidence === 'high' || modelAgrees ? item.confidence : 'medium';
    if (best.get(item.category) !== 'high') best.set(item.category, confidence);
  }
  if (best.size === 0 && modelScore !== undefined && modelScore >= THRESHOLDS.modelFlag) {
    best.set('context_injection', modelScore >= THRESHOLDS.modelHigh ? 'high' : 'medium');
  }
  return [...best].map(([code, confidence]) => ({ code, confidence }));
}
