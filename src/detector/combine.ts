/**
 * How rule findings and the model score become categories and confidences. The thresholds live here
 * and nowhere else; they were chosen on leave-one-source-out predictions (see docs/model/model-report.md).
 */
import type { CategoryCode, CategoryEntry, Confidence } from '../api/contract.js';
import { guessLanguage } from './language.js';
import { findRule } from './rules.js';
import type { Evidence } from './types.js';

/**
 * Model operating points (probabilities of the riskiest window), chosen by chooseOperatingPoint in
 * scripts/train-report.ts on held-out predictions, never by eye (docs/model/model-report.md has the
 * tables). Validation: leave-one-source-out (`npm run train`, one training per source file, 81 folds,
 * among them the node_modules package documents in 5 folds by package and the system documents in 5).
 * Session 14's run (two processes of `--folds`, 2,674 s; weights sha256 509304c4…, `--skip-loso`, 241 s):
 * - modelFlag 0.6, the chooser's pick (the best balanced score of rules OR model among the grid thresholds
 *   at which at least 99.5% of the held-out package documents stay safe): 2,551 of 2,558 documents safe
 *   (99.73%), balanced 90.8, InjecAgent 86.1% recall at 95.8% specificity, defenders' system prompts 86.1%
 *   safe, everyday prompts (hh_rlhf) 94.3%. Sessions 11–13 kept 0.6 against the chooser's 0.55 or 0.65;
 *   the model report has their figures.
 * - modelFlagOther 0.6, for text that guessLanguage does not call English: the best balanced score over
 *   the non-English rows (89.0) among thresholds at or below modelFlag that cost at most 1 point of their
 *   benign specificity (93.6% safe).
 * - modelHigh 0.7: the lowest grid threshold at or above modelFlag at which the model's held-out
 *   precision over all validation rows is at least 95% (95.6%; session 13's run: 95.3%). So a `high` that
 *   comes from the model means at least 95% precision on the pooled validation rows (not source by
 *   source: docs/detector.md).
 */
export const THRESHOLDS = {
  /** At or above this, the model alone flags text (medium confidence) and agrees with rule findings. */
  modelFlag: 0.6,
  /** At or above this, the model is "very sure": its findings, and rule findings it backs, are high. */
  modelHigh: 0.7,
  /** The flag threshold for text whose language (guessLanguage) is not English; see modelFlagFor. */
  modelFlagOther: 0.6,
  /**
   * A field of structured text scored alone (fieldSpans) counts when it scores at least this; at or above
   * modelFlag (chooseOperatingPoint in scripts/train-report.ts). A field never makes the model "very sure":
   * held out, a field alone at 0.7 was right 135 times in 233, far from modelHigh's 95%.
   */
  modelField: 0.7,
} as const;

/**
 * The model's flag threshold for `text` (the whole input): modelFlagOther when its language is not
 * English, else modelFlag. The package-document constraint that holds modelFlag up is English-only;
 * held-out hijacks in other languages score lower, so their threshold is chosen on non-English rows
 * alone (chooseOperatingPoint in scripts/train-report.ts).
 */
export function modelFlagFor(text: string): number {
  return guessLanguage(text) === 'en' ? THRESHOLDS.modelFlag : THRESHOLDS.modelFlagOther;
}

/**
 * Category cues for model-only detections: what the passage asks for, and how a finding names it.
 * Checked on the normalized text of the riskiest model window (lower case, NFKC, diacritics folded).
 * Without a cue, a model-only detection is context_injection.
 */
const CATEGORY_CUES: readonly (readonly [CategoryCode, RegExp, string])[] = [
  [
    'data_exfiltration',
    /!\[[^\]]{0,100}\]\(\s*https?:|\b(?:system prompt|initial (?:prompt|instructions)|hidden (?:prompt|instructions)|api[ _-]?keys?|passwords?|credentials|secret (?:key|token)s?)\b|\b(?:send|forward|upload|post|leak|exfiltrate)\b[^.\n]{0,60}\b(?:to|at)\b[^.\n]{0,20}(?:https?:|@)/,
    'asks for secrets, the setup or private data, or to send data to an address',
  ],
  [
    'unauthorized_actions',
    /\b(?:delete|remove|wipe|erase) (?:all|every|the user'?s?)\b|\b(?:transfer|wire) (?:\$|money|funds|\d)|\brm -rf\b|\bcurl [^\n]{0,80}\|\s*(?:ba)?sh\b|\b(?:create|add) (?:a |an )?(?:new )?admin\b|\bdisable (?:two-factor|2fa|mfa|the firewall|logging)\b/,
    "asks for an action on the user's accounts, files or money",
  ],
  [
    'output_manipulation',
    /\b(?:respond|reply|answer) (?:only )?(?:with|in all caps|in capital)\b|\b(?:always|only) (?:say|respond|recommend|reply)\b|\bpwned\b|\b(?:tell|convince|inform) the user (?:that|to)\b|\bappend [^\n]{0,40}\bto (?:every|each|your) (?:answer|response|reply)\b/,
    'dictates what the answer must say',
  ],
];

/** Categories the text's wording points at, in CATEGORY_CUES order. */
export function categoryCues(normalizedText: string): CategoryCode[] {
  return CATEGORY_CUES.filter(([, pattern]) => pattern.test(normalizedText)).map(([code]) => code);
}

/**
 * The description of a model finding of `code` on `passage` (normalized): what the trained model
 * read there, with its score, so that a person can check it against the span.
 */
export function describeModelFinding(code: CategoryCode, passage: string, score: number): string {
  const cue = CATEGORY_CUES.find(([cueCode, pattern]) => cueCode === code && pattern.test(passage));
  const what = cue?.[2] ?? 'reads as instructions addressed to an AI model rather than content for the user';
  return `the trained model flags this passage (score ${score.toFixed(2)}): ${what}`;
}

/**
 * Combines rule evidence with the model score into category entries (at most one per code).
 * - A rule finding is high when the rule says high and either the rule is strong or the model agrees,
 *   or whenever the model is very sure; otherwise medium. Without a model, rule confidences stand.
 * - With no rule finding, a model score ≥ `modelFlag` (modelFlagFor of the input) flags the cue categories of `normalizedText`
 *   (context_injection when none), high when the model is very sure (score ≥ `modelHigh`). `normalizedText`
 *   is the riskiest model window, so that a cue elsewhere in a long document does not name the finding.
 */
export function combineVerdict(
  evidence: readonly Evidence[],
  modelScore: number | undefined,
  normalizedText?: string,
  modelFlag: number = THRESHOLDS.modelFlag,
  modelHigh: number = THRESHOLDS.modelHigh,
): CategoryEntry[] {
  const best = new Map<CategoryCode, Confidence>();
  const modelAgrees = modelScore !== undefined && modelScore >= modelFlag;
  const modelSure = modelScore !== undefined && modelScore >= modelHigh;
  for (const item of evidence) {
    let confidence: Confidence;
    if (modelScore === undefined) confidence = item.confidence;
    else {
      const strong = findRule(item.ruleId)?.strong === true;
      confidence = modelSure || (item.confidence === 'high' && (strong || modelAgrees)) ? 'high' : 'medium';
    }
    if (best.get(item.category) !== 'high') best.set(item.category, confidence);
  }
  if (best.size === 0 && modelAgrees) {
    const confidence: Confidence = modelSure ? 'high' : 'medium';
    const cues = normalizedText === undefined ? [] : categoryCues(normalizedText);
    for (const code of cues.length > 0 ? cues : (['context_injection'] as const)) best.set(code, confidence);
  }
  return [...best].map(([code, confidence]) => ({ code, confidence }));
}
