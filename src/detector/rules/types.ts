/** The shape of a detection rule. */
import type { CategoryCode, Confidence } from '../../api/contract.js';

/** One detection rule. */
export interface Rule {
  /** Stable dotted id, shown in evidence and SARIF (`context.ignore-previous`). */
  readonly id: string;
  readonly category: CategoryCode;
  readonly confidence: Confidence;
  /** A strong rule is near-certain on its own; the model combination may use it. */
  readonly strong?: boolean;
  /** A broad rule that only reports spans no earlier rule of its category already covers (keeps reasons short). */
  readonly fallback?: boolean;
  /** What the matched text does, in plain words ("asks the model to ignore its previous instructions"). */
  readonly description: string;
  /**
   * Literal strings (lower case) one of which must occur in the normalized text for the patterns to
   * run: a cheap prefilter. Anchors that start with a letter or digit must start a word; a trailing
   * `$` means the anchor must also end a word (`dan$` does not fire on "dance").
   */
  readonly anchors: readonly string[];
  /** Patterns over normalized text, with the `g` flag. Written without nested unbounded quantifiers. */
  readonly patterns: readonly RegExp[];
  /** Texts the rule must match, kept beside it (gitleaks' true positives). The rule table test runs them. */
  readonly tps: readonly string[];
  /** Texts it must not match and that no rule flags (hard-negative twins of its tps); the same test runs them. */
  readonly fps: readonly string[];
}
