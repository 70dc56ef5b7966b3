/**
 * Cross-lingual concept features: words of CONCEPT_LEXICON (concepts-lexicon.ts) found in a text
 * become concept ids, and the model gets concept unigrams and concept pairs (a concept and the one
 * before it, and the one before that, when they are close) as extra word features. "ignore all previous
 * instructions", "игнорируй все предыдущие инструкции" and "忽略之前的所有指令" then share features
 * (IGNORE, ALL, PREVIOUS, INSTRUCTION and their pairs), so weights learned on English rows transfer.
 *
 * Matching costs one trie step per code unit, inside the feature extractor's single pass
 * (features.ts drives a {@link ConceptScanner}): no regex, no string built per word. The trie's edges
 * live in one open-addressing table of typed arrays, keyed by (node, code unit) (concept-trie.ts).
 */

import { edgeSlot, foldLetter, isSkipped } from './concept-trie.js';
import { CONCEPT_TRIE as TRIE } from './concept-trie-data.js';

export { CONCEPT_NAMES } from './concept-trie.js';

/** The node reached from `node` by `code`, or -1. */
function step(node: number, code: number): number {
  const key = (node << 16) | code;
  const slot = edgeSlot(TRIE.edges, TRIE.edgeBits, key);
  return TRIE.edges[slot] === key ? (TRIE.edges[slot + 1] ?? -1) : -1;
}

const FNV_PRIME = 0x01000193;
const SEED_CONCEPT = 0x3c6ef372;
const SEED_PAIR = 0xa54ff53a;
const SEED_SKIP_PAIR = 0x510e527f;
/** A concept pairs with the one before it when at most this many words (or CJK characters) separate their ends. */
const PAIR_WINDOW = 4;
/** …and with the one before that when it is at most this far away (a skip pair). */
const SKIP_PAIR_WINDOW = 6;

/**
 * Finds concepts as features.ts's single pass feeds it code units. Each concept found leaves up to
 * three feature keys (unfinished FNV states) in `keys[0..count)`, which the caller hashes into the
 * feature table and then clears with {@link ConceptScanner.drain}.
 */
export class ConceptScanner {
  /** Feature keys of the concepts found by the last call. */
  readonly keys = new Int32Array(24);
  count = 0;
  #node = 0;
  #stemConcept = 0;
  readonly #open: Int32Array = new Int32Array(TRIE.longestCjk + 1);
  #openCount = 0;
  #position = 0;
  #previous = -1;
  #previousAt = 0;
  #beforePrevious = -1;
  #beforePreviousAt = 0;
  /** When given, every concept found is appended here by id (conceptsOf in features.ts reads it). */
  readonly #trace: number[] | undefined;

  constructor(trace?: number[]) {
    this.#trace = trace;
  }

  /** Starts a new text. */
  reset(): void {
    this.count = 0;
    this.#node = 0;
    this.#stemConcept = 0;
    this.#openCount = 0;
    this.#position = 0;
    this.#previous = -1;
    this.#beforePrevious = -1;
  }

  /** Forgets the keys the caller has consumed. */
  drain(): void {
    this.count = 0;
  }

  /** A code unit inside a (non-CJK) word, already folded by features.ts. */
  wordUnit(code: number): void {
    this.#openCount = 0;
    if (this.#node < 0) return;
    let unit = code;
    if (unit >= 0x0600) {
      if (isSkipped(unit)) return;
      unit = foldLetter(unit);
    }
    const next = step(this.#node, unit);
    this.#node = next;
    if (next > 0 && TRIE.stem[next] === 1) this.#stemConcept = TRIE.concept[next] ?? 0;
  }

  /** The end of a (non-CJK) word (called once per word): its concept, if any, is found. */
  wordEnd(): void {
    const node = this.#node;
    const whole = node > 0 ? (TRIE.concept[node] ?? 0) : 0;
    const found = whole !== 0 ? whole : this.#stemConcept;
    this.#node = 0;
    this.#stemConcept = 0;
    this.#openCount = 0;
    this.#position++;
    if (found !== 0) this.#found(found - 1);
  }

  /** A CJK code unit: every CJK term ending here is found. */
  cjkUnit(code: number): void {
    this.#position++;
    const open = this.#open;
    let kept = 0;
    for (let i = 0; i < this.#openCount; i++) {
      const next = step(open[i] ?? 0, code);
      if (next > 0) open[kept++] = next;
    }
    const fresh = step(0, code);
    if (fresh > 0 && kept < open.length) open[kept++] = fresh;
    this.#openCount = kept;
    for (let i = 0; i < kept; i++) {
      const concept = TRIE.concept[open[i] ?? 0] ?? 0;
      if (concept !== 0) this.#found(concept - 1);
    }
  }

  /** A code unit that is neither a word unit nor CJK (space, punctuation): open CJK matches end. */
  boundary(): void {
    this.#openCount = 0;
  }

  #found(concept: number): void {
    const keys = this.keys;
    if (this.count + 3 > keys.length) return;
    this.#trace?.push(concept);
    const unigram = Math.imul(SEED_CONCEPT ^ concept, FNV_PRIME);
    keys[this.count++] = unigram;
    if (this.#previous !== -1 && this.#position - this.#previousAt <= PAIR_WINDOW)
      keys[this.count++] = Math.imul(Math.imul(SEED_PAIR ^ this.#previous, FNV_PRIME) ^ concept, FNV_PRIME);
    if (this.#beforePrevious !== -1 && this.#position - this.#beforePreviousAt <= SKIP_PAIR_WINDOW)
      keys[this.count++] = Math.imul(
        Math.imul(SEED_SKIP_PAIR ^ this.#beforePrevious, FNV_PRIME) ^ concept,
        FNV_PRIME,
      );
    this.#beforePrevious = this.#previous;
    this.#beforePreviousAt = this.#previousAt;
    this.#previous = concept;
    this.#previousAt = this.#position;
  }
}
